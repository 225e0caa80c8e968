import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminConfig } from '../db/schema';

/**
 * admin_config rows that hold another engine's settings (decision 39): discovery owns the table (decision 12),
 * so it lends these keys to the engine that applies them, through this store, which deps.ts hands to that engine.
 * They are never listed on the Config tab (their values are not text an admin edits there; the AI row holds an
 * encrypted key) and the tab's save refuses them as unknown keys.
 */
export const ENGINE_SETTING_KEYS = {
  ai_settings: 'The AI engine and its OpenAI-compatible provider (admin panel, AI section); the API key is encrypted.',
} as const;
export type EngineSettingKey = keyof typeof ENGINE_SETTING_KEYS;
export const engineSettingKeys = Object.keys(ENGINE_SETTING_KEYS) as EngineSettingKey[];

export interface StoredSetting {
  value: string;
  updatedAt: Date;
}

/** One row of admin_config, read and written by the engine whose setting it is. */
export interface EngineSettingsStore {
  read(): Promise<StoredSetting | null>;
  write(value: string, updatedBy: string | null, now: Date): Promise<void>;
}

export function createEngineSettingsStore(db: Db, key: EngineSettingKey): EngineSettingsStore {
  return {
    async read() {
      const [row] = await db
        .select({ value: adminConfig.value, updatedAt: adminConfig.updatedAt })
        .from(adminConfig)
        .where(eq(adminConfig.key, key));
      return row ?? null;
    },
    async write(value, updatedBy, now) {
      const description = ENGINE_SETTING_KEYS[key];
      await db
        .insert(adminConfig)
        .values({ key, value, description, updatedBy, updatedAt: now })
        .onConflictDoUpdate({ target: adminConfig.key, set: { value, description, updatedBy, updatedAt: now } });
    },
  };
}
