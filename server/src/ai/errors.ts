import { AppError } from '../errors';

/**
 * The model answered, but not in the shape we asked for (invalid JSON, missing fields, wrong counts). A 502: the
 * upstream gave a bad answer. `issues` keeps the validation detail for the log, not for the client.
 */
export class AiResponseError extends AppError {
  constructor(
    readonly operation: string,
    readonly issues: string[] = [],
    options?: { cause?: unknown },
  ) {
    super(502, 'The AI model returned an answer that does not fit the expected shape', 'ai_bad_response');
    this.name = 'AiResponseError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

export type AiUnavailableReason = 'rate_limited' | 'server_error' | 'timeout' | 'network' | 'rejected';

/** The model could not be reached or refused the call (429, 5xx, timeout, network, auth). A 503. */
export class AiUnavailableError extends AppError {
  constructor(
    readonly operation: string,
    readonly reason: AiUnavailableReason,
    readonly upstreamStatus?: number,
    options?: { cause?: unknown },
  ) {
    super(503, messageFor(reason), 'ai_unavailable');
    this.name = 'AiUnavailableError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

function messageFor(reason: AiUnavailableReason): string {
  switch (reason) {
    case 'rate_limited':
      return 'The AI service is busy (rate limited). Please try again in a minute.';
    case 'timeout':
      return 'The AI service took too long to answer. Please try again.';
    case 'rejected':
      return 'The AI service rejected the request; check the AI configuration (key, model, base URL).';
    default:
      return 'The AI service is unavailable right now. Please try again in a minute.';
  }
}
