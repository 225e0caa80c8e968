import type { ContactMatch } from './contact-match';
import { MATCH } from './contact-match';
import { pick } from './hash';
import { joinList } from './prose';

/**
 * How a pitch may open, decided by evidence: an article of theirs on the story's subject is cited; otherwise
 * their beat, when the story belongs to it; otherwise the pitch says plainly that the story is outside their
 * usual coverage. A pitch never claims an unrelated article 'follows on' (a dog-food pitch once cited a
 * wellness-travel writer's sleep-retreat review).
 */
export type PitchFit = 'article' | 'beat' | 'outside';

export function pitchFit(m: ContactMatch): PitchFit {
  if (m.related.length > 0) return 'article';
  if (m.beat && m.beatCloseness >= MATCH.relatedBeat) return 'beat';
  return 'outside';
}

const quote = (title: string) => `“${title.trim().replace(/\.+$/, '')}”`;

export function opener(m: ContactMatch, fit: PitchFit, seed: number): string {
  const { contact } = m;
  if (fit === 'article') {
    const title = quote(m.related[0]!.article.title);
    return pick(
      [
        `I read your recent piece ${title} for ${contact.outlet}, and the story below follows on from it.`,
        `Your recent article ${title} in ${contact.outlet} is why I am writing: this story picks up where it left off.`,
      ],
      seed,
    );
  }
  if (fit === 'beat')
    return `I am writing because you cover ${m.beat} at ${contact.outlet}, and this story belongs to that beat.`;
  const beats = joinList(contact.areasOfFocus.slice(0, 2));
  return beats
    ? `I know you usually cover ${beats} at ${contact.outlet}, so this story may be outside your beat; I am writing in case it is useful to you or a colleague.`
    : `I am writing to you at ${contact.outlet} in case this story is useful to you or a colleague.`;
}

/** A second article of theirs on the subject, for advanced pitches. */
export function secondArticle(m: ContactMatch): string | null {
  const second = m.related[1];
  return second ? `It also builds on your ${quote(second.article.title)}.` : null;
}

/** Why the story suits their coverage, from the beat and the story phrases their own articles use. */
export function whyItFits(m: ContactMatch, fit: PitchFit): string | null {
  if (fit === 'outside' || !m.beat) return null;
  const beat = m.beat.toLowerCase();
  // Phrases keep names as written ('Premier League', 'Defra'); a capital that only started a headline's phrase of
  // several words is lowered.
  const candidates = m.phrases.map((p) =>
    p.toLowerCase() === p || /\s\p{Lu}/u.test(p) || /^\p{Lu}{2}/u.test(p) || !/\s/.test(p.trim()) ? p : p.charAt(0).toLowerCase() + p.slice(1),
  );
  // Whole phrases only: 'same-day settlement' says more than 'settlement', which it contains.
  const shared = candidates
    .filter(
      (p, i) =>
        // A run of names ('Home Secretary Rachel Dunmore') is who, not what the story is about.
        (p.match(/(?:^|\s)\p{Lu}\p{Ll}/gu) ?? []).length < 2 &&
        p.toLowerCase() !== beat &&
        !candidates.some((q, j) => j !== i && q.toLowerCase().includes(p.toLowerCase()) && q.length > p.length),
    )
    .slice(0, 2);
  return shared.length > 0
    ? // No verb to agree with: a phrase may be a plural noun phrase ('Keystone Pay shares') counted as one.
      `It fits your coverage of ${m.beat}, with ${joinList(shared)} at the centre of it.`
    : `It fits your coverage of ${m.beat}.`;
}
