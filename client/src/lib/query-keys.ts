/**
 * The one definition of every cache key, one factory per resource, each a hierarchy (all → lists → list(filters),
 * all → details → detail(id)). A key is only a cache address: the URL a query fetches is named by its
 * `queryOptions` (features/<f>/api/), because the API's paths do not nest the way the cache must (the company
 * list is /api/company-profiles, the active one /api/company-profile; a trend's explanation must not be hit when
 * the trend lists are refreshed). Every `queryKey`, `invalidateQueries`, `setQueryData` and `removeQueries` uses
 * these, so invalidating `xKeys.all` reaches every query of that resource and nothing else.
 */

export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
  isAdmin: () => [...authKeys.all, 'is-admin'] as const,
  config: () => [...authKeys.all, 'config'] as const,
  onboardingStatus: () => [...authKeys.all, 'onboarding-status'] as const,
};

export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: () => [...companyKeys.lists()] as const,
  /** The profile of the company the user is working for (GET /api/company-profile). */
  active: () => [...companyKeys.all, 'active'] as const,
  /** Which company that is (GET /api/user/active-company). */
  activeId: () => [...companyKeys.all, 'active-id'] as const,
};

export const keywordKeys = {
  all: ['keywords'] as const,
  lists: () => [...keywordKeys.all, 'list'] as const,
  list: () => [...keywordKeys.lists()] as const,
  suggestions: () => [...keywordKeys.all, 'suggestions'] as const,
};

export const trendKeys = {
  all: ['trends'] as const,
  lists: () => [...trendKeys.all, 'list'] as const,
  /** `filters` is the list's query (source, timeframe, …): each combination is its own cache entry. */
  list: (filters: object) => [...trendKeys.lists(), filters] as const,
  details: () => [...trendKeys.all, 'detail'] as const,
  detail: (id: number) => [...trendKeys.details(), id] as const,
  explanation: (id: number) => [...trendKeys.detail(id), 'explanation'] as const,
  factSheet: (id: number) => [...trendKeys.detail(id), 'fact-sheet'] as const,
  /** How often discovery refreshes trends (the admin's frequency). */
  schedule: () => [...trendKeys.all, 'schedule'] as const,
};

export const savedItemKeys = {
  all: ['saved-items'] as const,
  lists: () => [...savedItemKeys.all, 'list'] as const,
  list: () => [...savedItemKeys.lists()] as const,
};

export const statsKeys = {
  all: ['stats'] as const,
  summary: () => [...statsKeys.all, 'summary'] as const,
};

export const storyAngleKeys = {
  all: ['story-angles'] as const,
  lists: () => [...storyAngleKeys.all, 'list'] as const,
  list: () => [...storyAngleKeys.lists()] as const,
  /** How well a topic (and trend) fits the active company, asked before a credit is spent. */
  fit: (params: { topic: string; trendId: number | null }) => [...storyAngleKeys.all, 'fit', params] as const,
};

/** The active company's media contacts (GET /api/contacts); generate, score and save change the one list. */
export const contactKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  list: () => [...contactKeys.lists()] as const,
  /** The active company's do-not-contact list. */
  doNotContact: () => [...contactKeys.all, 'do-not-contact'] as const,
};

export const pitchKeys = {
  all: ['pitches'] as const,
  lists: () => [...pitchKeys.all, 'list'] as const,
  list: () => [...pitchKeys.lists()] as const,
  /** Contacts the active company pitched in the last 14 days (the wizard's re-pitch warning). */
  recentRecipients: () => [...pitchKeys.all, 'recent-recipients'] as const,
};

/** The signed-in user's own settings that live on the server (the mailbox pitches are sent from). */
export const settingsKeys = {
  all: ['settings'] as const,
  mailbox: () => [...settingsKeys.all, 'mailbox'] as const,
  /** How often the trend digest e-mail goes. */
  digest: () => [...settingsKeys.all, 'digest'] as const,
};

export const creditKeys = {
  all: ['credits'] as const,
  balance: () => [...creditKeys.all, 'balance'] as const,
};

export const onboardingKeys = {
  all: ['onboarding'] as const,
  /** One company analysis run's progress, by the run id the client gave it. */
  progress: (runId: string) => [...onboardingKeys.all, 'progress', runId] as const,
};

/** The operator panel (/admin): one leaf per admin resource, all under adminKeys.all. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  globalTrends: () => [...adminKeys.all, 'global-trends'] as const,
  topicLists: () => [...adminKeys.all, 'discovered-topics'] as const,
  /** `olderThanHours` null lists every topic. */
  topics: (olderThanHours: number | null) => [...adminKeys.topicLists(), { olderThanHours }] as const,
  cacheStats: () => [...adminKeys.all, 'cache-stats'] as const,
  suggestions: () => [...adminKeys.all, 'contact-suggestions'] as const,
  duplicateFlags: () => [...adminKeys.all, 'duplicate-flags'] as const,
  discovery: () => [...adminKeys.all, 'trend-discovery'] as const,
  discoveryStatus: () => [...adminKeys.discovery(), 'status'] as const,
  discoveryRuns: () => [...adminKeys.discovery(), 'runs'] as const,
  discoverySources: () => [...adminKeys.discovery(), 'sources'] as const,
  discoveryQueue: () => [...adminKeys.discovery(), 'queue'] as const,
  config: () => [...adminKeys.all, 'config'] as const,
  aiSettings: () => [...adminKeys.all, 'ai-settings'] as const,
};
