import {
  contactSourceSchema,
  contentTypeSchema,
  relevanceTierSchema,
  type Contact,
  type Pitch,
  type SavedItem,
  type StoryAngle,
} from '@newsjack/shared';
import type { SavedItemRow } from './saved-items.repo';
import type { ContactArticleRow, ContactRow, PitchRow, StoryAngleRow } from './saved-targets.repo';

/**
 * Wire shapes of the items a bookmark resolves to. The story-angle, pitch and contact modules will own their own
 * mappers; until then these follow the shared schemas field by field.
 */

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toStoryAngle(row: StoryAngleRow): StoryAngle {
  return {
    id: row.id,
    headline: row.headline,
    title: row.title ?? row.headline,
    angle: row.angle,
    // Rows are written by generation with a valid type; an unexpected value still reads as a usable angle.
    contentType: contentTypeSchema.safeParse(row.contentType).data ?? 'press-release',
    targetAudience: row.targetAudience,
    createdAt: row.createdAt.toISOString(),
    isSaved: row.isSaved,
    trendId: row.trendId,
    trendTitle: row.trendTitle,
    keyMessages: row.keyMessages,
    context: row.context,
    mode: row.mode,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPitch(row: PitchRow): Pitch {
  return {
    id: row.id,
    subjectLine: row.subjectLine,
    body: row.body,
    mode: row.mode,
    status: row.status,
    sentAt: iso(row.sentAt),
    repliedAt: iso(row.repliedAt),
    followUpCount: row.followUpCount,
    nextFollowUpAt: iso(row.nextFollowUpAt),
    contactId: row.contactId,
    storyAngleId: row.storyAngleId,
    contact: { id: row.contactId, name: row.contactName, outlet: row.contactOutlet, email: row.contactEmail },
    storyAngle:
      row.storyAngleId !== null || row.storyAngleHeadline !== null
        ? { id: row.storyAngleId, headline: row.storyAngleHeadline }
        : null,
    isSaved: true,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toContact(row: ContactRow, articles: readonly ContactArticleRow[]): Contact {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    outlet: row.outlet,
    email: row.email,
    emailSource: row.emailSource,
    phone: row.phone,
    profileUrl: row.profileUrl,
    linkedinUrl: row.linkedinUrl,
    areasOfFocus: row.areasOfFocus,
    relevanceScore: row.relevanceScore,
    relevanceTier: relevanceTierSchema.safeParse(row.relevanceTier).data ?? null,
    matchExplanation: row.matchExplanation,
    verified: row.verified,
    source: contactSourceSchema.safeParse(row.source).data ?? 'byline',
    articles: articles.map((a) => ({ title: a.title, url: a.url, outlet: a.outlet, publishedAt: iso(a.publishedAt) })),
    isSaved: true,
    createdAt: row.createdAt.toISOString(),
  };
}

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
