import { describe, expect, it } from 'vitest';
import { EMPTY_FACT_SHEET } from '@newsjack/shared';
import { enforcePitchBody, MAX_PITCH_WORDS, midSentence } from './pitches';
import { wordCount } from './prose';

describe('a pitch cut to the word limit', () => {
  it("when the longest paragraph quotes a name with 'Co.' in it, then it is cut at a sentence's end, never inside the quotation", () => {
    const quote = 'In Saltbush Brewing Co.’s own words, “Saltbush Brewing Co. is an independent brewery in Adelaide’s inner west, brewing about 1.8 million litres a year with barley malted in the Barossa”.';
    const long = Array.from({ length: 8 }, (_, i) => `Sentence ${i + 1} of the story says something the journalist may find useful about excise and small brewers.`).join(' ');
    const body = ['Hi Priya,', `${long} ${quote}`, 'Would a short interview be useful?', 'Best regards,\nThe Saltbush Brewing Co. team'].join('\n\n');
    const cut = enforcePitchBody(body);
    expect(wordCount(cut)).toBeLessThanOrEqual(MAX_PITCH_WORDS);
    for (const paragraph of cut.split('\n\n')) expect((paragraph.match(/“/g) ?? []).length).toBe((paragraph.match(/”/g) ?? []).length);
    expect(cut).not.toMatch(/“Saltbush Brewing Co\.$/m);
  });

  it('when the longest paragraph is a list of key points, then whole lines are dropped and the list stays a list', () => {
    const points = ['Key points:', ...Array.from({ length: 30 }, (_, i) => `- Point ${i + 1} about the excise rise and what it changes for small brewers.`)].join('\n');
    const cut = enforcePitchBody(['Hi Priya,', 'One line.', points, 'Best regards,\nThe team'].join('\n\n'));
    expect(wordCount(cut)).toBeLessThanOrEqual(MAX_PITCH_WORDS);
    expect(cut).toMatch(/Key points:\n- Point 1 about/);
    expect(cut.split('\n').filter((l) => l.startsWith('- ')).every((l) => l.endsWith('small brewers.'))).toBe(true);
  });
});

describe('a report sentence continued mid-sentence', () => {
  const sheet = {
    ...EMPTY_FACT_SHEET,
    organisations: ['Charity Retail Association'],
    reports: [{ title: 'Clothing banks overflow', sentence: 'A spokesperson for the Charity Retail Association said shops were full.', outlet: 'The Sunday Register', url: 'https://sr.example/1', reporter: null, publishedAt: '2026-10-14T08:00:00.000Z' }],
  };

  it("when its first word opens a longer name elsewhere in the story ('Charity Retail Association'), then it is a common word and loses its capital", () => {
    expect(midSentence('Charity shops in Britain are sending more clothing to incineration.', sheet)).toBe('charity shops in Britain are sending more clothing to incineration.');
  });

  it('when the sentence opens on that name, then the name keeps its capitals', () => {
    expect(midSentence('Charity Retail Association members say shops are full.', sheet)).toBe('Charity Retail Association members say shops are full.');
  });
});
