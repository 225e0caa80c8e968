import { describe, expect, it } from 'vitest';
import { hasHappened, massInCoverage } from './subject-article';
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

describe('a subject that has happened', () => {
  const subject = (np: string, plural = false) => ({ phrase: np.replace(/^the\s+/, ''), np, plural });

  it('when the subject is one incident, then it has happened and is acted on after, not prepared for', () => {
    expect(hasHappened(subject('the lift accident in Łódź'))).toBe(true);
    expect(hasHappened(subject('the ransomware attack on Paybridge'))).toBe(true);
    expect(hasHappened(subject('the car-deck fire'))).toBe(true);
  });

  it('when the subject is a run of incidents or something still to come, then it has not', () => {
    expect(hasHappened(subject('ransomware attacks', true))).toBe(false);
    expect(hasHappened(subject('the record heat wave'))).toBe(false);
    expect(hasHappened(subject('the fire safety code'))).toBe(false);
  });
});
