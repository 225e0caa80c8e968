import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  filterContacts,
  focusPreview,
  nextSort,
  relevanceLabel,
  sortContacts,
  tierCounts,
  tierOf,
} from '@/features/contacts/contact-view';
import { makeContact } from './helpers/contact-fixtures';

const high = makeContact({ name: 'Ana Ruiz', relevanceScore: 91.2, outlet: 'Tickerstone Markets' });
const edge = makeContact({ name: 'Ben Okafor', relevanceScore: 84.6, areasOfFocus: ['Open Banking'] });
const middle = makeContact({ name: 'Cara Hill', relevanceScore: 70, title: null });
const low = makeContact({ name: 'Dev Patel', relevanceScore: 69.4 });
const unscored = makeContact({ name: 'Abe Unscored', relevanceScore: null, createdAt: '2026-11-22T10:00:00.000Z' });
const all = [low, unscored, middle, high, edge];
const names = (list: { name: string }[]) => list.map((c) => c.name);

describe('contact tiers and filters', () => {
  it('when a score is on a tier boundary, then the tier follows the rounded percent the table shows', () => {
    expect(tierOf(edge)).toBe(1); // 84.6 shows as 85%
    expect(relevanceLabel(84.6)).toBe('85%');
    expect(tierOf(middle)).toBe(2);
    expect(tierOf(low)).toBe(3); // 69.4 shows as 69%
    expect(tierOf(unscored)).toBeNull();
  });

  it('when a tier chip is chosen, then only contacts of that tier (or unscored) remain', () => {
    expect(names(filterContacts(all, { search: '', tier: 1 }))).toEqual(['Ana Ruiz', 'Ben Okafor']);
    expect(names(filterContacts(all, { search: '', tier: 2 }))).toEqual(['Cara Hill']);
    expect(names(filterContacts(all, { search: '', tier: 3 }))).toEqual(['Dev Patel']);
    expect(names(filterContacts(all, { search: '', tier: 'unscored' }))).toEqual(['Abe Unscored']);
    expect(filterContacts(all, { search: '', tier: 'all' })).toHaveLength(5);
    expect(tierCounts(all)).toEqual({ all: 5, 1: 2, 2: 1, 3: 1, unscored: 1 });
  });

  it('when searching, then name, outlet and areas of focus match ignoring case, and nothing else does', () => {
    expect(names(filterContacts(all, { search: '  ana ', tier: 'all' }))).toEqual(['Ana Ruiz']);
    expect(names(filterContacts(all, { search: 'tickerSTONE', tier: 'all' }))).toEqual(['Ana Ruiz']);
    expect(names(filterContacts(all, { search: 'open banking', tier: 'all' }))).toEqual(['Ben Okafor']);
    // The title is not searched.
    expect(filterContacts(all, { search: 'correspondent', tier: 'all' })).toEqual([]);
    expect(names(filterContacts(all, { search: 'open', tier: 2 }))).toEqual([]);
  });
});

describe('contact sorting', () => {
  it('when sorted by default, then relevance runs highest first and unscored contacts come last', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'relevance', direction: 'desc' });
    expect(names(sortContacts(all, DEFAULT_SORT))).toEqual([
      'Ana Ruiz',
      'Ben Okafor',
      'Cara Hill',
      'Dev Patel',
      'Abe Unscored',
    ]);
  });

  it('when relevance is sorted ascending, then unscored contacts still come last', () => {
    expect(names(sortContacts(all, { key: 'relevance', direction: 'asc' }))).toEqual([
      'Dev Patel',
      'Cara Hill',
      'Ben Okafor',
      'Ana Ruiz',
      'Abe Unscored',
    ]);
  });

  it('when sorted by name, title or added date, then text ignores case, missing titles go last and ties use the name', () => {
    expect(names(sortContacts(all, { key: 'name', direction: 'asc' }))[0]).toBe('Abe Unscored');
    expect(names(sortContacts(all, { key: 'name', direction: 'desc' }))[0]).toBe('Dev Patel');
    expect(names(sortContacts(all, { key: 'title', direction: 'desc' })).at(-1)).toBe('Cara Hill');
    expect(names(sortContacts(all, { key: 'added', direction: 'desc' }))[0]).toBe('Abe Unscored');
    expect(names(sortContacts(all, { key: 'outlet', direction: 'desc' }))[0]).toBe('Ana Ruiz');
  });

  it('when a header is clicked, then the same column flips and a new one starts in its natural direction', () => {
    expect(nextSort(DEFAULT_SORT, 'relevance')).toEqual({ key: 'relevance', direction: 'asc' });
    expect(nextSort(DEFAULT_SORT, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'added')).toEqual({ key: 'added', direction: 'desc' });
  });
});

describe('areas of focus in the table', () => {
  it('when a contact has more than three areas, then three show and the rest count as "+n more"', () => {
    expect(focusPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'],
      hidden: ['d', 'e'],
      more: '+2 more',
    });
    expect(focusPreview(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], hidden: [], more: null });
  });
});
