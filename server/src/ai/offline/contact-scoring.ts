import type { SemanticEngine } from '../../semantic';
import type { ContactScore } from '../schemas';
import type { ContactForAi, ScoreContactsInput } from '../types';
import { matchContacts, matchTarget, type ContactMatch, type MatchTarget } from './contact-match';
import { joinList, outletRef } from './prose';

const DAY_MS = 86_400_000;

/**
 * Relevance as a score, calibrated on the labelled set (test/fixtures/contact-matching) so the spec's tiers mean
 * something: 85+ their articles cover the story's subject, 70-84 adjacent, under 70 not their subject. The
 * relevance of the story to the journalist's work (0..1) maps piecewise-linearly through these anchors.
 */
const CALIBRATION: ReadonlyArray<readonly [relevance: number, score: number]> = [
  [0, 0],
  [0.3, 15],
  [0.45, 40],
  [0.56, 70],
  [0.66, 85],
  [0.9, 96],
  [1, 99],
];
/** Points the tie-breaks can add at most; both grow with relevance, so neither can lift an unrelated story. */
const RECENCY_POINTS = 3;
const COMPANY_POINTS = 2;
/** The lowest score of the adjacent tier (70-84). */
const ADJACENT_FLOOR = 70;

export async function scoreContactsOffline(semantic: SemanticEngine, input: ScoreContactsInput, now: Date = new Date()): Promise<ContactScore[]> {
  const target = matchTarget(input.company, input.storyAngle);
  const matches = await matchContacts(semantic, target, input.contacts);
  return matches.map((m) => {
    const base = calibrated(m.relevance);
    // Tie-breaks count in full only for a journalist already close to the story.
    const weight = Math.min(1, Math.max(0, (base - 50) / 35));
    const raw = Math.min(100, Math.round(base + weight * (RECENCY_POINTS * recency(m.contact, now) + COMPANY_POINTS * m.companyCloseness)));
    // One definition of 'wrote on this story' for the score and the pitch: a journalist whose article the pitch
    // would cite as related is at least adjacent, never told 'nothing on' the subject it opens with.
    const score = m.related.length > 0 ? Math.max(raw, ADJACENT_FLOOR) : raw;
    return { contactId: m.contact.id, score, explanation: explain(m, score, target) };
  });
}

export function calibrated(relevance: number): number {
  for (let i = 1; i < CALIBRATION.length; i++) {
    const [x1, y1] = CALIBRATION[i]!;
    const [x0, y0] = CALIBRATION[i - 1]!;
    if (relevance <= x1) return y0 + ((relevance - x0) / (x1 - x0)) * (y1 - y0);
  }
  return 100;
}

/** 1 for an article in the last month, 0.5 in the last quarter, else 0. */
function recency(contact: ContactForAi, now: Date): number {
  const latest = contact.lastArticleAt ?? contact.articles[0]?.publishedAt;
  if (!latest) return 0;
  const age = now.getTime() - new Date(latest).getTime();
  if (Number.isNaN(age) || age < 0) return age < 0 ? 1 : 0;
  return age <= 30 * DAY_MS ? 1 : age <= 90 * DAY_MS ? 0.5 : 0;
}

const quote = (title: string) => `“${title.replace(/\.+$/, '')}”`;

/**
 * 'Why is this a good match?': the beat topic and the one or two articles that make the match, by exact title;
 * for a low score, plainly that their coverage is elsewhere. No internal figures.
 */
function explain(m: ContactMatch, score: number, target: MatchTarget): string {
  const { contact } = m;
  const cited = m.related.slice(0, 2).map((a) => quote(a.article.title));
  const beat = m.beat;
  if (score >= 85) {
    const covers = beat ? `${contact.name} covers ${beat} at ${outletRef(contact.outlet)}` : `${contact.name} writes for ${outletRef(contact.outlet)}`;
    if (cited.length === 0) return m.articles[0] ? `${covers}. The closest recent article is ${quote(m.articles[0].article.title)}.` : `${covers}, the field of this story.`;
    return `${covers}. ${cited.length > 1 ? 'Recent articles' : 'A recent article'} on this subject: ${joinList(cited)}.`;
  }
  if (score >= 70) {
    const closest = m.related[0] ?? m.articles[0];
    const covers = beat ? `${contact.name} covers ${beat} at ${outletRef(contact.outlet)}, next to this story rather than on it` : `${contact.name} writes for ${outletRef(contact.outlet)}, next to this story rather than on it`;
    return closest ? `${covers}. The closest recent article is ${quote(closest.article.title)}.` : `${covers}.`;
  }
  const field = joinList(contact.areasOfFocus.slice(0, 2));
  return field ? `Covers ${field} at ${outletRef(contact.outlet)}; nothing on ${target.subject}.` : `Writes for ${outletRef(contact.outlet)}; nothing on ${target.subject}.`;
}
