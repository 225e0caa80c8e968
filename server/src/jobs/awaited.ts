import { z } from 'zod';
import { AppError, serviceUnavailable, type ErrorDetail } from '../errors';
import type { JobHandler, JobInfo, JobQueue, QueueSpec } from './job-queue';

/**
 * Work a request waits for, run as a job: stored before it starts, never run twice at once for one singleton key
 * (a second request for the same key awaits the job already there), and finished by a live process when the one
 * running it dies. The request gets the job's answer through `settled`, whichever process ran it.
 */

export const AWAITED_JOB_FAILED_MESSAGE = 'The work could not be finished just now. Please try again in a moment.';

/** What an awaited job stores: the answer, or the rule's refusal (an AppError: an outcome, so never retried). */
const awaitedOutputSchema = z.union([
  z.object({ value: z.unknown() }),
  z.object({
    refused: z.object({
      status: z.number().int(),
      message: z.string(),
      code: z.string().optional(),
      details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  }),
]);

/**
 * The handler of an awaited queue: `parse` checks the stored data, `run` does the work. An AppError is stored as
 * the refusal the waiting request answers with; anything else is thrown, so the job is retried with backoff.
 */
export function awaitedHandler<D>(parse: (data: unknown) => D, run: (data: D, job: JobInfo) => Promise<unknown>): JobHandler<unknown> {
  return async (data, job) => {
    try {
      return { value: await run(parse(data), job) };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const details: ErrorDetail[] | undefined = err.details;
      return { refused: { status: err.status, message: err.message, code: err.code, details } };
    }
  };
}

/**
 * A new job of `key` unless one is already waiting or running (then null). Two callers may both find none and both
 * send (the first job may even have started): the older job stands and the younger is withdrawn before any worker
 * takes it ('stately' queues never start it while the older one runs).
 */
export async function sendUnlessPending(jobs: JobQueue, spec: QueueSpec, data: object, key: string): Promise<string | null> {
  if (await jobs.join(spec, key)) return null;
  const id = await jobs.send(spec, data, { singletonKey: key });
  if (!id) return null;
  const first = await jobs.join(spec, key);
  if (first && first !== id && (await jobs.withdraw(spec, id))) return null;
  return id;
}

/**
 * The job of `key` already waiting or running, else a new one: one job per key at a time. Three tries, since a job
 * found pending may end between the steps.
 */
export async function sendOrJoin(jobs: JobQueue, spec: QueueSpec, data: object, key: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = (await sendUnlessPending(jobs, spec, data, key)) ?? (await jobs.join(spec, key));
    if (id) return id;
  }
  throw serviceUnavailable(AWAITED_JOB_FAILED_MESSAGE);
}

/**
 * Runs `data` as a job of `spec` (or joins the one of `key` already there) and answers what its handler
 * (`awaitedHandler`) returned; its refusal is thrown as the same AppError. It waits through the job's retries (a
 * crashed process's attempt is taken up by a live one); a job failed for good, or a queue that stopped first, is a 503.
 */
export async function runAwaited(jobs: JobQueue, spec: QueueSpec, data: object, key: string): Promise<unknown> {
  const id = await sendOrJoin(jobs, spec, data, key);
  const output = awaitedOutputSchema.safeParse(await jobs.settled(id, { throughRetries: true, queue: spec }));
  if (!output.success) throw serviceUnavailable(AWAITED_JOB_FAILED_MESSAGE);
  if ('refused' in output.data) {
    const { status, message, code, details } = output.data.refused;
    throw new AppError(status, message, code, details);
  }
  return output.data.value;
}
