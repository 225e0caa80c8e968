import { trendCategories } from '@newsjack/shared';
import { describe, expect, it } from 'vitest';
import { SECTORS, type IndustryId } from './sector-taxonomy';

const INDUSTRY_IDS: readonly IndustryId[] = [
  'fintech', 'healthtech', 'cybersecurity', 'devtools', 'ecommerce', 'cleantech', 'edtech', 'biotech', 'media',
  'logistics', 'proptech', 'food', 'travel', 'hrtech', 'hardware', 'ai', 'beauty', 'legal', 'transit', 'mobility',
  'aerospace', 'insurance', 'manufacturing', 'agriculture', 'general',
];

function duplicates(values: readonly string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

describe('the sector taxonomy', () => {
  it('when the table is loaded, then it has at least 160 sectors with unique kebab-case ids and unique labels', () => {
    expect(SECTORS.length).toBeGreaterThanOrEqual(160);
    expect(duplicates(SECTORS.map((s) => s.id))).toEqual([]);
    expect(duplicates(SECTORS.map((s) => s.label.toLowerCase()))).toEqual([]);
    for (const s of SECTORS) expect(s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('when a sector is read, then its label is short title case and its noun is lower case', () => {
    for (const s of SECTORS) {
      expect(s.label, s.id).toMatch(/^[A-Z0-9]/);
      expect(s.label.length, s.id).toBeLessThanOrEqual(45);
      expect(s.noun, s.id).toBe(s.noun.toLowerCase());
      expect(s.noun.trim().length, s.id).toBeGreaterThan(0);
    }
  });

  it('when a sector is read, then its description is one or two plain sentences', () => {
    for (const s of SECTORS) {
      expect(s.description, s.id).toMatch(/\.$/);
      expect(s.description.length, s.id).toBeGreaterThan(40);
      expect(s.description.length, s.id).toBeLessThanOrEqual(260);
    }
  });

  it('when its terms are read, then there are 8 to 15 distinct lower-case terms of one to three words', () => {
    for (const s of SECTORS) {
      expect(s.terms.length, s.id).toBeGreaterThanOrEqual(8);
      expect(s.terms.length, s.id).toBeLessThanOrEqual(15);
      expect(duplicates(s.terms), s.id).toEqual([]);
      for (const t of s.terms) {
        expect(t, s.id).toBe(t.toLowerCase());
        expect(t, s.id).toBe(t.trim());
        expect(t.split(/\s+/).length, `${s.id}: ${t}`).toBeLessThanOrEqual(3);
      }
    }
  });

  it('when its industry and categories are read, then they are known values and there are 1 to 3 categories', () => {
    for (const s of SECTORS) {
      expect(INDUSTRY_IDS, s.id).toContain(s.industry);
      expect(s.categories.length, s.id).toBeGreaterThanOrEqual(1);
      expect(s.categories.length, s.id).toBeLessThanOrEqual(3);
      expect(duplicates(s.categories), s.id).toEqual([]);
      for (const c of s.categories) expect(trendCategories, s.id).toContain(c);
    }
  });

  it('when its audiences are read, then there are 2 to 4, each capitalised', () => {
    for (const s of SECTORS) {
      expect(s.audiences.length, s.id).toBeGreaterThanOrEqual(2);
      expect(s.audiences.length, s.id).toBeLessThanOrEqual(4);
      for (const a of s.audiences) expect(a, s.id).toMatch(/^[A-Z]/);
    }
  });

  it('when trade outlets are listed, then at least 40 sectors have some, at most 4 each, with parseable https home pages', () => {
    expect(SECTORS.filter((s) => s.tradeOutlets.length > 0).length).toBeGreaterThanOrEqual(40);
    for (const s of SECTORS) {
      expect(s.tradeOutlets.length, s.id).toBeLessThanOrEqual(4);
      expect(duplicates(s.tradeOutlets.map((o) => o.name)), s.id).toEqual([]);
      for (const o of s.tradeOutlets) {
        expect(o.name.trim().length, s.id).toBeGreaterThan(0);
        const url = new URL(o.url);
        expect(url.protocol, o.url).toBe('https:');
        expect(url.hostname, o.url).toContain('.');
      }
    }
  });

  it('when one publication is named in several sectors, then it always has the same home page', () => {
    const homes = new Map<string, Set<string>>();
    for (const o of SECTORS.flatMap((s) => s.tradeOutlets)) homes.set(o.name, (homes.get(o.name) ?? new Set()).add(o.url));
    expect([...homes].filter(([, urls]) => urls.size > 1)).toEqual([]);
  });

  it('when the sectors are grouped by industry, then every industry has at least one and the table is sorted by industry', () => {
    for (const id of INDUSTRY_IDS) expect(SECTORS.some((s) => s.industry === id), id).toBe(true);
    const runs = SECTORS.map((s) => s.industry).filter((ind, i, all) => i === 0 || all[i - 1] !== ind);
    expect(duplicates(runs)).toEqual([]);
  });
});
