import { describe, expect, it } from 'vitest';
import { labelFor, sentimentScore } from './sentiment';

describe('sentimentScore', () => {
  it('when a headline celebrates, then the score is positive and names the words behind it', () => {
    const result = sentimentScore('Startup wins award as customers praise its excellent, reliable service');
    expect(result.label).toBe('positive');
    expect(result.score).toBeGreaterThan(0.5);
    expect(result.positive).toEqual(expect.arrayContaining(['wins', 'excellent']));
  });

  it('when a headline reports harm, then the score is negative', () => {
    const result = sentimentScore('Data breach exposes millions as hackers steal passwords; regulators condemn failure');
    expect(result.label).toBe('negative');
    expect(result.score).toBeLessThan(-0.5);
  });

  it('when a headline is factual, then it is neutral with a zero score', () => {
    const result = sentimentScore('Central bank holds interest rates at 4.25 percent');
    expect(result).toMatchObject({ label: 'neutral', score: 0 });
  });

  it('when a headline is extremely charged, then the score stays within -1..1', () => {
    const result = sentimentScore('Catastrophic disaster: horrific, devastating, tragic, terrible, awful collapse kills dozens');
    expect(result.score).toBeGreaterThanOrEqual(-1);
    expect(result.score).toBeLessThan(-0.9);
  });

  it('when a score sits at the thresholds, then labels switch exactly there', () => {
    expect(labelFor(0.2)).toBe('positive');
    expect(labelFor(0.19)).toBe('neutral');
    expect(labelFor(-0.2)).toBe('negative');
  });
});
