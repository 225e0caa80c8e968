import { describe, expect, it } from 'vitest';
import { FIT_PARTIAL, FIT_STRONG } from './story-fit';
import { saidByCompany } from './topic-relevance';
import { ledgerlineContext as ledgerline } from '../../../test/helpers/company-context';

describe('saidByCompany', () => {
  it("when the company's own description names every word of a typed topic, then the topic fits as a keyword would", () => {
    expect(saidByCompany(ledgerline, 'payment fraud')).toBeGreaterThanOrEqual(FIT_STRONG);
    expect(saidByCompany(ledgerline, 'card fraud')).toBeGreaterThanOrEqual(FIT_STRONG);
  });

  it('when it names half the words, then the topic fits in part', () => {
    const score = saidByCompany(ledgerline, 'chargeback fraud');
    expect(score).toBeGreaterThanOrEqual(FIT_PARTIAL);
    expect(score).toBeLessThan(FIT_STRONG);
  });

  it('when it names only a modifier of the topic, or a place, then it says nothing', () => {
    for (const topic of ['merchant navy', 'instant noodles', 'card game', 'UK election'])
      expect(saidByCompany(ledgerline, topic), topic).toBe(0);
    expect(saidByCompany({ ...ledgerline, targetMarkets: ['UK online merchants'] }, 'UK')).toBe(0);
  });

  it("when it names fewer, or only the company's name or words every site uses, then it says nothing", () => {
    expect(saidByCompany(ledgerline, 'Taylor Swift announces stadium tour')).toBe(0);
    expect(saidByCompany(ledgerline, 'Ledgerline customers')).toBe(0);
    expect(saidByCompany(ledgerline, 'Chargebacks squeeze small online sellers')).toBe(0);
  });
});
