import { EMPTY_FACT_SHEET } from '@newsjack/shared';
import { describe, expect, it } from 'vitest';
import { buildFactSheet, type FactSource } from './fact-sheet';
import { findDates, findFigures } from './fact-spans';
import { tagSentence } from './nlp';

const at = (hours: number) => new Date(Date.UTC(2026, 10, 20, 12) - hours * 3_600_000);
const report = (outlet: string, hours: number, title: string, summary: string, author: string | null = null): FactSource => ({
  outlet,
  title,
  summary,
  url: `https://${outlet.toLowerCase().replace(/\W+/g, '')}.example/${hours}`,
  author,
  publishedAt: at(hours),
});

// A story written for this test: a port strike told by three outlets, a reaction and a later update.
const strike = [
  report(
    'Harbour Daily',
    30,
    'Dockers at Port of Brennock walk out over automation plans',
    'About 1,400 dockers at the Port of Brennock began a 72-hour strike on Monday after talks on automated cranes collapsed, the Maritime Workers Union said. The port handles 9% of the country’s container traffic.',
    'Aoife Marren',
  ),
  report(
    'Freight Wire',
    26,
    'Brennock strike strands 60 container ships',
    'The strike at the Port of Brennock has left 60 container ships waiting offshore, and shipping lines warned of delays into December. Union leader Declan Farrow said members would not accept cranes that cut 400 jobs.',
  ),
  report(
    'The Ledger',
    8,
    'Retailers warn Brennock stoppage could empty shelves before Christmas',
    'Retail groups said the stoppage at the port, which handles 9% of container traffic, threatened deliveries of toys and electronics, and urged ministers to intervene.',
  ),
];

describe('buildFactSheet', () => {
  it('when the first report of a story is an explainer asking what it means, then what happened is the lead of a report that tells the news', () => {
    const sheet = buildFactSheet([
      report(
        'Work Post',
        40,
        'Do you get paid if a strike shuts your workplace? What employers must know',
        'With the Port of Brennock strike expected to close warehouses and depots, lawyers reminded employers that staff laid off for a day have no automatic right to pay.',
      ),
      ...strike,
    ]);
    expect(sheet.happened).toMatch(/^About 1,400 dockers at the Port of Brennock began a 72-hour strike/);
    expect(sheet.happenedOutlet).toBe('Harbour Daily');
  });

  it('when later reports give many figures, then the figures of the report that tells what happened still come first', () => {
    const sheet = buildFactSheet([
      report('Coast Courier', 30, 'Storm Ebba batters Galway coast', 'About 48,000 homes in Galway lost power as Storm Ebba made landfall, and 12 roads were closed by flooding.'),
      report('Port Wire', 10, 'Rotterdam port shuts as surge rises', 'A surge of 2.1 metres closed 3 terminals for 9 hours, stranding 40 ships and 1,200 containers; insurers put losses at €300 million.'),
      report('Markets Desk', 5, 'Storm losses put at €900m', 'Insurers estimated €900 million of losses across 4 countries, with 6 airlines cancelling 300 flights.'),
    ]);
    expect(sheet.happenedOutlet).toBe('Coast Courier');
    expect(sheet.figures[0]!.outlet).toBe('Coast Courier');
    expect(sheet.figures.map((f) => f.text)).toContain('About 48,000 homes');
  });

  it("when the report that tells what happened gives many figures, then each other report's first and second figures are kept, a sentence's first figure before its second", () => {
    const sheet = buildFactSheet([
      report(
        'Valley Ledger',
        30,
        'Reservoir levels fall to record low',
        'The Ardlow reservoir fell to 23% of capacity on Monday, from 41% a year ago. The utility cut pressure for 18,000 homes, closed 4 treatment works and asked 220 farms to stop irrigating, with fines of up to €5,000.',
      ),
      report(
        'Farm Weekly',
        10,
        'Growers count the cost of the drought',
        'Potato growers expect yields down 30% this season. Irrigation contractors now charge about €140 an hour, against €95 last year.',
      ),
    ]);
    // Turn by turn, the report that tells what happened first in each; the reservoir's 41% a year ago is the second
    // figure of the sentence that gave 23%, so it waits for the sentences' first figures.
    expect(sheet.figures.slice(0, 6).map((f) => `${f.text} (${f.outlet})`)).toEqual([
      '23% of capacity (Valley Ledger)',
      '30% (Farm Weekly)',
      '18,000 homes (Valley Ledger)',
      'about €140 (Farm Weekly)',
      '41% (Valley Ledger)',
      '€95 (Farm Weekly)',
    ]);
  });

  it('when three outlets tell one strike, then the sheet gives what happened, who, where, the figures with their units and each report', () => {
    const sheet = buildFactSheet(strike);
    expect(sheet.happened).toMatch(/1,400 dockers|Port of Brennock/);
    expect(sheet.happenedOutlet).toBe('Harbour Daily');
    expect(sheet.organisations).toEqual(expect.arrayContaining(['Port of Brennock', 'Maritime Workers Union']));
    expect(sheet.people).toContain('Declan Farrow');
    const figures = sheet.figures.map((f) => f.text);
    expect(figures).toEqual(expect.arrayContaining(['About 1,400 dockers', '9% of container traffic', '60 container ships', '400 jobs']));
    // The share two reports give comes first, in its fuller wording, with the sentence it was read in.
    expect(sheet.figures[0]).toMatchObject({ text: '9% of container traffic', reports: 2 });
    expect(sheet.figures[0]!.sentence).toMatch(/handles 9%/);
    expect(sheet.dates).toContain('December');
    // Newest first, each with its byline when known and its strongest sentence.
    expect(sheet.reports.map((r) => r.outlet)).toEqual(['The Ledger', 'Freight Wire', 'Harbour Daily']);
    expect(sheet.reports[2]).toMatchObject({ reporter: 'Aoife Marren', url: 'https://harbourdaily.example/30' });
    for (const r of sheet.reports) expect(`${r.title} ${strike.find((s) => s.title === r.title)!.summary}`).toContain(r.sentence);
  });

  it('when the headline is in title case, then its capitalised words are not taken for names', () => {
    const sheet = buildFactSheet([
      report('Wire', 2, 'Regulator Fines Coldbrook Energy Over Billing Errors', 'Ofgem fined Coldbrook Energy £4.2m after it overcharged 38,000 households, the watchdog said.'),
    ]);
    expect(sheet.organisations).toEqual(expect.arrayContaining(['Coldbrook Energy', 'Ofgem']));
    const names = [...sheet.people, ...sheet.organisations, ...sheet.places].join(' ');
    for (const word of ['Regulator', 'Fines', 'Billing', 'Errors']) expect(names).not.toContain(word);
    expect(sheet.figures.map((f) => f.text)).toEqual(['£4.2m', '38,000 households']);
    expect(sheet.happened).toBe('Ofgem fined Coldbrook Energy £4.2m after it overcharged 38,000 households, the watchdog said.');
  });

  it('when a report stands alone, then its lead is what happened and its strongest sentence', () => {
    const sheet = buildFactSheet([strike[0]!]);
    expect(sheet.happened).toMatch(/^About 1,400 dockers/);
    expect(sheet.reports[0]!.sentence).toBe(sheet.happened);
  });

  it('when there are no reports, then the sheet is empty', () => {
    expect(buildFactSheet([])).toEqual(EMPTY_FACT_SHEET);
  });
});

describe("a report's other sentences", () => {
  it('when a report says more than its strongest sentence, then its other sentences are kept beside it, as written', () => {
    const sheet = buildFactSheet([
      report('Clyde Gazette', 4, 'Clyde ferries cancelled', 'All ferry sailings on the Clyde were cancelled on Friday. Operators said services would resume on Saturday. Island shops ran short of bread.'),
      report('BBC News', 5, 'Storm closes ferries', 'All ferry sailings on the Clyde were cancelled as the storm hit on Friday.'),
    ]);
    const clyde = sheet.reports.find((r) => r.outlet === 'Clyde Gazette')!;
    expect(clyde.sentences).toEqual(expect.arrayContaining(['Operators said services would resume on Saturday.', 'Island shops ran short of bread.']));
    expect(clyde.sentences).not.toContain(clyde.sentence);
  });

  it("when a sentence holds a name with a full stop between digits ('PM2.5'), then it stays one sentence", () => {
    const sheet = buildFactSheet([
      report('Valley Post', 4, 'Dirty air costs months of life', 'Residents lose about three months of life expectancy to PM2.5, with the valley towns worst affected. Campaigners want a 2030 target.'),
    ]);
    expect(sheet.reports[0]!.sentence).toBe('Residents lose about three months of life expectancy to PM2.5, with the valley towns worst affected.');
  });
});

describe('places named by their kind', () => {
  it("when reports name a firth, a loch or a point ('Firth of Clyde', 'Loch Fyne', 'Roches Point'), then they are places, and a story's many places are all kept", () => {
    const sheet = buildFactSheet([
      report('Lee Valley Courier', 5, 'Storm hits Munster', 'A gust of 151km/h was recorded at Roches Point as the storm crossed Munster, cutting power in Cork, Kerry, Limerick and Clare.'),
      report('Clyde Gazette', 4, 'Clyde ferries cancelled', 'All ferry sailings across the Firth of Clyde and on Loch Fyne were cancelled, and services to Arran, Bute, Cumbrae and Islay will not resume before Saturday.'),
      report('Hamburg Wire', 3, 'Surge in Hamburg', 'A storm surge reached St Pauli in Hamburg and the German Bight, with flooding in Bremen and Kiel.'),
    ]);
    expect(sheet.places).toEqual(expect.arrayContaining(['Roches Point', 'Firth of Clyde', 'Loch Fyne']));
    expect(sheet.organisations).not.toContain('Roches Point');
  });
});

describe('where the story happens', () => {
  it('when two places are named by as many reports, then the one a headline names comes first, not a side detail', () => {
    const sheet = buildFactSheet([
      report('Cellar Trade', 3, "Frost cuts Chile's 2027 grape harvest forecast", 'Importers in the UK expect dearer bulk wine next year after two nights of frost damaged vines across the central valleys of Chile, the farm ministry said.'),
    ]);
    expect(sheet.places.indexOf('Chile')).toBeGreaterThanOrEqual(0);
    expect(sheet.places.indexOf('Chile')).toBeLessThan(sheet.places.indexOf('UK'));
  });
});

describe('names that are also towns', () => {
  it('when a person is named in full and then by a surname that is a town (Jackson), then the surname stays the person', () => {
    const sheet = buildFactSheet([
      report('Wire One', 2, 'Regulator fines lender £4m', 'Chief executive Mark Jackson said the lender would appeal. Jackson added that customers were repaid in Leeds.'),
    ]);
    expect(sheet.people).toContain('Mark Jackson');
    expect(sheet.places).not.toContain('Jackson');
    expect(sheet.places).toContain('Leeds');
  });
});

describe('figure and date spans', () => {
  const figures = (text: string) => findFigures(tagSentence(text)).map((s) => s.text);
  const dates = (text: string) => findDates(tagSentence(text)).map((s) => s.text);

  it("when a count is followed by a verb of movement ('about 31,000 fall into that group'), then the verb is not what it counts", () => {
    expect(figures('About 2,000 drop out each year.')).toEqual([]);
    expect(figures('Of 140,000 lifts, about 31,000 fall into that group.')).not.toContain('about 31,000 fall');
    expect(figures('Some 500 staff walked out.')).toEqual(['Some 500 staff']);
  });

  it("when the word after what is counted is the clause's verb read as a plural ('the 34p rise takes the floor'), then the figure ends before it", () => {
    expect(figures('The 34p rise takes the UK wage floor to 66% of median earnings.')).toContain('34p rise');
    expect(figures('About 40 extra vessel calls a month were added.')).toContain('About 40 extra vessel calls');
    expect(figures('Ports expect about 40 extra vessel calls this month.')).toContain('about 40 extra vessel calls');
  });

  it('when an amount is in a currency of Asia, Africa or Latin America, as its local news writes it, then it is a figure with its currency', () => {
    expect(figures('Hauliers lost an estimated RM12 million.')).toEqual(['RM12 million']);
    expect(figures('Farmers were paid R12,500 a tonne last season.')).toEqual(['R12,500']);
    expect(figures('Prices rose to GH₵ 3,228 per bag.')).toEqual(['GH₵ 3,228']);
    expect(figures('Tickets cost S$48 each, and it raised NZ$4.5 million.')).toEqual(['S$48', 'NZ$4.5 million']);
    expect(figures('It costs KSh 1,200 a month; the deal is worth SEK 2.4 billion.')).toEqual(['KSh 1,200', 'SEK 2.4 billion']);
    expect(figures('The government set aside ₦120 billion for roads.')).toEqual(['₦120 billion']);
    // East Africa's shilling as its papers write it, joined to the amount.
    expect(figures('A farmer spends about Sh4,000 a week on fuel.')).toEqual(['about Sh4,000']);
  });

  it('when a report sentence opens on a pronoun, then it is no fact told alone: neither its strongest nor its others', () => {
    const sheet = buildFactSheet([
      report('Brussels Trade Wire', 5, 'EU and Philippines conclude trade deal', 'The EU and the Philippines concluded a free trade agreement on Tuesday after four years of talks. It also sets a duty-free quota of 25,000 tonnes a year of canned tuna.'),
      report('Manila Courier', 4, 'Exporters hail EU deal', 'Philippine exporters of carrageenan and canned tuna welcomed the EU agreement on Tuesday.'),
    ]);
    const trade = sheet.reports.find((r) => r.outlet === 'Brussels Trade Wire')!;
    expect([trade.sentence, ...(trade.sentences ?? [])].some((s) => s.startsWith('It '))).toBe(false);
  });

  it("when an amount is written joined to its currency ('Sh210'), then it is no organisation", () => {
    const sheet = buildFactSheet([
      report('Nairobi Post', 5, 'Fuel nears Sh210 a litre', 'Pump prices in Nairobi head for about Sh210 a litre, the Kenya National Farmers’ Federation said.'),
      report('Wire Two', 4, 'Diesel to rise', 'Diesel prices will rise again in Kenya, the Kenya National Farmers’ Federation said.'),
    ]);
    expect(sheet.organisations).not.toContain('Sh210');
    expect(sheet.figures.map((f) => f.text)).toContain('about Sh210');
  });

  it("when money is said to be in something ('RM12 million in idle truck time'), then that is what it measures; a time or a place is not", () => {
    expect(figures('Hauliers lost an estimated RM12 million in idle truck time.')).toEqual(['RM12 million in idle truck time']);
    expect(figures('Retailers lost $2bn in the first quarter and $40m in Texas.')).toEqual(['$2bn', '$40m']);
  });

  it("when a letter joined to a number is no amount ('the R2 road'), then it is no figure", () => {
    expect(figures('The R2 road was closed and R500 million was spent on repairs.')).toEqual(['R500 million']);
  });

  it("when a count's plural head reads like a verb ('60 extra vessel calls'), then the unit ends on it, not on the singular before it", () => {
    expect(figures('Transnet expects 40 to 60 extra vessel calls a month at Durban.')).toEqual(['40 to 60 extra vessel calls']);
    expect(figures('The firm said 12 store managers resigned.')).toEqual(['12 store managers']);
  });

  it('when the thing counted runs to four words, then the unit ends on its head noun, not on the word before it', () => {
    expect(figures('Pest control firms handled 43% more bed bug jobs between July and October.')).toEqual(['43% more bed bug jobs']);
    expect(figures('Prices rose 6% year on year.')).toEqual(['6%']);
  });

  it("when a figure's unit is a rate ('151km/h'), then the unit is read past its slash", () => {
    expect(figures('A gust of 151km/h was recorded at the headland.')).toEqual(['151km/h']);
  });

  it('when a sentence gives money, shares and counts, then each is read with its unit and qualifier', () => {
    expect(figures('The fund lost $2.1 billion, or nearly 12% of its assets, and will cut more than 300 jobs.')).toEqual([
      '$2.1 billion',
      'nearly 12%',
      'more than 300 jobs',
    ]);
    expect(figures('Prices rose 3 per cent in October.')).toEqual(['3 per cent']);
  });

  it('when the thing counted is a hyphenated compound, then the whole compound is the unit', () => {
    expect(figures('Batteries were linked to 9 of the 31 vehicle-deck fires on European ferries.')).toEqual(['9 of the 31 vehicle-deck fires']);
    expect(figures('The scheme sold 400 e-bikes last year.')).toEqual(['400 e-bikes']);
  });

  it('when a figure counts two things together, then both are its unit', () => {
    expect(figures('Dublin Airport said 188 arrivals and departures had been cancelled on Saturday.')).toEqual(['188 arrivals and departures']);
    expect(figures('The strike left 60 container ships and 400 jobs at risk.')).toEqual(['60 container ships', '400 jobs']);
  });

  it("when a number belongs to a name ('Fortune 500 companies', 'FTSE 100 firms'), then it is no figure; a capital opening the sentence is no name", () => {
    expect(figures('Direct losses for Fortune 500 companies will reach about $4.1bn, and shares of FTSE 100 firms fell.')).toEqual(['about $4.1bn']);
    expect(figures('Some 400 jobs will go.')).toEqual(['Some 400 jobs']);
  });

  it("when a rate is a part of a whole ('one in five of the 2,300 complaints'), then the rate is the figure's start", () => {
    expect(figures('One in five of the 2,300 complaints were about damp.')).toEqual(['One in five of the 2,300 complaints']);
  });

  it('when things of several kinds are counted together, then the plural noun the kinds qualify is the unit', () => {
    expect(figures('The council closed 12 library, museum and gallery sites.')).toEqual(['12 library, museum and gallery sites']);
    expect(figures('About 40 dairy and beef farms were hit.')).toEqual(['About 40 dairy and beef farms']);
    expect(figures('Notices went to 9 e-commerce, food delivery and ticketing platforms.')).toEqual(['9 e-commerce, food delivery and ticketing platforms']);
  });

  it("when a number opens a name mid-sentence ('a report by 5 Rights Foundation'), then it is no figure; the report's own count still is", () => {
    expect(figures('The findings come from a report by 5 Rights Foundation and the Open Play Institute.')).toEqual([]);
    expect(figures('A report by 5 Rights Foundation found 300 apps broke the code.')).toEqual(['300 apps']);
  });

  it("when a figure is a part of a whole ('54 of 61 firms', 'Eleven of the 61 companies'), then the part and the whole are one figure", () => {
    expect(figures('Some 54 of 61 firms kept the four-day week.')).toEqual(['54 of 61 firms']);
    expect(figures('Eleven of the 61 companies in the trial were Canadian.')).toEqual(['Eleven of the 61 companies']);
  });

  it("when a figure is a range ('5% to 10% of fraud', '£32,000 to £38,000'), then the range is one figure", () => {
    expect(figures('The RCMP says only 5% to 10% of fraud is ever reported.')).toEqual(['only 5% to 10% of fraud']);
    expect(figures('Such roles typically pay £32,000 to £38,000.')).toEqual(['£32,000 to £38,000']);
    // A change and the level it reaches are two figures.
    expect(figures('Brent crude rose 6% to US$94.30 a barrel on Friday.')).toEqual(['6%', 'US$94.30']);
  });

  it("when a range of money writes its sign once ('$4–6 per kWh'), then the range is one figure, never its lower end alone", () => {
    expect(figures('The cut will add $4–6 per kWh to pack prices.')).toEqual(['$4–6']);
    expect(figures('Granular urea rose to $521–528 a tonne on Friday.')).toEqual(['$521–528']);
  });

  it('when a number is a year, a day, a score or counts nothing, then it is no figure', () => {
    expect(figures('In 2027 the club won 24-21 on 12 March and 27 died.')).toEqual([]);
    expect(figures('Heat-related visits rose to 2,300 last week.')).toEqual([]);
  });

  it('when a sentence names days, months and years, then they are dates', () => {
    expect(dates('Walkouts are set for 19 and 20 December, with talks on Jan. 5 and a deadline in 2028.')).toEqual([
      '19 and 20 December',
      'Jan. 5',
      '2028',
    ]);
    expect(dates('You may want to wait.')).toEqual([]);
  });
});

describe('peopleNamed', () => {
  it('when a page names its founders, staff and a customer, then they are people; its products, places and organisations are not', async () => {
    const { peopleNamed } = await import('./fact-names');
    const { tagSentences } = await import('./nlp');
    const text = [
      'Kestrel Loop was founded in Leeds in 2020 by Priya Natarajan and Oliver Grant after years of late invoices.',
      'Our head of support, Dana Whitfield, answers every ticket within an hour.',
      '“It paid for itself in a month.” — Marcus Hale, finance director at Ridgeway Foods',
      'Kestrel Pay and Kestrel Ledger work with the Federation of Small Businesses and Open Banking Limited.',
    ].join('\n');
    expect(peopleNamed(text, tagSentences(text))).toEqual(['Priya Natarajan', 'Oliver Grant', 'Dana Whitfield', 'Marcus Hale']);
  });

  it('when a name is followed by a C-suite title in letters, then it is a person', async () => {
    const { peopleNamed } = await import('./fact-names');
    const { tagSentences } = await import('./nlp');
    const text = 'Our team\nJakub Zieliński, CTO. Engineer and former lecturer.\nHana Sato, CFO, joined in 2021.';
    expect(peopleNamed(text, tagSentences(text))).toEqual(['Jakub Zieliński', 'Hana Sato']);
  });

  it('when a name follows a title (Dr, Mr, Prof), then the title marks a person and stays out of the name', async () => {
    const { peopleNamed } = await import('./fact-names');
    const { tagSentences } = await import('./nlp');
    const text = 'The clinic was founded in 2012 by consultant gynaecologist Mr James Adebayo and embryologist Dr Karin Lindqvist. Prof Anna Berg chairs the ethics committee.';
    expect(peopleNamed(text, tagSentences(text))).toEqual(['James Adebayo', 'Karin Lindqvist', 'Anna Berg']);
  });

  it('when a page names people by a title with its full stop, a role after a comma or before a colon, or a relative, then they are people and the roles are not', async () => {
    const { peopleNamed } = await import('./fact-names');
    const { tagSentences } = await import('./nlp');
    const text = [
      'Founded in Lagos in 1988 by Engr. Samuel Oduya and Engr. Funmilayo Bankole, the practice designs bridges.',
      'It was started by Jayantilal Patel and his cousin Hitesh Kundariya, a ceramic engineer trained in Kolkata.',
      'Nirali Patel, Director (Exports & Marketing) · Kalpesh Bhalodiya, Chief Financial Officer',
      'CEO: Lindiwe Mabaso',
    ].join('\n');
    expect(peopleNamed(text, tagSentences(text))).toEqual([
      'Samuel Oduya',
      'Funmilayo Bankole',
      'Jayantilal Patel',
      'Hitesh Kundariya',
      'Nirali Patel',
      'Kalpesh Bhalodiya',
      'Lindiwe Mabaso',
    ]);
  });
});

describe('names of a story', () => {
  const sheetOf = (summary: string) =>
    buildFactSheet([{ title: 'Report', summary, outlet: 'Westminster Ledger', url: 'https://ledger.example/a', author: null, publishedAt: new Date('2026-11-20T09:00:00Z') }]);

  it('when a name has words the tagger reads as verbs or adjectives, or runs on over "for" and "and", then it is one organisation', () => {
    const sheet = sheetOf(
      'The rise was recommended by the Low Pay Commission. Bids go to the Department for Energy Security and Net Zero, and the Food and Drink Federation welcomed the fund, as did the Environment Agency and Anglian Water.',
    );
    expect(sheet.organisations).toEqual(
      expect.arrayContaining(['Low Pay Commission', 'Department for Energy Security and Net Zero', 'Food and Drink Federation', 'Environment Agency', 'Anglian Water']),
    );
    expect(sheet.organisations).not.toEqual(expect.arrayContaining(['Low']));
    expect(sheet.organisations).not.toContain('Commission');
  });

  it('when a named body "said", then it is an organisation; a person is one whose name opens with a given name', () => {
    const sheet = sheetOf(
      'National Highways said more than 40 lorries were stuck. Colin Neill said members would cut hours. Labour is half of costs, according to trade association board member Martin Keogh. Harlan Fresh Foods recalled 410,000 pounds of salads.',
    );
    expect(sheet.organisations).toEqual(expect.arrayContaining(['National Highways', 'Harlan Fresh Foods']));
    expect(sheet.people).toEqual(['Colin Neill', 'Martin Keogh']);
  });

  it('when a plural opens a sentence, a nationality describes a noun, or a unit is capitalised, then none is an organisation', () => {
    const sheet = sheetOf('Grants will cover up to 50% of costs for 5MW schemes. Chinese imports rose as Ofgem fined two suppliers.');
    expect(sheet.organisations).toContain('Ofgem');
    expect(sheet.organisations).not.toEqual(expect.arrayContaining(['Grants']));
    expect(sheet.organisations).not.toContain('Chinese');
    expect(sheet.organisations).not.toContain('MW');
  });
});

describe('figures of a story', () => {
  it('when a range ends on a figure another report gives alone, then they are two figures, each with the sentence that gives it', () => {
    const sheet = buildFactSheet([
      report('Atlantic Wire', 3, 'Oil jumps', 'Brent crude rose 6% to US$94.30 a barrel on Friday.'),
      report('Southern Cross Financial', 2, 'Diesel to climb', 'Road freight operators have told customers to expect surcharges of 4% to 6% from December.'),
    ]);
    const range = sheet.figures.find((f) => f.text.includes('4% to 6%'));
    expect(range?.sentence).toContain('surcharges of 4% to 6%');
    expect(range?.outlet).toBe('Southern Cross Financial');
    expect(sheet.figures.find((f) => f.text === '6%')?.sentence).toContain('Brent crude rose 6%');
  });
});
