import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, ts, updatedAt } from './columns';
import { companyProfiles } from './companies';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    passwordHash: text('password_hash'),
    /** `issuer|sub` for accounts created through OpenID Connect. */
    oidcSubject: text('oidc_subject'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** Agencies may own and switch between several company profiles. */
    agencyPlan: boolean('agency_plan').notNull().default(false),
    hasCompletedOnboarding: boolean('has_completed_onboarding').notNull().default(false),
    hasCompletedDashboardTour: boolean('has_completed_dashboard_tour').notNull().default(false),
    apiCredits: integer('api_credits').notNull().default(1000),
    /** Start of the month the current balance belongs to; the first request after the month turns resets it. */
    creditsPeriodStart: ts('credits_period_start').notNull().defaultNow(),
    activeCompanyId: integer('active_company_id').references((): AnyPgColumn => companyProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_subject_uq').on(t.oidcSubject),
    index('users_active_company_idx').on(t.activeCompanyId),
  ],
);

/** express-session rows; read and written by the drizzle-backed store in server/src/auth/session-store.ts. */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: ts('expire').notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);
