import {
  FREQUENCY_INVALID_MESSAGE,
  parseFrequencyMinutes,
  TREND_DISCOVERY_FREQUENCY_KEY,
  type ConfigBody,
  type ConfigEntry,
} from '@newsjack/shared';
import { z } from 'zod';
import { DISCOVERY_FEEDS_KEY, DISCOVERY_SETTINGS, splitFeedList, type DiscoverySettingKey } from '../../discovery/discovery-settings';
import type { ConfigRow, DiscoveryService } from '../../discovery/discovery.service';
import { badRequest } from '../../errors';

/** More feeds than this is a mistake (each is fetched every cycle), not a configuration. */
export const MAX_ADMIN_FEEDS = 50;

const KNOWN_KEYS = Object.keys(DISCOVERY_SETTINGS) as DiscoverySettingKey[];
const isKnownKey = (key: string): key is DiscoverySettingKey => (KNOWN_KEYS as string[]).includes(key);
const feedUrl = z.url({ protocol: /^https?$/ });

export const unknownKeyMessage = (key: string) => `Unknown setting '${key}' (known settings: ${KNOWN_KEYS.join(', ')})`;

const toEntry = (row: ConfigRow): ConfigEntry => ({
  key: row.key,
  value: row.value,
  description: row.description,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** Validates a feed list: every item an http(s) URL, at most MAX_ADMIN_FEEDS; an empty value clears the list. */
export function parseFeedList(value: string): string[] {
  const feeds = splitFeedList(value);
  const bad = feeds.find((f) => !feedUrl.safeParse(f).success);
  if (bad !== undefined) throw badRequest(`Feed URLs must be http(s) addresses: '${bad}' is not one`);
  if (feeds.length > MAX_ADMIN_FEEDS) throw badRequest(`At most ${MAX_ADMIN_FEEDS} feed URLs can be configured`);
  return [...new Set(feeds)];
}

/**
 * The admin Config tab: lists every entry (known settings appear with their defaults before anyone saved them)
 * and saves the known ones, each applied where it matters (the frequency re-times the scheduler).
 */
export function createAdminConfigService(deps: {
  now: () => Date;
  /** Discovery owns admin_config (its settings): the tab reads and saves through it. */
  discovery: Pick<DiscoveryService, 'setFrequency' | 'setFeeds' | 'listConfigRows' | 'getConfigRow'>;
}) {

  return {
    async list(): Promise<ConfigEntry[]> {
      const rows = await deps.discovery.listConfigRows();
      const saved = new Set(rows.map((r) => r.key));
      const defaults: ConfigEntry[] = KNOWN_KEYS.filter((key) => !saved.has(key)).map((key) => ({
        key,
        value: DISCOVERY_SETTINGS[key].defaultValue,
        description: DISCOVERY_SETTINGS[key].description,
        // Never saved: there is no edit time, so the entry is as current as this answer.
        updatedAt: deps.now().toISOString(),
        updatedBy: null,
      }));
      return [...rows.map(toEntry), ...defaults].sort((a, b) => a.key.localeCompare(b.key));
    },

    async save(body: ConfigBody, userId: string): Promise<ConfigEntry> {
      const { key, value } = body;
      if (!isKnownKey(key)) throw badRequest(unknownKeyMessage(key));
      const description = body.description?.trim() || null;
      if (key === TREND_DISCOVERY_FREQUENCY_KEY) {
        const minutes = parseFrequencyMinutes(value);
        if (minutes === null) throw badRequest(FREQUENCY_INVALID_MESSAGE);
        await deps.discovery.setFrequency(minutes, userId, description);
      } else if (key === DISCOVERY_FEEDS_KEY) {
        await deps.discovery.setFeeds(parseFeedList(value), userId, description);
      }
      const row = await deps.discovery.getConfigRow(key);
      if (!row) throw new Error(`setting ${key} was saved but cannot be read back`);
      return toEntry(row);
    },
  };
}

export type AdminConfigService = ReturnType<typeof createAdminConfigService>;
