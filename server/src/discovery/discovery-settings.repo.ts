import { DISCOVERY_DEFAULT_FREQUENCY_MINUTES, parseFrequencyMinutes, TREND_DISCOVERY_FREQUENCY_KEY } from '@newsjack/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminConfig } from '../db/schema';

/**
 * Discovery's settings live in `admin_config` (the spec's config entity, edited on the admin Config tab), so the
 * admin screen lists them like any other entry and every API instance reads the same values.
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

export async function readDiscoverySettings(db: Db): Promise<DiscoverySettings> {
  const rows = await db
    .select({ key: adminConfig.key, value: adminConfig.value })
    .from(adminConfig)
    .where(inArray(adminConfig.key, [TREND_DISCOVERY_FREQUENCY_KEY, DISCOVERY_FEEDS_KEY]));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  return {
    // A value that no longer parses (edited by hand in the database) falls back to the default, not to a crash.
    frequencyMinutes: parseFrequencyMinutes(value(TREND_DISCOVERY_FREQUENCY_KEY) ?? '') ?? DISCOVERY_DEFAULT_FREQUENCY_MINUTES,
    feeds: splitFeedList(value(DISCOVERY_FEEDS_KEY) ?? ''),
  };
}

/** Saves one setting; a null description keeps the stored one (or the default for a first save). */
export async function saveDiscoverySetting(
  db: Db,
  entry: { key: DiscoverySettingKey; value: string; description: string | null; updatedBy: string | null; now: Date },
): Promise<void> {
  const description = entry.description ?? DISCOVERY_SETTINGS[entry.key].description;
  await db
    .insert(adminConfig)
    .values({ key: entry.key, value: entry.value, description, updatedBy: entry.updatedBy, updatedAt: entry.now })
    .onConflictDoUpdate({
      target: adminConfig.key,
      set: {
        value: entry.value,
        description: entry.description === null ? sql`coalesce(${adminConfig.description}, ${description})` : description,
        updatedBy: entry.updatedBy,
        updatedAt: entry.now,
      },
    });
}
