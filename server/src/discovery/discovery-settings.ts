import { DISCOVERY_DEFAULT_FREQUENCY_MINUTES, TREND_DISCOVERY_FREQUENCY_KEY } from '@newsjack/shared';

/**
 * Discovery's settings live in `admin_config` (the spec's config entity, edited on the admin Config tab), so the
 * admin screen lists them like any other entry and every API instance reads the same values. Discovery owns the
 * table (discovery-settings.repo.ts); the admin module reads and saves it through the discovery service.
 */
export const DISCOVERY_FEEDS_KEY = 'discovery_feeds';

/** The settings discovery understands, with the description shown when an admin has never saved one. */
export const DISCOVERY_SETTINGS = {
  [TREND_DISCOVERY_FREQUENCY_KEY]: {
    defaultValue: String(DISCOVERY_DEFAULT_FREQUENCY_MINUTES),
    description: 'How often trend discovery runs, in minutes (recommended 60 to 1440; default 720 = 12 hours).',
  },
  [DISCOVERY_FEEDS_KEY]: {
    defaultValue: '',
    description: 'RSS or Atom feed URLs read by trend discovery, comma-separated, in addition to DISCOVERY_FEEDS.',
  },
} as const;

export type DiscoverySettingKey = keyof typeof DISCOVERY_SETTINGS;

export interface DiscoverySettings {
  frequencyMinutes: number;
  /** Feeds saved by an admin (DISCOVERY_FEEDS from the environment is added by the service). */
  feeds: string[];
}

export const splitFeedList = (value: string): string[] =>
  value
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
