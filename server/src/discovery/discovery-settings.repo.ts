import { DISCOVERY_DEFAULT_FREQUENCY_MINUTES, parseFrequencyMinutes, TREND_DISCOVERY_FREQUENCY_KEY } from '@newsjack/shared';
import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminConfig } from '../db/schema';
import { engineSettingKeys } from './engine-settings-store';
import { DISCOVERY_FEEDS_KEY, DISCOVERY_SETTINGS, splitFeedList, type DiscoverySettingKey, type DiscoverySettings } from './discovery-settings';

/** The queries of `admin_config`, which discovery owns (see discovery-settings.ts): its settings and the Config tab's list. */
export type ConfigRow = typeof adminConfig.$inferSelect;

/**
 * Every saved entry, by key (the admin Config tab adds the defaults of settings never saved), except the rows other
 * engines keep here (engine-settings-store.ts): the AI settings hold an encrypted key no answer may carry.
 */
export const listConfigRows = (db: Db): Promise<ConfigRow[]> =>
  db.select().from(adminConfig).where(notInArray(adminConfig.key, engineSettingKeys)).orderBy(asc(adminConfig.key));

export async function getConfigRow(db: Db, key: string): Promise<ConfigRow | undefined> {
  const [row] = await db.select().from(adminConfig).where(eq(adminConfig.key, key));
  return row;
}

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
