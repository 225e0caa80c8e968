import { beforeAll, describe, expect, it } from 'vitest';
import { OfflineAiProvider } from '../../src/ai/offline/offline-provider';
import { testSemanticEngine } from '../helpers/semantic';
import { writingSetA } from '../fixtures/writing-pairs/set-a';
import { writingSetB } from '../fixtures/writing-pairs/set-b';
import { writingSetC } from '../fixtures/writing-pairs/set-c';
import { writingSetH } from '../fixtures/writing-pairs/set-h';
import { writingSetM } from '../fixtures/writing-pairs/set-m';
import { writingSetO } from '../fixtures/writing-pairs/set-o';
import { writeSet, type PairOutput } from './writing-quality.harness';
import type { WritingSet } from '../fixtures/writing-pairs/types';

/**
 * A pitch to a journalist who wrote one of the story's own reports: their report is the story, not an article the
 * story 'follows on' from, and their own lead told back to them is no news.
 */
const ai = new OfflineAiProvider(() => new Date('2026-11-20T12:00:00Z'), testSemanticEngine());
let out: PairOutput[] = [];
let outC: PairOutput[] = [];
let outH: PairOutput[] = [];
let outM: PairOutput[] = [];
let outO: PairOutput[] = [];
let outTally: PairOutput[] = [];
let outB: PairOutput[] = [];

/** The writing of a set's chosen pairs only: [company, trend, fit]. */
const writePairs = (set: WritingSet, pairs: Array<[company: string, trend: string, fit: 'strong' | 'partial']>) =>
  writeSet({ ...set, pairs: pairs.map(([company, trend, fit]) => ({ company, trend, fit })) }, ai);

beforeAll(async () => {
  out = await writePairs(writingSetA, [
    ['wyvern-transit', 'england-cold-snap-amber-alerts', 'strong'],
    ['wyvern-transit', 'immigration-white-paper-visa-thresholds', 'partial'],
  ]);
  outC = await writePairs(writingSetC, [
    ['carraig-payroll', 'voice-clone-scams-canada', 'partial'],
    ['saltbush-brewing', 'four-day-week-trial-results', 'partial'],
    ['carraig-payroll', 'paybridge-payroll-ransomware', 'strong'],
  ]);
  outH = await writePairs(writingSetH, [
    ['cobbleway', 'minimum-wage-rises-uk-ireland-us-australia', 'strong'],
    ['brightwell-linen', 'minimum-wage-rises-uk-ireland-us-australia', 'strong'],
  ]);
  outM = await writePairs(writingSetM, [['quebrada-alta', 'chile-spring-frosts-cut-2027-grape-harvest', 'strong']]);
  outTally = await writePairs(writingSetA, [['tallyforge', 'invoice-payment-diversion-fraud-rise', 'strong']]);
  outO = await writePairs(writingSetO, [['liftum-serwis', 'disability-day-libras-emergency-calls-poland-lifts', 'strong']]);
  outB = await writePairs(writingSetB, [
    ['tidewater-books', 'us-tariffs-chinese-imports-raised', 'strong'],
    ['sunward-schools-energy', 'gao-aging-school-buildings-report', 'strong'],
  ]);
}, 120_000);

const pitchTo = (trend: string, name: string) =>
  out.find((o) => o.trend === trend)!.pitches.find((p) => p.contact.name === name)!;

describe('a pitch to a reporter of the story', () => {
  it('when the journalist wrote the report the news is told from, then the pitch cites their report as the story and gives another outlet’s fact nearest the company', () => {
    const pitch = pitchTo('england-cold-snap-amber-alerts', 'Lucy Farrant');
    expect(pitch.ownReport).not.toBeNull();
    expect(pitch.body).toContain(`“${pitch.ownReport!.replace(/[.!?]+$/, '')}”`);
    expect(pitch.body).not.toMatch(/follows on from it|picks up where it left off/);
    expect(pitch.body).not.toContain('As BBC News reported');
    // The cold snap's bus routes, not its hospital wards: the company runs buses.
    expect(pitch.body).toMatch(/As the Birmingham Mail reported, dozens of bus routes/);
    // They are asked about their follow-up on the story, not about their beat at large.
    expect(pitch.body).toMatch(/useful for a follow-up on [^?]+\?/);
  });

  it('when the journalist wrote another outlet’s report of the story, then the news is the report nearest the company, attributed', () => {
    const pitch = pitchTo('england-cold-snap-amber-alerts', 'Fiona Quayle');
    expect(pitch.ownReport).not.toBeNull();
    expect(pitch.body).toContain('As the Birmingham Mail reported, dozens of bus routes');
  });

  it('when the journalist wrote the line nearest the company, then no other outlet’s fact that shares a word by chance is told to them', () => {
    const pitch = pitchTo('england-cold-snap-amber-alerts', 'Jason Pryor');
    expect(pitch.body).not.toMatch(/paediatric wards/i);
    expect(pitch.body).toContain('“Buses and trams cut back as snow hits the West Midlands”');
  });

  it('when an idea leads with a figure the story gives (a 32% rise), then the pitch offers the company’s view of the story in a sentence and leaves no empty paragraph', () => {
    const pitch = pitchTo('immigration-white-paper-visa-thresholds', 'Hannah Okafor');
    expect(pitch.body).toContain(
      'Wyvern Transit can give a public transport company’s view of Skilled Worker visa thresholds.',
    );
    expect(pitch.body).not.toMatch(/The angle I would suggest|“The 32% rise/);
    expect(pitch.body).not.toMatch(/\n\s*\n\s*\n/);
  });

  it('when no other outlet added a fact near the company, then the reporter is not told their own news back: the opener names their article and the pitch goes on to the company', () => {
    const pitch = outC[0]!.pitches.find((p) => p.contact.name === 'Arjun Mehta')!;
    expect(pitch.ownReport).not.toBeNull();
    expect(pitch.body).toContain(pitch.ownReport!);
    expect(pitch.body).not.toContain('As you reported');
    expect(pitch.body).not.toContain('the Canadian Anti-Fraud Centre reported $92.4 million');
    expect(pitch.body).not.toContain('As Dominion Tech Review reported');
    expect(pitch.body).not.toMatch(/\n\s*\n\s*\n/);
  });

  it("when the news opens with a count in words ('Nine South Australian employers …'), then it continues the sentence in lower case", () => {
    const pitches = outC.find((o) => o.company === 'saltbush-brewing')!.pitches;
    const told = pitches.map((p) => p.body).join('\n');
    expect(told).toMatch(/reported, nine South Australian employers/);
    expect(told).not.toMatch(/, Nine South/);
  });

  it("when the company's name ends in an abbreviation ('Saltbush Brewing Co.'), then no sentence ends in two stops", () => {
    const angles = outC.find((o) => o.company === 'saltbush-brewing')!.angles;
    for (const a of angles) expect([a.headline, a.angle, ...a.keyMessages].join(' ')).not.toMatch(/Co\.\./);
  });

  it('when the story is about work and the profile says whom the company employs, then the pitch offers a view as their employer', () => {
    const pitches = outC.find((o) => o.company === 'saltbush-brewing')!.pitches;
    for (const p of pitches)
      expect(p.body).toContain(
        'Saltbush Brewing Co. employs 64 people and can say what the four-day week trial means for an employer of its size.',
      );
  });

  it("when the story names a market the company serves, then the pitch offers a view for that market, not as the company's kind", () => {
    const named = outC
      .find((o) => o.trend === 'paybridge-payroll-ransomware')!
      .pitches.map((p) => p.body)
      .join('\n');
    // Its paragraph below names the market in full ('pays the staff of about 1,900 small and medium-sized employers'):
    // the offer names it by its head.
    expect(named).toContain('Carraig Payroll Services can explain what the ransomware attack on Paybridge means for the employers it works with.');
    expect(named).not.toContain('a payroll bureau’s view');
    // A story that names none of its markets (voice-clone scams on seniors) is still seen as its kind sees it.
    expect(outC[0]!.pitches[0]!.body).toContain('can give a payroll bureau’s view of');
  });

  it("when the company's paragraph names in full the market the offer works with, then the offer does not say it again", () => {
    const bodies = outB.find((o) => o.company === 'sunward-schools-energy')!.pitches.map((p) => p.body);
    expect(bodies.join('\n')).toContain('can explain what');
    for (const body of bodies) {
      const offer = /works with (.+?) and can explain/.exec(body);
      if (offer) expect(body.slice(offer.index + offer[0].length)).not.toContain(offer[1]);
    }
  });

  it("when the subject line names the company on the story, then the story's subject has the article a sentence gives it", () => {
    const subjects = outC.find((o) => o.company === 'saltbush-brewing')!.pitches.map((p) => p.subjectLine);
    expect(subjects).toContain('Saltbush Brewing Co. on the four-day week trial');
  });

  it("when the story is told from several countries, then a reporter of it is given no other outlet's fact from a country the company is not in, and a story in the company's own field is not offered as an employer's", () => {
    // A Texas scheduling-software firm, the US payroll reporter of a four-country minimum-wage round-up.
    const pitch = outH[0]!.pitches.find((p) => p.contact.name === 'Darnell Briggs')!;
    expect(pitch.ownReport).not.toBeNull();
    expect(pitch.body).not.toMatch(/Westminster Money Desk|Irish Evening Record|Coastal Business Australia/);
    // 'minimum wage' is a term it tracks: its 140 staff are not the story.
    expect(pitch.body).not.toMatch(/an employer of 140/);
  });

  it('when the journalist reported the story, then the subject line calls the pitch a follow-up on it; to a journalist who did not, it names the company on the story', () => {
    const pitches = outC.find((o) => o.company === 'saltbush-brewing' && o.trend === 'four-day-week-trial-results')!.pitches;
    const reporters = pitches.filter((p) => p.ownReport !== null);
    expect(reporters.map((p) => p.subjectLine)).toContain('Follow-up on the four-day week trial');
    for (const p of pitches.filter((p) => !p.reporter)) expect(p.subjectLine).toBe('Saltbush Brewing Co. on the four-day week trial');
  });

  it("when the idea's headline names the company's peers ('accounts payable software companies'), then no subject line takes them for the story", () => {
    const subjects = outTally[0]!.pitches.map((p) => p.subjectLine);
    expect(subjects.filter((s) => /software companies/.test(s))).toEqual([]);
    expect(subjects).toContain('Tallyforge on mandate fraud');
  });

  it("when the journalist told another country's side of the story, then the ask is for a piece on the story's subject, not on the first of their beats", () => {
    // Renata Albuquerque covers 'Human rights and disability' and 'Federal government'; she wrote Brazil's side.
    const pitch = outO[0]!.pitches.find((p) => p.contact.name === 'Renata Albuquerque')!;
    expect(pitch.body).toContain('told one country\'s side of this story');
    expect(pitch.body).toContain('be useful for a piece on accessibility measures on International Day of Persons with Disabilities?');
    expect(pitch.body).not.toMatch(/federal government/i);
  });

  it("when the journalist told one country's side and the story's lead for this company is their report, then it is not told back to them as news", () => {
    // Miriam at Publishers Weekly wrote the picture-book side of the China tariff story; a bookshop's lead is hers.
    const pitch = outB[0]!.pitches.find((p) => p.body.includes('for Publishers Weekly told one country\'s side'))!;
    expect(pitch).toBeDefined();
    expect(pitch.body).not.toContain('As Publishers Weekly reported');
    expect(pitch.body).toContain('be useful for a piece on');
  });

  it("when the subject line gives a figure of the story, then to a reporter of the story it is a figure of their own report, not another country's", () => {
    // A Bradford laundry, the reporter of the UK report in a four-country round-up led by Australia's figure.
    const pitch = outH
      .find((o) => o.company === 'brightwell-linen')!
      .pitches.find((p) => p.contact.name === 'Alistair Fenn')!;
    expect(pitch.ownReport).toBe('National Living Wage to rise 5.2% to £13.05 from April');
    expect(pitch.subjectLine).toBe('Minimum wage increases: £12.41 to £13.05');
  });
});

describe('a pitch from a company whose profile names its winemaker, to the reporter of a frost in its own valley', () => {
  const pitch = (name: string) => outM[0]!.pitches.find((p) => p.contact.name === name)!;

  it('when the other outlet’s report names the valley the company is in, then that report is told, without its long source clause', () => {
    const body = pitch('Harriet Lowe').body;
    expect(body).toContain('Diario del Valle has also reported that two nights of frost on October 11 and 12');
    expect(body).toContain('vineyards in the Colchagua and Maule valleys.');
    expect(body).not.toContain('according to a survey of 410 growers');
  });

  it('when the profile names the winemaker, then the offer and the ask name her, the ask by name alone', () => {
    const body = pitch('Harriet Lowe').body;
    expect(body).toContain('Daniela Pizarro, Viña Quebrada Alta’s winemaker, can give a winery’s view of spring frosts.');
    expect(body).toContain('Would a short interview with Daniela Pizarro be useful for a follow-up on spring frosts?');
  });
});

