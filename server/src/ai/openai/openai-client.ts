import OpenAI from 'openai';

export interface OpenAiClientOptions {
  apiKey: string;
  /** Any OpenAI-compatible server ('http://127.0.0.1:8080/v1' in tests, a local model server in production). */
  baseURL?: string;
  timeoutMs: number;
  /** Retries of 429, 5xx and timeouts, with the client's backoff (honours retry-after). Default 2. */
  maxRetries?: number;
  /** Replaces the global fetch (the admin's base URLs go through the outbound address guard first). */
  fetch?: typeof fetch;
}

/** The only place the SDK client is built, so tests and config pass the same small options object. */
export function createOpenAiClient(options: OpenAiClientOptions): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 2,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
