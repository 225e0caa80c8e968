import type {
  AdminStats,
  AdminUser,
  CacheStats,
  DiscoveredTopic,
  GlobalTrend,
} from '@newsjack/shared';
import type { AiCache } from '../../ai/cache/ai-cache';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { DiscoveryService } from '../../discovery/discovery.service';
import { badRequest } from '../../errors';
import type { ContactsService } from '../contacts/contacts.service';
import type { PitchesService } from '../pitches/pitches.service';
import type { SavedItemsService } from '../saved-items/saved-items.service';
import type { StoryAnglesService } from '../story-angles/story-angles.service';
import type { UsersService } from '../users/users.service';
import { createFeedAdmin, type CheckFeedUrl } from './admin-feeds';
import { createMaintenance } from './admin-maintenance';
import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../logger';

const HOUR_MS = 3_600_000;
/** The Topics tab shows 10; the Cleanup table is bounded so a huge install still answers quickly. */
export const GLOBAL_TRENDS_LIST_LIMIT = 10;
export const TOPICS_LIST_LIMIT = 1000;

export type AdminServiceDeps = {
  config: Pick<Config, 'allowPrivateFetch'>;
  now: () => Date;
  users: UsersService;
  storyAngles: Pick<StoryAnglesService, 'countAll'>;
  savedItems: Pick<SavedItemsService, 'savedIdsOf' | 'retarget'>;
  pitches: Pick<PitchesService, 'reassignContact'>;
  contacts: Pick<ContactsService, 'moderation'>;
  discovery: Pick<DiscoveryService, 'admin' | 'setFeeds'>;
  aiCache: AiCache;
  /** Cleanups and the pruning of expired rows run as jobs (admin-maintenance.ts), on this database. */
  jobs: JobQueue;
  db: Db;
  logger: Logger;
  checkFeedUrl?: CheckFeedUrl;
};

/**
 * The operator panel's rules, one method per admin call. Data stays with its owners: this service only combines
 * their answers (who saved which trend, which contact a merge keeps) and records the acting admin.
 */
export function createAdminService(deps: AdminServiceDeps) {
  const { users, discovery, aiCache, now } = deps;
  const hoursAgo = (hours: number) => new Date(now().getTime() - hours * HOUR_MS);
  const maintenance = createMaintenance({ db: deps.db, now, logger: deps.logger, jobs: deps.jobs, savedItems: deps.savedItems, discovery, aiCache });

  return {
    cleanupGlobalTrends: maintenance.cleanupGlobalTrends,
    cleanupTopics: maintenance.cleanupTopics,
    clearCache: maintenance.clearCache,
    queueExpiredPrune: maintenance.queueExpiredPrune,

    async stats(): Promise<AdminStats> {
      const [totalUsers, trends, totalStoryAngles] = await Promise.all([
        users.countUsers(),
        discovery.admin.trendCounts(),
        deps.storyAngles.countAll(),
      ]);
      return { totalUsers, totalTrends: trends.total, totalStoryAngles, totalGlobalTrends: trends.global };
    },

    async listUsers(): Promise<AdminUser[]> {
      return (await users.listUsers()).map((u) => ({
        id: u.id,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        hasCompletedOnboarding: u.hasCompletedOnboarding,
        role: users.isAdmin(u) ? 'admin' : 'user',
        agencyPlan: u.agencyPlan,
        apiCredits: u.apiCredits,
        createdAt: u.createdAt.toISOString(),
      }));
    },

    /** Removes the account and everything it owns (one transaction in the users repo; owned rows cascade). */
    async deleteUser(actingAdminId: string, userId: string): Promise<void> {
      if (userId === actingAdminId) throw badRequest('You cannot delete your own account from the admin panel');
      await users.deleteUser(userId);
    },

    async setAgencyPlan(userId: string, agencyPlan: boolean): Promise<{ id: string; agencyPlan: boolean }> {
      const user = await users.setAgencyPlan(userId, agencyPlan);
      return { id: user.id, agencyPlan: user.agencyPlan };
    },

    async globalTrends(): Promise<GlobalTrend[]> {
      return (await discovery.admin.globalTrends(GLOBAL_TRENDS_LIST_LIMIT)).map((t) => ({
        ...t,
        relevanceScore: Number(t.relevanceScore),
        lastSeenAt: t.lastSeenAt.toISOString(),
        createdAt: t.createdAt.toISOString(),
      }));
    },

    async topics(olderThanHours: number | undefined): Promise<DiscoveredTopic[]> {
      const cutoff = olderThanHours === undefined ? null : hoursAgo(olderThanHours);
      return (await discovery.admin.topics(cutoff, TOPICS_LIST_LIMIT)).map((t) => ({
        id: t.id,
        rawTitle: t.rawTitle,
        normalizedTitle: t.normalizedTitle,
        enrichedTrendId: t.enrichedTrendId,
        scope: t.scope,
        lastSeenAt: t.lastSeenAt.toISOString(),
        createdAt: t.createdAt.toISOString(),
      }));
    },

    async cacheStats(): Promise<CacheStats> {
      const s = await aiCache.stats();
      const lookups = s.hits + s.misses;
      return {
        totalEntries: s.totalEntries,
        keyBreakdown: s.keyBreakdown,
        hits: s.hits,
        misses: s.misses,
        hitRate: lookups === 0 ? 0 : s.hits / lookups,
      };
    },

    /** Forgets the company's cached analysis (every account's), so its next analysis is computed afresh. */
    async refreshCompany(companyName: string, website: string): Promise<{ message: string }> {
      const had = await aiCache.refreshCompany(companyName, website);
      return {
        message: had
          ? `Cached analysis of ${companyName} removed; the next analysis is computed fresh`
          : `No cached analysis of ${companyName} (${website}) was stored; the next analysis is computed fresh`,
      };
    },

    feeds: createFeedAdmin({ discovery, allowPrivate: deps.config.allowPrivateFetch, checkFeedUrl: deps.checkFeedUrl }),

    suggestions: () => deps.contacts.moderation.pendingSuggestions(),
    duplicateFlags: () => deps.contacts.moderation.pendingDuplicateFlags(),

    decideSuggestion: (id: number, decision: 'approved' | 'rejected', adminId: string) =>
      deps.contacts.moderation.decideSuggestion(id, decision, adminId, now()),

    /** A merge moves saved items and pitches to the kept contact in the same transaction as the contact merge. */
    resolveDuplicateFlag: (id: number, action: 'keep1' | 'keep2' | 'not_duplicates', adminId: string) =>
      deps.contacts.moderation.resolveDuplicateFlag(id, action, adminId, now(), async (tx, from, to) => {
        await deps.savedItems.retarget(tx, 'contact', from, to);
        await deps.pitches.reassignContact(tx, from, to);
      }),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
