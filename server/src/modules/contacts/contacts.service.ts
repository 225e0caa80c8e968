import {
  contactSourceSchema,
  generateContactsResponseSchema,
  relevanceTierSchema,
  tierForScore,
  type Contact,
  type FlagDuplicateBody,
  type ReviewSubmissionResponse,
  type ScoreContactsBody,
  type ScoreContactsResponse,
  type SuggestEditBody,
} from '@newsjack/shared';
import type { AiProvider } from '../../ai';
import type { ContactForAi, StoryAngleForAi } from '../../ai/types';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { nameKey } from '../../discovery/sources/byline';
import { notFound } from '../../errors';
import { awaitedHandler, runAwaited } from '../../jobs/awaited';
import type { JobQueue } from '../../jobs/job-queue';
import { CONTACTS_QUEUE } from '../../jobs/queues';
import { z } from 'zod';
import { isStorableId, type CompaniesService } from '../companies/companies.service';
import type { StoryAnglesService } from '../story-angles/story-angles.service';
import { createContactModeration } from './contact-moderation';
import { createContactModerationRepo } from './contact-moderation.repo';
import { createContactsRepo, type ContactArticleRow, type ContactRow } from './contacts.repo';
import { MAX_AREAS_OF_FOCUS } from './discovery/beats';
import type { ContactDiscovery, OutletJournalists } from './discovery/contact-discovery';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The wire shape of a contact with its evidence. `isSaved` is the caller's knowledge (bookmarks live in saved-items). */
export function toContact(row: ContactRow, articles: readonly ContactArticleRow[], isSaved: boolean): Contact {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    outlet: row.outlet,
    email: row.email,
    emailSource: row.emailSource,
    phone: row.phone,
    profileUrl: row.profileUrl,
    linkedinUrl: row.linkedinUrl,
    areasOfFocus: row.areasOfFocus,
    relevanceScore: row.relevanceScore,
    relevanceTier: relevanceTierSchema.safeParse(row.relevanceTier).data ?? null,
    matchExplanation: row.matchExplanation,
    verified: row.verified,
    source: contactSourceSchema.safeParse(row.source).data ?? 'byline',
    articles: articles.map((a) => ({ title: a.title, url: a.url, outlet: a.outlet, publishedAt: iso(a.publishedAt) })),
    isSaved,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A contact as the AI sees it: only the evidence we hold (beat and articles, newest first). */
export function toContactForAi(row: ContactRow, articles: readonly ContactArticleRow[]): ContactForAi {
  const evidence = articles.map((a) => ({
    title: a.title,
    url: a.url,
    publishedAt: iso(a.publishedAt),
    summary: a.summary,
  }));
  return {
    id: row.id,
    name: row.name,
    outlet: row.outlet,
    areasOfFocus: row.areasOfFocus,
    articles: evidence,
    lastArticleAt: evidence.find((a) => a.publishedAt)?.publishedAt ?? null,
  };
}

export const CONTACT_NOT_FOUND_MESSAGE = 'Contact not found';
export const STORY_ANGLE_NOT_FOUND_MESSAGE = 'Story angle not found';
export const SUGGESTION_SUBMITTED_MESSAGE = 'Edit suggestion submitted for admin review';
export const DUPLICATE_FLAGGED_MESSAGE = 'Duplicate flag submitted for admin review';
export const DUPLICATE_ALREADY_FLAGGED_MESSAGE = 'These contacts were already flagged as duplicates';

export type ContactsServiceDeps = {
  db: Db;
  now: () => Date;
  ai: Pick<AiProvider, 'scoreContacts'>;
  companies: Pick<CompaniesService, 'findActiveCompany' | 'getActiveCompany' | 'companyContext' | 'listForUser'>;
  storyAngles: Pick<StoryAnglesService, 'forAi'>;
  /** Finding an outlet's journalists (discovery/contact-discovery.ts). */
  discovery: ContactDiscovery;
  /** Ids of the contacts this user bookmarked (saved items own bookmarks; late-bound in buildDeps). */
  savedContactIds: (userId: string) => Promise<number[]>;
  /** Generation runs as a job (`deps.jobs`): one per company and outlet at a time, finished if a process dies. */
  jobs: JobQueue;
};

/** A generation's job: the company is the user's active one when the request came. */
const generateJobSchema = z.object({ userId: z.string(), companyId: z.number().int(), outlet: z.string() });

/**
 * A stored contact's areas with a new harvest's: what is stored (perhaps an approved edit) stays first, new topics
 * fill up to MAX_AREAS_OF_FOCUS, duplicates in any case dropped.
 */
export function withNewAreas(current: readonly string[], found: readonly string[]): string[] {
  const seen = new Set(current.map((a) => a.toLowerCase()));
  const added = found
    .filter((a) => !seen.has(a.toLowerCase()))
    .slice(0, Math.max(0, MAX_AREAS_OF_FOCUS - current.length));
  return [...current, ...added];
}

export type ReviewSubmission = ReviewSubmissionResponse & { created: boolean };

/**
 * Media contacts: the owner of contacts and contact_articles. Contacts belong to a company; they come from
 * bylines (generate), are scored against an angle by the AI engine, and users propose edits and duplicates for
 * admin review.
 */
export function createContactsService(deps: ContactsServiceDeps) {
  const { db, now } = deps;
  const repo = createContactsRepo(db);
  const moderationRepo = createContactModerationRepo(db);

  /** Each row with its evidence articles, newest first: one query however many rows. */
  async function withArticles(
    rows: readonly ContactRow[],
    tx: Db = db,
  ): Promise<Array<[ContactRow, ContactArticleRow[]]>> {
    const articles = await repo.articlesOf(
      rows.map((r) => r.id),
      tx,
    );
    const byContact = new Map<number, ContactArticleRow[]>();
    for (const a of articles) {
      const list = byContact.get(a.contactId);
      if (list) list.push(a);
      else byContact.set(a.contactId, [a]);
    }
    return rows.map((row) => [row, byContact.get(row.id) ?? []]);
  }

  async function withEvidence(userId: string, rows: readonly ContactRow[], tx: Db = db): Promise<Contact[]> {
    const [pairs, saved] = await Promise.all([withArticles(rows, tx), rows.length ? deps.savedContactIds(userId) : []]);
    const savedIds = new Set(saved);
    return pairs.map(([row, articles]) => toContact(row, articles, savedIds.has(row.id)));
  }

  async function ownedOne(userId: string, id: number): Promise<ContactRow> {
    const [row] = isStorableId(id) ? await repo.findOwnedMany(userId, [id]) : [];
    if (!row) throw notFound(CONTACT_NOT_FOUND_MESSAGE);
    return row;
  }

  /** Merges one outlet's harvest into the company's contacts there: variants of a name are one contact. */
  async function store(userId: string, companyId: number, found: OutletJournalists): Promise<ContactRow[]> {
    return db.transaction(async (tx) => {
      const at = now();
      const existing = new Map((await repo.atOutlet(tx, companyId, found.outlet)).map((r) => [nameKey(r.name), r]));
      for (const j of found.journalists) {
        const articles = j.articles.map((a) => ({
          title: a.title,
          url: a.url,
          outlet: found.outlet,
          publishedAt: a.publishedAt ? new Date(a.publishedAt) : null,
          summary: a.summary,
        }));
        const current = existing.get(nameKey(j.name));
        if (current) {
          // What a person (or an approved edit) set stays; evidence only fills gaps and refreshes the beat.
          await repo.updateContact(tx, current.id, {
            areasOfFocus: withNewAreas(current.areasOfFocus, j.areasOfFocus),
            title: current.title ?? j.title,
            profileUrl: current.profileUrl ?? j.profileUrl,
            ...(current.email ? {} : { email: j.email, emailSource: j.emailSource }),
            source: current.source === 'llm_suggestion' ? 'byline' : current.source,
            verified: true,
            updatedAt: at,
          });
          await repo.addArticles(tx, current.id, articles);
        } else {
          const row = await repo.insertContact(tx, {
            userId,
            companyId,
            name: j.name,
            title: j.title,
            outlet: found.outlet,
            email: j.email,
            emailSource: j.email ? j.emailSource : null,
            profileUrl: j.profileUrl,
            areasOfFocus: j.areasOfFocus,
            source: 'byline',
            verified: true,
            createdAt: at,
            updatedAt: at,
          });
          existing.set(nameKey(row.name), row);
          await repo.addArticles(tx, row.id, articles);
        }
      }
      return repo.atOutlet(tx, companyId, found.outlet);
    });
  }


  /** What a generation job does: the outlet's journalists found and stored as the company's contacts. */
  async function generateNow(userId: string, companyId: number, outlet: string): Promise<Contact[]> {
    // The company may have been deleted since the request (a retry runs later): nothing to store it under.
    if (!(await deps.companies.listForUser(userId)).some((c) => c.id === companyId)) throw notFound('Company profile not found');
    const found = await deps.discovery.discover(outlet);
    let rows: ContactRow[];
    try {
      rows = await store(userId, companyId, found);
    } catch (err) {
      // Two generations of one outlet at once (another company's job beside this one): a retry sees their rows.
      if (!isUniqueViolation(err)) throw err;
      rows = await store(userId, companyId, found);
    }
    const order = (r: ContactRow) => r.relevanceScore ?? -1;
    rows.sort((a, b) => order(b) - order(a) || a.name.localeCompare(b.name));
    return withEvidence(userId, rows);
  }

  deps.jobs.work(
    CONTACTS_QUEUE,
    awaitedHandler(
      (data) => generateJobSchema.parse(data),
      ({ userId, companyId, outlet }) => generateNow(userId, companyId, outlet),
    ),
  );

  return {
    /** Admin moderation: suggestions and duplicate flags (contact-moderation.ts). */
    moderation: createContactModeration(db),

    /** Contacts of the user's active company with their evidence, most relevant first, then by name. */
    async list(userId: string): Promise<Contact[]> {
      const company = await deps.companies.findActiveCompany(userId);
      if (!company) return [];
      return withEvidence(userId, await repo.listByCompany(userId, company.id));
    },

    /**
     * Finds one outlet's journalists from its bylines and stores them as contacts of the active company; answers
     * the company's contacts at that outlet. 404 'no journalists found for this outlet' stores nothing.
     */
    async generate(userId: string, outlet: string): Promise<Contact[]> {
      const company = await deps.companies.getActiveCompany(userId);
      // The same outlet for the same company is one job: a second request (another tab) awaits the first's.
      const key = `${company.id}:${outlet.trim().toLowerCase()}`;
      const answer = await runAwaited(deps.jobs, CONTACTS_QUEUE, { userId, companyId: company.id, outlet }, key);
      return generateContactsResponseSchema.parse(answer);
    },

    /**
     * Scores every contact of the active company against a story angle of the user's (404 for another's), or
     * against the company profile without one; stores score, tier and explanation.
     */
    async score(userId: string, body: ScoreContactsBody): Promise<ScoreContactsResponse> {
      const company = await deps.companies.getActiveCompany(userId);
      const context = await deps.companies.companyContext(company.id);
      if (!context) throw notFound('No company profile found');
      let storyAngle: StoryAngleForAi | undefined;
      if (body.storyAngleId !== undefined) {
        const found = await deps.storyAngles.forAi(userId, body.storyAngleId);
        if (!found) throw notFound(STORY_ANGLE_NOT_FOUND_MESSAGE);
        storyAngle = found.forAi;
      }
      const rows = await repo.listByCompany(userId, company.id);
      if (rows.length === 0) return { scored: 0, contacts: [] };
      const forAi = (await withArticles(rows)).map(([row, articles]) => toContactForAi(row, articles));
      const scores = await deps.ai.scoreContacts({
        company: context,
        ...(storyAngle ? { storyAngle } : {}),
        contacts: forAi,
      });
      const known = new Set(rows.map((r) => r.id));
      const valid = scores.filter((s) => known.has(s.contactId) && Number.isFinite(s.score));
      await db.transaction(async (tx) => {
        const at = now();
        for (const s of valid) {
          const score = Math.min(100, Math.max(0, s.score));
          await repo.updateContact(tx, s.contactId, {
            relevanceScore: score,
            relevanceTier: tierForScore(score),
            matchExplanation: s.explanation,
            updatedAt: at,
          });
        }
      });
      return {
        scored: new Set(valid.map((s) => s.contactId)).size,
        contacts: await withEvidence(userId, await repo.listByCompany(userId, company.id)),
      };
    },

    /** A suggested edit of one of the user's contacts (404 for another's), pending admin review. */
    async suggestEdit(userId: string, contactId: number, body: SuggestEditBody): Promise<ReviewSubmission> {
      await ownedOne(userId, contactId);
      const suggestedData = Object.fromEntries(Object.entries(body.suggestedData).filter(([, v]) => v !== undefined));
      if (Array.isArray(suggestedData.areasOfFocus))
        suggestedData.areasOfFocus = [
          ...new Map((suggestedData.areasOfFocus as string[]).map((a) => [a.trim().toLowerCase(), a.trim()])).values(),
        ].filter(Boolean);
      const row = await moderationRepo.insertSuggestion({
        contactId,
        userId,
        suggestedData,
        notes: body.notes?.trim() || null,
      });
      return { id: row.id, status: row.status, message: SUGGESTION_SUBMITTED_MESSAGE, created: true };
    },

    /** Flags two of the user's contacts as one person (404 for another's); a pair already flagged is answered as it is. */
    async flagDuplicate(userId: string, body: FlagDuplicateBody): Promise<ReviewSubmission> {
      const owned = await repo.findOwnedMany(userId, [body.contactId1, body.contactId2].filter(isStorableId));
      if (owned.length !== 2) throw notFound(CONTACT_NOT_FOUND_MESSAGE);
      const existing = await moderationRepo.flagOfPair(body.contactId1, body.contactId2);
      if (existing?.status === 'pending')
        return { id: existing.id, status: existing.status, message: DUPLICATE_ALREADY_FLAGGED_MESSAGE, created: false };
      const row = await moderationRepo.insertFlag({ contact1Id: body.contactId1, contact2Id: body.contactId2, userId });
      if (row) return { id: row.id, status: row.status, message: DUPLICATE_FLAGGED_MESSAGE, created: true };
      const again = await moderationRepo.flagOfPair(body.contactId1, body.contactId2);
      if (!again) throw notFound(CONTACT_NOT_FOUND_MESSAGE);
      return { id: again.id, status: again.status, message: DUPLICATE_ALREADY_FLAGGED_MESSAGE, created: false };
    },

    /** The user's contacts with these ids as the AI engine reads them (scoring, pitches); others' ids are absent. */
    async forAi(userId: string, ids: readonly number[]): Promise<ContactForAi[]> {
      const pairs = await withArticles(await repo.findOwnedMany(userId, ids));
      return pairs.map(([row, articles]) => toContactForAi(row, articles));
    },

    /** The user's contacts with these ids and their articles (two queries however many ids). */
    async findOwned(userId: string, ids: readonly number[], isSaved: boolean): Promise<Contact[]> {
      const pairs = await withArticles(await repo.findOwnedMany(userId, ids));
      return pairs.map(([row, articles]) => toContact(row, articles, isSaved));
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
