import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { generationModes, pitchStatuses, savedItemTypes } from '@newsjack/shared';
import { createdAt, id, ts, updatedAt } from './columns';
import { companyProfiles } from './companies';
import { contacts } from './contacts';
import { trends } from './trends';
import { users } from './users';

export const storyAngles = pgTable(
  'story_angles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companyProfiles.id, { onDelete: 'cascade' }),
    trendId: integer('trend_id').references(() => trends.id, { onDelete: 'set null' }),
    trendTitle: text('trend_title'),
    /** The topic as the user typed it, when the angle stands on no trend: the story's subject for its pitches. */
    topic: text('topic'),
    headline: text('headline').notNull(),
    title: text('title'),
    angle: text('angle').notNull(),
    contentType: text('content_type').notNull(),
    targetAudience: text('target_audience'),
    keyMessages: jsonb('key_messages').$type<string[]>().notNull().default([]),
    context: text('context'),
    mode: text('mode', { enum: generationModes }).notNull().default('quick'),
    /** Who wrote it: 'offline' (the offline engine, from the story's facts) or the language model's name. */
    engine: text('engine').notNull().default('offline'),
    isSaved: boolean('is_saved').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('story_angles_user_created_idx').on(t.userId, t.createdAt),
    index('story_angles_company_idx').on(t.companyId),
  ],
);

/** A bookmark of any item type; the item is resolved by type and id and always re-checked for ownership. */
export const savedItems = pgTable(
  'saved_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The client (company profile) it was saved for: Saved Items and the stats list the active company's only, so
     * an agency's clients never see each other's bookmarks. Null only for a user who had no company when saving.
     */
    companyId: integer('company_id').references(() => companyProfiles.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: savedItemTypes }).notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The same trend may be saved for two clients; once per client (a user without a company counts as one).
    unique('saved_items_user_company_type_item_uq').on(t.userId, t.companyId, t.itemType, t.itemId).nullsNotDistinct(),
    index('saved_items_type_item_idx').on(t.itemType, t.itemId),
  ],
);

export const pitches = pgTable(
  'pitches',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companyProfiles.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    storyAngleId: integer('story_angle_id').references(() => storyAngles.id, { onDelete: 'set null' }),
    /** Snapshots, so a pitch still reads right after its contact or angle is removed. */
    contactName: text('contact_name').notNull(),
    contactOutlet: text('contact_outlet'),
    contactEmail: text('contact_email'),
    storyAngleHeadline: text('story_angle_headline'),
    subjectLine: text('subject_line').notNull(),
    body: text('body').notNull(),
    mode: text('mode', { enum: generationModes }).notNull().default('quick'),
    /** Who wrote it: 'offline' (the offline engine, from the story's facts) or the language model's name. */
    engine: text('engine').notNull().default('offline'),
    status: text('status', { enum: pitchStatuses }).notNull().default('drafted'),
    sentAt: ts('sent_at'),
    /** The Message-ID of the e-mail the pitch went out as (sent from the user's mailbox), for threading replies. */
    messageId: text('message_id'),
    /** The address it was sent to (the contact's may change later). */
    sentTo: text('sent_to'),
    repliedAt: ts('replied_at'),
    /** The first lines of the reply the inbox check found (quoted text and signature left out), shown on the card. */
    replyExcerpt: text('reply_excerpt'),
    followUpCount: integer('follow_up_count').notNull().default(0),
    nextFollowUpAt: ts('next_follow_up_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pitches_user_created_idx').on(t.userId, t.createdAt),
    index('pitches_contact_idx').on(t.contactId),
    index('pitches_follow_up_idx').on(t.nextFollowUpAt),
    // The 14-day recent-recipient guard looks up a user's sent pitches by address.
    index('pitches_user_sent_to_idx').on(t.userId, sql`lower(${t.sentTo})`, t.sentAt),
  ],
);
