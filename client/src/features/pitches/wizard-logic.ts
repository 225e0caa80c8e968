import {
  TIER_1_MIN_PERCENT,
  TIER_2_MIN_PERCENT,
  tierForScore,
  type Contact,
  type RecentRecipient,
  type RelevanceTier,
} from '@newsjack/shared';

/** The pitch wizard's rules (spec 02 §4 and §5), pure so they are tested without a screen. */

export type WizardStep = 1 | 2;
export const ALL_OUTLETS = 'all';

/** Step 2 when an angle was preselected (step 1, choosing one, is skipped), else step 1. */
export const initialStep = (preselectedAngleId: number | null): WizardStep => (preselectedAngleId === null ? 1 : 2);

/** Next is enabled only when an angle is selected. */
export const canGoNext = (angleId: number | null): boolean => angleId !== null;

/** Back shows only on step 2 and only when no angle was preselected. */
export const showsBack = (step: WizardStep, preselectedAngleId: number | null): boolean =>
  step === 2 && preselectedAngleId === null;

/** Generate is enabled with an angle, at least one contact selected and no request pending. */
export const canGenerate = (angleId: number | null, selectedCount: number, pending: boolean): boolean =>
  angleId !== null && selectedCount >= 1 && !pending;

/** The wizard calls a contact's relevance its confidence score. */
export const confidenceScore = (contact: Pick<Contact, 'relevanceScore'>): number | null => contact.relevanceScore;

/**
 * Below this confidence a pitch is more likely to annoy than to land: the wizard warns before it is written
 * (issue 23: pitches went out to 11% matches with no word of warning). Generating stays the user's choice.
 */
export const LOW_MATCH_PERCENT = 40;

/** A scored contact whose confidence is below LOW_MATCH_PERCENT (an unscored one is not judged). */
export const isLowMatch = (contact: Pick<Contact, 'relevanceScore'>): boolean => {
  const score = confidenceScore(contact);
  return score !== null && Math.round(score) < LOW_MATCH_PERCENT;
};

/** The tier the wizard shows beside a scored contact: from the score, as its badge (null when unscored). */
export const wizardTier = (contact: Pick<Contact, 'relevanceScore'>): RelevanceTier | null => {
  const score = confidenceScore(contact);
  return score === null ? null : tierForScore(score);
};

/**
 * The selected contacts under tier 2 (tier 3, below 70%), in the order chosen (issue 23: the wizard warns before
 * pitching them, and the user acknowledges before generating). An unscored contact is not judged.
 */
export function selectedBelowTier2<C extends Pick<Contact, 'id' | 'relevanceScore'>>(
  contacts: readonly C[],
  selected: readonly number[],
): C[] {
  return selected
    .map((id) => contacts.find((c) => c.id === id))
    .filter((c): c is C => c !== undefined && wizardTier(c) === 3);
}

/** True while a selected contact under tier 2 was not part of what the user acknowledged. */
export const needsTierAcknowledgement = (belowTier2: readonly number[], acknowledged: readonly number[]): boolean =>
  belowTier2.some((id) => !acknowledged.includes(id));

/** Search by name, outlet or areas of focus (case-insensitive), then the outlet filter ('all' keeps every outlet). */
export function filterContacts<C extends Pick<Contact, 'name' | 'outlet' | 'areasOfFocus'>>(
  contacts: readonly C[],
  search: string,
  outlet: string,
): C[] {
  const q = search.trim().toLowerCase();
  return contacts.filter((c) => {
    if (outlet !== ALL_OUTLETS && c.outlet !== outlet) return false;
    if (!q) return true;
    return (
      c.name.toLowerCase().includes(q) ||
      c.outlet.toLowerCase().includes(q) ||
      c.areasOfFocus.some((area) => area.toLowerCase().includes(q))
    );
  });
}

/** Highest confidence first (unscored last), then by name. */
export function sortContacts<C extends Pick<Contact, 'name' | 'relevanceScore'>>(contacts: readonly C[]): C[] {
  return [...contacts].sort(
    (a, b) =>
      (confidenceScore(b) ?? -1) - (confidenceScore(a) ?? -1) ||
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}

/** The outlet filter's choices: each outlet once, alphabetically. */
export const outletsOf = (contacts: readonly Pick<Contact, 'outlet'>[]): string[] =>
  [...new Set(contacts.map((c) => c.outlet))].sort((a, b) => a.localeCompare(b));

export type ConfidenceTone = 'green' | 'yellow' | 'red';

/** 85 or above green, 70 to 84 yellow, below 70 red, shown as the rounded percent with '% match'. */
export function confidenceBadge(score: number): { tone: ConfidenceTone; label: string } {
  const percent = Math.round(score);
  const tone: ConfidenceTone =
    percent >= TIER_1_MIN_PERCENT ? 'green' : percent >= TIER_2_MIN_PERCENT ? 'yellow' : 'red';
  return { tone, label: `${percent}% match` };
}

/** Last send per contact id, from the pitch history (the 14-day re-pitch warning). */
export const recentlyPitchedMap = (recipients: readonly RecentRecipient[] | undefined): Map<number, string> =>
  new Map((recipients ?? []).map((r) => [r.contactId, r.lastSentAt]));

/** Adds or removes a contact id from the selection, keeping the order of choice. */
export const toggleId = (selected: readonly number[], id: number): number[] =>
  selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
