import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contactSources } from '@newsjack/shared';
import { createdAt, id, ts, updatedAt } from './columns';
import { companyProfiles } from './companies';
import { users } from './users';

/** A journalist found from evidence (bylines). `verified` is false for LLM suggestions until confirmed. */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companyProfiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title'),
    outlet: text('outlet').notNull(),
    /** Only an address found in evidence; never guessed. */
    email: text('email'),
    emailSource: text('email_source'),
    phone: text('phone'),
    profileUrl: text('profile_url'),
    linkedinUrl: text('linkedin_url'),
    areasOfFocus: jsonb('areas_of_focus').$type<string[]>().notNull().default([]),
    relevanceScore: real('relevance_score'),
    relevanceTier: integer('relevance_tier'),
    matchExplanation: text('match_explanation'),
    source: text('source', { enum: contactSources }).notNull().default('byline'),
    verified: boolean('verified').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contacts_company_name_outlet_uq').on(t.companyId, sql`lower(${t.name})`, sql`lower(${t.outlet})`),
    index('contacts_user_idx').on(t.userId),
  ],
);

/** The articles that evidence a contact: what they wrote, where and when. */
export const contactArticles = pgTable(
  'contact_articles',
  {
    id: id(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    url: text('url'),
    outlet: text('outlet'),
    publishedAt: ts('published_at'),
    summary: text('summary'),
  },
  (t) => [
    uniqueIndex('contact_articles_contact_title_uq').on(t.contactId, t.title),
    index('contact_articles_contact_idx').on(t.contactId),
  ],
);

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;

export const contactSuggestions = pgTable(
  'contact_suggestions',
  {
    id: id(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    suggestedData: jsonb('suggested_data').$type<Record<string, unknown>>().notNull(),
    notes: text('notes'),
    status: text('status', { enum: reviewStatuses }).notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_suggestions_status_idx').on(t.status),
    index('contact_suggestions_contact_idx').on(t.contactId),
  ],
);

export const duplicateFlags = pgTable(
  'duplicate_flags',
  {
    id: id(),
    contact1Id: integer('contact1_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    contact2Id: integer('contact2_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'merged', 'dismissed'] })
      .notNull()
      .default('pending'),
    keptContactId: integer('kept_contact_id'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('duplicate_flags_pair_uq').on(t.contact1Id, t.contact2Id),
    index('duplicate_flags_status_idx').on(t.status),
    index('duplicate_flags_contact2_idx').on(t.contact2Id),
  ],
);
