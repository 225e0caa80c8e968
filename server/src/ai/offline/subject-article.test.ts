import { describe, expect, it } from 'vitest';
import { massInCoverage } from './subject-article';
import { subjectOf } from './story-subject';

describe('a noun the coverage writes as a mass noun', () => {
  it('when the coverage writes the noun bare after "more" or "of", then it is a mass noun', () => {
    expect(massInCoverage('Glass makers seek more recycled cullet. Furnaces melt tonnes of cullet a day.', 'cullet')).toBe(true);
  });

  it('when the coverage also writes it after "a" or in the plural, then it is a count noun', () => {
    expect(massInCoverage('Councils want more recycled bin. A bin costs £30.', 'bin')).toBe(false);
    expect(massInCoverage('The port handles more container traffic and 40 containers an hour.', 'container')).toBe(false);
  });

  it('when nothing in the coverage shows how the noun counts, then it is not read as a mass noun', () => {
    expect(massInCoverage('The regulator fined the firm over the outage.', 'outage')).toBe(false);
  });

  it('when a headline names a mass noun the hand list does not hold, then the subject reads without "the"', () => {
    const report = 'Bottle plants want more recycled cullet as deposit schemes grow.';
    const subject = subjectOf('Glass makers seek more recycled cullet', ['glass recycling'], report, report);
    expect(subject.np).toBe('recycled cullet');
  });
});
