import { describe, expect, it } from 'vitest';
import { beatMidSentence } from './contact-match';

describe('a beat read mid-sentence', () => {
  it('when a beat opens with a common word, then it is lower-cased', () => {
    expect(beatMidSentence('Immigration')).toBe('immigration');
    expect(beatMidSentence('Small business')).toBe('small business');
  });

  it('when a beat opens with an everyday adjective that is also a town somewhere, then it is lower-cased', () => {
    expect(beatMidSentence('Federal government')).toBe('federal government');
    expect(beatMidSentence('Central banks')).toBe('central banks');
    expect(beatMidSentence('Washington politics')).toBe('Washington politics');
  });

  it("when a beat opens with a people's or place's adjective or holds a name, then it keeps its capitals", () => {
    expect(beatMidSentence('Australian cyber policy')).toBe('Australian cyber policy');
    expect(beatMidSentence('British politics')).toBe('British politics');
    expect(beatMidSentence('NHS services in Yorkshire')).toBe('NHS services in Yorkshire');
    expect(beatMidSentence('Delhi civic affairs')).toBe('Delhi civic affairs');
  });
});
