import { EMPTY_FACT_SHEET, type FactSheet } from '@newsjack/shared';
import { describe, expect, it } from 'vitest';
import { describesSubject, linkStake, ownedSubjectThing, storyLink } from './story-link';
import { homeCounter } from './story-evidence';

const sheet = (happened: string, reports: Array<[outlet: string, sentence: string]>): FactSheet => ({
  ...EMPTY_FACT_SHEET,
  happened,
  happenedOutlet: 'Utility Week',
  reports: reports.map(([outlet, sentence], i) => ({
    outlet,
    sentence,
    title: `Report ${i}`,
    url: `https://news.example/${i}`,
    reporter: null,
    publishedAt: '2026-11-20T10:00:00.000Z',
  })),
});

const transit =
  'Wyvern Transit runs bus and tram services across the region. Since 2021 it has been converting its depots for battery-electric buses. Wyvern works with local councils on timetables.';
const grid = sheet('Ofgem has approved plans to replace the first come, first served grid queue.', [
  ['routeone', 'A survey found 23 depots in England waiting for a connection, covering about 1,100 zero-emission buses.'],
  ['The Times', 'Developers said the reform was running late and public confidence had fallen.'],
]);

describe('storyLink', () => {
  it('when a report and the profile write the same unusual words, then that pair of sentences is the link, with the outlet', () => {
    const link = storyLink(transit, 'Wyvern Transit', grid);
    expect(link).toEqual({
      own: 'Since 2021 it has been converting its depots for battery-electric buses.',
      story: 'A survey found 23 depots in England waiting for a connection, covering about 1,100 zero-emission buses.',
      outlet: 'routeone',
      shared: expect.arrayContaining(['depots', 'buses']),
    });
  });

  it("when only the company's history shares a word with the story (a founder's old job), then it is no link; a line of its work is", () => {
    const calder =
      'Calder Actuarial is an independent pensions consultancy in Edinburgh. It was founded in 2004 by Fiona Drummond, formerly chief actuary at a Scottish life insurer. Calder advises the trustees of more than 140 pension schemes.';
    const optOut = sheet('One in seven workers opted out in the first six months.', [
      ['Pensions Intelligence', 'Chief actuary Tom Byrne said the gap reflected the cost-of-living squeeze in Ireland.'],
    ]);
    expect(storyLink(calder, 'Calder Actuarial', optOut)?.own ?? null).toBeNull();
    const trustees = sheet('One in seven workers opted out of the new pension savings scheme.', [
      ['Pensions Intelligence', 'Actuaries said scheme trustees should expect more opt-outs in Ireland.'],
    ]);
    expect(storyLink(calder, 'Calder Actuarial', trustees)?.own).toBe('Calder advises the trustees of more than 140 pension schemes.');
  });

  it("when the profile line that meets the story leans on the one before ('Their son …'), then another line is the link", () => {
    const greenhouse =
      'Hvítá Greenhouses grows tomatoes under glass at Flúðir. Their son Bjarki, managing director since 2017, has added carbon dioxide enrichment to the greenhouses. Its tomatoes reach supermarkets across Iceland with carbon dioxide enrichment.';
    const shortage = sheet('Growers who enrich greenhouse air with carbon dioxide expect winter yields to fall.', [
      ['North Atlantic Post', 'Tomato growers who use carbon dioxide enrichment expect yields to fall by up to a quarter.'],
    ]);
    expect(storyLink(greenhouse, 'Hvítá Greenhouses', shortage)?.own).toBe('Its tomatoes reach supermarkets across Iceland with carbon dioxide enrichment.');
  });

  it('when the sentence that meets the company is too long to quote whole, then its first clauses are the link', () => {
    const leisure = 'Wrekin Leisure Trust is a registered charity. Its seven centres include nine swimming pools and the Wrekin Ice Arena.';
    const refrigerants = sheet('HFC quotas fell again.', [
      [
        'Trade Digest Australia',
        'Aquatic centres and swim schools that heat their pools with R-410A heat pumps are also paying more for repairs, said Tony Brandolini of the Refrigeration Mechanics Association of Australia, who warned that illegally imported gas was turning up in Sydney and Melbourne.',
      ],
    ]);
    const link = storyLink(leisure, 'Wrekin Leisure Trust', refrigerants, () => 0.5);
    expect(link?.own).toBe('Its seven centres include nine swimming pools and the Wrekin Ice Arena.');
    expect(link?.story).toBe(
      'Aquatic centres and swim schools that heat their pools with R-410A heat pumps are also paying more for repairs, said Tony Brandolini of the Refrigeration Mechanics Association of Australia.',
    );
  });

  it('when the only shared words are common ones or the company’s own name, then there is no link', () => {
    const profile = 'Tidewater runs public reading events. Tidewater is running a sale.';
    expect(storyLink(profile, 'Tidewater', grid)).toBeNull();
    const namesake = sheet('Wyvern Holdings reported a loss.', [['Reuters', 'Wyvern Holdings shares fell 4%.']]);
    expect(storyLink('Wyvern Transit runs buses in Worcestershire.', 'Wyvern Transit', namesake)).toBeNull();
  });

  it('when a word only looks alike after stemming, then it is no link: vining peas are not a vineyard’s vines', () => {
    const drought = sheet('The region is in drought.', [['Farmers Weekly', 'Vining pea crops could see yields fall by up to 30%.']]);
    expect(storyLink('The estate has 38 hectares of vines on chalk soils.', 'Chalkhollow Estate', drought, () => 1)).toBeNull();
  });

  it("when the line a company's story turns on is a report's other sentence, and the company's trade is a word of its name, then that line is the link", () => {
    const outage = { ...sheet('A faulty update crashed 7.1 million Windows PCs.', [['The Daily Meridian', 'Airports delayed 60 departures.']]) };
    outage.reports[0] = { ...outage.reports[0]!, sentences: ['Cafés, bakeries and pubs in Dublin reported card terminals frozen, and many took cash only.'] };
    const link = storyLink("Moylan's Bakery is a family-owned Irish bakery. It runs 31 bakery-cafés across Leinster.", "Moylan's Bakery", outage, () => 0.5);
    expect(link?.story).toBe('Cafés, bakeries and pubs in Dublin reported card terminals frozen, and many took cash only.');
    expect(link?.shared).toEqual(expect.arrayContaining(['cafés', 'bakeries']));
  });

  it("when a report from the company's country tells the story, then a sentence told only of another country is no link; when every report is from abroad, it still is", () => {
    const greenhouses = 'Hvita Greenhouses grows tomatoes and cucumbers in geothermal greenhouses in south Iceland, enriched with carbon dioxide.';
    const ownHome = homeCounter(greenhouses);
    const canada = ['Rec Facility Canada', 'A shutdown at an ethanol plant in Sarnia, one of two large sources of carbon dioxide for greenhouses in Canada, left growers short.'] as [string, string];
    const iceland = ['North Atlantic Post', "Iceland's only food-grade carbon dioxide plant will close for repairs in March, its owner said."] as [string, string];
    const both = sheet('Carbon dioxide supplies are short.', [canada, iceland]);
    expect(storyLink(greenhouses, 'Hvita Greenhouses', both, () => 0.5, homeCounter(greenhouses, both))?.outlet).toBe('North Atlantic Post');
    const abroad = sheet('Carbon dioxide supplies are short.', [canada]);
    expect(storyLink(greenhouses, 'Hvita Greenhouses', abroad, () => 0.5, ownHome)?.outlet).toBe('Rec Facility Canada');
    // A home report's word on a foreign supplier is the home's story.
    const swaps = 'Gatiswap runs battery-swap stations for electric scooters in Delhi and four other Indian cities.';
    const licences = sheet('China now requires export licences for battery materials.', [
      ['Asia Trade Monitor', 'China produces most of the world’s battery cathode material.'],
      ['EVolve India', 'Battery-swapping companies that buy packs for electric scooters say the Chinese licence rule could hold up orders in India.'],
    ]);
    expect(storyLink(swaps, 'Gatiswap', licences, () => 0.5, homeCounter(swaps, licences))?.outlet).toBe('EVolve India');
  });

  it('when there is no fact sheet (a topic typed by the user), then there is no link', () => {
    expect(storyLink(transit, 'Wyvern Transit', undefined)).toBeNull();
  });
});

describe('linkStake', () => {
  const link = (own: string, story: string, shared: string[]) => ({ own, story, outlet: 'Trade Digest', shared });

  it('when the company writes the shared noun with a word that classifies it, then that phrase is the stake', () => {
    expect(linkStake(link('Its seven centres include nine swimming pools and an ice arena.', 'Aquatic centres that heat their pools are paying more.', ['centres', 'pools']), 'refrigerant prices')).toBe('swimming pools');
    expect(linkStake(link('Since 2021 it has been converting its depots for electric buses.', 'A survey found 23 depots waiting, covering 1,100 zero-emission buses.', ['depots', 'buses']), 'the grid queue')).toBe('electric buses');
    // The coverage's own 'heat pumps' with the company's own adjective: what its side adds.
    expect(linkStake(link('Most of its pools are heated by electric heat pumps and rooftop solar.', 'Swim schools that heat their pools with R-410A heat pumps pay more.', ['heat', 'pumps', 'pools']), 'refrigerant prices')).toBe('electric heat pumps');
  });

  it('when the shared word is a verb, a unit, a place, part of the company’s own kind or the story’s own phrase, then there is no stake', () => {
    expect(linkStake(link('The charity funds equipment the NHS cannot pay for.', 'Trusts said the funds were not enough.', ['funds']), 'waiting lists')).toBeNull();
    expect(linkStake(link('It brews 1.8 million litres a year in Adelaide.', 'Excise rises to $2.50 a litre in Adelaide.', ['litre', 'adelaide']), 'beer excise')).toBeNull();
    expect(linkStake(link('Nephin Networks is an independent broadband provider.', 'Broadband provider outages hit Mayo.', ['broadband', 'provider']), 'storm outages')).toBeNull();
    expect(linkStake(link('Its rinks run on carbon dioxide systems.', 'Converting an arena to carbon dioxide costs $2m.', ['carbon', 'dioxide']), 'refrigerant prices')).toBeNull();
    // 'school' classifies 'holiday' here; the story's word is 'swim schools'.
    expect(linkStake(link('Its pools run a school holiday programme.', 'Swim schools that heat their pools pay more.', ['schools']), 'refrigerant prices')).toBeNull();
    // A plural its 'of' phrase explains says where, not what of the company's the story touches.
    expect(linkStake(link('It delivers parcels in the centres of Ghent, Antwerp and Brussels.', 'Deliveries in city centres will need permits.', ['centres']), 'e-bike duties')).toBeNull();
  });

  it("when the shared noun classifies a gerund's compound ('truck waiting times'), then it is no stake's head", () => {
    expect(linkStake(link('Its customers cut average truck waiting times by 40% in 2025.', 'Hauliers lost RM12 million in idle truck time.', ['truck']), 'the cyber incident')).toBeNull();
  });

  it("when a list of kinds shares the noun ('cocoa, maize and cashew farmers'), then the stake is the kind the coverage names, or none", () => {
    expect(linkStake(link('It serves 62,000 cocoa, maize and cashew farmers through 140 cooperatives.', 'Buyers still owe farmers for cocoa delivered in October.', ['farmers']), 'payment delays')).toBe('cocoa farmers');
    expect(linkStake(link('It serves 62,000 cocoa, maize and cashew farmers through 140 cooperatives.', 'Farmers in the north face a dry season.', ['farmers']), 'the dry season')).toBeNull();
  });

  it('when the phrase mostly repeats the story’s subject, then it is no stake', () => {
    expect(linkStake(link('Ledgerline gives merchants instant settlement of card payments.', 'Card payments take three days to settle.', ['payments']), 'card settlement for small merchants')).toBeNull();
  });
});

describe('ownedSubjectThing', () => {
  const glass =
    'Northcullet Glass Recovery was founded in 2004 with its first furnaces bought at auction. Its optical sorters remove ceramics down to 2 millimetres, and its trucks run daily loads to the three largest bottle plants in the Great Lakes region.';

  it("when the profile names as the company's own the thing the story is about, then that phrase is what it owns", () => {
    expect(ownedSubjectThing(glass, 'US English-proficiency checks on truck drivers')).toBe('trucks');
    expect(ownedSubjectThing('The bakery supplies 31 cafés. Its electric delivery vans leave at five.', 'delivery van charging costs')).toBe('electric delivery vans');
  });

  it('when the word is only in how the company began, or is no noun of its own, then nothing is owned', () => {
    expect(ownedSubjectThing(glass, 'furnace prices')).toBeNull();
    expect(ownedSubjectThing(glass, 'data breach at a payroll firm')).toBeNull();
    expect(ownedSubjectThing('Ledgerly sends invoices for merchants. Its customers include 400 cafés.', 'café closures')).toBeNull();
  });
});

describe('describesSubject', () => {
  it("when a line of what the company does names a word of the story's subject, then its description speaks to it; its founding does not", () => {
    const calder =
      'Calder Actuarial was founded in Edinburgh in 1994 by a former pensions clerk. Calder advises the trustees of more than 140 pension schemes and helps multinational employers review retirement plans.';
    expect(describesSubject(calder, 'higher pension contributions for foreign workers')).toBe(true);
    expect(describesSubject(calder, 'rent caps in Ireland')).toBe(false);
    expect(describesSubject('Stagebox sells tickets. It was founded in 2015 by a former heat pump engineer.', 'heat pump grants')).toBe(false);
  });
});
