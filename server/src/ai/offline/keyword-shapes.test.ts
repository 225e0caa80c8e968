import { describe, expect, it } from 'vitest';
import { endsOnParticiple } from './keyword-shapes';

describe('what a site phrase’s shape says it is not', () => {
  it("when a phrase ends on a past participle, then it is a clause cut at its verb ('Canadian boards deserved'); a noun in -ed is not", () => {
    expect(endsOnParticiple('Canadian boards deserved')).toBe(true);
    expect(endsOnParticiple('planning applications approved')).toBe(true);
    expect(endsOnParticiple('grass seed')).toBe(false);
    expect(endsOnParticiple('broadband speed')).toBe(false);
    expect(endsOnParticiple('one hundred')).toBe(false);
    expect(endsOnParticiple('cattle shed')).toBe(false);
  });
});
