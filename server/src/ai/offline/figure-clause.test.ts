import { describe, expect, it } from 'vitest';
import { figureClause, findingOf } from './figure-clause';
import { headlineFact } from './headline-fact';
import { countsSomething, isBaseCount, isCondition, isLocationDetail, isSpanDetail } from './figure-role';

describe('figureClause', () => {
  it('when the figure sits in a relative clause, then the clause is read with its antecedent', () => {
    expect(
      figureClause('40 organisations', 'Security researchers linked the attack to the Hollowmoth ransomware group, which has hit 40 organisations this year.'),
    ).toBe('the Hollowmoth ransomware group has hit 40 organisations this year');
  });

  it("when the attribution opening the sentence gives its day's date in brackets ('said on Tuesday (Dec 1) that'), then the clause starts after it", () => {
    const s = 'The White House said on Tuesday (Dec 1) that the tariff on most goods from Vietnam will rise from 20% to 26% on January 15, 2027, and that goods routed through Vietnam will pay 40%.';
    expect(figureClause('January 15', s)).toBe('the tariff on most goods from Vietnam will rise from 20% to 26% on January 15, 2027');
  });

  it('when the sentence closes with its attribution or a participle, then the clause stops before them', () => {
    expect(
      figureClause(
        '£12.71 to £13.05',
        'The National Living Wage for workers aged 21 and over will rise from £12.71 to £13.05 an hour on 1 April, the Chancellor told MPs on Wednesday, accepting the Low Pay Commission recommendation in full.',
      ),
    ).toBe('the National Living Wage for workers aged 21 and over will rise from £12.71 to £13.05 an hour on 1 April');
    expect(figureClause('22%', 'Losses to invoice and mandate fraud rose 22% to £58m last year, banking trade body UK Finance said on Tuesday, as criminals impersonated suppliers to redirect payments.')).toBe(
      'Losses to invoice and mandate fraud rose 22% to £58m last year',
    );
  });

  it('when the speaker closing the sentence has commas in its name, then the clause stops before the whole name', () => {
    expect(
      figureClause('1 January', 'The minimum annual salary for a general employment permit rises from €34,000 to €36,605 on 1 January, the Department of Enterprise, Tourism and Employment confirmed.'),
    ).toBe('the minimum annual salary for a general employment permit rises from €34,000 to €36,605 on 1 January');
  });

  it('when a list is set into the clause ("…, including A, B and C, record …"), then the clause keeps its verb’s object or is not cut at all', () => {
    expect(figureClause('£4.7m', 'The Charity Commission said 190 charities, including hospices, schools and churches, reported losses totalling £4.7m.')).toBe(
      'the Charity Commission said 190 charities reported losses totalling £4.7m',
    );
    const pilot =
      "California's Judicial Council on Friday approved an 18-month pilot, starting 1 July, that lets civil and family courts in eight counties, including Sacramento, Fresno and Riverside, record hearings electronically and produce transcripts with speech-recognition software checked by court staff.";
    expect(figureClause('1 July', pilot) ?? '').not.toMatch(/in eight counties$/);
  });

  it('when an aside between commas stands between the figure and its verb, then the clause is read without the aside', () => {
    const sentence =
      'The National Cyber Security Centre said about 60,000 routers in Irish homes and small businesses, mostly older models supplied by regional broadband providers, were being used to relay attacks on government networks in Europe.';
    expect(figureClause('about 60,000 routers', sentence)).toBe(
      'about 60,000 routers in Irish homes and small businesses were being used to relay attacks on government networks in Europe',
    );
  });

  it('when what follows the figure says what the sum is for ("to settle charges…"), then a clause too long whole stops at the figure', () => {
    const sentence =
      'The Federal Trade Commission said on Tuesday that three supplement and fitness apparel companies had agreed to pay a combined $7.2m to settle charges that they paid athletes and influencers for posts without clear disclosure.';
    expect(figureClause('$7.2m', sentence)).toBe('three supplement and fitness apparel companies had agreed to pay a combined $7.2m');
  });

  it('when the figure is in the second of two joined clauses, then that clause alone is kept', () => {
    expect(
      figureClause('£9,100 to £5,000', "Employers' National Insurance contributions rise from 13.8% to 15% on Sunday, and the salary threshold at which they start to pay falls from £9,100 to £5,000 a year."),
    ).toBe('the salary threshold at which they start to pay falls from £9,100 to £5,000 a year');
  });

  it('when the figure is in a participle, then it is kept with the clause it follows, without the attribution when too long', () => {
    expect(
      figureClause(
        '4,100 employer customers',
        'Manchester-based cloud payroll provider Paybridge said a criminal group encrypted its servers on Monday night, taking its service offline for 4,100 employer customers in the UK, Ireland and Canada.',
      ),
    ).toBe('a criminal group encrypted its servers on Monday night, taking its service offline for 4,100 employer customers in the UK, Ireland and Canada');
  });

  it('when what a body said would lose its verb to the cut, then the list set into it goes instead; an attribution too long to keep is left out', () => {
    // Cut at ', including' the clause was 'said claim documents belonging to about 48,000 customers' (no verb): the
    // aside goes, and the claim keeps its verb.
    expect(
      figureClause(
        'about 48,000 customers',
        'Southern Shield Insurance said claim documents belonging to about 48,000 customers, including medical reports and bank details for payouts, were copied from a server.',
      ),
    ).toBe('Southern Shield Insurance said claim documents belonging to about 48,000 customers were copied from a server');
    expect(figureClause('about 48,000 customers', 'Southern Shield Insurance said claim documents belonging to about 48,000 customers, some of them medical reports.')).toBeNull();
    expect(
      figureClause(
        '1 September',
        "China's Ministry of Commerce said on Monday that exporters of lithium iron phosphate cathode material, battery-grade lithium carbonate and the technology used to make them will need a licence from 1 September.",
      ),
    ).toBe('exporters of lithium iron phosphate cathode material, battery-grade lithium carbonate and the technology used to make them will need a licence from 1 September');
  });

  it('when the figure stands in a fragment or a clause whose subject is a pronoun, then there is no clause', () => {
    expect(figureClause('41% of adults', 'Yorkshire has some of the longest waits in England, with 41% of adults unable to see an NHS dentist in the past two years.')).toBeNull();
    expect(figureClause('1,100 districts', 'Some cannot cook from scratch because of outdated wiring, according to a School Nutrition Association survey of 1,100 districts.')).toBeNull();
    expect(figureClause('£5', 'Prices rose.')).toBeNull();
  });
});

describe('figureClause, sentences too long to quote whole', () => {
  it('when detail follows the figure after a word of time, cause or manner, or a comma that closes no list, then the clause ends before it', () => {
    expect(
      figureClause(
        '$3.12 a mile',
        'Spot rates for refrigerated truckloads rose 14% in a week to $3.12 a mile as shippers of produce, dairy and medicines rushed to secure trailers before the holiday weekend.',
      ),
    ).toBe('Spot rates for refrigerated truckloads rose 14% in a week to $3.12 a mile');
    expect(
      figureClause(
        '260 member companies',
        'The Selangor Container Hauliers Association said its 260 member companies lost an estimated RM12 million in idle truck time during the outage at Klang Gateway Terminals.',
      ),
    ).toBe('the Selangor Container Hauliers Association said its 260 member companies lost an estimated RM12 million in idle truck time');
    expect(
      figureClause(
        '$4.9 billion',
        'Americans aged 60 and over lost $4.9 billion to scammers posing as banks, government agencies and relatives in 2025, about 41% of all impersonation losses.',
      ),
    ).toBe('Americans aged 60 and over lost $4.9 billion to scammers posing as banks, government agencies and relatives in 2025');
  });

  it('when the figure is in a clause a conjunction opens without a comma, then that clause is the fact', () => {
    expect(
      figureClause(
        '380 millimetres',
        "The state's food safety regulator closed oyster harvest areas from Narooma to Wonboyn on Tuesday after Ex-Tropical Cyclone Lirra dropped 380 millimetres of rain on Bega in 48 hours.",
      ),
    ).toBe('Ex-Tropical Cyclone Lirra dropped 380 millimetres of rain on Bega in 48 hours');
  });

  it('when nothing after the figure can go, then there is no clause', () => {
    expect(
      figureClause(
        '96,000 pounds',
        'Harlan Fresh Foods expanded its recall on Monday to include 96,000 pounds of diced cooked chicken sold to school food-service operators in Ohio, Indiana, Kentucky and Michigan.',
      ),
    ).toBeNull();
  });

  it("when the figure opens with its quantity's words ('At least 60 hospitals') or the sentence with a noun in -ing ('Sorting plants'), then the clause is a statement", () => {
    expect(
      figureClause(
        'At least 60 hospitals',
        'At least 60 hospitals and health systems have switched to paper timesheets and manual payroll since the ShiftLedger outage began, the American Hospital Association said on Monday.',
      ),
    ).toBe('at least 60 hospitals and health systems have switched to paper timesheets and manual payroll since the ShiftLedger outage began');
    expect(
      figureClause(
        '5 cents',
        'Sorting plants are paying as little as 5 cents a kilogram for mixed used clothing, down from about 35 cents in 2022, according to the trade body Fachverband Textilrecycling.',
      ),
    ).toBe('sorting plants are paying as little as 5 cents a kilogram for mixed used clothing');
    expect(figureClause('11%', 'Spending on wedding films rose 11% last year.')).toBe('spending on wedding films rose 11% last year');
  });

  it('when a relative clause holds the figure, then it ends at the comma that closes it', () => {
    expect(figureClause('11 clinics', 'Bayview, which runs 11 clinics in Victoria, NSW and Tasmania, said it had refused to pay a ransom.')).toBe(
      'Bayview runs 11 clinics in Victoria, NSW and Tasmania',
    );
  });
});

describe('figureClause, clauses of time and asides', () => {
  it("when the figure is in a clause of time or cause ('…, as a heat dome put about 95 million people…'), then that clause is the fact without its conjunction", () => {
    expect(
      figureClause('about 95 million people', 'Phoenix reached 119F on Tuesday, tying its all-time record, as a heat dome put about 95 million people from Arizona to Illinois under heat warnings.'),
    ).toBe('a heat dome put about 95 million people from Arizona to Illinois under heat warnings');
    // A condition is never cut from what it conditions.
    expect(figureClause('40%', 'Shops would close early, if 40% of staff stayed home.')).toContain('if 40% of staff');
  });

  it('when the sentence is too long and a comma after the figure opens only a description, then the clause ends there; never inside a list', () => {
    expect(
      figureClause('41 breach notifications', 'The Data Protection Commission has received 41 breach notifications linked to a flaw in Sendara Transfer, software widely used by companies to swap large files with clients and suppliers.'),
    ).toBe('the Data Protection Commission has received 41 breach notifications linked to a flaw in Sendara Transfer');
    expect(headlineFact('UKHospitality said 84,000 jobs had gone in pubs, restaurants, hotels and visitor attractions since the rise', '84,000 jobs', 8)).toBeNull();
  });

  it("when the figure comes with a news verb the tagger misreads ('routinely top 100 decibels'), then the clause is still a statement", () => {
    expect(
      figureClause('100 decibels', 'Jackhammers, concrete saws and powder-actuated tools routinely top 100 decibels, and the WHO-ILO report puts construction alongside mining.'),
    ).toBe('Jackhammers, concrete saws and powder-actuated tools routinely top 100 decibels');
  });

  it("when a long sentence gives a count after 'as' ('… on Wednesday as about 12,000 gig workers joined a strike'), then that clause is the fact; never 'as much as', nor in a short sentence", () => {
    expect(
      figureClause(
        'about 12,000 gig workers',
        "Delivery times on Zapto and BasketNow stretched past 40 minutes in parts of Gurugram, Noida and Jaipur on Wednesday as about 12,000 gig workers joined a day-long strike over heat and pay, according to the Platform Riders' Collective.",
      ),
    ).toBe('about 12,000 gig workers joined a day-long strike over heat and pay');
    expect(figureClause('40%', 'Prices rose by as much as 40% in a year.')).toBe('Prices rose by as much as 40% in a year');
    expect(figureClause('5%', 'Prices rose 5% as 3 million households cut back.')).toBe('Prices rose 5% as 3 million households cut back');
  });

  it('when what was said holds words in quotation marks, then it keeps its speaker (the sentence is quoted whole)', () => {
    expect(
      figureClause('up to 18 weeks', 'Paul Danvers, chief executive of the charity Hearing Matters UK, said NHS audiology waits of up to 18 weeks were "putting people off getting help until their hearing is much worse".'),
    ).toBeNull();
  });

  it('when a comma before the figure opens an aside, then no cut after the figure leaves the sentence without its verb', () => {
    expect(headlineFact('Ministers say the change, backed by £420m a year of ringfenced funding, should open 1.5 million more appointments', '£420m', 12)).toBeNull();
  });
});

describe('headlineFact', () => {
  it('when the clause was reported ("said … had risen"), then the headline gives it as its speaker said it', () => {
    expect(headlineFact('One Columbus dealer group said delivery charges had risen from $299 to $399 per vehicle', '$299 to $399', 12)).toBe('delivery charges have risen from $299 to $399 per vehicle');
    expect(headlineFact('The council said the fund had paid out £2.1m since April', '£2.1m', 8)).toBe('the fund has paid out £2.1m since April');
  });

  it("when the clause leans on an adverb ('now', 'still'), then a headline too short for it drops the adverb", () => {
    expect(headlineFact('Bottle makers now pay about $85 a tonne for furnace-ready cullet', 'about $85', 10)).toBe('Bottle makers pay about $85 a tonne for furnace-ready cullet');
    expect(headlineFact('Bottle makers now pay about $85 a tonne for furnace-ready cullet', 'about $85', 11)).toBe('Bottle makers now pay about $85 a tonne for furnace-ready cullet');
  });

  it("when 'with' right after a count says which of them ('10 million people with some degree of hearing loss'), then it is not cut off", () => {
    const clause = 'Brazil has about 10 million people with some degree of hearing loss, around 2.3 million of them with severe loss, according to the IBGE';
    expect(headlineFact(clause, 'about 10 million people', 12)).not.toBe('Brazil has about 10 million people');
  });

  it('when the clause is too long for a headline, then its attribution, then what follows a word of manner goes, the figure kept', () => {
    expect(headlineFact('Utilities lose about 126 billion cubic meters of treated water a year through leaks, theft and faulty meters', 'about 126 billion cubic meters', 14)).toBe(
      'Utilities lose about 126 billion cubic meters of treated water a year',
    );
    expect(
      headlineFact('Food, Health & Consumer Products of Canada said small growers had faced deductions of up to 8% of invoice value', 'up to 8% of invoice value', 14),
    ).toBe('small growers have faced deductions of up to 8% of invoice value');
  });

  it("when what was said says 'its' of who said it, then the attribution stays and a headline too long with it gets no fact", () => {
    const said = "The Icelandic Horticultural Growers' Association said electricity already makes up 30% of its members' costs";
    expect(headlineFact(said, '30%', 10)).toBeNull();
    expect(headlineFact(said, '30%', 16)).toBe(said);
  });

  it('when nothing shorter still says it, then there is no headline fact', () => {
    expect(headlineFact('The regulator confirmed that every one of the providers named in the review must publish 12 new measures by spring', '12 new measures', 8)).toBeNull();
  });
});

describe('a figure clause that leans on the sentence before', () => {
  it("when the figure's clause opens on a share of a pronoun ('all of it'), then there is no clause and the caller quotes the sentence", () => {
    expect(figureClause('25%', 'Portugal sold €90 million of cork stoppers to US wineries last year, and all of it will be covered by the 25% duty.')).toBeNull();
  });
});

describe('what a survey or study found', () => {
  it('when the clause holding a figure leans on the sentence before, then what was found is the fact', () => {
    expect(figureClause('64%', 'Their poll of 1,800 commuters found 64% of riders check the timetable on an app before leaving home.')).toBe(
      '64% of riders check the timetable on an app before leaving home',
    );
  });

  it("when the found part is a question, leans on who found it, or lacks the figure, then there is no finding", () => {
    expect(findingOf('The audit shows why rural councils face budget gaps of 12% next year', '12%')).toBeNull();
    expect(findingOf('The union found its members lost 9% of their pay', '9%')).toBeNull();
    expect(findingOf('The study found most families cut back on heating', '40%')).toBeNull();
  });
});

describe('the sample of a study', () => {
  it("when a study followed or surveyed a number of people ('followed 3,140 students'), then that number is its base, not its finding", () => {
    const study = 'Researchers followed 3,140 students aged 12 to 17 at 28 schools and found those on screens four hours a day had twice the back pain.';
    expect(isBaseCount('3,140 students', study)).toBe(true);
    expect(isBaseCount('28 schools', study)).toBe(false);
  });
});

describe("a body's membership", () => {
  it("when a body speaks of its own members ('its 260 member companies lost …'), then their number is its base; what they lost is the figure", () => {
    const said = 'The Selangor Container Hauliers Association said its 260 member companies lost an estimated RM12 million in idle truck time.';
    expect(isBaseCount('260 member companies', said)).toBe(true);
    expect(isBaseCount('RM12 million in idle truck time', said)).toBe(false);
    expect(isBaseCount('40 aircraft', 'The airline said its 40 aircraft were grounded.')).toBe(false);
  });
});

describe('a clause that lost its subject', () => {
  it("when the part holding the date opens on its verb ('but said it would decide …'), then it is no clause of its own", () => {
    const sentence =
      "The Department for Business and Trade published final UK Sustainability Reporting Standards on Wednesday, based on the ISSB's IFRS S1 and S2, but said it would decide which companies must use them only after a consultation that closes on 30 September.";
    expect(figureClause('30 September', sentence)).toBeNull();
    expect(figureClause('6.7%', 'The National Living Wage rises by 6.7% from April, the government said.')).toBe('the National Living Wage rises by 6.7% from April');
  });
});

describe('conditions, yardsticks and time measured', () => {
  const sentence =
    'Commuters in Lyon would save 41 minutes a week on average if buses ran at the regulator’s target of 12-minute intervals, according to a study published by the city’s transport authority on Tuesday.';

  it('when a figure is the level of a target or sits in an if-clause, then it is a condition, not what was found', () => {
    expect(isCondition('12-minute', sentence)).toBe(true);
    expect(isCondition('41 minutes', sentence)).toBe(false);
    expect(isCondition('£1.20 a litre', 'Drivers would save £300 a year if petrol fell to £1.20 a litre.')).toBe(true);
    expect(isCondition('£300 a year', 'Drivers would save £300 a year if petrol fell to £1.20 a litre.')).toBe(false);
    // A standard a finding is measured against is a yardstick; a cap that is set is the news.
    expect(isCondition('95%', 'Campaigners called for a minimum accuracy standard of 95% for automatic captions.')).toBe(true);
    expect(isCondition('£2', 'Ministers set a cap of £2 on single bus fares from January.')).toBe(false);
  });

  it("when a figure is where a change started ('up from $2,900'), then it is what the news is compared with, not the news", () => {
    const rates = 'Shipping a container from Tema to Antwerp now costs about $4,200, up from $2,900 in September, the authority said.';
    expect(isCondition('$2,900', rates)).toBe(true);
    expect(isCondition('$4,200', rates)).toBe(false);
    expect(isCondition('9%', 'Sales fell 4% compared with 9% a year earlier.')).toBe(true);
    const target = "The producers' organisation wants to lift the province's glass recovery rate from 61% in 2024 to 75% by 2030.";
    expect(isCondition('61%', target)).toBe(true);
    expect(isCondition('75%', target)).toBe(false);
    expect(isCondition('2,000', 'The fund will grow from 2,000 members.')).toBe(false);
  });

  it("when a time is what changed ('41 minutes … longer', 'three years of life'), then it is no span detail; '12 months later' is", () => {
    expect(isSpanDetail('6 weeks', 'Patients now wait 6 weeks longer for a hip operation than in 2019.')).toBe(false);
    expect(isSpanDetail('three years', 'Smokers lose three years of life on average.')).toBe(false);
    expect(isSpanDetail('12 months', 'Of the 90 firms, 81 kept the scheme 12 months later.')).toBe(true);
    expect(isSpanDetail('40%', 'Sales rose 40%.')).toBe(false);
  });

  it("when a long clause ends on the condition 'would' rests on, then the clause stops before it", () => {
    const long =
      'People across the three northern regions would live 2.1 years longer on average if fine dust fell to the level set out in the guideline agreed by ministers in 2021, the institute said.';
    expect(figureClause('2.1 years', long)).toBe('people across the three northern regions would live 2.1 years longer on average');
  });
});

describe('base counts', () => {
  it('when a count is the people a survey asked or the whole a share is taken from, then it is a base count', () => {
    expect(isBaseCount('2,400 drivers', 'A survey of 2,400 drivers found 38% had skipped a service.')).toBe(true);
    expect(isBaseCount('9,000 schools', "About 1,200 of England's 9,000 schools still use coal boilers.")).toBe(true);
    expect(isBaseCount('52,000 tenants', 'Of the 52,000 tenants surveyed, one in five was behind on rent.')).toBe(true);
    expect(isBaseCount('18,000 nurses', 'The union, which represents 18,000 nurses, voted to strike.')).toBe(true);
    expect(isBaseCount('900 growers', 'The association, which speaks for 900 growers, wants a delay.')).toBe(true);
  });

  it('when a count is what happened, then it is no base count', () => {
    expect(isBaseCount('38%', 'A survey of 2,400 drivers found 38% had skipped a service.')).toBe(false);
    expect(isBaseCount('300 jobs', 'The plant will cut 300 jobs by March.')).toBe(false);
    expect(isBaseCount('30%', 'The quota fell by 30% on 1 January.')).toBe(false);
  });
});

describe('a headline fact stays a statement', () => {
  it('when a comma sits inside a number after the anchor, then the clause is not cut there', () => {
    expect(headlineFact('The county has opened a tender for a firm to run a 1,500-bike hire scheme from May, its first since 2019', 'tender', 17)).toBe(
      'the county has opened a tender for a firm to run a 1,500-bike hire scheme from May',
    );
  });

  it('when what was said loses its verb with who said it, then it is no headline fact', () => {
    expect(headlineFact('State vets confirmed bluetongue virus in four sheep flocks near Exeter on Friday', 'bluetongue', 9)).toBeNull();
  });

  it('when the only verb is an infinitive, then the clause is no statement', () => {
    expect(figureClause('boilers', 'Bakeries planning to replace 40 gas boilers')).toBeNull();
  });
});

describe('figures that count something', () => {
  it('when a figure names what it counts or costs, with or without a ceiling, then it counts something', () => {
    expect(countsSomething('4,100 employer customers')).toBe(true);
    expect(countsSomething('up to 35,000 jobs')).toBe(true);
    expect(countsSomething('£13.05')).toBe(true);
  });

  it('when a figure is a share, a span or a range alone, then it counts nothing', () => {
    expect(countsSomething('83%')).toBe(false);
    expect(countsSomething('12 months')).toBe(false);
    expect(countsSomething('10 to 15 jobs')).toBe(false);
  });
});

describe('a headline fact before a participle', () => {
  it("when a participle's phrase follows the figure, then the headline fact ends before it", () => {
    expect(headlineFact('The regulator has written to 23 letting agents warning them to publish all fees before viewings', '23 letting agents', 12)).toBe(
      'the regulator has written to 23 letting agents',
    );
  });

  it("when a sentence too long to quote goes on in a participle's phrase after the figure, then its clause ends there", () => {
    expect(
      figureClause(
        '60',
        'The Food Standards Agency has written to 60 sandwich and salad makers telling them to remove words such as natural, fresh and wholesome that are not explained where the food is sold.',
      ),
    ).toBe('the Food Standards Agency has written to 60 sandwich and salad makers');
  });

  it("when an -ing phrase says which ones the figure counts ('firms importing cocoa'), then the clause is not cut before it", () => {
    expect(headlineFact('From 30 December the regulation requires 4,000 firms importing cocoa into the bloc to trace every farm', '4,000 firms', 8)).toBeNull();
  });

  it('when the -ing form is the clause’s own verb after an auxiliary, then it is not cut there', () => {
    expect(headlineFact('About 120 bus routes in the county are facing cuts from April under the council budget', 'About 120 bus routes', 6)).toBeNull();
  });
});

describe('headlineFact, who said it', () => {
  it('when a short speaker leads the fact, then the headline gives the fact first and the speaker after it, in the present', () => {
    expect(headlineFact('Forwarders said the checks add about $150 per container', 'about $150 per container', 14)).toBe(
      'the checks add about $150 per container, forwarders say',
    );
    expect(headlineFact('UKHospitality said 84,000 jobs had gone in pubs since the rise', '84,000 jobs', 14)).toBe(
      '84,000 jobs have gone in pubs since the rise, UKHospitality says',
    );
    expect(headlineFact('The RCMP says only 5% to 10% of fraud is ever reported', '5% to 10%', 14)).toBe(
      'only 5% to 10% of fraud is ever reported, the RCMP says',
    );
  });

  it("when what was said points back at its speaker, or the speaker is a role and a name, then the fact keeps its order", () => {
    expect(headlineFact('the Selangor Container Hauliers Association said its 260 member companies lost RM12 million', '260 member companies', 18)).toBe(
      'the Selangor Container Hauliers Association said its 260 member companies lost RM12 million',
    );
    expect(headlineFact('Union president Mathieu Bélanger said members wanted $22.50 an hour', '$22.50 an hour', 14)).toBe(
      'Union president Mathieu Bélanger said members wanted $22.50 an hour',
    );
  });
});

describe('a distance in a story', () => {
  it('when a distance says where something happened, then it is a detail; when it is the news, it is a figure', () => {
    expect(isLocationDetail('about 60 nautical miles west', 'Two drones hit the bulk carrier about 60 nautical miles west of Hodeidah.')).toBe(true);
    expect(isLocationDetail('12 km', 'The quake struck 12 km off the coast of Crete.')).toBe(true);
    expect(isLocationDetail('40 km', 'The city will build 40 km of new tram track by 2030.')).toBe(false);
    expect(isLocationDetail('40%', 'Sales rose 40% west of the river.')).toBe(false);
  });
});

