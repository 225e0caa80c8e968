import { OfflineAiProvider } from './offline/offline-provider';
import type { CompanyContext } from './types';
const p = new OfflineAiProvider(() => new Date('2026-03-10T00:00:00Z'));
const company: CompanyContext = { companyName: 'Ledgerline', website: 'ledgerline.com', companyProfile: 'Ledgerline is a fintech company whose products include Checkout API, Ledgerline Payouts and Ledgerline Treasury. Ledgerline gives online merchants and marketplaces instant settlement of card payments, so cash arrives the same day instead of three days later. Ledgerline settles card payments for online merchants in minutes. Merchants currently wait up to three business days for card payments to settle. It serves online merchants, marketplaces and banks in the United Kingdom and Ireland.', industry: 'Fintech & Payments', targetMarkets: ['Online merchants','Marketplaces','United Kingdom'], keyProducts: ['Ledgerline Payouts','Ledgerline Treasury','Checkout API'], keywords: ['instant settlement','card payments','open banking','payouts','merchants'] };
const trend = { title: 'Bank of England moves to speed up card settlement for small merchants', description: 'The Bank of England said it will consult on rules that would cut card settlement times for small merchants from three days to one. Payment firms welcomed the move.', category: 'finance', relatedKeywords: ['card settlement','merchants','Bank of England'], sourceUrls: ['https://www.reuters.com/a','https://www.ft.com/b'], trendingReason: 'Covered 14 times by 5 outlets (Reuters, Financial Times and BBC News, among others), up 120% on the previous period.' };
async function main() {
  const angles = await p.generateStoryAngles({ company, topic: trend.title, targetAudience: 'UK e-commerce finance leaders', contentTypes: ['press-release','social-media'], context: '', mode: 'advanced', trend });
  console.log(JSON.stringify(angles.slice(0,2), null, 1), angles.map(a=>a.headline));
  const enr = await p.enrichTrends({ clusters: [{ key: 'c1', titles: ['Bank of England moves to speed up card settlement - Reuters', 'BoE consults on faster card settlement for small firms | Financial Times', 'Card settlement times could fall to one day, says Bank of England'], summaries: ['The Bank of England said on Tuesday it will consult on rules that would cut card settlement times. Small merchants currently wait up to three days for funds.', 'Payment firms welcomed the proposal.'], keywords: ['card settlement','bank of england','merchants'], outlets: ['Reuters','Financial Times','BBC News'], mentions: 14, growthPercent: 120 }] });
  console.log(enr);
  console.log(await p.explainTrend({ company, trend: { ...trend, matchedKeywords: [] } }));
  console.log(await p.suggestKeywords({ company, existingKeywords: company.keywords, trendVocabulary: ['card settlement','bank of england','stablecoin regulation','football transfer','merchants','settlement times'] }));
  console.log(await p.generateAudiencePersona({ trendTitle: trend.title, trendDescription: trend.description, sourceUrls: trend.sourceUrls, company }));
  const contacts = [
    { id: 1, name: 'Maya Patel', outlet: 'Financial Times', areasOfFocus: ['payments','fintech','banking regulation'], recentArticleTitles: ['Card settlement delays squeeze small retailers', 'Stablecoin rules split European regulators'], lastArticleAt: '2026-03-01T00:00:00Z' },
    { id: 2, name: 'Tom Reed', outlet: 'BBC Sport', areasOfFocus: ['football','transfers'], recentArticleTitles: ['Arsenal close in on striker deal'], lastArticleAt: '2025-10-01T00:00:00Z' },
    { id: 3, name: 'Lena Fischer', outlet: 'Sifted', areasOfFocus: ['startups','venture capital'], recentArticleTitles: ['London payments startups raise record rounds'], lastArticleAt: null },
  ];
  console.log(await p.scoreContacts({ company, storyAngle: angles[0], contacts }));
  const pitches = await p.writePitches({ company, storyAngle: angles[0]!, mode: 'advanced', contacts: contacts.slice(0,1) });
  console.log(pitches[0]!.subjectLine); console.log(pitches[0]!.body);
  const q = await p.writePitches({ company, storyAngle: angles[3]!, mode: 'quick', contacts: contacts.slice(2), senderName: 'Sam Carter' });
  console.log(q[0]!.subjectLine); console.log(q[0]!.body);
}
void main();
