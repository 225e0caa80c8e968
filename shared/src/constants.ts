/**
 * Business constants and limits of both specs (§9), in one place so the client's copy and the server's rules
 * cannot drift apart. Durations are in milliseconds unless the name says otherwise.
 */

// Credits
export const CREDITS_PER_MONTH = 1000;
export const CREDITS_PER_STORY_GENERATION = 1;
export const CREDITS_PER_PITCH_GENERATION = 1;
export const IDEAS_PER_CONTENT_TYPE = 3;

// Company profile and onboarding
export const PROFILE_MAX = 1000;
export const PROFILE_MIN = 50;
export const MAX_CUSTOM_KEYWORDS = 3;
export const ONBOARDING_REDIRECT_DELAY_MS = 1000;

// Dashboard and trends
export const TREND_CARDS_ON_DASHBOARD = 5;
export const RELATED_KEYWORDS_PER_CARD = 5;
export const SOURCE_LINKS_PER_CARD = 2;
/** Reports stored and listed per trend, most recent first (the card links the first few, the list shows them all). */
export const MAX_TREND_REPORTS = 30;
export const TOP_TREND_KEYWORDS_MOBILE = 4;
export const TOP_TREND_KEYWORDS_DESKTOP = 6;
export const RECENT_ANGLES_ON_DASHBOARD = 3;
export const KEYWORDS_ON_DASHBOARD = 6;
export const SUGGESTIONS_ON_DASHBOARD = 8;
export const SMART_SEARCH_KEYWORD_COUNT = 5;
export const THEMATIC_SEARCH_MIN_SELECTED = 3;
export const EXPLANATION_CACHE_MS = 5 * 60_000;
export const SEMANTIC_MATCH_BADGE_THRESHOLD = 0.3;
export const DEFAULT_TIMEFRAME = '24h';
export const TREND_REFRESH_HOURS = 2;
/** Stat change labels compare today's figure with the figure this many days before. */
export const STAT_CHANGE_WINDOW_DAYS = 7;

// Shell, tour, toasts
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const FORCED_TOUR_DELAY_MS = 100;
export const TOUR_STEPS = 8;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Saved items cards
export const SAVED_PITCH_PREVIEW_CHARS = 200;
export const SAVED_KEYWORDS_SHOWN = 5;
export const SAVED_SOURCE_LINKS_SHOWN = 3;
export const SAVED_KEY_MESSAGES_SHOWN = 4;
export const SAVED_AREAS_OF_FOCUS_SHOWN = 4;

// Keywords
export const KEYWORD_TERM_MAX = 100;

// Contacts
export const TIER_1_MIN_PERCENT = 85;
export const TIER_2_MIN_PERCENT = 70;
export const AREAS_OF_FOCUS_IN_TABLE = 3;
export const DUPLICATE_SEARCH_MAX_RESULTS = 10;
/** Name-similarity matching starts when the query is longer than this. */
export const DUPLICATE_SEARCH_MIN_QUERY = 3;
export const BULK_CONTACT_PAUSE_MS = 500;

// Pitches (guide advice: subject under 50 characters; follow up after a week, at most twice)
export const PITCH_SUBJECT_MAX = 50;
export const FOLLOW_UP_AFTER_DAYS = 7;
export const MAX_FOLLOW_UPS = 2;
export const PITCH_PREVIEW_LINES = 4;
/** A journalist who got a pitch from the company this recently is flagged before they are pitched again. */
export const REPITCH_WARNING_DAYS = 14;

// Admin and discovery
export const TREND_DISCOVERY_FREQUENCY_KEY = 'trend_discovery_frequency';
export const DISCOVERY_DEFAULT_FREQUENCY_MINUTES = 720;
export const DISCOVERY_FREQUENCY_RECOMMENDED_MIN = 60;
export const DISCOVERY_FREQUENCY_RECOMMENDED_MAX = 1440;
export const DISCOVERY_STATUS_POLL_MS = 10_000;
export const TOPIC_FILTER_DEFAULT_HOURS = 168;
export const TOPIC_CLEANUP_DEFAULT_HOURS = 720;
export const GLOBAL_TRENDS_CLEANUP_DEFAULT_HOURS = 168;
export const ADMIN_TOPICS_SHOWN = 10;
/** Ten years: anything larger is a typo, not a retention policy. */
export const MAX_HOURS = 87_600;

const HOUR_MS = 3_600_000;
export const CACHE_TTL_MS = {
  trendEnrichment: 12 * HOUR_MS,
  companyAnalysis: 7 * 24 * HOUR_MS,
  mediaContacts: 24 * HOUR_MS,
  trendSearch: 3 * HOUR_MS,
} as const;

/** Cache keys are `<prefix><hash>`; these are the only prefixes an admin may clear selectively. */
export const CACHE_PREFIXES = ['trend_enrichment:', 'company_analysis:', 'media_contacts:', 'trend_search:'] as const;

/** Length limits of free text on the wire, so a megabyte string is a 400 with a message, never stored. */
export const TEXT_LIMITS = {
  name: 200,
  short: 500,
  url: 2000,
  text: 5000,
  pitchBody: 20_000,
  email: 254,
  phone: 50,
  listItems: 50,
} as const;
