import { describe, expect, it } from 'vitest';
import { salutationName } from './salutation';

describe('the name a pitch greets a journalist by', () => {
  it('when the byline puts the given name first, then the pitch greets them by it', () => {
    expect(salutationName('Maya Lindqvist')).toBe('Maya');
    expect(salutationName('Marie-Claude Fortin')).toBe('Marie-Claude');
    expect(salutationName('Kim Jones')).toBe('Kim');
    expect(salutationName('Kim Jensen')).toBe('Kim');
    expect(salutationName('Kim Hunter')).toBe('Kim');
    expect(salutationName('Lee Anderson')).toBe('Lee');
    expect(salutationName('Ananya')).toBe('Ananya');
  });

  it('when a Chinese, Korean or Vietnamese byline puts the family name first, then the pitch greets them by their given name', () => {
    expect(salutationName('Lim Jia Hui')).toBe('Jia Hui');
    expect(salutationName('Wen Jiahui')).toBe('Jiahui');
    expect(salutationName('Park Ji-won')).toBe('Ji-won');
    expect(salutationName('Kim Ji-won')).toBe('Ji-won');
    expect(salutationName('Nguyen Thi Mai')).toBe('Mai');
    // Malaysian and Singaporean Chinese family names, in Hokkien, Hakka or Cantonese spelling.
    expect(salutationName('Chong Mei Fen')).toBe('Mei Fen');
    expect(salutationName('Lee Wei Ming')).toBe('Wei Ming');
    expect(salutationName('Lee Jones')).toBe('Lee');
  });
});
