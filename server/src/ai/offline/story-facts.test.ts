import { EMPTY_FACT_SHEET } from '@newsjack/shared';
import { describe, expect, it } from 'vitest';
import { buildFactSheet } from '../../text/fact-sheet';
import { agreeList, companyKindOf, storyFacts } from './story-facts';
import { evidenceOf, homeCounter } from './story-evidence';
import { isBackground, ownWordCounter, storyLead } from './story-lead';
import { testWordReading } from '../../../test/helpers/semantic';

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
  const cars = buildFactSheet([
    { title: 'Car delivery waits reach nine days', summary: 'Used-car buyers in Ohio now wait nine days for car delivery, up from five in the spring.', outlet: 'Heartland Business Daily', url: 'https://hbd.example/wait', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') },
    { title: 'Dealers raise delivery charges', summary: 'One dealer group said car delivery charges rose to $399 per vehicle this month.', outlet: 'Auto Retail Weekly', url: 'https://arw.example/charges', author: null, publishedAt: new Date('2026-11-20T10:00:00Z') },
    { title: 'Car-hauler rates climb', summary: 'Car-hauler rates on Midwest lanes rose 9% in a month as haulers lost drivers.', outlet: 'Freight Lane', url: 'https://fl.example/rates', author: null, publishedAt: new Date('2026-11-20T11:00:00Z') },
  ]);

  it("when several of the story's figures would lead as well, then the others are kept, each from another sentence, none the first told again", () => {
    const e = evidenceOf(cars, 'Lotwise', 'Lotwise sells used cars online and arranges car delivery through partner car haulers.');
    expect(e.figure).not.toBeNull();
    expect(e.moreFigures.length).toBeGreaterThan(0);
    const sentences = [e.figure!.sentence, ...e.moreFigures.map((f) => f.sentence)];
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('when the reports give a date ahead and a date they count from, then the idea stands on the one ahead', () => {
    const e = evidenceOf(sheet, 'Tidewater Books', 'Tidewater Books is an independent bookshop chain selling printed books.');
    expect(e.date).toBe('1 March');
    expect(e.dateSentence).toContain('from 1 March');
  });

  it("when a year ahead is read out of a part of it ('the first quarter of 2027'), then it is no date to work back from", () => {
    const power = buildFactSheet([
      { title: 'Power futures jump', summary: 'The baseload contract for the first quarter of 2027 closed at €88 per MWh on Thursday, up 31% in a month.', outlet: 'Nordic Energy Desk', url: 'https://ned.example/1', author: null, publishedAt: new Date('2026-11-20T08:00:00Z') },
    ]);
    expect(evidenceOf(power, 'Fjordline Ferries', 'Fjordline Ferries runs electric ferries.').date).toBeNull();
  });

  it('when the only year ahead is decades away, then it is no deadline to work back from', () => {
    const far = buildFactSheet([
      { title: 'Noise behind hearing loss', summary: 'Its report estimates that one in four people worldwide will have some hearing loss by 2050.', outlet: 'Global Health Desk', url: 'https://ghd.example/noise', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') },
    ]);
    expect(evidenceOf(far, 'Clearwave Hearing', 'Clearwave Hearing fits hearing aids.').date).toBeNull();
  });

  it("when a report's only year is its own ('in the first ten months of 2026'), then it is no deadline; a later year is", () => {
    const scams = buildFactSheet([
      { title: 'Voice-clone scams double', summary: 'The Canadian Anti-Fraud Centre reported $92.4 million in losses in the first ten months of 2026, and new rules take effect in 2027.', outlet: 'Dominion Tech Review', url: 'https://dtr.example/scams', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') },
    ]);
    expect(evidenceOf(scams, 'Carraig Payroll', 'Carraig Payroll pays staff.').date).toBe('2027');
    const past = buildFactSheet([
      { title: 'Voice-clone scams double', summary: 'The Canadian Anti-Fraud Centre reported $92.4 million in losses in the first ten months of 2026.', outlet: 'Dominion Tech Review', url: 'https://dtr.example/scams', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') },
    ]);
    expect(evidenceOf(past, 'Carraig Payroll', 'Carraig Payroll pays staff.').date).toBeNull();
  });

  it('when a day of the year is only when something happened ("began picking on 12 September"), then it is no deadline; a day the report looks forward to is', () => {
    const harvest = buildFactSheet([
      { title: 'English wine harvest starts early', summary: 'Several Sussex estates began picking Pinot Noir for sparkling wine on 12 September, two weeks earlier than usual.', outlet: 'Decanter Daily', url: 'https://dd.example/harvest', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') },
    ]);
    expect(evidenceOf(harvest, 'Chalkhollow Estate', 'Chalkhollow Estate makes sparkling wine.').date).toBeNull();
    const ban = buildFactSheet([
      { title: 'Hosepipe ban for Cambridgeshire', summary: 'Anglian Water will bring in a hosepipe ban from 18 July covering 1.4 million homes in Cambridgeshire.', outlet: 'BBC News', url: 'https://bbc.example/ban', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') },
    ]);
    expect(evidenceOf(ban, 'Chalkhollow Estate', 'Chalkhollow Estate makes sparkling wine.').date).toBe('18 July');
  });

  it("when 'by' counts a change ('fell by 30% on 1 January'), then the date is no deadline; 'by' before a date is one", () => {
    const quota = (summary: string) =>
      buildFactSheet([{ title: 'Refrigerant quota cut', summary, outlet: 'Trade Digest', url: 'https://td.example/q', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') }]);
    const own = 'Coolbay installs heat pumps in Australia.';
    expect(evidenceOf(quota("Australia's HFC import quota fell by 30% on 1 January under the phase-down."), 'Coolbay', own).date).toBeNull();
    expect(evidenceOf(quota('Importers must cut HFC use by 1 April, the department said.'), 'Coolbay', own).date).toBe('1 April');
  });

  it("when a date ends the period a figure counts ('in the twelve months to 30 September, up from 101'), then it is no deadline", () => {
    const drownings = (summary: string) =>
      buildFactSheet([{ title: 'Drownings rise', summary, outlet: 'The Liffey Post', url: 'https://lp.example/d', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') }]);
    const own = 'Wrekin Leisure Trust runs public pools in Ireland.';
    expect(evidenceOf(drownings('The council recorded 124 drownings in the twelve months to 30 September, up from 101 a year earlier.'), 'Wrekin Leisure Trust', own).date).toBeNull();
    expect(evidenceOf(drownings('Pool operators must add lifeguards from 30 September, the council said.'), 'Wrekin Leisure Trust', own).date).toBe('30 September');
  });

  it("when a date is where a change started ('costs $4,200, up from $2,900 in September'), then it is no deadline", () => {
    const rates = (summary: string) =>
      buildFactSheet([{ title: 'Box rates rise', summary, outlet: 'Shipping Daily', url: 'https://sd.example/r', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') }]);
    const own = 'Pranvayu exports air purifiers to distributors in the UAE.';
    expect(evidenceOf(rates('Shipping a container from Tema to Antwerp now costs about $4,200, up from $2,900 in September, the authority said.'), 'Pranvayu', own).date).toBeNull();
    expect(evidenceOf(rates('The premium fell from 12% compared with last October.'), 'Pranvayu', own).date).toBeNull();
    expect(evidenceOf(rates('Carriers will add a peak-season surcharge from 1 December, the authority said.'), 'Pranvayu', own).date).toBe('1 December');
  });

  it("when a date is what something is compared with ('dearer than in August'), then it is no deadline, though the sentence looks ahead elsewhere", () => {
    const gas = buildFactSheet([
      { title: 'Business energy quotes climb', summary: 'Brokers said one-year contracts quoted this week were 38% dearer than in August, and prices will stay high through the winter.', outlet: 'Energy Desk', url: 'https://ed.example/gas', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') },
    ]);
    expect(evidenceOf(gas, 'Bright Laundry', 'Bright Laundry runs gas-fired laundries.').date).toBeNull();
  });

  it("when a figure only a side report gives is in another trade's words, then it leads no idea; one in what happened does", () => {
    const books = evidenceOf(sheet, 'Tidewater Books', 'Tidewater Books is an independent bookshop chain selling printed books.');
    expect(books.figure?.text).not.toMatch(/9%|1,300 firms/);
    expect(sheet.happened).toContain(books.figure!.text);
  });

  it("when the figure's clause shares none of the company's words but a place, then it is not near the company; one in its trade is", () => {
    const outage = buildFactSheet([
      {
        title: 'Update glitch freezes computers worldwide',
        summary: 'Hospitals in Leeds could not open records on Monday morning, while Leeds Bradford Airport delayed 45 flights.',
        outlet: 'Northern Post',
        url: 'https://np.example/glitch',
        author: null,
        publishedAt: new Date('2026-11-20T09:00:00Z'),
      },
      {
        title: 'Glitch hits shops',
        summary: 'Florists across Leeds said card readers froze and 30 wedding orders had to be taken by phone.',
        outlet: 'Yorkshire Wire',
        url: 'https://yw.example/shops',
        author: null,
        publishedAt: new Date('2026-11-20T10:00:00Z'),
      },
    ]);
    const own = 'Petal & Stem is a florist in Leeds that arranges wedding flowers and delivers bouquets every morning.';
    const e = evidenceOf(outage, 'Petal & Stem', own);
    if (e.figure?.raw.includes('45')) expect(e.figure.near).toBe(false);
    if (e.figure?.raw.includes('30')) expect(e.figure.near).toBe(true);
    expect(e.figure).not.toBeNull();
  });

  it("when the figure's clause shares only a word of quantity with the company ('million'), then it is not near the company", () => {
    const port = buildFactSheet([
      {
        title: 'Port outage strands hauliers',
        summary: 'The hauliers association said its 260 member companies lost an estimated RM12 million in idle truck time during the outage.',
        outlet: 'Port Wire',
        url: 'https://pw.example/outage',
        author: null,
        publishedAt: new Date('2026-11-20T09:00:00Z'),
      },
    ]);
    const own = 'Viña Quebrada Alta is a family-owned winery that makes about 1.1 million bottles of wine.';
    expect(evidenceOf(port, 'Viña Quebrada Alta', own).figure?.near).toBe(false);
  });
});

describe('the news as told to one company', () => {
  const oil = buildFactSheet([
    { title: 'Diesel heads for A$2.20 as oil rallies', summary: 'The average diesel price in Adelaide and Melbourne is expected to reach A$2.20 a litre before Christmas, the Australian Institute of Petroleum said.', outlet: 'Southern Cross Financial', url: 'https://scf.example/diesel', author: null, publishedAt: new Date('2026-11-20T08:00:00Z') },
    { title: 'Oil jumps as OPEC+ extends cuts', summary: 'The average diesel price in Adelaide and Melbourne is expected to reach A$2.20 a litre before Christmas, analysts said.', outlet: 'Atlantic Wire', url: 'https://aw.example/oil', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') },
    { title: 'Regional airlines weigh surcharges', summary: 'Regional airlines flying turboprops from Dublin and Belfast are weighing fuel surcharges of €8 a sector for January.', outlet: 'Aviation Intelligence', url: 'https://ai.example/fuel', author: null, publishedAt: new Date('2026-11-20T10:00:00Z') },
  ]);

  it("when what happened shares nothing with the company's words and another report plainly does, then that report's sentence is the news, with its outlet", () => {
    const lead = storyLead(oil, ownWordCounter('Skerrie Air is an Irish regional airline flying turboprops from Dublin and Belfast.'));
    expect(lead.outlet).toBe('Aviation Intelligence');
    expect(lead.sentence).toMatch(/^Regional airlines flying turboprops/);
  });

  it('when no report is nearer the company than what happened, then what happened is the news', () => {
    const lead = storyLead(oil, ownWordCounter('Harvest Haulage runs diesel lorries across South Australia.'));
    expect(lead.sentence).toBe(oil.happened);
  });

  it("when what happened is another country's news and a report gives the company's own country, then that report is the news", () => {
    const withCanada = buildFactSheet([
      ...oil.reports.slice(0, 2).map((r, i) => ({ title: r.title, summary: r.sentence, outlet: r.outlet, url: `https://x.example/${i}`, author: null, publishedAt: new Date('2026-11-20T08:00:00Z') })),
      { title: 'Pump prices jump', summary: 'Canadian pump prices jumped 9 cents overnight to an average of C$1.68 a litre.', outlet: 'Maritime Daily', url: 'https://md.example/pumps', author: null, publishedAt: new Date('2026-11-20T10:00:00Z') },
    ]);
    const own = 'Harbourview Home Care helps older people live safely at home in Halifax, Dartmouth and the South Shore of Nova Scotia.';
    expect(storyLead(withCanada, ownWordCounter(own), homeCounter(own)).outlet).toBe('Maritime Daily');
    // Without its home read, the same words keep what happened.
    expect(storyLead(withCanada, ownWordCounter(own)).sentence).toBe(withCanada.happened);
  });

  it("when a round-up's reports each tell one country and their sentences name none, then the company's own country's figure and date are its ideas'", () => {
    const roundUp = buildFactSheet([
      { title: 'Unions seek 5% rise in Australia', summary: 'The union council asked the tribunal to lift the hourly minimum from $24.95 to $26.07 in this year’s review.', outlet: 'Sydney Business Wire', url: 'https://sbw.example/1', author: null, publishedAt: new Date('2026-11-20T08:00:00Z') },
      { title: 'Irish minimum wage to rise to €14.95', summary: 'Cabinet approved a rise in the hourly minimum from 1 January, taking it to €14.95 an hour.', outlet: 'Dublin Evening Record', url: 'https://der.example/1', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') },
      { title: 'National Living Wage to rise to £13.05', summary: 'The chancellor accepted the pay advisers’ advice, lifting the hourly rate from £12.41 to £13.05 on 1 April.', outlet: 'Westminster Desk', url: 'https://wd.example/1', author: null, publishedAt: new Date('2026-11-20T10:00:00Z') },
    ]);
    const laundry = evidenceOf(roundUp, 'Pennine Linen', 'Pennine Linen is a commercial laundry in Bradford, Yorkshire, paying the hourly minimum to 400 staff.');
    expect(laundry.figure?.raw).toBe('£12.41 to £13.05');
    expect(laundry.date).toBe('1 April');
    // Where a company is comes before where it sells.
    const cider = evidenceOf(roundUp, 'Suir Orchard', 'Suir Orchard is a cider maker in Co. Tipperary, Ireland, paying the hourly minimum to 48 staff; it exports to the UK.');
    expect(cider.date).toBe('1 January');
    expect(cider.figure?.raw).not.toBe('$24.95 to $26.07');
  });

  it("when what happened is news of the company's part of the world, then a line of its own words from abroad does not displace it", () => {
    const elNino = buildFactSheet([
      { title: 'El Niño declared', summary: 'The World Meteorological Organization said on Tuesday that El Niño conditions had developed, and that East Africa was likely to see heavier rain later in the year.', outlet: 'Global Climate Desk', url: 'https://gcd.example/1', author: null, publishedAt: new Date('2026-11-20T08:00:00Z') },
      { title: 'El Niño is here, WMO says', summary: 'The World Meteorological Organization said El Niño conditions had developed in the tropical Pacific.', outlet: 'Wire Two', url: 'https://w2.example/1', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') },
      { title: 'Central Highlands told to prepare for a dry season', summary: 'Officials in Dak Lak asked farmers to stagger irrigation and repair ponds as Vietnam braces for a late rainy season.', outlet: 'Vietnam Agri Review', url: 'https://var.example/1', author: null, publishedAt: new Date('2026-11-20T10:00:00Z') },
    ]);
    const own = 'JuaShamba Irrigation sells solar water pumps, farm ponds and drip irrigation kits to smallholder farmers in Kenya.';
    expect(storyLead(elNino, ownWordCounter(own), homeCounter(own, elNino)).sentence).toBe(elNino.happened);
  });

  it('when what happened names no country, then a report from the company’s own country does not displace it', () => {
    const own = 'Harvest Haulage runs diesel lorries across South Australia.';
    const neutral = buildFactSheet([
      { title: 'Oil jumps', summary: 'Brent crude rose 6% after OPEC+ extended its output cuts into next year.', outlet: 'Atlantic Wire', url: 'https://aw.example/1', author: null, publishedAt: new Date('2026-11-20T08:00:00Z') },
      { title: 'Oil rises', summary: 'Brent crude rose 6% after OPEC+ extended output cuts, traders said.', outlet: 'Wire Two', url: 'https://w2.example/1', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') },
      { title: 'Diesel in Adelaide', summary: 'Diesel in Adelaide is expected to reach A$2.20 a litre, Australian analysts said.', outlet: 'Southern Cross Financial', url: 'https://scf.example/1', author: null, publishedAt: new Date('2026-11-20T10:00:00Z') },
    ]);
    expect(storyLead(neutral, ownWordCounter(own), homeCounter(own)).sentence).toBe(neutral.happened);
  });

  it('when a figure or a date comes only from a country the company does not work in, then no idea stands on it', () => {
    const elNino = buildFactSheet([
      { title: 'El Niño is here', summary: "Sea temperatures in the central Pacific ran above average, and India's weather office has trimmed its monsoon forecast to 94% of the long-period average.", outlet: 'Climate Signal', url: 'https://cs.example/1', author: null, publishedAt: new Date('2026-11-20T08:00:00Z') },
      { title: 'Dry summer ahead', summary: 'The South African Weather Service expects below-normal rainfall over Limpopo from November.', outlet: 'Agri Daily SA', url: 'https://ads.example/1', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') },
      { title: 'What El Niño means for New Zealand', summary: 'Forecasters at Earth Sciences New Zealand expect a higher risk of drought in the east, from Hawke’s Bay to Otago.', outlet: 'The Otago Standard', url: 'https://os.example/1', author: null, publishedAt: new Date('2026-11-20T10:00:00Z') },
    ]);
    const own = 'Riverstone Metering builds smart water meters in Christchurch for councils in New Zealand and Australia.';
    const e = evidenceOf(elNino, 'Riverstone Metering', own);
    expect(e.figure).toBeNull();
    expect(e.date).toBeNull();
    // A company at home in South Africa is given both.
    const local = evidenceOf(elNino, 'Olifants Citrus', 'Olifants Citrus grows oranges in Limpopo, South Africa.');
    expect(local.date).toBe('November');
  });
});

describe('a second voice in the coverage', () => {
  const dental = buildFactSheet([
    {
      title: 'Government scraps UDA dental contract',
      summary: 'The Department of Health will replace the units of dental activity system with a contract that pays practices for each registered patient from April 2028.',
      outlet: 'Northern Courier',
      url: 'https://courier.example/uda',
      author: null,
      publishedAt: new Date('2026-11-20T09:00:00Z'),
    },
    {
      title: 'Dentists give cautious welcome to end of UDAs',
      summary: 'The British Dental Association said the end of the target system was long overdue but that the funding would not reverse a decade of cuts.',
      outlet: 'Practice Dentistry',
      url: 'https://practice.example/bda',
      author: null,
      publishedAt: new Date('2026-11-20T11:00:00Z'),
    },
  ]);

  it("when another report gives a named body's reaction, then the evidence carries it with its speaker as a sentence reads it", () => {
    const e = evidenceOf(dental, 'Brightmolar Dental', 'Brightmolar Dental runs family dental practices.');
    expect(e.voice).toEqual({ sentence: expect.stringMatching(/^The British Dental Association said/), source: 'Practice Dentistry', speaker: 'the British Dental Association' });
  });

  it('when no report quotes a named body beyond what happened, then there is no second voice', () => {
    expect(evidenceOf(sheet, 'Tidewater Books', 'Tidewater Books sells printed books.').voice).toBeNull();
  });

  it('when a named body only reports a fact (it said flights had been cancelled), then it is no voice to answer', () => {
    const storm = buildFactSheet([
      { title: 'Red warning as storm brings 140km/h gusts', summary: 'Met Éireann issued a red warning for Galway and Mayo as Storm Fionnuala brought gusts of 140km/h to the west coast.', outlet: 'Connacht Examiner', url: 'https://ce.example/storm', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') },
      { title: 'Flights cancelled across Ireland and Scotland', summary: 'Dublin Airport said 188 arrivals and departures had been cancelled on Saturday, with a further 70 at Edinburgh and Glasgow.', outlet: 'Atlantic Wire', url: 'https://aw.example/flights', author: null, publishedAt: new Date('2026-11-20T11:00:00Z') },
    ]);
    expect(evidenceOf(storm, 'Carraig Payroll Services', 'Carraig Payroll Services pays the staff of small employers.').voice).toBeNull();
  });

  it("when the only named body's reaction is from another country than the company's, then there is no second voice for it", () => {
    const wages = buildFactSheet([
      { title: 'Ontario minimum wage to rise to $17.95', summary: "Ontario's general minimum wage will rise to $17.95 an hour on Oct. 1, the province said.", outlet: 'Golden Horseshoe Gazette', url: 'https://ghg.example/wage', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') },
      { title: 'South Africa lifts national minimum wage', summary: "The Department of Employment and Labour said the national minimum wage will rise 4.1% to R29.97 an hour from 1 March, in line with the commission's advice.", outlet: 'Highveld Herald', url: 'https://hh.example/wage', author: null, publishedAt: new Date('2026-11-20T11:00:00Z') },
    ]);
    expect(evidenceOf(wages, 'Northcullet Glass Recovery', 'Northcullet Glass Recovery runs glass processing plants in Hamilton, Ontario, Canada.').voice).toBeNull();
  });
});

describe('the bridge between the story and the company', () => {
  const company = {
    companyName: 'Quillmark Press',
    website: 'quillmark.example',
    companyProfile: 'Quillmark Press publishes poetry and literary fiction by new writers from its studio in Bristol.',
    industry: 'Publishing',
    targetMarkets: ['Readers'],
    keyProducts: [] as string[],
    keywords: ['poetry'],
  };
  const input = (level: 'strong' | 'partial') => ({
    company,
    topic: 'US raises tariffs on Chinese goods from 1 March',
    targetAudience: 'Readers',
    context: '',
    contentTypes: ['blog-post' as const],
    mode: 'quick' as const,
    trend: { title: 'US raises tariffs on Chinese goods from 1 March', description: sheet.happened ?? '', category: 'business', relatedKeywords: ['tariffs'], sourceUrls: [], trendingReason: '', factSheet: sheet },
    fit: { level, relevanceScore: level === 'strong' ? 0.7 : 0.4, matchedKeywords: [] },
  });

  it('when relevance reads the story as a strong fit though no word of the company meets it, then the bridge agrees instead of saying nothing speaks to it', () => {
    expect(storyFacts(input('strong')).bridge).toMatch(/sit close to Quillmark Press’s work, and they matter to readers/);
  });

  const DIESEL = 'Diesel prices jump 9% in a month';
  const diesel = buildFactSheet([
    { title: DIESEL, summary: 'Pump prices for diesel rose 9% in October, the AA said, the steepest monthly rise since 2022.', outlet: 'Irish Motoring Desk', url: 'https://imd.example/diesel', author: null, publishedAt: new Date('2026-11-18T08:00:00Z') },
  ]);
  /** The diesel story as one company's ideas read it, written for its first market. */
  const onDiesel = (about: typeof company, fit: { level: 'strong' | 'partial'; relevanceScore: number; matchedKeywords: string[] }) => ({
    company: about,
    topic: DIESEL,
    targetAudience: about.targetMarkets[0]!,
    context: '',
    contentTypes: ['blog-post' as const],
    mode: 'quick' as const,
    trend: { title: DIESEL, description: diesel.happened ?? '', category: 'business', relatedKeywords: ['diesel prices'], sourceUrls: [], trendingReason: '', factSheet: diesel },
    fit,
  });

  it("when the company's description names the story's subject as its own, then the partial bridge says that instead of 'nothing speaks to it'", () => {
    const f = storyFacts(
      onDiesel(
        { companyName: 'Moylan’s Bakery', website: 'moylans.example', companyProfile: 'Moylan’s Bakery supplies 31 cafés each morning. Its delivery vans run on diesel.', industry: 'Bakery', targetMarkets: ['Shoppers in Irish towns'], keyProducts: [], keywords: ['sourdough'] },
        { level: 'partial', relevanceScore: 0.4, matchedKeywords: [] },
      ),
    );
    expect(f.owned).toBe('delivery vans');
    expect(f.bridge).toMatch(/^The jump in diesel prices touches Moylan’s Bakery through .+, and through its own delivery vans\.$/);
  });

  it("when a product is listed as a heading of common words ('Door-to-door school transport'), then ideas write it in lower case, and a name keeps its capital", () => {
    const celeste = {
      companyName: 'Celeste Buses',
      website: 'celeste.example',
      companyProfile: 'Celeste Buses takes 9,800 pupils to school each day on diesel and electric buses. Parents follow each bus in the Ruta app.',
      industry: 'School transport',
      targetMarkets: ['Schools and families'],
      keyProducts: ['Door-to-door school transport', 'Ruta parent app'],
      keywords: ['school transport', 'diesel'],
    };
    const f = storyFacts(onDiesel(celeste, { level: 'strong', relevanceScore: 0.7, matchedKeywords: ['diesel'] }));
    expect(f.products).toEqual(['door-to-door school transport', 'Ruta parent app']);
  });

  it('when a partial fit reaches the company only through a keyword and nothing it says of itself names the story, then no product is offered', () => {
    const ruta = {
      companyName: 'Ruta Kids',
      website: 'rutakids.example',
      companyProfile: 'Ruta Kids makes a parent app that shows where a school bus is. Schools send notices through it.',
      industry: 'School transport software',
      targetMarkets: ['Schools and families'],
      keyProducts: ['Ruta parent app'],
      keywords: ['school transport', 'diesel'],
    };
    expect(storyFacts(onDiesel(ruta, { level: 'partial', relevanceScore: 0.4, matchedKeywords: ['diesel'] })).products).toEqual([]);
    expect(storyFacts(onDiesel(ruta, { level: 'strong', relevanceScore: 0.7, matchedKeywords: ['diesel'] })).products).toEqual(['Ruta parent app']);
  });

  it("when a line of the company's work names the story's subject but no coverage sentence meets it, then the bridge claims nothing either way", () => {
    const epf = buildFactSheet([
      { title: 'Malaysia raises pension contributions for foreign workers', summary: 'Employers will pay 4% of wages into the EPF for migrant staff from July 2027.', outlet: 'Klang Valley Times', url: 'https://kvt.example/epf', author: null, publishedAt: new Date('2026-11-18T08:00:00Z') },
    ]);
    const title = 'Malaysia raises pension contributions for foreign workers';
    const f = storyFacts({
      company: { companyName: 'Calder Actuarial', website: 'calder.example', companyProfile: 'Calder Actuarial advises the trustees of more than 140 pension schemes across the UK.', industry: 'Actuarial consultancy', targetMarkets: ['Multinational employers'], keyProducts: [], keywords: ['pension schemes'] },
      topic: title,
      targetAudience: 'Multinational employers',
      context: '',
      contentTypes: ['blog-post' as const],
      mode: 'quick' as const,
      trend: { title, description: epf.happened ?? '', category: 'business', relatedKeywords: [], sourceUrls: [], trendingReason: '', factSheet: epf },
      fit: { level: 'partial' as const, relevanceScore: 0.4, matchedKeywords: [] },
    });
    expect(f.link).toBeNull();
    expect(f.bridge).toMatch(/^.+ touch(?:es)? Calder Actuarial through multinational employers, the customers it serves\.$/);
  });

  it('when the fit is partial and nothing of the company meets the story, then the bridge says so', () => {
    expect(storyFacts(input('partial')).bridge).toMatch(/^Tariffs on Chinese goods touch Quillmark Press through readers, the customers it serves; nothing in its own description speaks to them\.$/);
  });
});

describe('the stake where the story meets the company', () => {
  type Company = Parameters<typeof storyFacts>[0]['company'];
  /** The facts of a strong-fit blog idea on a one-report story: its lead sentence and any other sentences of it. */
  const factsOn = (company: Company, title: string, lead: string, more: string[] = [], category = 'technology') => {
    const sheet = {
      ...EMPTY_FACT_SHEET,
      happened: lead,
      happenedOutlet: 'The Daily Meridian',
      reports: [{ title, outlet: 'The Daily Meridian', url: 'https://dm.example/1', reporter: null, publishedAt: '2026-10-14T08:00:00.000Z', sentence: lead, sentences: more }],
    };
    return storyFacts({
      company,
      topic: title,
      targetAudience: company.targetMarkets[0]!,
      context: '',
      contentTypes: ['blog-post' as const],
      mode: 'quick' as const,
      trend: { title, description: lead, category, relatedKeywords: [], sourceUrls: [], trendingReason: '', factSheet: sheet },
      fit: { level: 'strong' as const, relevanceScore: 0.7, matchedKeywords: [] },
    });
  };

  it("when the company tracks a one-word term the coverage writes in another form ('bakery', 'bakeries'), then the stake is the coverage's word", () => {
    const f = factsOn(
      { companyName: "Moylan's Bakery", website: 'moylans.example', companyProfile: "Moylan's Bakery is a family-owned Irish bakery. It runs 31 bakery-cafés across Leinster.", industry: 'Bakery and café chain', targetMarkets: ['Shoppers in Irish towns'], keyProducts: [], keywords: ['bakery', 'flour prices'] },
      'Faulty security update crashes Windows PCs worldwide',
      'A faulty update crashed 7.1 million Windows PCs on Friday.',
      ['Cafés, bakeries and pubs in Dublin reported card terminals frozen, and many took cash only.'],
    );
    expect(f.link?.story).toMatch(/^Cafés, bakeries and pubs/);
    expect(f.stake).toBe('bakeries');
  });

  it("when the stake is a one-word name the company tracks ('Shopify'), then it keeps its capital", () => {
    const f = factsOn(
      { companyName: 'Cartwell', website: 'cartwell.example', companyProfile: 'Cartwell builds checkout apps for Shopify merchants selling furniture.', industry: 'E-commerce software', targetMarkets: ['Furniture retailers'], keyProducts: [], keywords: ['Shopify', 'checkout'] },
      'Payment outage hits online shops',
      'Thousands of Shopify merchants could not take card payments at checkout for six hours on Tuesday.',
    );
    expect(f.stake).toBe('Shopify');
  });

  it('when the company tracks a county it names as where its customers live and the link meets it, then that county is no stake', () => {
    const f = factsOn(
      { companyName: 'Skjervik Ferjer', website: 'skjervik.example', companyProfile: 'Skjervik Ferjer runs the car ferries of Vestbrekka county between its islands.', industry: 'Ferry operator', targetMarkets: ['Island residents in Vestbrekka', 'Commuters'], keyProducts: [], keywords: ['Vestbrekka', 'electric ferries'] },
      'Hospital systems fail in global outage',
      'Vestbrekka car ferries and hospitals worked on paper until the afternoon after the faulty update.',
    );
    expect(f.stake ?? '').not.toMatch(/vestbrekka/i);
  });

  it('when the company tracks a town the gazetteer lacks and the link meets it, then that town is no stake', () => {
    const f = factsOn(
      { companyName: 'Tarakhali Dyeworks', website: 'tarakhali.example', companyProfile: 'Tarakhali Dyeworks is a dye house in Kaliakair that dyes cotton jersey for knitwear factories.', industry: 'Textile dyeing', targetMarkets: ['Export garment makers'], keyProducts: [], keywords: ['Kaliakair', 'reactive dyes'] },
      'Garment wage protests spread',
      'Workers at knitwear factories in Ashulia and Kaliakair marched on Saturday against the new minimum wage of Tk 17,800.',
    );
    expect(f.link).not.toBeNull();
    expect(f.stake ?? '').not.toMatch(/kaliakair/i);
  });

  it('when the only terms the link meets are places or a word that classifies another head, then neither is the stake', () => {
    const f = factsOn(
      {
        companyName: 'Tidewell Physiotherapy',
        website: 'tidewell.example',
        companyProfile: 'Tidewell Physiotherapy employs 118 physiotherapists in Queensland and northern New South Wales, and grows food for its staff in a kitchen garden.',
        industry: 'Physiotherapy clinics',
        targetMarkets: ['Queensland and northern New South Wales', 'Private patients'],
        keyProducts: [],
        keywords: ['kitchen garden', 'Queensland'],
      },
      'Skilled visa salary thresholds rise',
      'Clinics in Queensland and northern New South Wales relied on overseas-trained physiotherapists and kitchen staff.',
      [],
      'politics',
    );
    expect(f.link).not.toBeNull();
    expect(f.stake ?? '').not.toMatch(/queensland|kitchen garden/i);
  });
});

describe('agreeList', () => {
  it('when a list of phrases is one subject, then its verb is plural for a plural phrase or several, singular for a name', () => {
    expect(agreeList(['flight cancellations'], 'comes', 'come')).toBe('come');
    expect(agreeList(['SkerrieFlex'], 'fits', 'fit')).toBe('fits');
    expect(agreeList(['payroll'], 'comes', 'come')).toBe('comes');
    expect(agreeList(['news'], 'comes', 'come')).toBe('comes');
    expect(agreeList(['SkerrieFlex', 'SkerrieCargo'], 'fits', 'fit')).toBe('fit');
  });
});

describe('the lines an idea may stand on', () => {
  const deal = buildFactSheet([
    { title: 'EU and Chile sign a dairy deal', summary: 'The EU and Chile signed a dairy trade agreement on Monday that removes duties on cheese within five years.', outlet: 'Europe Trade Desk', url: 'https://etd.example/1', author: null, publishedAt: new Date('2026-11-20T08:00:00Z') },
    {
      title: 'Norwegian cheesemakers fear cheaper Chilean gouda',
      summary:
        "Norway's association of small cheese dairies said on Wednesday it would ask ministers to seek a safeguard clause in the agreement, which would let Chilean dairies in Los Lagos and Los Ríos sell about 12,000 tonnes of gouda and edam a year without duty in markets that follow EU tariffs. Norway's cheese dairies sold NOK 2.1 billion of cheese in 2025, most of it at home.",
      outlet: 'Oslo Food Review',
      url: 'https://ofr.example/1',
      author: null,
      publishedAt: new Date('2026-11-20T09:00:00Z'),
    },
  ]);
  const own = 'Fjellost is a family cheese dairy in Valdres, Norway, making brown cheese and gouda for Norwegian shops.';

  it("when a report's news is one long sentence, then its first clause is the news, and a past year's figure does not lead before it", () => {
    const lead = storyLead(deal, ownWordCounter(own), homeCounter(own, deal));
    expect(lead.sentence).toBe("Norway's association of small cheese dairies said on Wednesday it would ask ministers to seek a safeguard clause in the agreement.");
  });

  it("when a line gives a year's figure and nothing ahead or of this week, then it is context; one that looks ahead is news", () => {
    expect(isBackground('Norway’s cheese dairies sold NOK 2.1 billion of cheese in 2025, most of it at home.')).toBe(true);
    expect(isBackground('The EU duty on Chilean gouda is set to fall from 18% to zero in 2027.')).toBe(false);
    expect(isBackground('New rules take effect in 2027, the ministry said on Tuesday.')).toBe(false);
  });

  it("when a report's other sentence names the company's own town or state, then it is a fact an idea may stand on, whatever its words", () => {
    const removals = buildFactSheet([
      {
        title: 'Library challenges hit a record',
        summary: 'Librarians logged 4,100 challenges to library titles in 31 states last year, the association said. Vermont and Maine are among six states with laws that protect library collections, it said.',
        outlet: 'Civic Wire',
        url: 'https://cw.example/1',
        author: null,
        publishedAt: new Date('2026-11-20T08:00:00Z'),
      },
    ]);
    const line = 'Vermont and Maine are among six states with laws that protect library collections, it said.';
    const facts = (e: ReturnType<typeof evidenceOf>) => [e.lead, ...e.others.map((o) => o.sentence)];
    const local = evidenceOf(removals, 'Pinecone Books', 'Pinecone Books runs four bookshops in Vermont and Maine, where it hosts readings and book clubs for librarians and teachers.');
    expect(local.lead).toMatch(/^Librarians logged/);
    expect(facts(local)).toContain(line);
    // A chain that names no place of the story is not handed the line.
    expect(facts(evidenceOf(removals, 'Pinecone Books', 'Pinecone Books sells printed books online.'))).not.toContain(line);
  });
});

describe('the market of an idea', () => {
  it('when the story reaches none of the markets, then the ideas are written for the companies of its kind, never claiming work with them', async () => {
    const reading = await testWordReading();
    const facts = storyFacts(
      {
        company: { companyName: 'Skerrie Air', website: 'skerrieair.example', companyProfile: 'Skerrie Air is an Irish regional airline flying turboprops from Dublin and Cork.', industry: 'Regional airline', targetMarkets: ['Business travellers', 'Regional communities', 'Ireland'], keyProducts: ['SkerrieFlex'], keywords: ['regional airline'] },
        topic: 'Chancellor confirms living wage rise',
        targetAudience: 'Business travellers',
        context: '',
        trend: { title: 'UK National Living Wage rise', description: 'The National Living Wage for workers aged 21 and over will rise from £12.71 to £13.05 an hour on 1 April.', category: 'business', relatedKeywords: ['living wage'], sourceUrls: [], trendingReason: '', items: [] },
        fit: { level: 'partial', relevanceScore: 0.4, matchedKeywords: [] },
        contentTypes: ['press-release'],
        mode: 'quick',
      },
      reading,
    );
    expect(facts.peers).toBe(true);
    expect(facts.market).toBe('regional airlines');
    expect(facts.bridge).not.toMatch(/works with regional airlines|customers Skerrie Air serves/);
  });
});

describe('the market a story names further down', () => {
  const surcharges = buildFactSheet([
    {
      title: 'Lines raise fuel surcharges on Pacific reefer routes',
      summary:
        'Three container lines will raise bunker surcharges from May 1, adding up to $380 to a refrigerated box from Callao to Rotterdam. Fuel oil in Singapore is up 27% since January. Peruvian avocado and grape growers said the rise would eat into their margins in the busiest weeks of the season.',
      outlet: 'Reefer Line Weekly',
      url: 'https://rlw.example/1',
      author: null,
      publishedAt: new Date('2026-11-20T08:00:00Z'),
    },
  ]);
  const factsAt = async (level: 'strong' | 'partial') =>
    storyFacts(
      {
        company: { companyName: 'Costa Frío Cargo', website: 'costafrio.example', companyProfile: 'Costa Frío Cargo books refrigerated containers for fruit exporters at Callao and Paita.', industry: 'Refrigerated freight forwarding', targetMarkets: ['Avocado and grape growers', 'Fruit importers in Europe'], keyProducts: ['FríoBook'], keywords: ['reefer containers'] },
        topic: 'Fuel surcharges on reefer routes',
        targetAudience: 'Avocado and grape growers',
        context: '',
        trend: { title: 'Container lines raise fuel surcharges', description: '', category: 'business', relatedKeywords: ['fuel surcharges'], sourceUrls: [], trendingReason: '', items: [], factSheet: surcharges },
        fit: { level, relevanceScore: level === 'strong' ? 0.7 : 0.4, matchedKeywords: [] },
        contentTypes: ['press-release'],
        mode: 'quick',
      },
      await testWordReading(),
    );

  it("when a story of the company's own names one of its markets only in a report's later sentence, then the ideas are for that market, not for its rivals", async () => {
    const strong = await factsAt('strong');
    expect(strong.peers).toBe(false);
    expect(strong.market.toLowerCase()).toBe('avocado and grape growers');
    // A story that only partly fits is not said to reach the market on a side sentence.
    expect((await factsAt('partial')).peers).toBe(true);
  });
});

describe('a story about work that meets the company only as an employer', () => {
  const reports = [
    { title: 'Long night shifts leave warehouse staff short of sleep, study finds', summary: 'Researchers followed 600 warehouse and care workers on night shifts for a year; those on shifts of 12 hours or more slept 70 minutes less a day. Unions said employers should cap night shifts at 10 hours.', outlet: 'Work Desk', url: 'https://workdesk.example/night-shifts', author: null, publishedAt: new Date('2026-11-18T08:00:00Z') },
    { title: 'Unions call for cap on night shifts after sleep study', summary: 'The study of 600 workers found that staff on long night shifts reported more accidents at work and on the drive home.', outlet: 'Labour Weekly', url: 'https://labourweekly.example/cap', author: null, publishedAt: new Date('2026-11-18T10:00:00Z') },
  ];
  const input = (company: { companyName: string; companyProfile: string; industry: string; targetMarkets: string[]; keywords: string[] }) => {
    const factSheet = buildFactSheet(reports);
    return {
      company: { ...company, website: 'example.example', keyProducts: [] as string[] },
      topic: reports[0]!.title,
      targetAudience: company.targetMarkets[0]!,
      context: '',
      contentTypes: ['press-release' as const],
      mode: 'quick' as const,
      trend: { title: reports[0]!.title, description: factSheet.happened ?? '', category: 'health', relatedKeywords: ['night shifts'], sourceUrls: [], trendingReason: '', factSheet },
      fit: { level: 'partial' as const, relevanceScore: 0.4, matchedKeywords: [] },
    };
  };

  it('when the story names none of its markets and nothing of its trade, then it reaches the company as the employer of its people, not through a market its words resemble', async () => {
    const facts = storyFacts(
      input({ companyName: 'Hartside Bakeries', companyProfile: 'Hartside Bakeries bakes bread and rolls for supermarkets and cafés across Cumbria. It employs 120 bakers and drivers at two sites in Carlisle.', industry: 'Wholesale bakery', targetMarkets: ['Supermarkets', 'Independent cafés'], keywords: ['sourdough', 'flour prices'] }),
      await testWordReading(),
    );
    expect(facts.employer).toBe(true);
    expect(facts.bridge).toMatch(/reach(?:es)? Hartside Bakeries first as an employer of 120 bakers and drivers/);
    expect(facts.market).not.toMatch(/supermarkets|cafés/i);
  });

  it('when the story names what the company trades in, then it meets the company through its trade, not as an employer', async () => {
    const facts = storyFacts(
      input({ companyName: 'Nightline Safety', companyProfile: 'Nightline Safety makes fatigue-monitoring wristbands for shift workers in warehouses. It employs 45 engineers and support staff in Leeds.', industry: 'Shift fatigue monitoring', targetMarkets: ['Warehouse operators'], keywords: ['fatigue risk'] }),
      await testWordReading(),
    );
    expect(facts.employer).toBe(false);
  });

  it('when the story is about what employers pay, then it reaches the company as an employer even where it names its trade', async () => {
    const pay = [
      { title: 'Minimum wage rises to R29.97 an hour as food processors count the cost', summary: 'The national minimum wage will rise 4.1% to R29.97 an hour from 1 March. Food manufacturers, which employ many entry-level production workers, are absorbing the increase.', outlet: 'Highveld Herald', url: 'https://hh.example/wage', author: null, publishedAt: new Date('2026-11-18T08:00:00Z') },
      { title: 'Wage floor rise adds to employer costs', summary: 'Employers said the minimum wage rise comes on top of higher electricity tariffs.', outlet: 'Payroll World', url: 'https://pw.example/wage', author: null, publishedAt: new Date('2026-11-18T10:00:00Z') },
    ];
    const factSheet = buildFactSheet(pay);
    const facts = storyFacts(
      {
        company: { companyName: 'Mizan Halal Foods', website: 'mizan.example', companyProfile: 'Mizan Halal Foods makes frozen pastries and polony. The company employs 620 people at a factory in Pinetown.', industry: 'Halal food manufacturing', targetMarkets: ['Supermarket chains and wholesalers'], keyProducts: [], keywords: ['halal food', 'frozen foods'] },
        topic: pay[0]!.title,
        targetAudience: 'Supermarket chains and wholesalers',
        context: '',
        contentTypes: ['press-release' as const],
        mode: 'quick' as const,
        trend: { title: pay[0]!.title, description: factSheet.happened ?? '', category: 'business', relatedKeywords: ['minimum wage'], sourceUrls: [], trendingReason: '', factSheet },
        fit: { level: 'partial' as const, relevanceScore: 0.4, matchedKeywords: [] },
      },
      await testWordReading(),
    );
    expect(facts.employer).toBe(true);
    expect(facts.bridge).toMatch(/reach(?:es)? Mizan Halal Foods first as an employer of 620 people at a factory/);
  });
});

describe('a keyword the subject already names', () => {
  it("when the company tracks 'e-bikes' and the story is the e-bike battery, then the bridge does not call it an e-bike story", () => {
    const facts = storyFacts({
      company: { companyName: 'Larchway Cycles', website: 'larchway.example', companyProfile: 'Larchway Cycles rents e-bikes to commuters in Galway.', industry: 'Bike rental', targetMarkets: ['Commuters'], keyProducts: [], keywords: ['e-bikes', 'bike share'] },
      topic: 'E-bike battery fires rise in apartment blocks',
      targetAudience: 'Commuters',
      context: '',
      contentTypes: ['press-release'],
      mode: 'quick',
      trend: { title: 'E-bike battery fires rise in apartment blocks', description: 'Fire services recorded 48 e-bike battery fires in apartment blocks this year.', category: 'business', relatedKeywords: ['e-bike battery'], sourceUrls: [], trendingReason: '', items: [] },
      fit: { level: 'partial', relevanceScore: 0.4, matchedKeywords: ['e-bikes'] },
    });
    expect(facts.subject.np).toMatch(/e-bike battery/i);
    expect(facts.matched).toEqual([]);
    expect(facts.bridge).not.toMatch(/e-bike story/);
  });
});


describe('the kind of company an industry makes it', () => {
  it("when the industry names a language or a country, then the name keeps its capital ('an English language school'); other words do not", () => {
    expect(companyKindOf('English language school')).toBe('an English language school');
    expect(companyKindOf('Clean cookstoves')).toMatch(/^a clean cookstove/);
  });
});
