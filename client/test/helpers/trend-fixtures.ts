import type { CompanyProfile, CreditBalance, Keyword, StoryAngle, Stats, Trend, TrendReport } from '@newsjack/shared';
import { makeUser } from './fixtures';
import type { Reply } from './mock-api';

let nextId = 100;

/** Reports as discovery stores them: one per link, the outlet as given (null: unknown), most recent first. */
export function makeReports(entries: Array<[url: string, outlet: string | null]>): TrendReport[] {
  return entries.map(([url, outlet], i) => ({
    url,
    outlet,
    title: `Headline ${i + 1} from ${outlet ?? 'an unnamed outlet'}`,
    publishedAt: new Date(Date.UTC(2026, 10, 20 - i, 9)).toISOString(),
  }));
}

/** A trend's `reports` and the spec's `sourceUrls`, which are their links in the same order. */
export function withReports(reports: TrendReport[]): Pick<Trend, 'reports' | 'sourceUrls'> {
  return { reports, sourceUrls: reports.map((r) => r.url) };
}

export function makeTrend(overrides: Partial<Trend> = {}): Trend {
  nextId += 1;
  return {
    id: nextId,
    title: `Trend ${nextId}`,
    description: 'Regulators across Europe are drafting new rules.',
    category: 'technology',
    relatedKeywords: ['ai', 'regulation'],
    matchedKeywords: [],
    relevanceScore: 0.5,
    mentionVelocity: 'high',
    mentionVolume: 'medium',
    trendingReason: 'More coverage this week',
    timeframe: '24h',
    mentions: 120,
    sentiment: 'positive',
    growth: 12,
    rank: 1,
    isActive: true,
    ...withReports(
      makeReports([
        ['https://news.example.com/a', 'Harbour Daily'],
        ['https://wire.example.org/b', 'Wirepoint'],
        ['https://www.plainsite.example/c', null],
      ]),
    ),
    singleReport: false,
    demo: false,
    scope: 'global',
    mentionHistory: [],
    keyword: null,
    ...overrides,
  };
}

export function makeKeyword(overrides: Partial<Keyword> = {}): Keyword {
  nextId += 1;
  return {
    id: nextId,
    term: `keyword ${nextId}`,
    mentions: 10,
    trend: 5,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeStats(overrides: Partial<Stats> = {}): Stats {
  return {
    activeTrends: 12,
    storyAngles: 4,
    savedItems: 3,
    keywordsTracked: 6,
    changes: {
      activeTrends: { value: 20, label: '+20%' },
      storyAngles: { value: 2, label: '+2 new' },
      savedItems: { value: -10, label: '-10%' },
      keywordsTracked: { value: 0, label: 'No change' },
    },
    ...overrides,
  };
}

/** The routes every signed-in screen needs, plus empty lists for the dashboard's panels. */
export function signedInRoutes(extra: Record<string, Reply | ((call: never) => Reply)> = {}) {
  return {
    'GET /api/auth/user': makeUser(),
    'GET /api/onboarding/status': { hasCompletedOnboarding: true },
    'GET /api/auth/is-admin': { isAdmin: false },
    'GET /api/stats': makeStats(),
    'GET /api/trends': [],
    'GET /api/keywords': [],
    'GET /api/saved-items': [],
    'GET /api/story-angles': [],
    'GET /api/credits': makeCredits(),
    ...extra,
  };
}

export function makeCompanyProfile(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    id: 1,
    companyName: 'Helios Energy',
    website: 'helios.example',
    companyProfile: 'Helios builds grid batteries.',
    industry: 'Energy',
    targetMarkets: ['Utilities', 'Municipalities'],
    keyProducts: ['GridStack'],
    suggestedKeywords: [],
    suggestedMediaOutlets: [],
    mediaOutlets: [],
    socialMediaLinks: {},
    aiSocialMediaLinks: {},
    mediaRelationships: null,
    websiteReadable: true,
    pitchUnsubscribeLink: false,
    createdAt: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export function makeCredits(overrides: Partial<CreditBalance> = {}): CreditBalance {
  return { apiCredits: 847, monthlyAllowance: 1000, creditsResetAt: '2030-02-01T12:00:00.000Z', ...overrides };
}

export function makeStoryAngle(overrides: Partial<StoryAngle> = {}): StoryAngle {
  nextId += 1;
  return {
    id: nextId,
    headline: `Headline ${nextId}`,
    title: `Headline ${nextId}`,
    angle: 'Why grid batteries matter to utilities now.',
    contentType: 'press-release',
    engine: 'offline',
    targetAudience: 'Utility buyers',
    createdAt: new Date().toISOString(),
    isSaved: false,
    trendId: null,
    trendTitle: null,
    topic: null,
    keyMessages: ['Storage is cheaper than peakers'],
    context: null,
    ...overrides,
  };
}
