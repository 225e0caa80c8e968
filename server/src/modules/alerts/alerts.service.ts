import {
  BAD_UNSUBSCRIBE_LINK_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
  type DigestSettings,
  type UnsubscribeResult,
  type UpdateDigestBody,
} from '@newsjack/shared';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { OFF_LIST_MIN_RELEVANCE } from '../../discovery/off-list-stories';
import { badRequest } from '../../errors';
import type { JobQueue } from '../../jobs/job-queue';
import { TREND_DIGEST_QUEUE } from '../../jobs/queues';
import type { Logger } from '../../logger';
import type { SystemMail } from '../../mail/system-mail';
import type { CompaniesService } from '../companies/companies.service';
import type { TrendsService } from '../trends/trends.service';
import type { UsersService } from '../users/users.service';
import { createAlertsRepo, type DigestRow } from './alerts.repo';
import { composeDigest, type DigestSection } from './digest-message';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const HOUR_MS = 3_600_000;
const PERIOD_MS = { daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS } as const;
/**
 * The sweep runs hourly, so a digest is due a little before its period is up: sent at 9:00 one day, the next goes
 * with the 9:00 sweep the day after rather than drifting to 10:00.
 */
const DUE_EARLY_MS = HOUR_MS;
const SWEEP_EVERY_SECONDS = 3_600;
const SWEEP_KEY = 'digest-sweep';
/** A trend matters to a company from this stored relevance on: the bar a story off the day's list must reach to be shown to it. */
export const DIGEST_MIN_RELEVANCE = OFF_LIST_MIN_RELEVANCE;

export const DIGEST_UNAVAILABLE_MESSAGE =
  'frequency: Trend digests need the server’s outgoing mail, which is not set up. Ask your administrator.';

const digestJobSchema = z.discriminatedUnion('task', [
  z.object({ task: z.literal('sweep') }),
  z.object({ task: z.literal('digest'), userId: z.uuid() }),
]);

export type AlertsServiceDeps = {
  db: Db;
  now: () => Date;
  logger: Logger;
  jobs: JobQueue;
  systemMail: SystemMail;
  users: Pick<UsersService, 'getById'>;
  companies: Pick<CompaniesService, 'listForUser'>;
  trends: Pick<TrendsService, 'newRelevant'>;
  /** Links in a digest point here (APP_ORIGIN; system mail requires it). */
  appOrigin: string | undefined;
  /** The server's secret the unsubscribe links are signed with. */
  secret: () => string;
};

/**
 * Trend alerts (issue 26 point 6): each user's daily or weekly digest of new trends that matter to each of their
 * companies, read from the relevance discovery stored, sent through the system mail as jobs; and the unsubscribe
 * link every digest carries, which works signed out.
 */
export function createAlertsService(deps: AlertsServiceDeps) {
  const { now, jobs } = deps;
  const repo = createAlertsRepo(deps.db);

  const view = (row: DigestRow | undefined): DigestSettings => ({
    frequency: row?.frequency ?? 'off',
    available: deps.systemMail.available && deps.appOrigin !== undefined,
    lastSentAt: row?.lastSentAt?.toISOString() ?? null,
  });

  const unsubscribeUrl = (userId: string) =>
    `${deps.appOrigin}/unsubscribe#token=${signUnsubscribeToken(deps.secret(), userId)}`;

  /** Queues a digest job for every user whose digest is due (the hourly sweep). */
  async function sweep(): Promise<number> {
    const at = now().getTime();
    const due = await repo.due(new Date(at - PERIOD_MS.daily + DUE_EARLY_MS), new Date(at - PERIOD_MS.weekly + DUE_EARLY_MS));
    for (const { userId } of due) await jobs.send(TREND_DIGEST_QUEUE, { task: 'digest', userId }, { singletonKey: `digest:${userId}` });
    return due.length;
  }

  /**
   * One user's digest: claimed first (lastSentAt moves to now, so a second worker or a retry finds it not due),
   * then their companies' new relevant trends since the last one; nothing new sends nothing. The message is a
   * system-mail job; when it cannot be queued the claim is given back and the job retried.
   */
  async function sendDigest(userId: string): Promise<{ sent: boolean; trends: number }> {
    const row = await repo.find(userId);
    if (!row || row.frequency === 'off' || !deps.systemMail.available || !deps.appOrigin) return { sent: false, trends: 0 };
    const at = now();
    const period = PERIOD_MS[row.frequency];
    if (row.lastSentAt && row.lastSentAt.getTime() > at.getTime() - period + DUE_EARLY_MS) return { sent: false, trends: 0 };
    if (!(await repo.claim(userId, row.lastSentAt, at))) return { sent: false, trends: 0 };
    try {
      const user = await deps.users.getById(userId);
      if (!user?.email) return { sent: false, trends: 0 };
      const since = row.lastSentAt ?? new Date(at.getTime() - period);
      const window = row.frequency === 'daily' ? '24h' : '7d';
      const companies = await deps.companies.listForUser(userId);
      const sections: DigestSection[] = [];
      for (const company of companies) {
        const trends = await deps.trends.newRelevant(company.id, since, window, DIGEST_MIN_RELEVANCE);
        if (trends.length > 0) sections.push({ companyName: company.companyName, trends });
      }
      const total = sections.reduce((n, s) => n + s.trends.length, 0);
      if (total === 0) return { sent: false, trends: 0 };
      const unsubscribe = unsubscribeUrl(userId);
      const message = composeDigest({
        firstName: user.firstName,
        frequency: row.frequency,
        sections,
        appOrigin: deps.appOrigin,
        unsubscribeUrl: unsubscribe,
      });
      await deps.systemMail.enqueue({ to: user.email, ...message, listUnsubscribe: unsubscribe });
      return { sent: true, trends: total };
    } catch (err) {
      await repo.release(userId, at, row.lastSentAt);
      throw err;
    }
  }

  jobs.work<unknown>(TREND_DIGEST_QUEUE, async (data) => {
    const job = digestJobSchema.parse(data);
    if (job.task === 'sweep') return { queued: await sweep() };
    return sendDigest(job.userId);
  });

  return {
    /** GET /api/settings/digest. */
    async get(userId: string): Promise<DigestSettings> {
      return view(await repo.find(userId));
    },

    /** PUT /api/settings/digest: daily or weekly needs the system mail (else a 400 that changes nothing). */
    async save(userId: string, body: UpdateDigestBody): Promise<DigestSettings> {
      if (body.frequency !== 'off' && !view(undefined).available) {
        throw badRequest(DIGEST_UNAVAILABLE_MESSAGE, [{ path: 'frequency', message: DIGEST_UNAVAILABLE_MESSAGE.replace('frequency: ', '') }]);
      }
      return view(await repo.setFrequency(userId, body.frequency, now()));
    },

    /**
     * POST /api/alerts/unsubscribe: the link's token turns the digest off, signed out; again, or for an account
     * since deleted, it answers the same. A token that does not verify is a 400 and changes nothing.
     */
    async unsubscribe(token: string): Promise<UnsubscribeResult> {
      const userId = verifyUnsubscribeToken(deps.secret(), token);
      if (!userId) throw badRequest(BAD_UNSUBSCRIBE_LINK_MESSAGE);
      await repo.turnOff(userId, now());
      return { message: UNSUBSCRIBED_MESSAGE };
    },

    /**
     * Queues the hourly sweep: every process's minute tick may call it, and the queue stores one per hour (its
     * throttle), so digests are looked for once an hour across every server.
     */
    async queueSweep(): Promise<void> {
      await jobs.send(TREND_DIGEST_QUEUE, { task: 'sweep' }, { singletonKey: SWEEP_KEY, singletonSeconds: SWEEP_EVERY_SECONDS });
    },

    /** The sweep itself, now (the sweep job runs it; tests call it to look again within the hour). */
    sweep,

    /** The link a digest for this user carries. */
    unsubscribeUrl,
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
