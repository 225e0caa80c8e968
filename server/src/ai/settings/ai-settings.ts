import type { AiConnectionTest, AiConnectionTestBody, AiSettings, AiSettingsBody } from '@newsjack/shared';
import { badRequest } from '../../errors';
import type { Logger } from '../../logger';
import type { SemanticEngine } from '../../semantic';
import { createAiProvider } from '../create-provider';
import type { AiProvider } from '../provider';
import { baseUrlRefusal, guardedFetch, isGuarded, originOf, type BaseUrlPolicy } from './base-url-guard';
import { testConnection } from './connection-test';
import type { SecretBox } from './secret-box';
import {
  effectiveSettings,
  settingsSignature,
  storedAiSettingsSchema,
  type EffectiveAiSettings,
  type EnvironmentAi,
  type StoredAiSettings,
} from './stored-settings';
import { SwitchableAiProvider } from './switchable-provider';

/** The one admin_config row of the AI settings (lent by discovery, engine-settings-store.ts). */
export interface AiSettingsStore {
  read(): Promise<{ value: string; updatedAt: Date } | null>;
  write(value: string, updatedBy: string | null, now: Date): Promise<void>;
}

export interface AiSettingsDeps {
  store: AiSettingsStore;
  box: SecretBox;
  env: EnvironmentAi;
  /** What seals the key, named in the admin panel. */
  keyProtection: AiSettings['keyProtection'];
  allowPrivateFetch: boolean;
  timeoutMs: number;
  logger: Logger;
  now: () => Date;
  semantic?: SemanticEngine;
  /** Other instances' saves reach this one within this time (default 10 s). */
  rereadMs?: number;
}

export const MODEL_NEEDS_KEY_MESSAGE =
  "apiKey: OpenAI's API needs an API key: enter one, or the base URL of a server that needs none";

/**
 * The admin's AI settings and the engine they choose (decision 39): the environment's OPENAI_* values until an
 * admin saves, the saved row after. `provider` is the app's AI engine; saving swaps it at once, and other
 * instances re-read the row every `rereadMs`.
 */
export function createAiSettings(deps: AiSettingsDeps) {
  const policy: BaseUrlPolicy = {
    allowPrivate: deps.allowPrivateFetch,
    trustedOrigin: originOf(deps.env.baseUrl),
  };
  const rereadMs = deps.rereadMs ?? 10_000;
  // An admin-given server goes through the address guard; the environment's is the operator's own choice.
  const fetchFor = (baseUrl: string | null) => (isGuarded(baseUrl, policy) ? { fetch: guardedFetch(policy) } : {});

  const build = (s: EffectiveAiSettings): AiProvider =>
    createAiProvider({
      engine: s.engine,
      apiKey: s.apiKey ?? undefined,
      ...(s.baseUrl ? { baseURL: s.baseUrl } : {}),
      model: s.model,
      timeoutMs: deps.timeoutMs,
      logger: deps.logger,
      now: deps.now,
      ...(deps.semantic ? { semantic: deps.semantic } : {}),
      ...fetchFor(s.baseUrl),
    });

  async function readStored(): Promise<{ value: StoredAiSettings; updatedAt: Date } | null> {
    const row = await deps.store.read();
    if (!row) return null;
    let json: unknown;
    try {
      json = JSON.parse(row.value);
    } catch {
      json = null;
    }
    const parsed = storedAiSettingsSchema.safeParse(json);
    if (!parsed.success) {
      deps.logger.warn('the saved AI settings do not parse; the environment settings apply');
      return null;
    }
    return { value: parsed.data, updatedAt: row.updatedAt };
  }

  const current = async () => effectiveSettings(deps.env, await readStored(), deps.box.open);

  // Until the saved row is read (calls wait for it), the environment's settings stand.
  const initial = effectiveSettings(deps.env, null, deps.box.open);
  let signature = settingsSignature(initial);
  let lastRead = 0;
  let rereading = false;
  const apply = (s: EffectiveAiSettings) => {
    lastRead = Date.now();
    const next = settingsSignature(s);
    if (next === signature) return;
    signature = next;
    provider.swap(build(s));
  };
  const reread = async () => {
    try {
      apply(await current());
    } catch (error) {
      deps.logger.warn({ err: error }, 'could not read the AI settings; the engine in use stays');
    }
  };
  const provider: SwitchableAiProvider = new SwitchableAiProvider(
    build(initial),
    Promise.resolve().then(reread),
    () => {
      if (rereading || Date.now() - lastRead < rereadMs) return;
      rereading = true;
      void reread().finally(() => (rereading = false));
    },
  );

  const view = (s: EffectiveAiSettings): AiSettings => ({
    engine: s.engine,
    baseUrl: s.baseUrl,
    model: s.model,
    keySet: s.apiKey !== null,
    keySource: s.keySource,
    source: s.source,
    keyProtection: deps.keyProtection,
    notice: s.notice,
    updatedAt: s.updatedAt?.toISOString() ?? null,
  });

  const refuseUrl = async (baseUrl: string | null) => (baseUrl ? baseUrlRefusal(baseUrl, policy) : null);

  return {
    /** The app's AI engine (deps.ai wraps it in the cache). */
    provider,

    async get(): Promise<AiSettings> {
      return view(await current());
    },

    async save(body: AiSettingsBody, userId: string): Promise<AiSettings> {
      const before = await readStored();
      // Omitted: the key stays as it is (a saved one, or the environment's while none was saved or cleared).
      const apiKey =
        body.apiKey === undefined
          ? (before?.value.apiKey ?? null)
          : body.apiKey === ''
            ? ''
            : deps.box.seal(body.apiKey);
      const next: StoredAiSettings = { engine: body.engine, baseUrl: body.baseUrl, model: body.model, apiKey };
      const effective = effectiveSettings(deps.env, { value: next, updatedAt: deps.now() }, deps.box.open);
      if (effective.engine === 'model' && !effective.apiKey && !effective.baseUrl)
        throw badRequest(MODEL_NEEDS_KEY_MESSAGE);
      const refusal = await refuseUrl(body.baseUrl);
      if (refusal) throw badRequest(`baseUrl: ${refusal}`);
      await deps.store.write(JSON.stringify(next), userId, deps.now());
      const saved = await current();
      apply(saved);
      return view(saved);
    },

    /** The submitted values over the settings in force; the key, when not submitted, is the one in force. */
    async test(body: AiConnectionTestBody): Promise<AiConnectionTest> {
      const s = await current();
      const target = {
        baseUrl: body.baseUrl === undefined ? s.baseUrl : body.baseUrl,
        model: body.model ?? s.model,
        apiKey: body.apiKey === undefined ? s.apiKey : body.apiKey || null,
      };
      const refusal = await refuseUrl(target.baseUrl);
      if (refusal) return { ok: false, model: target.model, baseUrl: target.baseUrl, latencyMs: 0, message: refusal };
      return testConnection({ ...target, ...fetchFor(target.baseUrl) }, { timeoutMs: deps.timeoutMs });
    },
  };
}

export type AiSettingsService = ReturnType<typeof createAiSettings>;
