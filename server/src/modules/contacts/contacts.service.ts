import { contactSourceSchema, relevanceTierSchema, type Contact } from '@newsjack/shared';
import type { ContactForAi } from '../../ai/types';
import type { Db } from '../../db/client';
import { createContactModeration } from './contact-moderation';
import { createContactsRepo, type ContactArticleRow, type ContactRow } from './contacts.repo';

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

/**
 * Media contacts: the owner of contacts and contact_articles. Today it answers the lookups saved items need; the
 * contacts screens and discovery from bylines grow it.
 */
export function createContactsService(deps: { db: Db }) {
  const repo = createContactsRepo(deps.db);
  return {
    /** Admin moderation: suggestions and duplicate flags (contact-moderation.ts). */
    moderation: createContactModeration(deps.db),

    /** The user's contacts with these ids as the AI engine reads them (scoring, pitches); others' ids are absent. */
    async forAi(userId: string, ids: readonly number[]): Promise<ContactForAi[]> {
      const rows = await repo.findOwnedMany(userId, ids);
      const articles = await repo.articlesOf(rows.map((r) => r.id));
      return rows.map((row) =>
        toContactForAi(
          row,
          articles.filter((a) => a.contactId === row.id),
        ),
      );
    },

    /** The user's contacts with these ids and their articles (two queries however many ids). */
    async findOwned(userId: string, ids: readonly number[], isSaved: boolean): Promise<Contact[]> {
      const rows = await repo.findOwnedMany(userId, ids);
      const articles = await repo.articlesOf(rows.map((r) => r.id));
      return rows.map((row) =>
        toContact(
          row,
          articles.filter((a) => a.contactId === row.id),
          isSaved,
        ),
      );
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
