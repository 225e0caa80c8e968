import type { SavedItemType } from '@newsjack/shared';
import type { TrendsService } from '../trends/trends.service';
import { toContact, toPitch, toStoryAngle, type ResolvedTarget } from './saved-item-view';
import type { createSavedTargetsRepo } from './saved-targets.repo';

export type TargetRef = { itemType: SavedItemType; itemId: number };
export const targetKey = (ref: TargetRef): string => `${ref.itemType}:${ref.itemId}`;

export type ResolveDeps = {
  trends: Pick<TrendsService, 'findOwned'>;
  targets: ReturnType<typeof createSavedTargetsRepo>;
};

/**
 * Loads every referenced item the user may see, one query per type however many bookmarks there are: trends
 * through the trends service (global, or personal to one of the user's companies), everything else by owner.
 * A reference missing from the answer is gone or not the user's — the two read the same.
 */
export async function resolveTargets(
  deps: ResolveDeps,
  userId: string,
  refs: readonly TargetRef[],
): Promise<Map<string, ResolvedTarget>> {
  const idsOf = (type: SavedItemType) => [...new Set(refs.filter((r) => r.itemType === type).map((r) => r.itemId))];
  const [trends, angles, pitches, contacts] = await Promise.all([
    deps.trends.findOwned(userId, idsOf('trend')),
    deps.targets.storyAngles(userId, idsOf('story_angle')),
    deps.targets.pitches(userId, idsOf('pitch')),
    deps.targets.contacts(userId, idsOf('contact')),
  ]);
  const articles = await deps.targets.contactArticles(contacts.map((c) => c.id));
  const out = new Map<string, ResolvedTarget>();
  for (const trend of trends) out.set(targetKey({ itemType: 'trend', itemId: trend.id }), { type: 'trend', trend });
  for (const row of angles)
    out.set(targetKey({ itemType: 'story_angle', itemId: row.id }), {
      type: 'story_angle',
      storyAngle: toStoryAngle(row),
    });
  for (const row of pitches)
    out.set(targetKey({ itemType: 'pitch', itemId: row.id }), { type: 'pitch', pitch: toPitch(row) });
  for (const row of contacts) {
    const contact = toContact(
      row,
      articles.filter((a) => a.contactId === row.id),
    );
    out.set(targetKey({ itemType: 'contact', itemId: row.id }), { type: 'contact', contact });
  }
  return out;
}
