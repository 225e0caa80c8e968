import { allSocialLinks, dedupeCaseInsensitive, statedIndustry, type SwitchCompanyResponse, type UpdateCompanyDetailsBody } from '@newsjack/shared';
import type { CompanyContext } from '../../ai/types';
import { writeGenerationOf, type Db } from '../../db/client';
import { ReadCache } from '../../db/read-cache';
import { badRequest, notFound } from '../../errors';
import type { KeywordsService } from '../keywords/keywords.service';
import type { UsersService } from '../users/users.service';
import { createCompaniesRepo, type CompanyRow, type NewCompanyRow } from './companies.repo';

export type { CompanyRow };
/** The wire shape of a profile, for modules that answer one (onboarding's curation). */
export { toCompanyProfile } from './company-wire';

export const NO_COMPANY_MESSAGE = 'No company profile found';
export const COMPANY_NOT_FOUND_MESSAGE = 'Company profile not found';

/** Ids are Postgres `integer`s: anything larger cannot name a row, and sending it would be a database error. */
const MAX_ID = 2_147_483_647;
/**
 * How long an active company is reused while nothing it depends on was written (db/read-cache.ts): as long as the
 * signed-in user (UsersService.getById), the most another instance's write to either may be seen late. Within this
 * process a write to it is seen at once, whatever this time.
 */
const ACTIVE_COMPANY_CACHE_MS = 5_000;
export const isStorableId = (id: number): boolean => Number.isInteger(id) && id > 0 && id <= MAX_ID;

export type CompaniesServiceDeps = {
  db: Db;
  users: Pick<UsersService, 'getById' | 'setActiveCompany'>;
  /**
   * The keywords service (built after this one, which it depends on: pass a late-bound reference). Switching
   * company seeds the company's suggested keywords when it tracks none, inside the switch's transaction.
   */
  keywords: Pick<KeywordsService, 'terms' | 'seedFromSuggestionsIfEmpty'>;
  /**
   * Scores a company's trends again (discovery's company rescorer, built after this service: a late-bound
   * reference). Called after an edit of what relevance reads, so the trends list follows the edit at once.
   */
  relevance?: { rescore(companyId: number): Promise<unknown> };
  /** The server's public address (APP_ORIGIN): a pitch's unsubscribe link is built on it. */
  appOrigin?: string;
  now?: () => Date;
};

/** Said when the unsubscribe switch is turned on where no link can be built: the switch would do nothing. */
export const PITCH_UNSUBSCRIBE_NEEDS_ORIGIN_MESSAGE =
  'Unsubscribe links need the server’s public address. Ask your administrator to set APP_ORIGIN, then turn this on.';

/** What the relevance of a company's trends is scored against, of what My Company lets the user correct. */
const RELEVANCE_DETAILS = ['industry', 'targetMarkets'] as const;

/**
 * Company profiles and which one is active. Other modules (trends relevance, story angles, keywords) ask here
 * for "the user's active company" and for a company's context; they never read company_profiles themselves.
 */
export function createCompaniesService(deps: CompaniesServiceDeps) {
  const { users } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createCompaniesRepo(deps.db);
  /**
   * Nearly every request of a signed-in user asks for the active company (each dashboard read, keyword and bookmark
   * writes). It depends on the user's row (the choice) and the user's profiles: kept while neither was written,
   * in the user's view of the write counter (the user's own writes, or shared ones such as an admin's).
   */
  const generation = writeGenerationOf(deps.db);
  const active = new ReadCache<CompanyRow | null>(
    generation &&
      ((userId) => {
        const user = generation.tableForUser('users', userId);
        const companies = generation.tableForUser('company_profiles', userId);
        return {
          get current() {
            return user.current + companies.current;
          },
        };
      }),
    ACTIVE_COMPANY_CACHE_MS,
    () => now().getTime(),
  );

  /**
   * The active company: the one the user chose, else (never chosen, or the chosen one was deleted) the newest
   * they own, so a user with profiles always has one to work in. Null when they own none. Each caller gets its own
   * copy of the row (the cache keeps the row it read).
   */
  async function findActiveCompany(userId: string): Promise<CompanyRow | null> {
    const row = await active.read(userId, async () => {
      const user = await users.getById(userId);
      if (!user) return null;
      const chosen = user.activeCompanyId === null ? undefined : await repo.findOwned(userId, user.activeCompanyId);
      return chosen ?? (await repo.findNewestOwned(userId)) ?? null;
    });
    return row && { ...row };
  }

  async function getOwned(userId: string, id: number): Promise<CompanyRow> {
    const row = isStorableId(id) ? await repo.findOwned(userId, id) : undefined;
    if (!row) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
    return row;
  }

  return {
    findActiveCompany,
    getOwned,

    /** As findActiveCompany, but a 404 'No company profile found' when the user owns none. */
    async getActiveCompany(userId: string): Promise<CompanyRow> {
      const row = await findActiveCompany(userId);
      if (!row) throw notFound(NO_COMPANY_MESSAGE);
      return row;
    },

    async activeCompanyId(userId: string): Promise<number | null> {
      return (await findActiveCompany(userId))?.id ?? null;
    },

    listForUser: (userId: string) => repo.listByUser(userId),

    /**
     * These companies (every company when `ids` is omitted; ids that name none are absent), ordered by id, in one
     * query: discovery scores relevance for every company in a cycle. No ownership check: callers are the engine.
     */
    findMany: (ids?: readonly number[]) => repo.findMany(ids?.filter(isStorableId)),

    countForUser: (userId: string, tx?: Db) => repo.countByUser(userId, tx),

    /** Inserts a profile owned by `userId`; pass the caller's transaction so it commits with the rest. */
    create: (values: Omit<NewCompanyRow, 'id' | 'createdAt' | 'updatedAt'>, tx?: Db) => repo.insert(values, tx),

    /**
     * Replaces the profile text (already trimmed and bounded by the request schema); own profiles only. A changed
     * text is the user's own description: the "website could not be read" notice (websiteReadable false) has done
     * its work and goes, and the company's trends are scored against the new text before this answers.
     */
    async updateProfile(userId: string, id: number, companyProfile: string): Promise<CompanyRow> {
      const before = isStorableId(id) ? await repo.findOwned(userId, id) : undefined;
      if (!before) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
      if (before.companyProfile === companyProfile) return before;
      const row = await repo.update(userId, id, { companyProfile, websiteReadable: true }, now());
      if (!row) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
      await deps.relevance?.rescore(row.id);
      return row;
    },

    /**
     * Corrects what the analysis read (industry, markets, own outlets, website, social links); only the fields
     * given change. Own profiles only: another user's is a 404 and changes nothing.
     */
    async updateDetails(userId: string, id: number, body: UpdateCompanyDetailsBody): Promise<CompanyRow> {
      if (body.pitchUnsubscribeLink === true && !deps.appOrigin) throw badRequest(PITCH_UNSUBSCRIBE_NEEDS_ORIGIN_MESSAGE);
      const values: Partial<NewCompanyRow> = {
        ...(body.industry !== undefined ? { industry: body.industry?.trim() || null } : {}),
        ...(body.targetMarkets ? { targetMarkets: dedupeCaseInsensitive(body.targetMarkets) } : {}),
        ...(body.mediaOutlets ? { mediaOutlets: dedupeCaseInsensitive(body.mediaOutlets) } : {}),
        ...(body.website ? { website: body.website } : {}),
        ...(body.socialMediaLinks ? { socialMediaLinks: allSocialLinks(body.socialMediaLinks) } : {}),
        ...(body.pitchUnsubscribeLink !== undefined ? { pitchUnsubscribeLink: body.pitchUnsubscribeLink } : {}),
      };
      const row = isStorableId(id) ? await repo.update(userId, id, values, now()) : undefined;
      if (!row) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
      // A new industry or market changes what the company's trends are scored against: scored again before answering.
      if (RELEVANCE_DETAILS.some((key) => body[key] !== undefined)) await deps.relevance?.rescore(row.id);
      return row;
    },

    /**
     * Records that the company's site was read after all (My Company's "Read the site again" succeeded): the
     * "website could not be read" notice goes. Nothing the user wrote changes; own profiles only.
     */
    async markWebsiteRead(userId: string, id: number): Promise<void> {
      const row = isStorableId(id) ? await repo.update(userId, id, { websiteReadable: true }, now()) : undefined;
      if (!row) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
    },

    /**
     * Makes one of the user's own profiles active; a foreign or missing id is a 404 and changes nothing. A company
     * that tracks no keywords gets its suggested ones in the same transaction (keywordsAdded says how many).
     */
    async switchCompany(userId: string, companyId: number): Promise<SwitchCompanyResponse> {
      if (!isStorableId(companyId)) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
      const { company, keywordsAdded } = await deps.db.transaction(async (tx) => {
        const row = await repo.lockOwned(tx, userId, companyId);
        if (!row) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
        await users.setActiveCompany(userId, row.id, tx);
        return { company: row, keywordsAdded: await deps.keywords.seedFromSuggestionsIfEmpty(tx, row) };
      });
      return {
        activeCompanyId: company.id,
        companyName: company.companyName,
        switchedAt: now().toISOString(),
        keywordsAdded,
      };
    },

    /**
     * What every generation call needs to know about a company: its profile and tracked keywords. Callers have
     * already checked that the company is the user's (they got the id from getActiveCompany or getOwned).
     */
    async companyContext(companyId: number): Promise<CompanyContext | null> {
      if (!isStorableId(companyId)) return null;
      const row = await repo.findById(companyId);
      if (!row) return null;
      return {
        companyName: row.companyName,
        website: row.website,
        companyProfile: row.companyProfile,
        industry: statedIndustry(row.industry),
        targetMarkets: row.targetMarkets,
        keyProducts: row.keyProducts,
        keywords: await deps.keywords.terms(companyId),
      };
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
