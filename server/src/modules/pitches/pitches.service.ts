import {
  REPITCH_WARNING_DAYS,
  type GeneratePitchesBody,
  type GeneratePitchesResponse,
  type Pitch,
  type RecentRecipient,
  type ReplyCheckResult,
  type SendFollowUpBody,
  type SendPitchBody,
  type SentPitch,
  type UpdatePitchStatusBody,
} from '@newsjack/shared';
import type { AiProvider } from '../../ai/provider';
import type { PitchDraft } from '../../ai/schemas';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { isStorableId, type CompaniesService } from '../companies/companies.service';
import type { ContactsService } from '../contacts/contacts.service';
import type { CreditsService } from '../credits/credits.service';
import type { StoryAnglesService } from '../story-angles/story-angles.service';
import type { DoNotContactService } from '../do-not-contact/do-not-contact.service';
import type { MailboxService } from '../mailbox/mailbox.service';
import type { UsersService } from '../users/users.service';
import { createFollowUps } from './pitch-follow-ups';
import { createReplyJobs } from './pitch-reply-jobs';
import { createReplyCheck } from './pitch-replies';
import { createPitchSending, type PitchSendingDeps } from './pitch-sending';
import { pitchStatusChange } from './pitch-status';
import { createPitchesRepo, type PitchRow } from './pitches.repo';

export const PITCH_NOT_FOUND_MESSAGE = 'Pitch not found';
export const PITCH_STORY_ANGLE_NOT_FOUND_MESSAGE = 'Story angle not found';
export const PITCH_CONTACT_NOT_FOUND_MESSAGE = 'Contact not found';

const DAY_MS = 86_400_000;
const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * The wire shape of a pitch. `isSaved` is the caller's knowledge (bookmarks live in saved-items); left out when
 * the caller does not know it (the Pitches page reads bookmarks from the saved-items list).
 */
export function toPitch(row: PitchRow, isSaved?: boolean): Pitch {
  return {
    id: row.id,
    subjectLine: row.subjectLine,
    body: row.body,
    mode: row.mode,
    engine: row.engine,
    status: row.status,
    sentAt: iso(row.sentAt),
    repliedAt: iso(row.repliedAt),
    replyExcerpt: row.replyExcerpt,
    followUpCount: row.followUpCount,
    nextFollowUpAt: iso(row.nextFollowUpAt),
    contactId: row.contactId,
    storyAngleId: row.storyAngleId,
    contact: { id: row.contactId, name: row.contactName, outlet: row.contactOutlet, email: row.contactEmail },
    storyAngle:
      row.storyAngleId !== null || row.storyAngleHeadline !== null
        ? { id: row.storyAngleId, headline: row.storyAngleHeadline }
        : null,
    ...(isSaved === undefined ? {} : { isSaved }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type PitchesServiceDeps = {
  db: Db;
  now: () => Date;
  ai: Pick<AiProvider, 'writePitches' | 'engine'>;
  credits: Pick<CreditsService, 'assertCanSpend' | 'spendCredit'>;
  companies: Pick<CompaniesService, 'getActiveCompany' | 'findActiveCompany' | 'companyContext' | 'findMany'>;
  storyAngles: Pick<StoryAnglesService, 'forAi'>;
  contacts: Pick<ContactsService, 'forAi' | 'findOwned'>;
  users: Pick<UsersService, 'getById'>;
  doNotContact: PitchSendingDeps['doNotContact'] & Pick<DoNotContactService, 'recordBounce'>;
  mailbox: PitchSendingDeps['mailbox'] & Pick<MailboxService, 'forReading' | 'withInbox'>;
  /** Scheduled sends run as jobs (pitch-sending.ts). */
  jobs: PitchSendingDeps['jobs'];
};

/** Exactly one draft per contact asked for, whatever the engine answered (else a 502, nothing spent). */
function draftsByContact(drafts: PitchDraft[], contactIds: readonly number[]): Map<number, PitchDraft> {
  const byContact = new Map(drafts.map((d) => [d.contactId, d]));
  if (drafts.length !== contactIds.length || contactIds.some((id) => !byContact.has(id)))
    throw new AppError(
      502,
      'The AI engine returned an incomplete answer. No credit was used; please try again.',
      'ai_incomplete',
    );
  return byContact;
}

/**
 * Pitches: the owner of the pitches table. Generation (one pitch per contact, one credit per request, taken in
 * the transaction that stores them), the active company's list, the status and follow-up rule, and the pitch
 * history other screens read (who was pitched recently); plus the lookups saved items and moderation need.
 */
export function createPitchesService(deps: PitchesServiceDeps) {
  const { db, now } = deps;
  const repo = createPitchesRepo(db);
  const sendPitch = createPitchSending(deps, repo);
  const checkReplies = createReplyCheck(deps, repo);
  const followUp = createFollowUps({ ...deps, lookForReply: checkReplies }, repo);
  const replyJobs = createReplyJobs(deps, repo, checkReplies);

  async function getOwned(userId: string, id: number): Promise<PitchRow> {
    const [row] = isStorableId(id) ? await repo.findOwnedMany(userId, [id]) : [];
    if (!row) throw notFound(PITCH_NOT_FOUND_MESSAGE);
    return row;
  }

  return {
    /**
     * POST /api/pitches/generate. The angle and every contact must be the user's (else 404, nothing spent); an
     * empty balance is a 402 before the engine runs; the credit is taken in the transaction that stores the
     * pitches, after the engine answered, so a failure costs nothing. One credit whatever the number of contacts.
     */
    async generate(userId: string, body: GeneratePitchesBody): Promise<GeneratePitchesResponse> {
      const company = await deps.companies.getActiveCompany(userId);
      const found = await deps.storyAngles.forAi(userId, body.storyAngleId);
      if (!found) throw notFound(PITCH_STORY_ANGLE_NOT_FOUND_MESSAGE);
      const { angle } = found;
      const ids = body.contactIds;
      const storable = ids.every(isStorableId);
      const [forAi, owned] = storable
        ? await Promise.all([deps.contacts.forAi(userId, ids), deps.contacts.findOwned(userId, ids, false)])
        : [[], []];
      if (forAi.length !== ids.length || owned.length !== ids.length) throw notFound(PITCH_CONTACT_NOT_FOUND_MESSAGE);
      const context = await deps.companies.companyContext(company.id);
      if (!context) throw notFound('No company profile found');
      await deps.credits.assertCanSpend(userId);

      const user = await deps.users.getById(userId);
      const senderName = [user?.firstName, user?.lastName].filter((p) => p?.trim()).join(' ') || null;
      // The engine writes in the order asked; the user's order of choice is kept.
      const contactsInOrder = ids.map((id) => forAi.find((c) => c.id === id)!);
      const engine = deps.ai.engine;
      const drafts = draftsByContact(
        await deps.ai.writePitches({
          company: context,
          storyAngle: found.forAi,
          mode: body.mode,
          contacts: contactsInOrder,
          senderName,
        }),
        ids,
      );
      const at = now();
      const { rows, remaining } = await db.transaction(async (tx) => {
        const remaining = await deps.credits.spendCredit(tx, userId, 'pitch_generation', {
          companyId: company.id,
          storyAngleId: angle.id,
          contactIds: ids,
          mode: body.mode,
        });
        const rows = await repo.insertMany(
          tx,
          ids.map((contactId) => {
            const contact = owned.find((c) => c.id === contactId)!;
            const draft = drafts.get(contactId)!;
            return {
              userId,
              companyId: company.id,
              contactId,
              storyAngleId: angle.id,
              contactName: contact.name,
              contactOutlet: contact.outlet,
              contactEmail: contact.email,
              storyAngleHeadline: angle.headline,
              subjectLine: draft.subjectLine,
              body: draft.body,
              mode: body.mode,
              engine,
              createdAt: at,
              updatedAt: at,
            };
          }),
        );
        return { rows, remaining };
      });
      return { pitches: rows.map((row) => toPitch(row)), creditsRemaining: remaining };
    },

    /** GET /api/pitches: the active company's pitches, newest first (none without a company). */
    async list(userId: string): Promise<Pitch[]> {
      const company = await deps.companies.findActiveCompany(userId);
      return company ? (await repo.listForCompany(userId, company.id)).map((row) => toPitch(row)) : [];
    },

    /** PATCH /api/pitches/:id: the status rule of pitch-status.ts; another user's pitch is a 404. */
    async updateStatus(userId: string, id: number, body: UpdatePitchStatusBody): Promise<Pitch> {
      const row = await getOwned(userId, id);
      const change = pitchStatusChange(row, body, now());
      if (!change) return toPitch(row);
      const updated = await repo.transition(userId, id, row, change);
      if (!updated) throw new AppError(409, 'The pitch was changed meanwhile; reload and try again.', 'conflict');
      return toPitch(updated);
    },

    /** POST /api/pitches/:id/send: from the user's mailbox (pitch-sending.ts); another user's pitch is a 404. */
    async send(userId: string, id: number, body: SendPitchBody): Promise<SentPitch> {
      const sent = await sendPitch(userId, await getOwned(userId, id), body);
      return { ...toPitch(sent), messageId: sent.messageId };
    },

    /** POST /api/pitches/:id/follow-up: a follow-up in the pitch's thread (pitch-follow-ups.ts). */
    async followUp(userId: string, id: number, body: SendFollowUpBody): Promise<Pitch> {
      return toPitch(await followUp(userId, await getOwned(userId, id), body));
    },

    /**
     * POST /api/pitches/check-replies: the user's inbox against their sent pitches (pitch-replies.ts), as the user's
     * reply-check job (pitch-reply-jobs.ts), so it never runs beside the background one.
     */
    checkReplies: (userId: string): Promise<ReplyCheckResult> => replyJobs.checkNow(userId),

    /** The minute tick's periodic reply check of every inbox with pitches waiting (pitch-reply-jobs.ts). */
    queueReplyChecks: (): Promise<void> => replyJobs.queueSweep(),

    /** The background sweep now: tests look again within its period. */
    sweepReplies: (): Promise<number> => replyJobs.sweep(),

    /**
     * GET /api/pitches/recent-recipients: contacts the active company sent a pitch to in the last
     * REPITCH_WARNING_DAYS days, with the last send (the wizard warns before pitching them again).
     */
    async recentRecipients(userId: string): Promise<RecentRecipient[]> {
      const company = await deps.companies.findActiveCompany(userId);
      if (!company) return [];
      const since = new Date(now().getTime() - REPITCH_WARNING_DAYS * DAY_MS);
      const rows = await repo.lastSentSince(userId, company.id, since);
      return rows.flatMap((r) =>
        r.contactId !== null && r.lastSentAt
          ? [{ contactId: r.contactId, lastSentAt: new Date(r.lastSentAt).toISOString() }]
          : [],
      );
    },

    /** The user's pitches with these ids (one query), read as bookmarked or not per `isSaved`. */
    findOwned: async (userId: string, ids: readonly number[], isSaved: boolean): Promise<Pitch[]> =>
      (await repo.findOwnedMany(userId, ids)).map((row) => toPitch(row, isSaved)),

    /** A contact merge (admin moderation): pitches to `fromContactId` now point at `toContactId`; inside the merge's transaction. */
    reassignContact: (tx: Db, fromContactId: number, toContactId: number): Promise<number> =>
      repo.reassignContact(tx, fromContactId, toContactId),
  };
}

export type PitchesService = ReturnType<typeof createPitchesService>;
