import { describe, expect, it } from 'vitest';
import { buildFactSheet } from '../../text/fact-sheet';
import { evidenceOf } from './story-facts';

const sheet = buildFactSheet([
  {
    title: 'US raises tariffs on Chinese goods from 1 March',
    summary: 'The US Trade Representative said on Monday it would raise tariffs on about $180bn of Chinese imports from 1 March, to 25% on printed books.',
    outlet: 'Reuters',
    url: 'https://reuters.example/tariffs',
    author: null,
    publishedAt: new Date('2026-11-20T09:00:00Z'),
  },
  {
    title: 'Builders say steel tariffs already bite',
    summary: 'Contractors say tariffs on steel building products have added about 9% to bids since January, a survey of 1,300 firms found.',
    outlet: 'Construction Dive',
    url: 'https://constructiondive.example/steel',
    author: null,
    publishedAt: new Date('2026-11-20T12:00:00Z'),
  },
]);

describe('evidenceOf', () => {
  it('when the reports give a date ahead and a date they count from, then the idea stands on the one ahead', () => {
    const e = evidenceOf(sheet, 'Tidewater Books', 'Tidewater Books is an independent bookshop chain selling printed books.');
    expect(e.date).toBe('1 March');
    expect(e.dateSentence).toContain('from 1 March');
  });

  it("when a figure only a side report gives is in another trade's words, then it leads no idea; one in what happened does", () => {
    const books = evidenceOf(sheet, 'Tidewater Books', 'Tidewater Books is an independent bookshop chain selling printed books.');
    expect(books.figure?.text).not.toMatch(/9%|1,300 firms/);
    expect(sheet.happened).toContain(books.figure!.text);
  });
});
