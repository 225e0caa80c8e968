import type { Contact, Pitch, SavedItem, StoryAngle } from '@newsjack/shared';
import type { SavedItemRow } from './saved-items.repo';

/** The related object under the key its type names; the other keys are left out. */
export type ResolvedTarget =
  | { type: 'trend'; trend: NonNullable<SavedItem['trend']> }
  | { type: 'story_angle'; storyAngle: StoryAngle }
  | { type: 'pitch'; pitch: Pitch }
  | { type: 'contact'; contact: Contact };

export function toSavedItem(row: SavedItemRow, target: ResolvedTarget): SavedItem {
  const { type: _type, ...related } = target;
  return {
    id: row.id,
    type: row.itemType,
    itemType: row.itemType,
    itemId: row.itemId,
    createdAt: row.createdAt.toISOString(),
    ...related,
  };
}
