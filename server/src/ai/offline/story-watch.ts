import { outletRef } from './prose';
import { figureClause } from './figure-clause';
import type { StoryFacts } from './story-facts';

/**
 * What to watch next in the story, from its own facts, for an idea's key message: the date it gives, said as its
 * sentence says it ('The date to watch: the new contract pays practices for each registered patient from April
 * 2028'); else the second voice to answer; else the figure, said as its sentence says it. Null when the story gives
 * none of them: the idea keeps its general message rather than an invented one. `except` leaves out the fact the
 * idea already leads with.
 */
export function nextToWatch(f: StoryFacts, except: 'date' | 'figure' | null = null): string | null {
  const { date, dateSentence, voice, figure } = f.evidence;
  // A date without what happens on it ('The date to watch: November') says nothing; the next fact is used instead.
  const dateClause = date && dateSentence && except !== 'date' ? figureClause(date, dateSentence) : null;
  if (dateClause) return `The date to watch: ${dateClause}`;
  if (voice) return `The reaction to answer: ${voice.speaker}${voice.source ? `, as ${outletRef(voice.source)} reported it` : ''}`;
  if (figure && except !== 'figure') {
    const clause = figureClause(figure.raw, figure.sentence);
    if (clause) return `The figure to track: ${clause}`;
  }
  return null;
}
