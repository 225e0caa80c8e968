import type { Logger } from '../logger';
import type { SemanticEngine } from '../semantic';
import { OfflineAiProvider } from './offline/offline-provider';
import { createOpenAiClient, type OpenAiClientOptions } from './openai/openai-client';
import { OpenAiProvider } from './openai/openai-provider';
import type { AiProvider } from './provider';

export interface AiProviderOptions {
  /** 'offline' or 'model'; unset → a model exactly when an API key is set (the environment's rule). */
  engine?: 'offline' | 'model';
  /** OPENAI_API_KEY; without it (and no engine chosen) the offline engine is used. */
  apiKey?: string;
  /** OPENAI_BASE_URL: any OpenAI-compatible server. */
  baseURL?: string;
  /** OPENAI_MODEL. */
  model: string;
  /** AI_TIMEOUT_MS: per request, before the client's bounded retries. */
  timeoutMs: number;
  maxRetries?: number;
  logger?: Logger;
  /** Clock for the offline engine's recency scoring. */
  now?: () => Date;
  /** The app's semantic engine: the offline engine matches journalists to stories and explains trends by meaning through it. */
  semantic?: SemanticEngine;
  /** The HTTP fetch the SDK uses; the admin's AI settings pass one that applies the outbound address guard. */
  fetch?: OpenAiClientOptions['fetch'];
}

/** Sent when a model is chosen without a key: local OpenAI-compatible servers need none, the SDK needs a value. */
export const NO_KEY_PLACEHOLDER = 'no-key';

/**
 * The one place an engine is chosen: the model when asked for (or, with no choice made, when a key is configured),
 * else the offline engine; the app runs usefully with no configuration. The admin's AI settings call it too.
 */
export function createAiProvider(options: AiProviderOptions): AiProvider {
  const apiKey = options.apiKey?.trim();
  const useModel = options.engine === undefined ? Boolean(apiKey) : options.engine === 'model';
  if (!useModel) return new OfflineAiProvider(options.now, options.semantic);
  const client = createOpenAiClient({
    apiKey: apiKey || NO_KEY_PLACEHOLDER,
    baseURL: options.baseURL,
    timeoutMs: options.timeoutMs,
    maxRetries: options.maxRetries,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return new OpenAiProvider(client, options.model, options.logger);
}
