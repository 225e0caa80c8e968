import { describe, expect, it } from 'vitest';
import { buildFactSheet } from '../../text/fact-sheet';
import type { StoryFacts } from './story-facts';
import { evidenceOf } from './story-evidence';
import { nextToWatch } from './story-watch';

const report = (title: string, summary: string) => ({
  title,
  summary,
  outlet: 'Westminster Ledger',
  url: `https://ledger.example/${title.length}`,
  author: null,
  publishedAt: new Date('2026-11-20T09:00:00Z'),
});

/** nextToWatch reads only the story's evidence. */
const factsOf = (sheet: ReturnType<typeof buildFactSheet>) => ({ evidence: evidenceOf(sheet, 'Skerrie Air', 'Skerrie Air flies turboprops.') }) as StoryFacts;

describe('nextToWatch', () => {
  it('when the story gives a date ahead, then the message says it as its sentence does', () => {
    const sheet = buildFactSheet([
      report('Living wage to rise to £13.05', 'The National Living Wage will rise from £12.71 to £13.05 an hour on 1 April, the Chancellor told MPs on Wednesday.'),
    ]);
    expect(nextToWatch(factsOf(sheet))).toBe('The date to watch: the National Living Wage will rise from £12.71 to £13.05 an hour on 1 April');
  });

  it('when the idea already leads with the date, or the story gives no date, then the figure follows, said as its sentence says it', () => {
    const sheet = buildFactSheet([
      report('Ransomware group hits payroll firm', 'Security researchers linked the attack to the Hollowmoth ransomware group, which has hit 40 organisations this year.'),
    ]);
    expect(nextToWatch(factsOf(sheet))).toBe('The figure to track: the Hollowmoth ransomware group has hit 40 organisations this year');
    expect(nextToWatch(factsOf(sheet), 'figure')).toBeNull();
  });
});
