import { describe, expect, it } from 'vitest';
import { beatPhrase, clauseCut, clauseCutAround, companyKindPhrase, figurePhrase, ingForm, joinList, oneKind, outletRef, peersOf, readsAsAKind, regionPhrase, sayOnce, withArticle } from './prose';

describe('a list in a sentence', () => {
  it("when an item holds the conjunction itself, then a comma keeps the list's parts apart", () => {
    expect(joinList(['pumps', 'drip kits', 'pay-as-you-go plans'])).toBe('pumps, drip kits and pay-as-you-go plans');
    expect(joinList(['grains and cropping', 'drought and farm policy'])).toBe('grains and cropping, and drought and farm policy');
    expect(joinList(['tea', 'coffee'], 'or')).toBe('tea or coffee');
  });
});

describe('a figure read mid-sentence', () => {
  it("when a figure ends in a singular noun ('32% rise'), then it takes 'the'", () => {
    expect(figurePhrase('32% rise')).toBe('the 32% rise');
    expect(figurePhrase('60-day cap')).toBe('the 60-day cap');
  });

  it('when a figure is a share of something or opens with a qualifier, then it takes no article and the qualifier no capital', () => {
    expect(figurePhrase('10% of fraud')).toBe('10% of fraud');
    expect(figurePhrase('About 1,560 government schools')).toBe('about 1,560 government schools');
    expect(figurePhrase('More than 300 flights')).toBe('more than 300 flights');
    expect(figurePhrase('Eleven of the 61 companies')).toBe('eleven of the 61 companies');
  });

  it('when a ratio names the base it was taken from, then the base goes: the share is the finding', () => {
    expect(figurePhrase('three in 10 of the 180 fleets')).toBe('three in 10 fleets');
    expect(figurePhrase('One in five of the 2,300 complaints')).toBe('one in five complaints');
  });

  it('when a figure is an amount, a share or a plural, then it stands alone', () => {
    for (const f of ['£41,700', '52%', '47 days', '£1,320 a year', '£11bn', '1.2 million', '9,800 sponsor licence applications', '31 people', '400 staff'])
      expect(figurePhrase(f)).toBe(f);
  });
});

describe('a place read mid-sentence', () => {
  it("when a place is named by a compass point or an initialism, then it takes 'the'", () => {
    expect(regionPhrase('US')).toBe('the US');
    expect(regionPhrase('Pacific Northwest')).toBe('the Pacific Northwest');
    expect(regionPhrase('West Midlands')).toBe('the West Midlands');
  });

  it('when a place is a plain name, then it stands alone', () => {
    for (const p of ['Ohio', 'Yorkshire', 'East Anglia', 'Europe']) expect(regionPhrase(p)).toBe(p);
  });
});

describe('what kind of company an industry makes it', () => {
  it("when the industry names its outlets in the plural ('dental clinics'), then the company is a group of them, never 'a dental clinics company'", () => {
    expect(companyKindPhrase('dental clinics')).toBe('a dental clinic group');
    // A label written as a description says its kind before the clause, never 'a … leisure centre group'.
    expect(companyKindPhrase('charitable leisure trust running public pools and leisure centres')).toBe('a charitable leisure trust');
    expect(peersOf(companyKindPhrase('swim schools teaching children to swim'))).toBe('swim school groups');
    expect(companyKindPhrase('independent bookshops')).toBe('an independent bookshop group');
    expect(companyKindPhrase('care homes')).toBe('a care home group');
  });

  it("when the industry already names the kind of organisation ('urban forestry non-profit') or a field of law, then no 'company' is added", () => {
    expect(companyKindPhrase('urban forestry non-profit')).toBe('an urban forestry non-profit');
    expect(companyKindPhrase('funeral services co-operative')).toBe('a funeral services co-operative');
    expect(companyKindPhrase('cyber insurance brokerage')).toBe('a cyber insurance brokerage');
    expect(companyKindPhrase('immigration law')).toBe('an immigration law firm');
  });

  it("when the industry names a field with the market it serves ('solar energy for schools'), then the schools stay its market, never 'a solar energy for school group'", () => {
    expect(companyKindPhrase('Solar energy for schools')).toBe('a company in Solar energy for schools');
    expect(companyKindPhrase('fintech for freelancers')).toBe('a company in fintech for freelancers');
  });

  it("when the industry names a kind of organisation and whom it serves ('mental health app for shift workers'), then the company is that kind, never 'a company in mental health app …'", () => {
    expect(companyKindPhrase('mental health app for shift workers')).toBe('a mental health app');
    expect(peersOf(companyKindPhrase('insurance broker for farmers'))).toBe('insurance brokers');
  });

  it("when the industry joins two kinds of place that make something ('Vineyard and winery'), then both take the plural", () => {
    expect(peersOf(companyKindPhrase('vineyard and winery'))).toBe('vineyards and wineries');
  });

  it('when the plural is of firms or practices, then the company is one of them', () => {
    expect(companyKindPhrase('law firms')).toBe('a law firm');
    expect(companyKindPhrase('veterinary practices')).toBe('a veterinary practice');
  });

  it("when the industry names what the company makes in the plural ('school uniforms'), then the noun before 'company' is singular, and so are its peers", () => {
    expect(companyKindPhrase('school uniforms')).toBe('a school uniform company');
    expect(peersOf(companyKindPhrase('industrial heat pumps'))).toBe('industrial heat pump companies');
    expect(companyKindPhrase('E-bikes')).toBe('an E-bike company');
    expect(companyKindPhrase('batteries')).toBe('a battery company');
  });

  it("when two kinds of organisation are joined ('olive oil producer and exporter'), then both take the plural among peers", () => {
    expect(peersOf('an olive oil producer and exporter')).toBe('olive oil producers and exporters');
    expect(peersOf('a cut flower grower and exporter')).toBe('cut flower growers and exporters');
    expect(peersOf('a bicycle frame manufacturing company')).toBe('bicycle frame manufacturing companies');
  });

  it("when English keeps the plural before a noun ('financial services', 'logistics') or two fields are joined, then it stays", () => {
    expect(companyKindPhrase('financial services')).toBe('a financial services company');
    expect(companyKindPhrase('logistics')).toBe('a logistics company');
    expect(companyKindPhrase('Toys & Games')).toBe('a Toys and Games company');
    expect(companyKindPhrase('payments')).toBe('a payments company');
  });

  it('when the industry is a field or already names the organisation, then it reads as before', () => {
    expect(companyKindPhrase('software')).toBe('a software company');
    expect(companyKindPhrase('boutique employment law firm')).toBe('a boutique employment law firm');
    expect(companyKindPhrase('craft brewery')).toBe('a craft brewery');
    expect(companyKindPhrase('payroll bureau')).toBe('a payroll bureau');
  });
});

describe('a beat as the object of a sentence', () => {
  it("when the beat is one industry, market or public body, then it takes 'the'", () => {
    expect(beatPhrase('bus industry')).toBe('the bus industry');
    expect(beatPhrase('housing market')).toBe('the housing market');
    expect(beatPhrase('NHS')).toBe('the NHS');
  });

  it('when the beat is a field, then it stands alone', () => {
    for (const b of ['immigration', 'employment law', 'heat pumps', 'electricity regulation', 'NHS dental policy']) expect(beatPhrase(b)).toBe(b);
  });
});

describe('an outlet and an acronym read mid-sentence', () => {
  it('when a newspaper is named by a common noun, then it takes the; a name of its own or one with the already does not', () => {
    const cases = { 'Financial Times': 'the Financial Times', 'Birmingham Mail': 'the Birmingham Mail', BBC: 'the BBC', Reuters: 'Reuters', 'Sky News': 'Sky News', 'The Guardian': 'The Guardian' };
    expect(Object.keys(cases).map(outletRef)).toEqual(Object.values(cases));
  });

  it('when an acronym is said letter by letter from a vowel sound, then it takes an; one said as a word does not', () => {
    const nouns = ['FDA rule', 'NHS story', 'OSHA story', 'NASA mission', 'FTSE firm', 'grape harvest story'];
    expect(nouns.map(withArticle)).toEqual(['an FDA rule', 'an NHS story', 'an OSHA story', 'a NASA mission', 'a FTSE firm', 'a grape harvest story']);
  });

  it('when a phrase meets itself where a subject joins its market, then it is said once; two different phrases stay', () => {
    const texts = ['requirements for hospitals for hospitals and health systems', 'a guide to fintech for freelancers for freelancers', 'helps people with hearing loss with hearing loss', 'for small firms for small business owners'];
    expect(texts.map(sayOnce)).toEqual(['requirements for hospitals and health systems', 'a guide to fintech for freelancers', 'helps people with hearing loss', 'for small firms for small business owners']);
  });
});

describe('readsAsAKind', () => {
  it('when a kind reads as a person would say it, then it is one; when it reads as the industry label, then it is not', () => {
    expect(readsAsAKind('a veterinary practice')).toBe(true);
    expect(readsAsAKind('a regional airline')).toBe(true);
    expect(readsAsAKind('a company in mental health app for shift workers')).toBe(false);
    expect(readsAsAKind('a passenger and vehicle ferries company')).toBe(false);
  });
});

describe('clauseCutAround', () => {
  const sentence =
    'Spot rates for a 40-foot container from Shanghai to Rotterdam rose 38% in two weeks to $3,450, according to the Harbourline Container Index, as carriers cancelled 27 sailings ahead of Lunar New Year on 6 February';

  it('when the cut would lose the date a quotation is for, then it starts at the clause that gives the date', () => {
    expect(clauseCutAround(sentence, '6 February', 120)).toBe('…carriers cancelled 27 sailings ahead of Lunar New Year on 6 February');
  });

  it('when no clause opens before a figure near the end, then the quotation is the last words that hold it, from a word start', () => {
    const rule =
      'The European Commission adopted on Wednesday the voluntary sustainability reporting standard that sets the most a company reporting under the simplified directive can ask of a supplier with fewer than 1,000 employees';
    const quote = clauseCutAround(rule, 'fewer than 1,000 employees', 120);
    expect(quote).toMatch(/^…\S/);
    expect(quote.endsWith('can ask of a supplier with fewer than 1,000 employees')).toBe(true);
    expect(quote.length).toBeLessThanOrEqual(121);
  });

  it('when the cut keeps it, or the sentence is short, then it is the usual cut', () => {
    expect(clauseCutAround(sentence, '38%', 120)).toBe(clauseCut(sentence, 120));
    expect(clauseCutAround('Rates rise from 1 March', '1 March', 120)).toBe('Rates rise from 1 March');
  });

  it("when a participle's phrase gives it, then the participle opens the quotation", () => {
    const storm = 'Storm Ilse swept across north-western France overnight with gusts of up to 158 km/h, cutting electricity to about 310,000 homes until 4 December';
    expect(clauseCutAround(storm, '4 December', 90)).toBe('…cutting electricity to about 310,000 homes until 4 December');
  });
});

describe('clauseCut', () => {
  it("when a long sentence goes on in a participle's phrase, then it ends before that phrase, not mid-phrase", () => {
    const sentence =
      'The ministry said every washing machine and dishwasher sold from 1 March 2028 must carry an energy label graded A to G, based on water use, the cost of replacement parts and how long the maker supplies updates.';
    expect(clauseCut(sentence, 150)).toBe('The ministry said every washing machine and dishwasher sold from 1 March 2028 must carry an energy label graded A to G…');
  });

  it('when an -ing word is an item of a list, then the sentence is not cut there', () => {
    const sentence =
      'Councils in the region will spend the money on roads, schools, housing and parks over the next four years as part of a plan agreed by ministers and local leaders this week.';
    expect(clauseCut(sentence, 120)).not.toMatch(/schools…$/);
  });

  it('when a sentence is too long to quote whole, then it is cut where a clause ends, with an ellipsis, not inside a clause', () => {
    const sentence =
      'The ministry approved the biggest rise in the guaranteed price for barley in twelve years, with officials hoping to bring 3 million more hectares under the crop by the spring sowing';
    expect(clauseCut(sentence, 120)).toBe('The ministry approved the biggest rise in the guaranteed price for barley in twelve years…');
    expect(clauseCut('A short sentence stays whole', 120)).toBe('A short sentence stays whole');
  });

  it('when no clause ends within reach, then the cut falls at a word', () => {
    const cut = clauseCut('Word '.repeat(60).trim(), 50);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(50);
  });
});

describe('ingForm', () => {
  it('when a verb takes -ing, then British spelling doubles what it doubles and drops a silent e', () => {
    expect(['give', 'free', 'die', 'skip', 'travel', 'report', 'apply', 'visit', 'fix', 'learn', 'quit'].map(ingForm)).toEqual([
      'giving', 'freeing', 'dying', 'skipping', 'travelling', 'reporting', 'applying', 'visiting', 'fixing', 'learning', 'quitting',
    ]);
  });
});


describe('a kind of two trades, said as one', () => {
  it('when two trades share a head, then the first is said with it; when the first has its own, it stands alone', () => {
    expect(oneKind('a school bus and charter coach operator')).toBe('a school bus operator');
    expect(oneKind('a wine and spirits distribution company')).toBe('a wine distribution company');
    expect(oneKind('a passenger and vehicle ferries company')).toBe('a passenger ferry company');
    expect(oneKind('an olive oil producer and exporter')).toBe('an olive oil producer');
  });

  it("when the second trade is a doing of its own ('winter road clearing'), then only the company is shared", () => {
    expect(oneKind('a road maintenance and winter road clearing company')).toBe('a road maintenance company');
  });

  it('when the kind reads as one already, then it is kept; a company in a field has no short kind', () => {
    expect(oneKind('a craft brewery')).toBe('a craft brewery');
    expect(oneKind('a company in solar energy for schools')).toBeNull();
  });
});
