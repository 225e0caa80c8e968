import { SavedItemsPage } from '@/features/saved';
import { CategoryBadge } from '@/features/trends';

/** Saved Items, with the trends feature's category colours on saved trends. */
export function SavedRoute() {
  return <SavedItemsPage renderCategory={(category) => <CategoryBadge category={category} />} />;
}
