import { PROFILE_MAX, type OnboardingAnalysis, type Trend } from '@newsjack/shared';
import { sql } from 'drizzle-orm';
import { createDiscoveryService, type DiscoveryService } from '../../../src/discovery/discovery.service';
import { trackedCompanies } from '../../../src/deps';
import type { NewsSource } from '../../../src/discovery/types';
import { createWebsiteFetcher } from '../../../src/modules/onboarding/fetch-website';
import {
  companyPage,
  relevanceCompanies,
  relevanceNewsItems,
  type CompanyCase,
  type NewsStory,
} from '../../fixtures/relevance-companies';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../helpers/test-app';
import { startLoopbackServer, type LoopbackServer } from '../../net/loopback-server';
import { FakeCron } from '../service/service-helpers';
import { testDrafts } from '../../helpers/drafts';
import { InProcessQueue } from '../../helpers/in-process-queue';

/**
 * A new user's path through the app for each labelled company, on real routes and a real database: the home
 * page is served on loopback and read by the app's own website fetcher, the analysis and the curation go through
 * POST /api/onboarding/complete and /curate (the user keeps every suggested keyword and the profile as written,
 * as the screen pre-selects them), the labelled news goes through a real global discovery cycle from a feed-like
 * source, and the ranking is read back from GET /api/trends.
 */

/** The loopback page of a company, standing in for DNS: what the user typed → where the page is served. */
const websitePath = (website: string, companies: readonly CompanyCase[]): string | null => {
  const company = companies.find(
    (c) =>
      website
        .trim()
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/\/$/, '') === c.website,
  );
  return company ? `/${company.slug}/` : null;
};

/** The labelled news (or other stories) as one feed would deliver it, dated relative to the cycle's clock. */
export const labelledNewsSource = (stories?: readonly NewsStory[]): NewsSource => ({
  key: 'test:labelled-news',
  kind: 'rss',
  fetch: async ({ now }) => ({
    key: 'test:labelled-news',
    items: relevanceNewsItems(now, stories).map((item) => ({
      source: 'test:labelled-news',
      fingerprint: item.fingerprint,
      title: item.title,
      summary: item.summary,
      url: item.url,
      outlet: item.outlet,
      author: null,
      authorEmail: null,
      publishedAt: item.publishedAt,
    })),
  }),
});

export interface Onboarded {
  company: CompanyCase;
  user: SignedUp;
  analysisStatus: number;
  curateStatus: number;
  /** The message of a refused step, if any (after the user's edit, when one was needed). */
  failure: string | null;
  /** The first confirmation refused the analysed profile as written (e.g. over 1000 characters), with this message. */
  refusedAsAnalysed: string | null;
  keywords: string[];
  profileLength: number;
}

export interface Harness {
  t: TestApp;
  discovery: DiscoveryService;
  site: LoopbackServer;
  onboard(company: CompanyCase): Promise<Onboarded>;
  close(): Promise<void>;
}

/**
 * `stories`: what the day's feed carries (default: the whole labelled set); `sites`: the companies whose home
 * pages are served, and where each page is read from (default: the first labelled set's). `pageAt` serves more
 * pages of a site under its folder ('/{slug}/about'), null for a page it does not have.
 */
export async function startHarness(
  stories?: readonly NewsStory[],
  sites: {
    companies: readonly CompanyCase[];
    page: (slug: string) => string;
    pageAt?: (slug: string, path: string) => string | null;
  } = { companies: relevanceCompanies, page: companyPage },
): Promise<Harness> {
  const site = await startLoopbackServer((req, res) => {
    const slug = (req.url ?? '/').split('/')[1] ?? '';
    const company = sites.companies.find((c) => c.slug === slug);
    const rest = (req.url ?? '').slice(slug.length + 2);
    const html = !company ? null : req.url === `/${slug}/` ? sites.page(slug) : (sites.pageAt?.(slug, rest) ?? null);
    if (html === null) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  const base = await createTestApp();
  // Every labelled story may become a trend (the default keeps a cycle's best 40 by volume), so what is measured
  // is the order the company sees, not which stories one busy cycle happened to keep.
  const discovery = createDiscoveryService({ drafts: testDrafts(), jobs: new InProcessQueue(),
    db: base.db,
    config: base.config,
    logger: base.deps.logger,
    now: () => new Date(),
    ai: base.deps.ai, semantic: base.deps.semantic, companies: trackedCompanies(base.deps),
    cron: new FakeCron(),
    sourcesFor: ({ keywords }) => (keywords ? [] : [labelledNewsSource(stories)]),
    cycleOptions: { maxTrends: 200 },
  });
  // The app's website fetcher with loopback allowed (ALLOW_PRIVATE_FETCH), reached under the typed address.
  const readWebsite = createWebsiteFetcher({ allowPrivate: true });
  const t = await createTestApp({
    database: base.database,
    config: { allowPrivateFetch: true },
    deps: {
      discovery,
      fetchWebsite: (website) => {
        const path = websitePath(website, sites.companies);
        return readWebsite(path ? `${site.origin}${path}` : website);
      },
    },
  });

  async function onboard(company: CompanyCase): Promise<Onboarded> {
    const user = await signUp(t.app);
    const form = { companyName: company.companyName, website: company.website, mediaOutlets: '', socialMediaLinks: {} };
    const analysed = await user.post('/api/onboarding/complete').send(form);
    const result: Onboarded = {
      company,
      user,
      analysisStatus: analysed.status,
      curateStatus: 0,
      failure: null,
      refusedAsAnalysed: null,
      keywords: [],
      profileLength: 0,
    };
    if (analysed.status !== 200) return { ...result, failure: `analysis: ${analysed.status} ${analysed.text}` };
    const analysis = analysed.body as OnboardingAnalysis;
    result.keywords = analysis.suggested_keywords;
    result.profileLength = analysis.company_profile.length;
    const confirm = (companyProfile: string) =>
      user.post('/api/onboarding/curate').send({
        companyName: analysis.user_input.companyName,
        website: analysis.user_input.website,
        mediaOutlets: analysis.user_input.mediaOutlets,
        socialMediaLinks: analysis.user_input.socialMediaLinks,
        companyProfile,
        selectedKeywords: analysis.suggested_keywords,
        customKeywords: [],
        suggestedMediaOutlets: analysis.suggested_media_outlets,
        aiSocialMediaLinks: analysis.social_media_links,
        industry: analysis.industry ?? null,
        websiteReadable: analysis.website_readable,
      });
    let curated = await confirm(analysis.company_profile);
    if (curated.status === 400 && analysis.company_profile.length > PROFILE_MAX) {
      // What a user does when the screen says the profile is too long: cut it back to whole sentences and confirm.
      result.refusedAsAnalysed = (curated.body as { message?: string }).message ?? curated.text;
      curated = await confirm(shortenToSentences(analysis.company_profile, PROFILE_MAX));
    }
    result.curateStatus = curated.status;
    if (curated.status !== 200)
      result.failure = `curation: ${curated.status} ${(curated.body as { message?: string }).message ?? curated.text}`;
    return result;
  }

  return {
    t,
    discovery,
    site,
    onboard,
    close: async () => {
      await t.close();
      await base.close();
      await site.close();
    },
  };
}

/** The longest run of whole sentences within `max` characters (the text cut at a word if one sentence is longer). */
export function shortenToSentences(text: string, max: number): string {
  const sentences = text.match(/[^.!?]+[.!?]+(?:\s+|$)|[^.!?]+$/g) ?? [text];
  let out = '';
  for (const sentence of sentences) {
    if ((out + sentence).trim().length > max) break;
    out += sentence;
  }
  return out.trim() || text.slice(0, max).replace(/\s+\S*$/, '');
}

/** Where each labelled story of a company shows in its trend list (1-based; null when no trend carries it). */
export interface CompanyRanking {
  relevantRanks: Array<number | null>;
  trapRanks: Array<number | null>;
  /** The relevance the API gave each story's trend (null when not shown). */
  relevantScores: Array<number | null>;
  trapScores: Array<number | null>;
  /** Both relevant stories in the top 5. */
  relevantInTop5: boolean;
  /** Some trap is shown above a relevant story (or a relevant story is missing while a trap is shown). */
  trapAbove: boolean;
  /**
   * What relevance decides, apart from clustering: every relevant story the cycle made into a trend is in the top 5
   * and above every trap (a story clustering dropped is not shown, and is not held against relevance here).
   */
  shownInOrder: boolean;
  trends: number;
  /**
   * Lowest relevance of a relevant story shown minus highest relevance of a trap shown: how far the worst case is
   * from a swap (null when either side shows nothing).
   */
  margin: number | null;
  /** The labelled stories' ids, in the order of relevantRanks and trapRanks. */
  relevantIds: string[];
  trapIds: string[];
}

const storyOfUrl = (url: string): string | null => /^https:\/\/news\.example\/([^/]+)\/\d+$/.exec(url)?.[1] ?? null;

export function rankStories(trends: readonly Trend[], company: CompanyCase): CompanyRanking {
  const rankOf = (story: NewsStory): number | null => {
    const index = trends.findIndex((trend) => trend.sourceUrls.some((url) => storyOfUrl(url) === story.id));
    return index === -1 ? null : index + 1;
  };
  const relevantRanks = company.relevant.map(rankOf);
  const trapRanks = company.traps.map(rankOf);
  const worstRelevant = relevantRanks.some((r) => r === null) ? Infinity : Math.max(...(relevantRanks as number[]));
  const scoreAt = (rank: number | null) => (rank === null ? null : trends[rank - 1]!.relevanceScore);
  const shown = relevantRanks.filter((r): r is number => r !== null);
  const lowestShown = shown.length > 0 ? Math.max(...shown) : 0;
  const relevantShown = relevantRanks.map(scoreAt).filter((x): x is number => x !== null);
  const trapsShown = trapRanks.map(scoreAt).filter((x): x is number => x !== null);
  const margin = relevantShown.length > 0 && trapsShown.length > 0 ? Math.round((Math.min(...relevantShown) - Math.max(...trapsShown)) * 1000) / 1000 : null;
  return {
    relevantRanks,
    trapRanks,
    margin,
    relevantScores: relevantRanks.map(scoreAt),
    trapScores: trapRanks.map(scoreAt),
    relevantInTop5: relevantRanks.every((r) => r !== null && r <= 5),
    trapAbove: trapRanks.some((r) => r !== null && r < worstRelevant),
    shownInOrder: shown.every((r) => r <= 5) && trapRanks.every((r) => r === null || r > lowestShown),
    trends: trends.length,
    relevantIds: company.relevant.map((s) => s.id),
    trapIds: company.traps.map((s) => s.id),
  };
}

/** The labelled stories in the order the company sees them: '#1 id (relevant, 0.87); …; – id (trap, not shown)'. */
function storyOrder(r: CompanyRanking): string {
  const entries = [
    ...r.relevantIds.map((id, i) => ({ id, label: 'relevant', rank: r.relevantRanks[i]!, score: r.relevantScores[i]! })),
    ...r.trapIds.map((id, i) => ({ id, label: 'trap', rank: r.trapRanks[i]!, score: r.trapScores[i]! })),
  ].sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity));
  return entries.map((e) => (e.rank === null ? `– ${e.id} (${e.label}, not shown)` : `#${e.rank} ${e.id} (${e.label}, ${e.score!.toFixed(2)})`)).join('; ');
}

/** One company's line in the printed table: where its relevant stories and traps rank, with their relevance. */
export function rankingLines(name: string, r: CompanyRanking): string[] {
  const fmt = (ranks: Array<number | null>) => ranks.map((x) => (x === null ? '–' : String(x))).join(',');
  const scores = (list: Array<number | null>) => list.map((x) => (x === null ? '–' : x.toFixed(2))).join(',');
  const highestTrap = Math.min(...r.trapRanks.map((x) => x ?? Infinity));
  return [
    `  ${name}: ${r.relevantInTop5 && !r.trapAbove ? 'PASS' : 'miss'}`,
    `    ${storyOrder(r)}`,
    `    relevant at ${fmt(r.relevantRanks)} (relevance ${scores(r.relevantScores)}), traps at ${fmt(r.trapRanks)} (relevance ${scores(r.trapScores)}; highest trap ${Number.isFinite(highestTrap) ? highestTrap : '–'}) of ${r.trends} trends; margin ${r.margin === null ? '–' : r.margin.toFixed(3)}`,
  ];
}

/**
 * The smallest margin over several companies (lowest relevant minus highest trap shown). The gates hold it at or
 * above MIN_MARGIN, so a trap cannot sit a rounding error below a relevant story (Barkfresh's vet-prices story once
 * tied the hot-dog contest at 0.33).
 */
export const MIN_MARGIN = 0.05;
export function smallestMargin(all: readonly CompanyRanking[]): number {
  return Math.min(...all.map((r) => r.margin ?? Infinity));
}

/** The gate's counts over several companies. */
export function gateCounts(all: readonly CompanyRanking[]) {
  return {
    passing: all.filter((r) => r.relevantInTop5 && !r.trapAbove).length,
    relevantInTop5: all.reduce((n, r) => n + r.relevantRanks.filter((rank) => rank !== null && rank <= 5).length, 0),
    relevantShown: all.reduce((n, r) => n + r.relevantRanks.filter((rank) => rank !== null).length, 0),
    relevantTotal: all.reduce((n, r) => n + r.relevantRanks.length, 0),
    withoutTrapAbove: all.filter((r) => !r.trapAbove).length,
    shownInOrder: all.filter((r) => r.shownInOrder).length,
  };
}

/** The semantic similarity discovery stored for each (company, story made into a trend), by company name. */
export async function storedSimilarities(t: TestApp): Promise<Map<string, Map<string, number>>> {
  const { rows } = await t.db.execute(sql`select cp.company_name as name, (select coalesce(jsonb_agg(r->>'url'), '[]'::jsonb) from jsonb_array_elements(t.reports) r) as urls, te.semantic_similarity as similarity
    from trend_explanations te join trends t on t.id = te.trend_id join company_profiles cp on cp.id = te.company_id`);
  const out = new Map<string, Map<string, number>>();
  for (const row of rows as Array<{ name: string; urls: string[]; similarity: number }>) {
    const byStory = out.get(row.name) ?? new Map<string, number>();
    for (const url of row.urls) {
      const story = storyOfUrl(url);
      if (story) byStory.set(story, Number(row.similarity));
    }
    out.set(row.name, byStory);
  }
  return out;
}

/** How many of each label's stories have a stored similarity above `threshold` (stories made into trends only). */
export function sharesAbove(
  similarities: Map<string, Map<string, number>>,
  cases: ReadonlyArray<{ companyName: string; stories: readonly NewsStory[] }>,
  threshold: number,
): { above: number; of: number } {
  const values = cases.flatMap((c) =>
    c.stories.flatMap((s) => {
      const v = similarities.get(c.companyName)?.get(s.id);
      return v === undefined ? [] : [v];
    }),
  );
  return { above: values.filter((v) => v > threshold).length, of: values.length };
}
