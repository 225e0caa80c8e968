import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, type OpenAI } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import type { Logger } from '../../logger';
import { AiResponseError, AiUnavailableError } from '../errors';

export interface StructuredCall<S extends z.ZodType> {
  operation: string;
  /** The json_schema name sent to the model; the fake test server also answers by it. */
  schemaName: string;
  schema: S;
  system: string;
  input: unknown;
}

/**
 * One chat completion with structured outputs (a strict JSON schema made from the zod schema), its answer
 * parsed and validated with the same zod schema. Transport failures become AiUnavailableError; an answer that is
 * not valid JSON or does not fit the schema becomes AiResponseError.
 */
export async function callStructured<S extends z.ZodType>(
  client: OpenAI,
  model: string,
  call: StructuredCall<S>,
  logger?: Logger,
): Promise<z.infer<S>> {
  let content: string | null | undefined;
  try {
    const completion = await client.chat.completions.create({
      model,
      messages: [
        { role: 'system', content: call.system },
        { role: 'user', content: JSON.stringify(call.input) },
      ],
      response_format: zodResponseFormat(call.schema, call.schemaName),
    });
    const message = completion.choices[0]?.message;
    if (message?.refusal) throw new AiResponseError(call.operation, [`The model refused: ${message.refusal}`]);
    content = message?.content;
  } catch (error) {
    throw mapTransportError(call.operation, error);
  }
  if (!content) throw new AiResponseError(call.operation, ['The answer had no content']);
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    logger?.warn({ operation: call.operation, content: content.slice(0, 500) }, 'AI answer is not valid JSON');
    throw new AiResponseError(call.operation, ['The answer is not valid JSON'], { cause: error });
  }
  const parsed = call.schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    logger?.warn({ operation: call.operation, issues }, 'AI answer does not fit the schema');
    throw new AiResponseError(call.operation, issues, { cause: parsed.error });
  }
  return parsed.data;
}

/** SDK errors as the app's AI errors (503 unavailable, with the reason); anything else unchanged. */
export function mapTransportError(operation: string, error: unknown): unknown {
  if (error instanceof AiResponseError || error instanceof AiUnavailableError) return error;
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
    return new AiUnavailableError(operation, 'timeout', undefined, { cause: error });
  }
  if (error instanceof APIConnectionError) return new AiUnavailableError(operation, 'network', undefined, { cause: error });
  if (error instanceof APIError) {
    const status = error.status;
    if (status === 429) return new AiUnavailableError(operation, 'rate_limited', status, { cause: error });
    if (status !== undefined && status >= 500) return new AiUnavailableError(operation, 'server_error', status, { cause: error });
    return new AiUnavailableError(operation, 'rejected', status, { cause: error });
  }
  return error;
}
