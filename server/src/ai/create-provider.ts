import type { Logger } from '../logger';
import type { SemanticEngine } from '../semantic';
import { OfflineAiProvider } from './offline/offline-provider';
import { createOpenAiClient } from './openai/openai-client';
import { OpenAiProvider } from './openai/openai-provider';
import type { AiProvider } from './provider';

export interface AiProviderOptions {
  /** OPENAI_API_KEY; without it the offline engine is used. */
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
}

/** OpenAI when a key is configured, else the offline engine; the app runs usefully with no configuration. */
export function createAiProvider(options: AiProviderOptions): AiProvider {
  const apiKey = options.apiKey?.trim();
  if (!apiKey) return new OfflineAiProvider(options.now, options.semantic);
  const client = createOpenAiClient({
    apiKey,
    baseURL: options.baseURL,
    timeoutMs: options.timeoutMs,
    maxRetries: options.maxRetries,
  });
  return new OpenAiProvider(client, options.model, options.logger);
}
