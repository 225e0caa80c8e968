import { doNotContactReasons } from '@newsjack/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts, updatedAt } from './columns';
import { companyProfiles } from './companies';
import { contacts } from './contacts';
import { users } from './users';

/**
 * A user's own mailbox (modules/mailbox): pitches are sent from it over SMTP, and replies will be read from it over
 * IMAP. The app password is sealed (AES-256-GCM, decision 39's box; decision 47) and never leaves the server.
 */
export const mailboxSettings = pgTable('mailbox_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The address pitches come from (and replies go to). */
  emailAddress: text('email_address').notNull(),
  smtpHost: text('smtp_host').notNull(),
  smtpPort: integer('smtp_port').notNull(),
  smtpUser: text('smtp_user').notNull(),
  /** `v1.<iv>.<tag>.<ciphertext>`: the sealed app password. */
  smtpPasswordSealed: text('smtp_password_sealed').notNull(),
  imapHost: text('imap_host'),
  imapPort: integer('imap_port'),
  /** The last time "Test connection" (or a send) got in with these settings; cleared when they change. */
  verifiedAt: ts('verified_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Addresses a company must not pitch (modules/do-not-contact): a journalist who asked not to be contacted (to the
 * user, or by a pitch's unsubscribe link), or whose address bounced. Kept per company, by lower-cased address, so a contact found again later is blocked too.
 */
export const doNotContact = pgTable(
  'do_not_contact',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companyProfiles.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The contact it was added from, for display; the address is what blocks. */
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: doNotContactReasons })
      .notNull()
      .default('asked'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('do_not_contact_company_email_uq').on(t.companyId, sql`lower(${t.email})`),
    index('do_not_contact_user_idx').on(t.userId),
  ],
);
