import { readFileSync } from 'node:fs';
import { parseHtml } from '../../src/ai/website/parse-html';
import type { CompanyContext, ContactForAi, ParsedSite, TrendFacts } from '../../src/ai/types';
import { buildFactSheet } from '../../src/text/fact-sheet';

/** Realistic inputs shared by the AI tests: three company home pages, a trend, journalists with real-looking bylines. */
export function siteFixture(
  file: 'ledgerline-payments' | 'verdant-heat-climate' | 'tracebit-devtools',
  url: string,
): ParsedSite {
  const html = readFileSync(new URL(`../fixtures/sites/${file}.html`, import.meta.url), 'utf8');
  return parseHtml(html, url);
}

export const ledgerline: CompanyContext = {
  companyName: 'Ledgerline',
  website: 'ledgerline.com',
  companyProfile:
    'Ledgerline is a fintech company whose products include Checkout API, Ledgerline Payouts and Ledgerline Treasury. Ledgerline gives online merchants and marketplaces instant settlement of card payments, so cash arrives the same day instead of three days later. Merchants currently wait up to three business days for card payments to settle. It serves online merchants and marketplaces in the United Kingdom and Ireland.',
  industry: 'Fintech & Payments',
  targetMarkets: ['Online merchants', 'Marketplaces', 'United Kingdom'],
  keyProducts: ['Ledgerline Payouts', 'Ledgerline Treasury', 'Checkout API'],
  keywords: ['instant settlement', 'card payments', 'open banking', 'payouts', 'merchants'],
};

export const settlementTrend: TrendFacts = {
  title: 'Bank of England moves to speed up card settlement for small merchants',
  description:
    'The Bank of England said it will consult on rules that would cut card settlement times for small merchants from three days to one. Payment firms welcomed the move.',
  category: 'finance',
  relatedKeywords: ['card settlement', 'merchants', 'Bank of England'],
  sourceUrls: [
    'https://www.reuters.com/business/finance/boe-card-settlement',
    'https://www.ft.com/content/settlement-rules',
  ],
  trendingReason:
    'Covered 14 times by 5 outlets (Reuters, Financial Times and BBC News, among others), up 120% on the previous period.',
  // What discovery writes for the trend: its fact sheet, read from its reports.
  factSheet: buildFactSheet([
    {
      title: 'Bank of England to consult on faster card settlement for small merchants',
      summary:
        'The Bank of England said on Tuesday it will consult on rules that would cut card settlement times for small merchants from three days to one, with a decision due in March 2027. About 1.2 million small businesses take card payments in the UK.',
      outlet: 'Reuters',
      url: 'https://www.reuters.com/business/finance/boe-card-settlement',
      author: 'Huw Jones',
      publishedAt: new Date('2026-03-09T08:00:00Z'),
    },
    {
      title: 'Card settlement rules: payment firms welcome Bank of England move',
      summary:
        'Payment firms welcomed the Bank of England plan, which could free up to £3bn of working capital for small merchants that now wait three days for card takings.',
      outlet: 'Financial Times',
      url: 'https://www.ft.com/content/settlement-rules',
      author: null,
      publishedAt: new Date('2026-03-09T14:00:00Z'),
    },
  ]),
};

export const journalists: ContactForAi[] = [
  {
    id: 11,
    name: 'Maya Patel',
    outlet: 'Financial Times',
    areasOfFocus: ['payments', 'fintech', 'banking regulation'],
    articles: [
      { title: 'Card settlement delays squeeze small retailers', url: null, publishedAt: null, summary: null },
      { title: 'Stablecoin rules split European regulators', url: null, publishedAt: null, summary: null },
    ],
    lastArticleAt: '2026-03-01T09:00:00Z',
  },
  {
    id: 12,
    name: 'Tom Reed',
    outlet: 'BBC Sport',
    areasOfFocus: ['football', 'transfers'],
    articles: [
      { title: 'Arsenal close in on striker deal before deadline', url: null, publishedAt: null, summary: null },
    ],
    lastArticleAt: '2025-10-01T09:00:00Z',
  },
  {
    id: 13,
    name: 'Lena Fischer',
    outlet: 'Sifted',
    areasOfFocus: ['startups', 'venture capital'],
    articles: [{ title: 'London payments startups raise record rounds', url: null, publishedAt: null, summary: null }],
    lastArticleAt: null,
  },
];

export const settlementCluster = {
  key: 'cluster-boe-settlement',
  titles: [
    'Bank of England moves to speed up card settlement - Reuters',
    'BoE consults on faster card settlement for small firms | Financial Times',
    'Card settlement times could fall to one day, says Bank of England',
  ],
  summaries: [
    'The Bank of England said on Tuesday it will consult on rules that would cut card settlement times. Small merchants currently wait up to three days for funds.',
    'Payment firms welcomed the proposal, which follows complaints from retailers about cash flow.',
  ],
  keywords: ['card settlement', 'bank of england', 'merchants'],
  outlets: ['Reuters', 'Financial Times', 'BBC News'],
  mentions: 14,
  growthPercent: 120,
};

export const heatwaveCluster = {
  key: 'cluster-heatwave-grid',
  titles: [
    'HEATWAVE PUSHES UK GRID DEMAND TO SUMMER RECORD',
    'Heatwave strains power grid as air conditioning use soars - The Guardian',
  ],
  summaries: [
    'National Grid said demand hit a summer record as temperatures passed 35C. Solar output covered a third of daytime demand.',
  ],
  keywords: ['heatwave', 'grid', 'solar'],
  outlets: ['BBC News', 'The Guardian'],
};
