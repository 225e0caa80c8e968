import { describe, expect, it } from 'vitest';
import { EMPTY_FACT_SHEET } from '@newsjack/shared';
import { enforcePitchBody, MAX_PITCH_WORDS } from './pitch-length';
import { nearestOwnLine } from './pitch-own-line';
import { linkNews, midSentence } from './pitches';
import { namedBefore } from './pitch-facts';
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

describe('a pitch cut to the word limit, news first', () => {
  // Paragraphs of four ten-word sentences: each shorter than the news, so the news is the longest paragraph.
  const filler = (n: number) => Array.from({ length: n }, (_, p) => Array.from({ length: 4 }, (_, i) => `Line ${p * 4 + i + 1} says what the company does for parents.`).join(' '));
  const news =
    "As the Sacramento Valley Post reported, California's governor on Monday signed AB 2290, which requires phone operating systems and app stores to send developers an age signal for each user from January 1, 2027, and bars apps used by children under 13 from storing voice recordings or listening histories without verified parental consent.";
  const pitch = (...middle: string[]) => ['Hi Rosa,', 'I read your report, and I have a follow-up.', news, ...middle, 'Would a short interview be useful?', 'Best regards,\nThe team'].join('\n\n');

  it('when the one-sentence news paragraph is the longest, then it ends at a clause join as a whole sentence, never with an ellipsis', () => {
    const body = pitch(...filler(3), 'Storyhush makes an audiobook app for children. It has 85 staff and a studio in Minneapolis, where its narrators record.');
    expect(wordCount(body)).toBeGreaterThan(MAX_PITCH_WORDS);
    const cut = enforcePitchBody(body);
    expect(wordCount(cut)).toBeLessThanOrEqual(MAX_PITCH_WORDS);
    expect(cut).not.toContain('…');
    expect(cut).toContain("California's governor on Monday signed AB 2290, which requires phone operating systems and app stores to send developers an age signal for each user from January 1, 2027.\n");
  });

  it('when a clause cut would keep less than half of the news, then the paragraph nearest the ask gives up a sentence instead', () => {
    const company =
      "Storyhush makes an audiobook app for children aged two to ten. Its library holds more than 4,200 titles, about 900 of them recorded with professional narrators in the company's own studio on Washington Avenue in Minneapolis, and it adds forty new stories to the app every month.";
    const body = pitch(...filler(3), company);
    const cut = enforcePitchBody(body);
    expect(wordCount(cut)).toBeLessThanOrEqual(MAX_PITCH_WORDS);
    expect(cut).toContain(news);
    expect(cut).toContain('Storyhush makes an audiobook app for children aged two to ten.');
    expect(cut).not.toContain('Its library holds');
  });
});

describe("the company's line that meets what a journalist is told", () => {
  const storyhush = {
    companyName: 'Storyhush',
    website: 'storyhush.example',
    industry: 'Children’s Audio & Apps',
    targetMarkets: ['Parents of children aged 2-10'],
    keyProducts: ['Storyhush app'],
    keywords: ['children’s audiobooks'],
    companyProfile:
      'Storyhush makes an audiobook and bedtime-story app for children aged two to ten. Meredith Halvorsen founded the company in Minneapolis in 2018. Its library holds more than 4,200 titles, about 900 of them recorded with professional narrators in its own studio. Around 310,000 families subscribe, and the company carries no advertising and never sells children’s data.',
  };

  it("when the story's subject is data rules for children, then the line about never selling children's data meets it", () => {
    const line = nearestOwnLine(storyhush, 'data rules for children', "California's governor signed AB 2290.", '', null, undefined);
    expect(line).toBe('Around 310,000 families subscribe, and the company carries no advertising and never sells children’s data.');
  });

  it("when the story is AI narration, then 'narration' meets the studio's 'narrators' as one stem", () => {
    expect(nearestOwnLine(storyhush, 'AI narration spreads', 'A survey of parents found 64% would not buy an AI-read audiobook.', '', null, undefined)).toMatch(/professional narrators/);
  });

  it('when a line shares only the news’s place and a passing word, then no line is chosen', () => {
    const tolka = { ...storyhush, companyName: 'Tolka Bikes', companyProfile: 'Tolka Bikes runs e-bike share schemes in Cork and Galway. The company employs 120 people in Cork, most of them battery-swap crews.' };
    expect(nearestOwnLine(tolka, 'Storm Tadhg', 'About 160,000 customers in Cork were cut off, with repair crews brought in.', '', null, undefined)).toBeNull();
  });

  it('when the line that meets the story is one clause of a long sentence, then that clause is chosen, said alone', () => {
    const tern = {
      ...storyhush,
      companyName: 'Tern Tiles',
      companyProfile:
        'Tern Tiles makes clay roof tiles in Somerset. Its kilns fire clay tiles at 1,150 degrees using biogas from two nearby dairy farms, its glazing line finishes 40,000 tiles a week, and it ships by rail to builders merchants in Wales, the Midlands and the West Country.',
    };
    expect(nearestOwnLine(tern, 'biogas prices', 'Biogas from farm digesters now costs 40% more than a year ago, producers said.', '', null, undefined)).toBe(
      'Its kilns fire clay tiles at 1,150 degrees using biogas from two nearby dairy farms.',
    );
  });

  it('when the pitch has said the line already, then it is not chosen again', () => {
    const said = 'Storyhush can speak to what data rules for children mean. Around 310,000 families subscribe, and the company carries no advertising and never sells children’s data.';
    expect(nearestOwnLine(storyhush, 'data rules for children', '', said, null, undefined)).not.toMatch(/never sells/);
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

  it("when it opens on a compound of a common word ('Fleet-tracking apps'), then the compound loses its capital; a place's keeps it", () => {
    expect(midSentence('Fleet-tracking apps used by coach operators also went offline.', sheet)).toBe('fleet-tracking apps used by coach operators also went offline.');
    expect(midSentence('Manchester-based payroll providers were hit.', sheet)).toBe('Manchester-based payroll providers were hit.');
  });
});

describe('the sentence where the story meets the company, after the news', () => {
  const news = 'As Grain Week reported, rain at harvest has cut the quality of bread wheat across the region.';
  const met = (story: string, outlet = 'Farm Post') => ({ link: { own: 'The mill buys wheat from 30 farms.', story, outlet, shared: ['mills'] }, stake: 'flour mills' });

  it('when another outlet reported where the story meets the company, then the pitch tells it after the news, quoted and attributed', () => {
    expect(linkNews(met('Several small flour mills have stopped buying local wheat until test results come back.'), news, 'Grain Week')).toBe(
      'The Farm Post also reports: “Several small flour mills have stopped buying local wheat until test results come back.”',
    );
  });

  it("when that sentence is the news again, leans on the one before, or is the journalist's own outlet's, then nothing is added", () => {
    expect(linkNews(met('Rain at harvest has cut the quality of bread wheat across the region.'), news, 'Grain Week')).toBeNull();
    expect(linkNews(met('Its members have stopped buying local wheat until test results come back.'), news, 'Grain Week')).toBeNull();
    expect(linkNews(met('Several small flour mills have stopped buying local wheat.'), news, 'Farm Post')).toBeNull();
    expect(linkNews({ ...met('Several small flour mills have stopped buying local wheat.'), stake: null }, news, 'Grain Week')).toBeNull();
  });
});

describe('a company sentence after one that named it', () => {
  it("when the sentence opens on the company's name, then it reads 'It …'; when the name goes on into another ('Sinaliza Vídeo'), then it stays as written", () => {
    expect(namedBefore('Skerrie Air is an Irish regional airline.', 'Skerrie Air')).toBe('It is an Irish regional airline.');
    expect(namedBefore('Sinaliza Vídeo connects deaf customers to banks.', 'Sinaliza')).toBe('Sinaliza Vídeo connects deaf customers to banks.');
  });
});
