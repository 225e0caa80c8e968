import type { AiEngine } from '@newsjack/shared';
import { z } from 'zod';

/**
 * The AI settings row as stored (admin_config key 'ai_settings', JSON). `apiKey` is three-way: null keeps the
 * environment's OPENAI_API_KEY, '' means an admin cleared the key, anything else is the key sealed by secret-box.
 */
export const storedAiSettingsSchema = z.object({
  engine: z.enum(['offline', 'model']),
  baseUrl: z.string().nullable(),
  model: z.string(),
  apiKey: z.string().nullable(),
});
export type StoredAiSettings = z.infer<typeof storedAiSettingsSchema>;

/** The environment's starting values (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL). */
export interface EnvironmentAi {
  apiKey: string | undefined;
  baseUrl: string | undefined;
  model: string;
}

/** What the engine runs with now: the saved settings, or the environment's while none were saved. */
export interface EffectiveAiSettings {
  engine: AiEngine;
  baseUrl: string | null;
  model: string;
  apiKey: string | null;
  keySource: 'saved' | 'environment' | null;
  source: 'environment' | 'saved';
  updatedAt: Date | null;
  notice: string | null;
}

export const UNREADABLE_KEY_NOTICE =
  'The saved API key cannot be decrypted (SETTINGS_ENCRYPTION_KEY or the session secret changed): enter it again.';

export function fromEnvironment(env: EnvironmentAi): EffectiveAiSettings {
  const apiKey = env.apiKey?.trim() || null;
  return {
    engine: apiKey ? 'model' : 'offline',
    baseUrl: env.baseUrl ?? null,
    model: env.model,
    apiKey,
    keySource: apiKey ? 'environment' : null,
    source: 'environment',
    updatedAt: null,
    notice: null,
  };
}

/** A saved row over the environment; a key sealed with another secret counts as no key, with a notice. */
export function effectiveSettings(
  env: EnvironmentAi,
  stored: { value: StoredAiSettings; updatedAt: Date } | null,
  open: (sealed: string) => string | null,
): EffectiveAiSettings {
  const base = fromEnvironment(env);
  if (!stored) return base;
  const { value } = stored;
  const saved = {
    engine: value.engine,
    baseUrl: value.baseUrl,
    model: value.model,
    source: 'saved' as const,
    updatedAt: stored.updatedAt,
  };
  if (value.apiKey === null) return { ...base, ...saved };
  if (value.apiKey === '') return { ...base, ...saved, apiKey: null, keySource: null };
  const key = open(value.apiKey);
  return key === null
    ? { ...base, ...saved, apiKey: null, keySource: null, notice: UNREADABLE_KEY_NOTICE }
    : { ...base, ...saved, apiKey: key, keySource: 'saved' };
}

/** Same engine, server, model and key: the provider built for one serves the other. */
export const settingsSignature = (s: Pick<EffectiveAiSettings, 'engine' | 'baseUrl' | 'model' | 'apiKey'>): string =>
  s.engine === 'offline' ? 'offline' : JSON.stringify([s.baseUrl, s.model, s.apiKey]);
