import type { NewsItem, NewsSource } from '../../src/discovery/types';

/**
 * A tiny news world for keyword searches: two payments stories, an open-banking one and two climate ones, each
 * told by several outlets within the last hours, so a real discovery cycle clusters them into trends.
 */
const stories: Array<{ keyword: string; titles: string[] }> = [
  {
    keyword: 'fraud',
    titles: [
      'Card payments fraud jumps as criminals target online merchants',
      'Card payments fraud surges at online merchants, banks warn',
      'Online merchants hit by card payments fraud surge',
    ],
  },
  {
    keyword: 'open banking',
    titles: [
      'Open banking payments double as merchants skip card fees',
      'Merchants turn to open banking payments to skip card fees',
      'Open banking payments volume doubles among merchants',
    ],
  },
  {
    keyword: 'solar',
    titles: [
      'Solar farms expand as climate targets tighten',
      'Climate targets drive record solar farms expansion',
      'Solar farms expansion accelerates under new climate targets',
    ],
  },
  {
    keyword: 'carbon',
    titles: [
      'Carbon prices climb as climate policy tightens in Europe',
      'Europe carbon prices hit record on tighter climate policy',
      'Tighter climate policy pushes carbon prices higher',
    ],
  },
];

const outlets = ['Daily Ledger', 'Market Wire', 'Green Times'];

export function fixtureItems(now: Date): NewsItem[] {
  return stories.flatMap((story, s) =>
    story.titles.map((title, i) => ({
      source: 'test:keyword-search',
      fingerprint: `kw-${s}-${i}`,
      title,
      summary: `${title}. Reporters followed the story through the day.`,
      url: `https://news.example/${s}/${i}`,
      outlet: outlets[i % outlets.length]!,
      author: null,
      authorEmail: null,
      publishedAt: new Date(now.getTime() - (i + 1) * 3_600_000),
      keyword: story.keyword,
    })),
  );
}

/** The fixture as a keyword search source: only the items whose text mentions one of the searched keywords. */
export function fixtureSource(keywords: readonly string[] | undefined, now: Date): NewsSource {
  const wanted = (keywords ?? []).map((k) => k.toLowerCase());
  const items = fixtureItems(now).filter((item) =>
    wanted.some((k) => item.title.toLowerCase().includes(k.replace(/s$/, ''))),
  );
  return { key: 'test:keyword-search', kind: 'rss', fetch: async () => ({ key: 'test:keyword-search', items }) };
}
