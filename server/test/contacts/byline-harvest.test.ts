import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bylinePeople, isPersonName, nameKey, preferredName } from '../../src/discovery/sources/byline';
import { parseFeed } from '../../src/discovery/sources/rss';
import { harvestJournalists } from '../../src/modules/contacts/discovery/harvest';

/** Byline harvesting on the shapes real feeds print (fixtures in test/fixtures/contact-feeds). */
const fixture = (name: string) => readFileSync(path.join(__dirname, '../fixtures/contact-feeds', name), 'utf8');
const harvest = (file: string) => {
  const feed = parseFeed(fixture(file), { source: `rss:${file}`, now: new Date('2026-11-20T00:00:00Z') });
  return harvestJournalists(feed.items, feed.outlet ?? file);
};
const byName = (list: ReturnType<typeof harvest>, name: string) => list.find((j) => j.name === name);

describe('byline harvesting', () => {
  it('when a WordPress feed prints dc:creator, then each person is one journalist with their articles', () => {
    const found = harvest('wordpress-rss.xml');
    expect(found.map((j) => j.name)).toEqual(['Marisol Pereira', 'Tom Okafor']);
    expect(byName(found, 'Marisol Pereira')!.articles.map((a) => a.url)).toEqual([
      'https://harbourpost.example/2026/11/16/heat-pump-grants/',
      'https://harbourpost.example/2026/11/15/heat-pump-bookings/',
      'https://harbourpost.example/2026/11/14/container-backlog/',
    ]);
    const article = byName(found, 'Marisol Pereira')!.articles[0]!;
    expect(article).toEqual({
      title: 'Council approves heat pump grants for terraced homes',
      url: 'https://harbourpost.example/2026/11/16/heat-pump-grants/',
      publishedAt: '2026-11-16T08:30:00.000Z',
      summary: 'The council will fund heat pump installations for 400 terraced homes next year.',
    });
  });

  it("when bylines are wire services, the outlet's staff, an editorial team or a guest author, then nobody is made of them", () => {
    const names = harvest('wordpress-rss.xml').map((j) => j.name);
    for (const notAPerson of ['Reuters', 'Harbour Post Staff', 'Editorial Team', 'Guest Author'])
      expect(names).not.toContain(notAPerson);
    expect(harvest('several-authors.xml').map((j) => j.name)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Associated Press|PA Media|Staff|Bloomberg/)]),
    );
  });

  it("when a byline starts with 'By' or prints a title after the name, then the name is clean and the title kept", () => {
    const found = harvest('wordpress-rss.xml');
    expect(found.some((j) => /^by /i.test(j.name))).toBe(false);
    expect(byName(found, 'Tom Okafor')!.title).toBe('Senior Reporter');
    expect(byName(found, 'Marisol Pereira')!.title).toBeNull();
  });

  it('when the feed prints an address for a person, then only that person gets it, with the article it came with', () => {
    const found = harvest('wordpress-rss.xml');
    expect(byName(found, 'Marisol Pereira')).toMatchObject({
      email: 'marisol.pereira@harbourpost.example',
      emailSource: 'https://harbourpost.example/2026/11/15/heat-pump-bookings/',
    });
    // Tom's address came with an article both wrote: it is Tom's, never copied to Marisol or guessed for others.
    expect(byName(found, 'Tom Okafor')!.email).toBe('tom.okafor@harbourpost.example');
    const several = harvest('several-authors.xml');
    expect(several.every((j) => j.email === null && j.emailSource === null)).toBe(true);
  });

  it('when an Atom feed names authors in <author><name>, then they are journalists and an entry without one inherits no person', () => {
    const found = harvest('atom.xml');
    expect(found.map((j) => j.name)).toEqual(['Jonas Becker', 'Priya Raman']);
    expect(byName(found, 'Priya Raman')).toMatchObject({
      email: 'priya.raman@labnotes.example',
      emailSource: 'https://labnotes.example/2026/measles-vaccination-rates',
    });
    expect(byName(found, 'Jonas Becker')!.email).toBeNull();
    expect(byName(found, 'Jonas Becker')!.articles.map((a) => a.title)).toEqual([
      'School clinics offer catch-up measles vaccination',
      'Gene therapy costs worry hospital budgets',
    ]);
  });

  it("when several names share one field ('A, B & C', 'A and B'), then each is a journalist, and name variants merge", () => {
    const found = harvest('several-authors.xml');
    expect(found.map((j) => [j.name, j.articles.length])).toEqual([
      ['Dana K. Whitfield', 3],
      ['Ines Duarte', 2],
      ['Leo Marsh', 2],
    ]);
  });
});

describe('byline parts', () => {
  it('when a byline is split, then separators, prefixes and affiliations are handled', () => {
    expect(bylinePeople('By Dana Whitfield and Leo Marsh').map((p) => p.name)).toEqual(['Dana Whitfield', 'Leo Marsh']);
    expect(bylinePeople('A. Kim, B. Lee & C. Park').map((p) => p.name)).toEqual(['A. Kim', 'B. Lee', 'C. Park']);
    expect(bylinePeople('Ines Duarte | Reuters').map((p) => p.name)).toEqual(['Ines Duarte']);
    expect(bylinePeople('Reuters')).toEqual([]);
    expect(bylinePeople('Staff writer')).toEqual([]);
    expect(bylinePeople('The Verge staff', 'The Verge')).toEqual([]);
  });

  it('when a text is not shaped like a name, then it is not a person', () => {
    expect(isPersonName('Dana Whitfield')).toBe(true);
    expect(isPersonName('Madonna')).toBe(false);
    expect(isPersonName('news@example.com')).toBe(false);
    expect(isPersonName('Team 42')).toBe(false);
    expect(isPersonName('Harbour Post', 'Harbour Post')).toBe(false);
  });

  it('when variants of one name are keyed, then they share a key and the display keeps the fullest mixed-case form', () => {
    expect(
      new Set(['Dana K. Whitfield', 'Dana Whitfield', 'DANA WHITFIELD', 'Dr Dana Whitfield'].map(nameKey)),
    ).toEqual(new Set(['dana whitfield']));
    expect(nameKey('José Álvarez')).toBe(nameKey('Jose Alvarez'));
    expect(preferredName(['DANA WHITFIELD', 'Dana Whitfield', 'Dana K. Whitfield'])).toBe('Dana K. Whitfield');
    expect(preferredName(['JONAS BECKER'])).toBe('Jonas Becker');
  });
});
