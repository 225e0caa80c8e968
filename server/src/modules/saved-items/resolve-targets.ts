import type { SavedItemType } from '@newsjack/shared';
import type { ContactsService } from '../contacts/contacts.service';
import type { PitchesService } from '../pitches/pitches.service';
import type { StoryAnglesService } from '../story-angles/story-angles.service';
import type { TrendsService } from '../trends/trends.service';
import type { ResolvedTarget } from './saved-item-view';

export type TargetRef = { itemType: SavedItemType; itemId: number };
export const targetKey = (ref: TargetRef): string => `${ref.itemType}:${ref.itemId}`;

export type ResolveDeps = {
  trends: Pick<TrendsService, 'findOwned'>;
  storyAngles: Pick<StoryAnglesService, 'findOwned'>;
  pitches: Pick<PitchesService, 'findOwned'>;
  contacts: Pick<ContactsService, 'findOwned'>;
};

/**
 * Loads every referenced item the user may see, one batch per type however many bookmarks there are, each from
 * the module that owns it: trends (global, or personal to one of the user's companies), everything else by owner.
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
    deps.storyAngles.findOwned(userId, idsOf('story_angle')),
    deps.pitches.findOwned(userId, idsOf('pitch'), true),
    deps.contacts.findOwned(userId, idsOf('contact'), true),
  ]);
  const out = new Map<string, ResolvedTarget>();
  for (const trend of trends) out.set(targetKey({ itemType: 'trend', itemId: trend.id }), { type: 'trend', trend });
  for (const storyAngle of angles)
    out.set(targetKey({ itemType: 'story_angle', itemId: storyAngle.id }), { type: 'story_angle', storyAngle });
  for (const pitch of pitches) out.set(targetKey({ itemType: 'pitch', itemId: pitch.id }), { type: 'pitch', pitch });
  for (const contact of contacts)
    out.set(targetKey({ itemType: 'contact', itemId: contact.id }), { type: 'contact', contact });
  return out;
}
