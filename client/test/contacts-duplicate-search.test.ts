import { describe, expect, it } from 'vitest';
import { nameSimilarity, normaliseName, searchDuplicates } from '@/features/contacts/duplicate-search';
import { makeContact } from './helpers/contact-fixtures';

const flagged = makeContact({ name: 'Jonathan Smith', outlet: 'Settle & Clear' });
const variant = makeContact({ name: 'Jon Smith', outlet: 'Settle & Clear' });
const typo = makeContact({ name: 'Jonathon Smyth', outlet: 'Tickerstone Markets' });
const other = makeContact({ name: 'Maria Okafor', outlet: 'Jonesville Gazette' });
const names = (list: { name: string }[]) => list.map((c) => c.name);

describe('name similarity', () => {
  it('when names differ by accents, case or punctuation, then they normalise alike', () => {
    expect(normaliseName('  José  O’Neil ')).toBe('jose oneil');
    expect(nameSimilarity('JOSE ONEIL', 'José O’Neil')).toBe(1);
  });

  it('when a name is a variant or has a typo, then it scores high, and an unrelated name scores low', () => {
    expect(nameSimilarity('Jon Smyth', 'Jonathan Smith')).toBeGreaterThan(0.5);
    expect(nameSimilarity('smith', 'Jonathan Smith')).toBe(1);
    expect(nameSimilarity('Jonathan Smith', 'Maria Okafor')).toBeLessThan(0.3);
  });
});

describe('duplicate search', () => {
  const contacts = [flagged, other, typo, variant];

  it('when the query is empty, then the likeliest duplicates come first and the flagged contact is left out', () => {
    const found = searchDuplicates(contacts, flagged, '');
    expect(names(found).slice(0, 2)).toEqual(['Jon Smith', 'Jonathon Smyth']);
    expect(found).not.toContain(flagged);
  });

  it('when the query has at most 3 characters, then names or outlets containing it match, alphabetically', () => {
    expect(names(searchDuplicates(contacts, flagged, 'jon'))).toEqual([
      'Jon Smith',
      'Jonathan Smith',
      'Jonathon Smyth',
      'Maria Okafor', // outlet Jonesville Gazette
    ]);
    expect(searchDuplicates(contacts, flagged, 'xyz')).toEqual([]);
  });

  it('when the query is longer than 3 characters, then names are matched by similarity, most similar first', () => {
    const found = names(searchDuplicates(contacts, flagged, 'Jonathan Smiht'));
    expect(found.slice(0, 1)).toEqual(['Jonathan Smith']);
    expect(found).toContain('Jonathon Smyth');
    expect(found).toContain('Jon Smith');
    expect(found).not.toContain('Maria Okafor');
    // The outlet is not matched by similarity.
    expect(searchDuplicates(contacts, flagged, 'Jonesville')).toEqual([]);
  });

  it('when many contacts match, then at most 10 are shown', () => {
    const many = Array.from({ length: 15 }, (_, i) => makeContact({ name: `Sam Lee ${i}` }));
    expect(searchDuplicates(many, flagged, 'Sam Lee')).toHaveLength(10);
    expect(searchDuplicates(many, flagged, 'Sam')).toHaveLength(10);
    expect(searchDuplicates(many, flagged, '')).toHaveLength(10);
  });
});
