import { contentTypeLabel, type StoryAngle } from '@newsjack/shared';

/** Newest first (the API's order, enforced here so the dashboard's "first 3" are the latest). */
export function newestFirst(angles: readonly StoryAngle[]): StoryAngle[] {
  return [...angles].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export interface AngleFilter {
  search: string;
  /** A content type, or 'all'. */
  contentType: string;
  savedOnly: boolean;
}

export const NO_ANGLE_FILTER: AngleFilter = { search: '', contentType: 'all', savedOnly: false };

/** Spec 01 §2: the search matches headline, angle or target audience (case-insensitive). */
export function filterAngles(angles: readonly StoryAngle[], filter: AngleFilter): StoryAngle[] {
  const needle = filter.search.trim().toLowerCase();
  return angles.filter(
    (a) =>
      (filter.contentType === 'all' || a.contentType === filter.contentType) &&
      (!filter.savedOnly || a.isSaved) &&
      (needle === '' ||
        [a.headline, a.angle, a.targetAudience ?? ''].some((text) => text.toLowerCase().includes(needle))),
  );
}

export interface AngleStats {
  total: number;
  createdToday: number;
  contentTypes: number;
}

/** The three stat cards: all angles, those created today (local date), distinct content types. */
export function angleStats(angles: readonly StoryAngle[], now = new Date()): AngleStats {
  const today = now.toDateString();
  return {
    total: angles.length,
    createdToday: angles.filter((a) => new Date(a.createdAt).toDateString() === today).length,
    contentTypes: new Set(angles.map((a) => a.contentType)).size,
  };
}

/** The angle as plain text for sharing (the system share sheet or the clipboard). */
export function angleShareText(angle: StoryAngle): string {
  return [
    angle.headline,
    '',
    angle.angle,
    '',
    `Content idea: ${contentTypeLabel(angle.contentType)}`,
    `Target audience: ${angle.targetAudience || 'General audience'}`,
    ...(angle.keyMessages.length > 0 ? ['', 'Key messages:', ...angle.keyMessages.map((m) => `- ${m}`)] : []),
    ...(angle.trendTitle ? ['', `Trend: ${angle.trendTitle}`] : angle.topic ? ['', `Topic: ${angle.topic}`] : []),
  ].join('\n');
}
