import type { AiConnectionTest } from '@newsjack/shared';
import { z } from 'zod';
import { AiResponseError, AiUnavailableError } from '../errors';
import { NO_KEY_PLACEHOLDER } from '../create-provider';
import { createOpenAiClient } from '../openai/openai-client';
import { callStructured } from '../openai/structured-call';

/** The tiny request: a structured answer of one field, the same kind of call every AI operation makes. */
const pingSchema = z.object({ reply: z.string() });
export const CONNECTION_TEST_SCHEMA_NAME = 'connection_test';
/** A test that takes longer than this has answered the question already (the server is too slow or away). */
const TEST_TIMEOUT_MS = 15_000;

export interface ConnectionTarget {
  baseUrl: string | null;
  model: string;
  apiKey: string | null;
  fetch?: typeof fetch;
}

/**
 * One structured call through the app's OpenAI wrapper (no retries), answered as ok or failed with a reason an
 * admin can act on and the time it took. A failure is an answer, not an error: the route says 200 either way.
 */
export async function testConnection(
  target: ConnectionTarget,
  options: { timeoutMs: number; now?: () => number },
): Promise<AiConnectionTest> {
  const clock = options.now ?? (() => performance.now());
  const client = createOpenAiClient({
    apiKey: target.apiKey || NO_KEY_PLACEHOLDER,
    ...(target.baseUrl ? { baseURL: target.baseUrl } : {}),
    timeoutMs: Math.min(options.timeoutMs, TEST_TIMEOUT_MS),
    maxRetries: 0,
    ...(target.fetch ? { fetch: target.fetch } : {}),
  });
  const started = clock();
  const answer = (ok: boolean, message: string): AiConnectionTest => ({
    ok,
    model: target.model,
    baseUrl: target.baseUrl,
    latencyMs: Math.max(0, Math.round(clock() - started)),
    message,
  });
  try {
    await callStructured(client, target.model, {
      operation: 'connectionTest',
      schemaName: CONNECTION_TEST_SCHEMA_NAME,
      schema: pingSchema,
      system: 'This is a connection test. Answer {"reply":"ok"}.',
      input: { ping: 'ok' },
    });
    const ms = Math.max(0, Math.round(clock() - started));
    return answer(true, `Connected: ${target.model} answered in ${ms} ms.`);
  } catch (error) {
    return answer(false, failureReason(error, target));
  }
}

function failureReason(error: unknown, target: ConnectionTarget): string {
  const where = target.baseUrl ?? "OpenAI's API";
  if (error instanceof AiUnavailableError) {
    const cause = error.cause instanceof Error && error.cause.cause instanceof Error ? error.cause.cause.message : null;
    switch (error.reason) {
      case 'network':
        return `Could not reach ${where}${cause ? ` (${cause})` : ''}.`;
      case 'timeout':
        return `${where} did not answer within ${TEST_TIMEOUT_MS / 1000} s.`;
      case 'rejected':
        return error.upstreamStatus === 401 || error.upstreamStatus === 403
          ? `${where} refused the API key (HTTP ${error.upstreamStatus}).`
          : `${where} rejected the request (HTTP ${error.upstreamStatus ?? '?'}): check the model name and the base URL.`;
      default:
        return `${where} answered with an error (${error.upstreamStatus ? `HTTP ${error.upstreamStatus}` : error.reason}); try again later.`;
    }
  }
  if (error instanceof AiResponseError) {
    return `${where} answered, but not with the structured JSON the app needs (${error.issues[0] ?? 'unreadable answer'}).`;
  }
  return `The test failed: ${error instanceof Error ? error.message : String(error)}.`;
}
