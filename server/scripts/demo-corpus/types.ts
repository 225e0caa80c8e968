/** Shapes of the hand-written data the demo corpus generator turns into RSS files. */

/** The trend categories of the product (spec 01 §3), written as each item's first `<category>`. */
export type Category =
  | 'technology'
  | 'business'
  | 'health'
  | 'entertainment'
  | 'politics'
  | 'sports'
  | 'environment'
  | 'science'
  | 'lifestyle'
  | 'finance';

/** What a journalist covers; stories and noise items name the beats that would write about them. */
export type Beat =
  | 'ai'
  | 'consumer-tech'
  | 'enterprise-software'
  | 'open-source'
  | 'semiconductors'
  | 'security'
  | 'privacy'
  | 'fintech'
  | 'payments'
  | 'crypto'
  | 'markets'
  | 'economy'
  | 'business'
  | 'retail'
  | 'supply-chain'
  | 'workplace'
  | 'health'
  | 'pharma'
  | 'healthcare-industry'
  | 'health-tech'
  | 'public-health'
  | 'climate'
  | 'energy'
  | 'weather'
  | 'autos'
  | 'science'
  | 'space'
  | 'politics'
  | 'world'
  | 'policy'
  | 'lifestyle'
  | 'wellness'
  | 'travel'
  | 'creator-economy'
  | 'venture'
  | 'food'
  | 'local';

export interface Journalist {
  name: string;
  beats: Beat[];
}

export interface Outlet {
  /** File name (without .xml) and the `demo:<slug>` source of its items. */
  slug: string;
  name: string;
  /** Always under the reserved `.example` TLD. */
  domain: string;
  description: string;
  /** Share of items that also carry `<author>email (Name)</author>`; some outlets never publish addresses. */
  emailRate: number;
  /** Some outlets wrap descriptions in HTML (CDATA), as many real feeds do. */
  htmlDescriptions: boolean;
  journalists: Journalist[];
}

/**
 * How coverage of a story is spread in time, in days before the anchor: items are drawn from a triangle that
 * starts at `start`, is densest at `peak` and ends at `end` ('steady' draws uniformly between start and end).
 */
export interface Arc {
  shape: 'explosive' | 'building' | 'peak' | 'fading' | 'steady';
  start: number;
  peak: number;
  end: number;
}

export interface Story {
  id: string;
  category: Category;
  /** Second `<category>`: the topic as a desk would file it. */
  label: string;
  sentiment: 'positive' | 'negative' | 'neutral' | 'mixed';
  beats: Beat[];
  arc: Arc;
  /** Number of items written about it across outlets. */
  count: number;
  /** Fictional companies, agencies, people and places of the story (for the README and for consistency). */
  cast: string[];
  /** Different wordings of the same event (6-15), as different desks would headline it. */
  titles: string[];
  /** 1-3 sentences each, with concrete figures and names. */
  summaries: string[];
}

/** A single unrelated item: [beat, category, desk label, title, summary]. */
export type NoiseItem = readonly [Beat, Category, string, string, string];
