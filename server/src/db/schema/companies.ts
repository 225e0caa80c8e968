import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SocialMediaLinks } from '@newsjack/shared';
import { createdAt, id, ts, updatedAt } from './columns';
import { users } from './users';

export const companyProfiles = pgTable(
  'company_profiles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    website: text('website').notNull(),
    companyProfile: text('company_profile').notNull().default(''),
    industry: text('industry'),
    targetMarkets: jsonb('target_markets').$type<string[]>().notNull().default([]),
    keyProducts: jsonb('key_products').$type<string[]>().notNull().default([]),
    suggestedKeywords: jsonb('suggested_keywords').$type<string[]>().notNull().default([]),
    suggestedMediaOutlets: jsonb('suggested_media_outlets').$type<string[]>().notNull().default([]),
    mediaOutlets: jsonb('media_outlets').$type<string[]>().notNull().default([]),
    socialMediaLinks: jsonb('social_media_links').$type<SocialMediaLinks>().notNull().default({}),
    aiSocialMediaLinks: jsonb('ai_social_media_links').$type<SocialMediaLinks>().notNull().default({}),
    mediaRelationships: text('media_relationships'),
    /** False when the website could not be fetched and the analysis came from the user's input alone. */
    websiteReadable: boolean('website_readable').notNull().default(true),
    /** Guard for keyword auto-population: set once the suggested keywords were added for this company. */
    keywordsAutoPopulatedAt: ts('keywords_auto_populated_at'),
    /** Pitches sent from the mailbox end with a signed-out unsubscribe link (issue 26; off until the company turns it on). */
    pitchUnsubscribeLink: boolean('pitch_unsubscribe_link').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('company_profiles_user_idx').on(t.userId)],
);

export const keywords = pgTable(
  'keywords',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companyProfiles.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    /** Mentions in the current window, refreshed by discovery and keyword searches. */
    mentions: integer('mentions').notNull().default(0),
    /** Percent change of mentions against the previous window of the same length. */
    trend: real('trend').notNull().default(0),
    lastSearchedAt: ts('last_searched_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('keywords_company_term_uq').on(t.companyId, sql`lower(${t.term})`),
    index('keywords_user_idx').on(t.userId),
  ],
);
