import { SAVED_PITCH_PREVIEW_CHARS, type SavedItem, type SavedItemType, type SavedItemsExport } from '@newsjack/shared';

export type SavedFilter = 'all' | SavedItemType;

/** The type filter (spec 01 §2), in the spec's order. */
export const SAVED_FILTERS: readonly { value: SavedFilter; label: string }[] = [
  { value: 'all', label: 'All Items' },
  { value: 'trend', label: 'Trending Topics' },
  { value: 'story_angle', label: 'Story Angles' },
  { value: 'pitch', label: 'Pitches' },
  { value: 'contact', label: 'Media Contacts' },
];

export function filterSaved(items: readonly SavedItem[], filter: SavedFilter): SavedItem[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.type === filter);
}

/** The first 200 characters of a pitch body, with an ellipsis when cut. */
export function pitchPreview(body: string): string {
  const text = body.trim();
  return text.length > SAVED_PITCH_PREVIEW_CHARS ? `${text.slice(0, SAVED_PITCH_PREVIEW_CHARS).trimEnd()}…` : text;
}

/** A saved pitch opens in the mail program the way the Pitches page sends it. */
export { pitchMailto } from '@/lib/pitch-mailto';

/** The shown items as the export file's content (the same shape as GET /api/saved-items/export). */
export function exportDocument(items: readonly SavedItem[], now = new Date()): SavedItemsExport {
  return { exportedAt: now.toISOString(), count: items.length, items: [...items] };
}

/** Offers `doc` as a download named newsjack-saved-items-YYYY-MM-DD.json. */
export function downloadJson(doc: SavedItemsExport): void {
  const blob = new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `newsjack-saved-items-${doc.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
