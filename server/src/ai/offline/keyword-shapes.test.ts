import { describe, expect, it } from 'vitest';
import { endsOnFunctionWord, endsOnParticiple, opensOnComparison } from './keyword-shapes';

describe('what a site phrase’s shape says it is not', () => {
  it("when a phrase opens on a grading adjective's comparative or superlative ('calmer agency', 'coldest nights'), then it is the copy comparing itself; forms of size or age and nouns in -er are not", () => {
    for (const t of ['calmer agency', 'clearer picture', 'coldest nights', 'best-value plans', 'easier onboarding']) expect(opensOnComparison(t), t).toBe(true);
    for (const t of ['higher education', 'older people', 'smaller businesses', 'window cleaners', 'cleaner energy', 'forest honey', 'interest rates']) expect(opensOnComparison(t), t).toBe(false);
  });

  it("when a phrase opens on a superlative of distance ('nearest practice'), then it is the copy's directions, not a subject", () => {
    for (const t of ['nearest practice', 'closest branch']) expect(opensOnComparison(t), t).toBe(true);
    for (const t of ['near miss', 'close protection', 'closing dates']) expect(opensOnComparison(t), t).toBe(false);
  });

  it("when a phrase ends on a past participle, then it is a clause cut at its verb ('Canadian boards deserved'); a noun in -ed is not", () => {
    expect(endsOnParticiple('Canadian boards deserved')).toBe(true);
    expect(endsOnParticiple('planning applications approved')).toBe(true);
    expect(endsOnParticiple('grass seed')).toBe(false);
    expect(endsOnParticiple('broadband speed')).toBe(false);
    expect(endsOnParticiple('one hundred')).toBe(false);
    expect(endsOnParticiple('cattle shed')).toBe(false);
  });

  it("when a phrase ends on a preposition, an article or a name's particle, then it is cut short ('Association québécoise des'); a word alone, a noun or an acronym is not", () => {
    expect(endsOnFunctionWord('Association québécoise des')).toBe(true);
    expect(endsOnFunctionWord('Institute of')).toBe(true);
    expect(endsOnFunctionWord('repairs and')).toBe(true);
    expect(endsOnFunctionWord('Association québécoise des transports')).toBe(false);
    expect(endsOnFunctionWord('oil well')).toBe(false);
    expect(endsOnFunctionWord('BS EN')).toBe(false);
    expect(endsOnFunctionWord('Le')).toBe(false);
  });
});
