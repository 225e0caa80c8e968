import { describe, expect, it } from 'vitest';
import { fieldTopics, SECTOR_ISSUES } from './sector-issues';
import { SECTORS } from './sector-taxonomy';
import { isLoneGenericWord } from './phrase-words';

describe('the sectors’ issues and bodies', () => {
  it('when the table is loaded, then every sector has one entry and no entry names another sector', () => {
    expect(Object.keys(SECTOR_ISSUES).sort()).toEqual(SECTORS.map((s) => s.id).sort());
  });

  it('when an entry is read, then it holds 4-8 lower-case issues of one to four words, none generic alone, none of its sector’s own terms, and 1-4 bodies per country named', () => {
    for (const sector of SECTORS) {
      const { issues, bodies } = SECTOR_ISSUES[sector.id]!;
      expect(issues.length, sector.id).toBeGreaterThanOrEqual(4);
      expect(issues.length, sector.id).toBeLessThanOrEqual(8);
      for (const issue of issues) {
        expect(issue, sector.id).toBe(issue.toLowerCase());
        expect(issue.split(/\s+/).length, sector.id).toBeLessThanOrEqual(4);
        if (!issue.includes(' ')) expect(isLoneGenericWord(issue), `${sector.id}: ${issue}`).toBe(false);
        expect(sector.terms, sector.id).not.toContain(issue);
      }
      for (const names of Object.values(bodies)) {
        expect(names!.length, sector.id).toBeGreaterThanOrEqual(1);
        expect(names!.length, sector.id).toBeLessThanOrEqual(4);
        // Names as the bodies write them ('ukactive' too): trimmed, never empty.
        for (const name of names!) expect(name.trim().length > 1 && name.trim() === name, `${sector.id}: ${name}`).toBe(true);
      }
    }
  });

  it('when a UK payment processor asks, then it gets the UK’s bodies of the field and only the issues its own words touch', () => {
    const own = 'A payment processor for independent shops: card payments, fraud screening and next-day settlement.';
    const topics = fieldTopics('payment-processing', 'GB', own);
    expect(topics.bodies).toEqual(SECTOR_ISSUES['payment-processing']!.bodies.GB);
    expect(topics.issues).toContain('payment fraud');
    // 'cash acceptance' and 'data breaches' share no word with what it says of itself.
    expect(topics.issues).not.toContain('cash acceptance');
    expect(topics.issues).not.toContain('data breaches');
  });

  it('when the seat is unknown or the table names no bodies there, then no body is offered', () => {
    const own = 'Card payments and payment fraud.';
    expect(fieldTopics('payment-processing', undefined, own).bodies).toEqual([]);
    expect(fieldTopics('payment-processing', 'DE', own).bodies).toEqual([]);
    expect(fieldTopics('no-such-sector', 'GB', own)).toEqual({ bodies: [], issues: [] });
  });
});
