import {
  KEYWORD_DUPLICATE_MESSAGE,
  normalizeKeywordTerm,
  uniqueKeywordTerms,
  type Keyword,
  type KeywordSuggestion,
} from '@newsjack/shared';
import type { AiProvider } from '../../ai/provider';
import type { CountNowAndAsOf, Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { isStorableId, type CompaniesService, type CompanyRow } from '../companies/companies.service';
import type { TrendsService } from '../trends/trends.service';
import { createKeywordsRepo, type KeywordCounts, type KeywordRow } from './keywords.repo';

export type { KeywordCounts, KeywordRow };

export const KEYWORD_NOT_FOUND_MESSAGE = 'Keyword not found';

/** How many recent trends feed the suggestion vocabulary, and how many distinct terms are passed on. */
const VOCABULARY_TRENDS = 40;
const VOCABULARY_TERMS = 80;

export type KeywordsServiceDeps = {
  db: Db;
  ai: Pick<AiProvider, 'suggestKeywords'>;
  companies: Pick<CompaniesService, 'findActiveCompany' | 'getActiveCompany' | 'companyContext'>;
  trends: Pick<TrendsService, 'recentTrendKeywords'>;
  /**
   * Scores a company's trends again (discovery's company rescorer, built after this service: late-bound). A keyword
   * the user adds or removes changes what relevance reads, so the trends list follows it at once.
   */
  relevance?: { rescore(companyId: number): Promise<unknown> };
};

export function toKeyword(row: KeywordRow): Keyword {
  return {
    id: row.id,
    term: row.term,
    mentions: row.mentions,
    trend: row.trend,
    companyId: row.companyId,
    createdAt: row.createdAt.toISOString(),
    lastSearchedAt: row.lastSearchedAt?.toISOString() ?? null,
  };
}

/**
 * Tracked keywords, always those of the user's active company. Terms are unique per company ignoring case, which
 * the unique index enforces: an insert it refuses is the friendly 409.
 */
export function createKeywordsService(deps: KeywordsServiceDeps) {
  const { db, ai, companies } = deps;
  const repo = createKeywordsRepo(db);

  return {
    /** The active company's keywords, newest first; none before the user has a company. */
    async list(userId: string): Promise<Keyword[]> {
      const company = await companies.findActiveCompany(userId);
      return company ? (await repo.listByCompany(company.id)).map(toKeyword) : [];
    },

    /**
     * Tracks one more term for the active company: 404 without a company, 409 when already tracked. One statement:
     * the unique index (company, lower(term)) decides, so two requests racing with one term add it once.
     */
    async add(userId: string, term: string): Promise<Keyword> {
      const company = await companies.getActiveCompany(userId);
      const row = await repo.insertIfNew({ userId, companyId: company.id, term });
      if (!row) throw conflict(KEYWORD_DUPLICATE_MESSAGE);
      await deps.relevance?.rescore(company.id);
      return toKeyword(row);
    },

    /**
     * Tracks several terms at once (onboarding, auto-population): trimmed, blanks and over-long ones dropped,
     * duplicates ignoring case skipped, terms already tracked left alone. Returns how many were added. Pass the
     * caller's transaction so they commit or roll back with the rest of its work.
     */
    async addMany(companyId: number, userId: string, terms: readonly string[], tx: Db = db): Promise<number> {
      return repo.insertMissing(tx, userId, companyId, uniqueKeywordTerms(terms));
    },

    /**
     * Keyword auto-population (spec 01 §4), run by whoever makes a company active, inside that transaction: a
     * company that tracks no keywords starts tracking its suggested ones. Two activations racing both may see
     * "none yet"; the unique index on (company, lower(term)) lets only the first insert each term and the other
     * skips it, so the suggestions are added once. Returns how many were added (0 when it tracked some already).
     */
    async seedFromSuggestionsIfEmpty(
      tx: Db,
      company: Pick<CompanyRow, 'id' | 'userId' | 'suggestedKeywords'>,
    ): Promise<number> {
      const terms = uniqueKeywordTerms(company.suggestedKeywords);
      if (terms.length === 0 || (await repo.countByCompany(company.id, tx)) > 0) return 0;
      return repo.insertMissing(tx, company.userId, company.id, terms);
    },

    /**
     * Stops tracking a keyword of one of the user's own companies (of any of them, not only the active one);
     * anything else is a 404. One statement: a keyword row's user is always its company's owner (every insert
     * takes it from the company being written to), so "tracked by this user" is "of one of their companies".
     */
    async remove(userId: string, id: number): Promise<void> {
      const removed = isStorableId(id) ? await repo.deleteOwned(userId, id) : undefined;
      if (!removed) throw notFound(KEYWORD_NOT_FOUND_MESSAGE);
      await deps.relevance?.rescore(removed.companyId);
    },

    /**
     * AI keyword ideas for the active company, grounded in its profile, what it already tracks (never suggested
     * again) and the vocabulary of current trends. An empty list before the user has a company.
     */
    async suggestions(userId: string): Promise<KeywordSuggestion[]> {
      const company = await companies.findActiveCompany(userId);
      const context = company ? await companies.companyContext(company.id) : null;
      if (!company || !context) return [];
      const vocabulary = uniqueKeywordTerms(
        (await deps.trends.recentTrendKeywords(company.id, VOCABULARY_TRENDS)).flat(),
      ).slice(0, VOCABULARY_TERMS);
      const suggestions = await ai.suggestKeywords({
        company: context,
        existingKeywords: context.keywords,
        trendVocabulary: vocabulary,
      });
      const tracked = new Set(context.keywords.map(normalizeKeywordTerm));
      return suggestions.filter((s) => !tracked.has(normalizeKeywordTerm(s.keyword)));
    },

    /** The company's keywords with these ids (one query); foreign or missing ids are left out. Keyword searches. */
    findManyOfCompany: (companyId: number, ids: readonly number[]): Promise<KeywordRow[]> =>
      repo.findManyOfCompany(companyId, ids),

    /** Records that these keywords of the company were just searched. */
    markSearched: (companyId: number, ids: readonly number[], at: Date): Promise<void> =>
      repo.markSearched(companyId, ids, at),

    /** The company's tracked terms, oldest first (the company context of every generation call). */
    terms: (companyId: number, tx?: Db): Promise<string[]> => repo.terms(companyId, tx),

    /**
     * The keywords of these companies (id, company, term; each company's oldest first), one query however many
     * companies: discovery counts mentions and scores relevance for every company in a cycle.
     */
    ofCompanies: (companyIds: readonly number[]) => repo.ofCompanies(companyIds),

    /** Stores the mention counts a discovery cycle measured (one batched write). */
    recordCounts: (rows: readonly KeywordCounts[]): Promise<void> => repo.recordCounts(rows),

    /** How many keywords the company tracks, now and as of `asOf` (rows created by then), for the stats strip. */
    countNowAndAsOf: (companyId: number, asOf: Date): Promise<CountNowAndAsOf> => repo.countNowAndAsOf(companyId, asOf),
  };
}

export type KeywordsService = ReturnType<typeof createKeywordsService>;
