import type { KnownOutlet, ParsedSite } from '../../ai/types';
import { unitSimilarity, type SemanticEngine } from '../../semantic';

/** Characters of the company's page compared with each outlet's headlines (the opening says what it does). */
const COMPANY_TEXT_CHARS = 3000;
/**
 * A headline this close to the company is checked word by word (see robustSimilarity); below it, it is not on
 * the subject anyway. Equal to the coverage an outlet needs (MIN_OUTLET_COVERAGE in ai/offline/outlets.ts).
 */
const CHECK_FROM = 0.4;
/** Headlines per outlet checked word by word: the two closest make the coverage. */
const CHECKED_PER_OUTLET = 2;

/** What the company is about, for matching outlets: the page's title, description and opening text. */
export function companyCoverageText(companyName: string, website: string, site: ParsedSite | null): string {
  if (!site) return `${companyName} ${website}`;
  return [site.title, site.description, site.mainText].filter(Boolean).join('\n').slice(0, COMPANY_TEXT_CHARS);
}

/**
 * Known outlets ranked by what they cover. Each recent headline is compared with the company's text on its own
 * (one vector for all headlines let one close headline, or one shared word, carry an outlet), and a close
 * headline's similarity is the lowest it has with any one of its words left out: 'Hot dog eating champ downs 62
 * franks' is close to a dog-food company only through 'dog', 'Fresh dog food sales rise' stays close without it.
 * `coverage` is the second-closest headline's similarity (several articles on the subject, not one),
 * `closestArticle` the closest one's. Headlines are dropped (the analysis needs the scores, not the articles);
 * outlets without headlines keep no score. When the engine fails, the caller keeps the outlets unranked.
 */
export async function rankOutletsByCoverage(
  semantic: Pick<SemanticEngine, 'embed'>,
  companyText: string,
  outlets: readonly KnownOutlet[],
): Promise<KnownOutlet[]> {
  const strip = ({ recentTitles: _titles, ...o }: KnownOutlet): KnownOutlet => o;
  const withTitles = outlets.filter((o) => (o.recentTitles?.length ?? 0) > 0);
  if (withTitles.length === 0) return outlets.map(strip);
  const titles = withTitles.flatMap((o) => o.recentTitles!);
  const [company, ...vectors] = await semantic.embed([companyText, ...titles]);
  if (!company) return outlets.map(strip);
  const similarity = (v: Float32Array | undefined) => (v ? unitSimilarity(company, v) : 0);
  let next = 0;
  const perOutlet = withTitles.map((o) =>
    o
      .recentTitles!.map((title) => ({ title, score: similarity(vectors[next++]) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, CHECKED_PER_OUTLET),
  );
  const checked = perOutlet.flat().filter((h) => h.score >= CHECK_FROM);
  const robust = await robustSimilarities(
    semantic,
    company,
    checked.map((h) => h.title),
  );
  checked.forEach((h, i) => (h.score = Math.min(h.score, robust[i]!)));
  const scores = new Map(
    withTitles.map((o, i) => {
      const best = perOutlet[i]!.map((h) => h.score).sort((a, b) => b - a);
      return [o.name, { coverage: round(best[1] ?? 0), closestArticle: round(best[0] ?? 0) }] as const;
    }),
  );
  return outlets
    .map((o) => ({ ...strip(o), ...scores.get(o.name) }))
    .sort((a, b) => (b.coverage ?? -1) - (a.coverage ?? -1) || (b.closestArticle ?? -1) - (a.closestArticle ?? -1));
}

/** For each headline, its lowest similarity to the company with one of its words left out. */
async function robustSimilarities(
  semantic: Pick<SemanticEngine, 'embed'>,
  company: Float32Array,
  titles: readonly string[],
): Promise<number[]> {
  const variants = titles.map((title) => {
    const words = title.split(/\s+/).filter(Boolean);
    return words.length < 2 ? [] : words.map((_, i) => words.filter((__, j) => j !== i).join(' '));
  });
  const vectors = await semantic.embed(variants.flat());
  let next = 0;
  return variants.map((list) => {
    const scores = list.map(() => {
      const v = vectors[next++];
      return v ? unitSimilarity(company, v) : 0;
    });
    return scores.length > 0 ? Math.min(...scores) : 1;
  });
}

const round = (n: number) => Math.round(n * 1000) / 1000;
