import type { ContactMatch } from './contact-match';
import { beatMidSentence, MATCH } from './contact-match';
import { pick } from './hash';
import { beatPhrase, joinList, outletRef } from './prose';

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
    // Their article is one of the story's own reports: it is not a piece the story 'follows on' from, it is the story.
    if (m.related[0]!.ownReport)
      return pick(
        [
          `You covered this story for ${outletRef(contact.outlet)} in ${title}, and I am writing with a follow-up that adds to it.`,
          `I read your report ${title} for ${outletRef(contact.outlet)}, and I have a follow-up to it that may be useful.`,
        ],
        seed,
      );
    // Their article is another country's side of a story told country by country: said so, not 'followed on'.
    if (m.related[0]!.storyPart)
      return `Your report ${title} for ${outletRef(contact.outlet)} told one country's side of this story; I am writing with another side of it that may be useful.`;
    return pick(
      [
        `I read your recent piece ${title} for ${outletRef(contact.outlet)}, and the story below follows on from it.`,
        `Your recent article ${title} in ${outletRef(contact.outlet)} is why I am writing: this story picks up where it left off.`,
      ],
      seed,
    );
  }
  if (fit === 'beat' && m.beat)
    return `I am writing because you cover ${beatPhrase(m.beat)} at ${outletRef(contact.outlet)}, and this story belongs to that beat.`;
  const beats = joinList(contact.areasOfFocus.slice(0, 2).map((b) => beatMidSentence(b) ?? b));
  return beats
    ? `I know you usually cover ${beats} at ${outletRef(contact.outlet)}, so this story may be outside your beat; I am writing in case it is useful to you or a colleague.`
    : `I am writing to you at ${outletRef(contact.outlet)} in case this story is useful to you or a colleague.`;
}

/** A second article of theirs on the subject, for advanced pitches. */
export function secondArticle(m: ContactMatch): string | null {
  const second = m.related[1];
  return second ? `It also builds on your ${quote(second.article.title)}.` : null;
}
