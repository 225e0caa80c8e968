import type { AudiencePersona } from '../schemas';
import type { TrendCategory } from '@newsjack/shared';
import type { AudiencePersonaInput } from '../types';
import { detectCategory } from './category';
import { industryOf } from './company-terms';
import { distinctiveTerms } from '../../text/distinctive-terms';
import { pick, stableHash } from './hash';
import { joinList } from './prose';
import { isRegion } from './regions';
import { outletFromUrl } from './outlet-names';
import { KeywordSet } from './site-keywords';

interface Archetype {
  name: string;
  role: string;
  painPoints: string[];
  channels: string[];
}

/** Reader archetypes per category: who follows such news at work, what worries them, where they read. */
const ARCHETYPES: Record<TrendCategory, Archetype[]> = {
  technology: [
    { name: 'The Pragmatic Tech Lead', role: 'Engineering or IT lead choosing tools for a mid-sized company', painPoints: ['separating real change from hype', 'justifying spend to finance', 'migration risk'], channels: ['Hacker News', 'LinkedIn', 'specialist tech newsletters'] },
    { name: 'The Digital Transformation Owner', role: 'Operations director running digital projects', painPoints: ['skills gaps in the team', 'vendor lock-in', 'showing results within a year'], channels: ['LinkedIn', 'industry webinars', 'trade press'] },
  ],
  business: [
    { name: 'The Growth-Focused Operator', role: 'Chief operating officer of a growing company', painPoints: ['rising costs', 'hiring and retention', 'keeping up with competitors'], channels: ['LinkedIn', 'business newsletters', 'podcasts'] },
  ],
  finance: [
    { name: 'The Cash-Conscious Finance Lead', role: 'Finance director or head of payments at a mid-market business', painPoints: ['cash-flow timing', 'fees and FX costs', 'regulatory change'], channels: ['Financial Times', 'LinkedIn', 'fintech newsletters'] },
  ],
  health: [
    { name: 'The Informed Health Reader', role: 'Health-conscious professional who follows medical news', painPoints: ['conflicting advice', 'cost of care', 'trustworthy sources'], channels: ['health sections of national news', 'Instagram', 'podcasts'] },
  ],
  healthcare: [
    { name: 'The Stretched Care Manager', role: 'Operations manager in a hospital or clinic group', painPoints: ['staff shortages', 'waiting lists', 'patient data security'], channels: ['Healthcare trade press', 'LinkedIn', 'conferences'] },
  ],
  entertainment: [{ name: 'The Culture Watcher', role: 'Marketing or partnerships manager tracking culture moments', painPoints: ['fast news cycles', 'audience fragmentation', 'measuring attention'], channels: ['Instagram', 'TikTok', 'trade press'] }],
  politics: [{ name: 'The Policy Tracker', role: 'Public affairs or compliance lead', painPoints: ['regulatory uncertainty', 'preparing for new rules', 'reputational exposure'], channels: ['political newsletters', 'LinkedIn', 'national press'] }],
  sports: [{ name: 'The Sponsorship Strategist', role: 'Brand manager handling sports partnerships', painPoints: ['proving sponsorship value', 'fan engagement', 'rights costs'], channels: ['sports business press', 'X', 'Instagram'] }],
  environment: [{ name: 'The Sustainability Lead', role: 'Head of sustainability or facilities at a property or industrial firm', painPoints: ['net zero deadlines', 'energy costs', 'credible reporting'], channels: ['climate newsletters', 'LinkedIn', 'trade press'] }],
  science: [{ name: 'The R&D Scout', role: 'Research or innovation manager', painPoints: ['turning research into products', 'funding', 'talent'], channels: ['science press', 'journals', 'LinkedIn'] }],
  lifestyle: [{ name: 'The Considered Consumer', role: 'Urban professional making values-led purchases', painPoints: ['price versus quality', 'greenwashing', 'too much choice'], channels: ['Instagram', 'lifestyle magazines', 'newsletters'] }],
  culture: [{ name: 'The Cultural Programmer', role: 'Programming, partnerships or marketing lead at a museum, gallery, theatre or festival', painPoints: ['shrinking public funding', 'finding sponsors that fit the mission', 'reaching new audiences'], channels: ['arts and culture sections of national press', 'Instagram', 'sector newsletters'] }],
  worldevents: [{ name: 'The Risk-Aware Executive', role: 'Executive responsible for supply chain or international operations', painPoints: ['supply disruption', 'sanctions and compliance', 'staff safety'], channels: ['Reuters', 'Financial Times', 'LinkedIn'] }],
};

/** A reader archetype for a trend, grounded in the trend's own terms, its sources and the company's markets. */
export function generateAudiencePersonaOffline(input: AudiencePersonaInput): AudiencePersona {
  const text = `${input.trendTitle}\n${input.trendDescription}`;
  const { category } = detectCategory(text);
  const archetype = pick(ARCHETYPES[category], stableHash(input.trendTitle));
  // Phrases and repeated words name the subject; a single mention of 'england' does not.
  const terms = distinctiveTerms(text, { minCount: 1 });
  const chosen = new KeywordSet(4);
  chosen.addAll([...terms.filter((t) => t.key.includes(' ')), ...terms.filter((t) => !t.key.includes(' '))].filter((t) => t.count >= 2).map((t) => t.term), 4);
  const interests = chosen.list();
  const market = input.company?.targetMarkets.find((m) => !isRegion(m));
  const field = input.company ? industryOf(input.company).noun : null;
  const role = market ? `${archetype.role}, typically among ${market.toLowerCase()}` : archetype.role;
  const sources = [...new Set(input.sourceUrls.map(outletFromUrl).filter((s): s is string => s !== null))].slice(0, 2);
  const channels = [...new Set([...sources, ...archetype.channels])].slice(0, 5);
  const fallback = terms.slice(0, 3).map((t) => t.term);
  const interestList = interests.length > 0 ? interests : fallback.length > 0 ? fallback : [input.trendTitle.toLowerCase()];
  return {
    name: archetype.name,
    role,
    summary: `${archetype.role} following “${input.trendTitle}” because it bears on ${joinList(interestList.slice(0, 2))}.${field ? ` Looks to ${field} providers for practical answers.` : ''} Worried about ${archetype.painPoints[0]}, and reads ${joinList(channels.slice(0, 3))}.`,
    interests: interestList,
    painPoints: archetype.painPoints,
    channels,
    targetAudience: market
      ? `Decision-makers among ${market.toLowerCase()} following ${interestList[0]}`
      : `${archetype.name.replace(/^The /, '')}s following ${interestList[0]}`,
  };
}
