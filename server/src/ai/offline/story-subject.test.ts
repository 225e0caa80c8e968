import { describe, expect, it } from 'vitest';
import { subjectOf } from './story-subject';
import { correct, tag } from './headline-tags';

describe('the subject of a story', () => {
  it("when a headline opens with a common word in title case, then the subject writes it in lower case", () => {
    const s = subjectOf('Faulty security software update causes worldwide IT outage', ['it outage'], 'Faulty update from security firm Sentrix crashes millions of computers worldwide. Airlines and banks were hit.');
    expect(s.np).toBe('the faulty security software update');
  });

  it("when a headline opens on a place that acts ('Nova Scotia expands home-care hours'), then the subject is what it does, not the place", () => {
    const s = subjectOf('Nova Scotia expands home-care hours and raises home support pay', ['home care', 'continuing care assistants', 'Nova Scotia', 'wait list']);
    // What it does, with whose act it is (subject-acts.ts).
    expect(s.phrase).toBe('Nova Scotia’s expansion of home-care hours');
  });

  it("when a measure is what a keyword names and no number counts it ('home-care hours'), then it may be the subject; a span of time never is", () => {
    expect(subjectOf('Province adds home-care hours', ['home care']).phrase).toBe('home-care hours');
    expect(subjectOf('Province adds 1.2 million hours of home care', ['home care']).phrase).not.toMatch(/hours/);
  });

  it("when a comma after the subject opens a clause, not a list ('…, squeezing small exporters'), then the subject keeps its link", () => {
    expect(subjectOf('US adds fee on low-value parcels, squeezing small exporters', [], '').np).toBe('the fee on low-value parcels');
  });

  it('when a keyword writes a first capital beside keywords in lower case, then it is a name the subject keeps', () => {
    const title = 'Brent crude rises above $100 a barrel, pushing up diesel, petrol and shipping fuel prices';
    expect(subjectOf(title, ['oil prices', 'Brent crude', 'diesel prices'], 'Brent crude for May delivery settled at $101.40 a barrel.').np).toBe('the rise in Brent crude');
  });

  it('when a keyword names in the plural what the headline says in the singular, then that phrase is the subject', () => {
    expect(subjectOf('Aluminium price hits highest level since 2022 after Guinea halts bauxite exports', ['aluminium prices', 'London Metal Exchange', 'bauxite', 'Guinea']).np).toBe(
      'the aluminium price',
    );
  });

  it('when talks are concluded, then the subject is their agreement', () => {
    expect(subjectOf('EU and the Philippines conclude free trade agreement talks', ['tariffs', 'canned tuna']).np).toBe('the free trade agreement');
  });

  it('when a plural closing the object is read as a second verb, then the object is whole and said without its long list', () => {
    expect(subjectOf('Chinese battery maker launches low-cost sodium-ion packs for motorcycles and scooters', ['electric two-wheelers', 'battery prices']).phrase).toBe(
      'low-cost sodium-ion packs',
    );
  });

  it("when a count noun ends like a mass noun ('ranking', 'ruling'), then it takes its article", () => {
    expect(subjectOf('WRI ranking puts Morocco and Chile among the most water-stressed countries', ['water stress', 'WRI']).np).toBe('the WRI ranking');
  });

  it('when a body declares or adopts something and then does more, then the first thing is the subject, a name as written', () => {
    expect(subjectOf('WMO declares El Niño and warns of drought in southern Africa and Southeast Asia', ['El Niño', 'drought', 'WMO']).np).toBe('El Niño');
    expect(subjectOf('European Commission adopts simplified sustainability reporting standards and caps supplier data requests', []).phrase).toBe(
      'simplified sustainability reporting standards',
    );
  });

  it("when a hyphenated modifier reads as a particle ('opt-out figures'), then it is part of the subject, and an ordinal takes 'the'", () => {
    expect(subjectOf('Ireland publishes first opt-out figures for auto-enrolment pensions', [], '').np).toBe('the first opt-out figures for auto-enrolment pensions');
    expect(subjectOf('Manchester Airport drop-off charge to rise to £7', [], '').np).toBe('the Manchester Airport drop-off charge');
  });

  it("when the subject's noun is a mass noun ('tree cover', 'car delivery'), then it takes no article", () => {
    expect(subjectOf('Car delivery slows as haulers lose drivers', [], '').np).toBe('car delivery');
    expect(subjectOf('Study links urban tree cover to fewer heat deaths', [], '').np).toBe('urban tree cover');
    expect(subjectOf('Study links heavy screen use to neck and back pain in teenagers', [], '').np).toBe('heavy screen use');
  });

  it("when a headline's verb is one the tagger reads as a plural ('AI narration spreads through audiobooks'), then it is not part of the subject", () => {
    const s = subjectOf('AI narration spreads through audiobooks as narrators win consent deal and parents push back', ['AI narration', 'audiobooks'], 'Synthetic voices read a third of new audiobooks.');
    expect(s.phrase).toBe('AI narration');
  });

  it("when a plural the tagger could read as a verb is followed by a verb of change ('Bed bug reports rise in hotels'), then the subject is the plural's change", () => {
    expect(subjectOf('Bed bug reports rise in hotels and rented homes', ['bed bugs', 'hotels']).np).toBe('the rise in bed bug reports');
  });

  it("when an -ing word ends a noun phrase after a preposition ('for mandatory climate reporting'), then it is the phrase's noun, not a participle", () => {
    expect(subjectOf('Governments set timelines for mandatory climate reporting', ['climate disclosure', 'ISSB standards']).phrase).toBe(
      'timelines for mandatory climate reporting',
    );
    expect(subjectOf('Retailers cut prices, citing weak demand', ['prices']).phrase).not.toMatch(/citing/);
  });

  it("when the headline's actor tells of an incident that befell it ('Rosterly hit by data breach'), then the incident, named by the actor, is the subject", () => {
    const wider = 'Seattle-based Rosterly said an intruder copied the records of 2.3 million hourly workers.';
    expect(subjectOf('Scheduling app Rosterly hit by data breach affecting 2.3 million shift workers', ['data breach', 'shift workers'], wider).np).toBe('the Rosterly data breach');
    expect(subjectOf('Paybridge suffers outage as payday nears', [], 'Customers said Paybridge was down for hours.').np).toBe('the Paybridge outage');
    // An actor that does something to others is still what the headline is about.
    expect(subjectOf('Storm Fionnuala cuts power to 40,000 homes', [], 'Storm Fionnuala brought gusts of 130 km/h.').np).toBe('Storm Fionnuala');
  });

  it("when the headline's opening is blamed for an incident ('E-bike battery blamed for car-deck fire'), then the incident is the subject", () => {
    const wider = 'Investigators said an e-bike battery caught fire on the car deck.';
    expect(subjectOf('E-bike battery blamed for car-deck fire on a Dublin–Holyhead ferry as operators tighten rules', ['ferry fire', 'e-bike batteries'], wider).np).toBe('the car-deck fire');
  });

  it("when a second verb joins the headline's by 'and' ('orders … and caps prescription fees'), then it is no noun of the subject", () => {
    const wider = 'The Competition and Markets Authority said vet practices must publish prices.';
    expect(subjectOf('CMA orders vet practices to publish prices and caps prescription fees', ['vet prices', 'prescription fees'], wider).np).toBe('prescription fees');
    expect(correct(tag('Retailer cuts prices and jobs'))[4]!.pos).toBe('NOUN');
  });

  it("when the subject is a place or body named 'X of Y' ('Port of Montreal'), then it reads with 'the'", () => {
    expect(subjectOf('Port of Montreal expands container terminal', [], 'The Port of Montreal said the terminal opens in May.').np).toBe('the Port of Montreal');
  });

  it('when a headline places its story at a named place, then the place is its setting and what happened there is the subject', () => {
    const keywords = ['auto theft', 'Port of Montreal', 'shipping containers', 'cloned VINs'];
    expect(subjectOf('Stolen vehicles found in shipping containers at the Port of Montreal', keywords).np).toBe('stolen vehicles');
    expect(subjectOf('Fire breaks out at Heathrow Airport fuel depot', ['Heathrow Airport', 'fuel depot']).phrase).toBe('fire');
    // …and said with where it happened, as a desk writes it.
    expect(subjectOf('Fire breaks out at Heathrow Airport fuel depot', ['Heathrow Airport', 'fuel depot']).np).toBe('the Heathrow Airport fire');
    // A place that opens the headline is what it is about.
    expect(subjectOf('Port of Montreal expands container terminal', ['Port of Montreal']).np).toBe('the Port of Montreal');
  });

  it("when a headline's subject has an owner ('Awaab's Law', 'children's apps'), then the owner stays in it; a name's stands for its article, a common noun's takes one", () => {
    expect(subjectOf("Awaab's Law repair deadlines extended to private rented homes in England", [], "Landlords must fix damp under Awaab's Law.").np).toBe(
      "Awaab's Law repair deadlines",
    );
    expect(subjectOf("UK, Australia and California tighten age checks and data rules for children's apps", []).np).toBe("data rules for children's apps");
    const wider = 'The number of children waiting for NHS hospital care in England passed 500,000.';
    expect(subjectOf("Children's NHS waiting list passes 500,000", ['waiting list'], wider).np).toBe("the children's NHS waiting list");
    // Read as a name while the reports never write the owner as a common noun.
    expect(subjectOf("Employers' National Insurance rise takes effect", ['National Insurance']).np).toBe("Employers' National Insurance rise");
    const employers = 'From April, employers pay 15% on salaries above £5,000.';
    expect(subjectOf("Employers' National Insurance rise takes effect", ['National Insurance'], employers).np).toBe("the employers' National Insurance rise");
  });

  it("when the subject's object is the first item of a list, then it takes a second item whole and a longer list not at all", () => {
    expect(subjectOf('Minimum wage increases in Ireland, the UK, Canada and South Africa', []).phrase).toBe('minimum wage increases');
    expect(subjectOf('Tariffs on steel and aluminium hit carmakers', []).phrase).toBe('tariffs on steel and aluminium');
  });

  it('when a headline opens with a name the reports write mid-sentence, then the name keeps its capital', () => {
    const s = subjectOf('Ofgem overhauls grid connection queue', ['grid connection'], 'The regulator Ofgem said on Monday that projects would be reordered.');
    expect(s.phrase).toContain('grid connection queue');
    const named = subjectOf('Sentrix update crashes computers worldwide', [], 'Security firm Sentrix said a faulty update was to blame.');
    expect(named.phrase.startsWith('Sentrix')).toBe(true);
  });

  it("when a headline drops the article before an organisation ('attack on payroll provider'), then the subject gives it back, and only to an organisation", () => {
    const s = subjectOf('Ransomware attack on payroll provider delays pay for hospital staff and contractors', ['ransomware'], 'A ransomware attack took a payroll provider offline.');
    expect(s.np).toBe('the ransomware attack on a payroll provider');
    expect(subjectOf('Tariffs on steel hit carmakers', ['tariffs'], 'The tariffs on steel rose.').np).toBe('tariffs on steel');
  });

  it("when a headline closes on a plural and a bare headline verb ('as energy costs rise'), then the verb is no part of a subject, and a participle after 'more' modifies its noun", () => {
    expect(subjectOf('Bakers buy more imported flour as energy costs rise', ['flour'], 'Millers said imports doubled.').phrase).toBe('imported flour');
    // A singular before it is a compound: 'energy price rise' is a noun phrase.
    expect(subjectOf('Households brace for energy price rise', ['energy prices'], 'Bills go up in April.').phrase).toBe('energy price rise');
  });

  it("when names joined by 'and' open the headline, then the base form after them is their verb, not part of the subject ('the US change rules')", () => {
    const s = subjectOf('Canada, Australia, New Zealand and the US change rules for seasonal foreign workers', ['seasonal workers'], 'Four countries changed their seasonal visa rules.');
    expect(s.phrase).toBe('rules for seasonal foreign workers');
    // A headline whose verb the tagger already reads keeps it.
    expect(subjectOf('Apple and Google face new app store rules', ['app store'], 'Regulators set new rules.').phrase).toContain('app store rules');
  });

  it("when a body somewhere acts on the story ('Child health bodies in Canada, Australia and the UK update…'), then what it acts on is the subject", () => {
    const s = subjectOf('Child health bodies in Canada, Australia and the UK update screen-time advice for under-fives', ['screen time'], 'Paediatric bodies changed their advice.');
    expect(s.phrase).toBe('screen-time advice for under-fives');
    const reading = subjectOf('Reading surveys in the UK, US and South Africa show children reading less and struggling more', ['reading for pleasure'], 'Surveys found children read less.');
    expect(reading.phrase).not.toMatch(/South Africa show/);
  });

  it("when a list goes on after the subject's link ('tariffs on imported honey, wine and cider'), then the subject says the whole list", () => {
    const s = subjectOf('US raises tariffs on imported honey, wine and cider from 1 March', ['US tariffs', 'food import duties'], 'The order raises duties on 240 tariff lines.');
    expect(s.phrase).toBe('tariffs on imported honey, wine and cider');
    expect(s.plural).toBe(true);
    expect(subjectOf('Ministers cut funding for libraries, museums and archives', ['libraries'], '').phrase).toBe('funding for libraries, museums and archives');
  });

  it("when a body's name ends on its place ('Heritage Council Ireland announces …'), then what it announces is the subject, both things it is for included", () => {
    const s = subjectOf('Heritage Council Ireland announces repair grants for castles and round towers', ['heritage grants'], 'The council said 40 sites would share the money.');
    expect(s.phrase).toBe('repair grants for castles and round towers');
    // A lone word after 'and' may be a verb the tagger reads as a plural: it is not joined.
    expect(subjectOf('Beijing ends export rebate on solar panels and cuts it for batteries', ['export rebate'], '').phrase).not.toMatch(/and cuts/);
  });

  it("when a headline opens on a measure and how it moved ('Births fall to record lows in …'), then the subject is the movement, not the lows or the places", () => {
    expect(subjectOf('Births fall to record lows in Japan, Uruguay and Estonia', ['births', 'birth rate']).np).toBe('the fall in births');
    expect(subjectOf('Irish rents keep rising under nationwide rent caps, RTB index shows', ['rents', 'rent caps']).np).toBe('the rise in Irish rents');
    expect(subjectOf('War-risk insurance premiums and freight rates rise as ships avoid the Red Sea again', []).np).toBe(
      'the rise in war-risk insurance premiums and freight rates',
    );
  });

  it("when a headline brings its measure to a record ('Tourism heads for a record year', 'School book removals reach record'), then the subject is the record", () => {
    expect(subjectOf('Tourism heads for a record year as the southern summer season opens', ['international tourism'], 'UN Tourism said arrivals rose.').np).toBe('the record year for tourism');
    const removals = subjectOf('School book removals reach record, PEN America says', ['book bans']);
    expect(removals.np).toBe('record school book removals');
    expect(removals.plural).toBe(true);
    expect(subjectOf('House prices hit a record high in October', []).np).toBe('the record high in house prices');
  });

  it("when a commodity moves and its coverage speaks of its price ('Oil falls below $55 a barrel'), then the subject is the movement of its price", () => {
    const s = subjectOf('Oil falls below $55 a barrel after OPEC+ agrees to pump more', ['OPEC+'], '', 'The drop in world oil prices will cut fuel bills.');
    expect(s.np).toBe('the fall in oil prices');
    expect(s.plural).toBe(false);
  });

  it("when the movement word heads the opening phrase and a verb follows it ('Oil price jump pushes up …'), then the phrase is the subject as written", () => {
    expect(subjectOf('Oil price jump pushes up jet fuel and diesel costs', ['oil price']).np).toBe('the oil price jump');
  });

  it("when a clause leaves out its 'that' ('the sustainability data large companies can demand'), then the subject ends before the clause", () => {
    expect(subjectOf('EU caps the sustainability data large companies can demand from smaller suppliers', []).np).toBe('sustainability data');
    expect(subjectOf('Government raises Skilled Worker visa thresholds in immigration white paper', []).np).toBe('Skilled Worker visa thresholds');
  });

  it("when a keyword names a body that holds a common word of the story ('Brazil Coffee Institute' beside 'coffee prices'), then the story's word keeps no capital", () => {
    const s = subjectOf('Coffee prices climb as Brazil frost hits crop', ['coffee prices', 'Brazil Coffee Institute'], '');
    expect(s.phrase).toBe('rise in coffee prices');
    expect(s.np).toBe('the rise in coffee prices');
  });

  it("when the headline opens with a share ('Half of school districts report…'), then the subject is never 'the half of school districts'", () => {
    const s = subjectOf('Half of school districts report bus driver shortages', ['school districts'], 'About half of districts said they had cut routes.');
    expect(s.np).not.toMatch(/^the half/);
    expect(s.np).toMatch(/school districts$/);
  });

  it("when the headline's verb is followed by a noun that can also be a verb ('plans fines'), then that noun is the object and heads the subject", () => {
    const s = subjectOf('Government plans fines for large firms that pay suppliers late', ['late payments', 'payment terms'], 'Companies with more than 250 staff will face fines if they pay small suppliers late.');
    expect(s.phrase).toBe('fines for large firms');
    expect(s.plural).toBe(true);
  });

  it('when a headline names a law, a flaw or a code, then the subject is the name whole, with its article, and ends where the name ends', () => {
    expect(subjectOf('Ireland starts enforcing the European Accessibility Act against websites and apps', []).np).toBe('the European Accessibility Act');
    expect(subjectOf('Hackers exploit Sendara file-transfer flaw to steal data from hundreds of organisations', []).np).toBe('the Sendara file-transfer flaw');
    expect(subjectOf("Canada's Grocery Code of Conduct takes full effect", []).np).toMatch(/^the Grocery Code/);
  });

  it("when a headline's verb takes an object and a 'to' or 'over' phrase, or opens with its actor's acronym, then neither is the subject", () => {
    expect(subjectOf('WHO and ILO report links a sixth of adult hearing loss to workplace noise', []).phrase).not.toMatch(/ to /);
    const ftc = subjectOf('FTC fines fitness and supplement brands over undisclosed influencer posts', ['FTC', 'influencer marketing']);
    expect(ftc.phrase).not.toBe('FTC');
    expect(ftc.phrase).not.toMatch(/ over /);
  });

  it("when a plural noun follows a hyphenated modifier ('plant-based diets no less healthy'), then it stays the noun of the subject", () => {
    expect(subjectOf('Study finds dogs on plant-based diets no less healthy', []).phrase).toBe('dogs on plant-based diets');
  });

  it("when a headline's subject is followed by an adverbial ('… UDA dental contract in NHS England overhaul'), then the two are not joined into one subject", () => {
    expect(subjectOf('Government scraps UDA dental contract in NHS England overhaul', []).phrase).toBe('UDA dental contract');
  });

  it("when a headline opens with a compound the reports write in lower case ('Four-day week trial'), then the subject does too, whatever the other headlines open with", () => {
    const wider = ['54 of 61 firms keep the four-day week after six-month trial', 'Four-day week: what the results mean'].join('\n');
    expect(subjectOf('Four-day week trial across four countries reports lower sick leave', ['four-day week'], wider).np).toBe(
      'the four-day week trial',
    );
  });

  it("when a sentence-case headline opens with a word that runs into a name ('Storm Fionnuala cuts power'), then it keeps its capital", () => {
    const wider = 'Red warning as the storm brings 140km/h gusts to the west\nStorm Fionnuala: more than 300 flights cancelled';
    expect(subjectOf('Storm Fionnuala cuts power and grounds flights across Ireland', ['storm fionnuala'], wider).phrase).toBe('Storm Fionnuala');
  });

  it("when a headline's plural is followed by a participle ending its clause ('alerts issued as…'), then the plural is the subject's head, not a verb", () => {
    expect(subjectOf('Amber cold weather alerts issued as snow and ice hit England', ['cold weather alert']).phrase).toBe('amber cold weather alerts');
    expect(subjectOf('Amber cold weather alerts issued as snow and ice hit England', ['cold weather alert']).plural).toBe(true);
  });

  it("when a keyword writes a name with capitals ('Halcyon Buds Pro 3'), then the headline's first word keeps its capital even if it is also a common word", () => {
    const s = subjectOf('Halcyon earbuds cleared as hearing aids launch with live translation', ['live translation', 'Halcyon Buds Pro 3']);
    expect(s.np).toBe('the Halcyon earbuds');
    // A word the tagger does not know is still read as a plural ('what the Halcyon earbuds mean').
    expect(s.plural).toBe(true);
  });

  it("when a headline counts its actor ('more than half of school districts need…'), then what they need is the subject, not the share or the districts", () => {
    const s = subjectOf('GAO finds more than half of school districts need major building upgrades', ['school buildings', 'school districts']);
    expect(s.phrase).toBe('major building upgrades');
    expect(s.np).not.toMatch(/half/);
  });

  it("when people in a headline tell what happened to them ('Train drivers face rising assaults…'), then what happened is the subject, not the people", () => {
    expect(subjectOf('Train drivers face rising assaults on late-night services', ['train drivers', 'assaults']).phrase).toBe(
      'rising assaults on late-night services',
    );
    // However strongly the keywords name the people ('English wine'), or when a participle qualifies what happened.
    expect(subjectOf('English wine producers expect record harvest', ['English wine', 'grape harvest']).np).toBe('the record harvest');
    expect(subjectOf('Freelance writers and designers report lost work as AI tools spread', ['freelance work']).phrase).toBe('lost work');
  });

  it("when a headline's object is a sum of money or its actor an adjective used as a noun, then the subject keeps them", () => {
    expect(subjectOf('Government opens £220m fund to replace gas in factory heating', ['industrial heat pumps', 'gas boilers']).np).toBe('the £220m fund');
    expect(subjectOf('East coast low floods south-east Queensland and the Northern Rivers', ['flooding']).np).toBe('the east coast low');
    expect(subjectOf('Nurses warn of staffing crisis in winter', []).np).toBe('the staffing crisis in winter');
    // Not people, or no telling verb: as before.
    expect(subjectOf('Ofgem overhauls grid connection queue', ['grid connection']).phrase).toBe('grid connection queue');
  });

  it("when a number is joined to its noun by a hyphen ('Four-day week trial'), then it stays in the subject", () => {
    expect(subjectOf('Four-day week trial across four countries reports lower sick leave', ['four-day week']).phrase).toBe('four-day week trial');
  });

  it('when a sentence-case headline capitalises a name the reports write in lower case, then the name keeps its capitals', () => {
    const s = subjectOf('UK National Living Wage to rise to £13.05 from April', ['living wage'], 'Chancellor confirms 2.7% living wage rise in Budget.');
    expect(s.phrase).toBe('UK National Living Wage');
  });

  it('when a headline counts time (\'every six minutes in Australia\'), then the span of time is not the subject', () => {
    const s = subjectOf('ASD report finds a cybercrime reported every six minutes in Australia', ['cybercrime']);
    expect(s.phrase).not.toMatch(/minutes/);
    // Nor the report that tells it: what it finds is the story.
    expect(s.np).toBe('cybercrime');
  });

  it("when a headline's verb is followed by a bare form ('Paybridge delays pay for thousands'), then the verb is no part of the subject", () => {
    expect(subjectOf('Ransomware attack on Paybridge delays pay for thousands of workers', ['ransomware']).phrase).toMatch(/^ransomware attack on Paybridge$/i);
  });
  it("when a name's head is a public instrument ('National Living Wage'), then it takes 'the' like 'the EU AI Act'", () => {
    const s = subjectOf('UK National Living Wage to rise to £13.05 an hour', ['national living wage'], 'The National Living Wage for workers aged 21 and over will rise from £12.71 to £13.05 an hour on 1 April.');
    expect(s.np).toBe('the UK National Living Wage');
  });

  it("when a public body opens the headline and acts ('Leeds City Council seeks a partner for…'), then what it acts on is the subject", () => {
    expect(subjectOf('Leeds City Council seeks a partner for its district heating network', []).np).toBe('the district heating network');
    expect(subjectOf('Federal regulators to review rail safety rules after derailment', []).np).toBe('rail safety rules');
    // A storm or a product is no body: it stays the subject.
    expect(subjectOf('Storm Fionnuala cuts power and grounds flights across Ireland and Scotland', []).np).toBe('Storm Fionnuala');
  });

  it("when a headline gives a span of something ('five days of paid sick leave'), then the thing is the subject", () => {
    expect(subjectOf('Government proposes five days of paid sick leave for gig workers', []).phrase).toMatch(/^(?:paid )?sick leave/);
  });

  it("when a phrase runs on past 'and' ('accessible bus and rail timetables'), then the subject does not stop halfway through it", () => {
    expect(subjectOf('Transport Department keeps June deadline for accessible bus and rail timetables', []).np).toBe('the June deadline for accessible bus and rail timetables');
    expect(subjectOf('Transport Department keeps June deadline for accessible state and local government bus timetables', []).np).toBe('the June deadline');
  });

  it("when a keyword is written with spaces and the headline with a hyphen ('heat-stroke admissions'), then the keyword still marks the subject", () => {
    expect(subjectOf('Hospital staff stretched as heat-stroke admissions hit a record', ['heat stroke admissions']).np).toBe('heat-stroke admissions');
  });

  it("when a headline counts people in something ('Most landlords in rent-control pilot…'), then the something is the subject", () => {
    expect(subjectOf('Most landlords in rent-control pilot raise prices anyway, survey finds', []).np).toBe('the rent-control pilot');
    // Not a place alone: 'Many schools in England' has no story of its own after 'in'.
    expect(subjectOf('Many schools in England miss phonics target', []).np).not.toBe('England');
  });

  it("when people lose to something ('Pensioners lose most to online investment scams'), then what they lose to is the subject", () => {
    expect(subjectOf('Pensioners lose most to online investment scams, police say', []).np).toBe('online investment scams');
  });

  it("when a short coordination ends a joined phrase ('tariffs on Canadian and Mexican goods'), then the subject holds all of it", () => {
    expect(subjectOf('US to raise tariffs on Canadian and Mexican goods from June', []).np).toBe('tariffs on Canadian and Mexican goods');
  });

  it("when a headline opens on someone doing something ('Learning a second language after 60 linked to…'), then that doing is the subject", () => {
    const read = subjectOf('Learning a second language after 60 linked to lower dementia risk, study finds', ['dementia risk']);
    expect(read.np).toBe('learning a second language after 60');
    expect(read.plural).toBe(false);
    expect(subjectOf('Walking after meals cuts blood sugar spikes', []).np).toBe('walking after meals');
  });

  it("when an -ing word describes a plural noun whose verb agrees in the plural ('Soaring rents drive…'), then the subject is plural", () => {
    const read = subjectOf('Soaring rents drive young families out of city centres', []);
    expect(read.np).toBe('soaring rents');
    expect(read.plural).toBe(true);
    expect(subjectOf('Walking after meals cuts blood sugar spikes', []).plural).toBe(false);
  });

  it("when an event opens the headline as the one that acts ('Landslide dams river…'), then the event is the subject, not where it struck", () => {
    expect(subjectOf("Landslide dams river in Austria's Ötztal, forcing evacuation of 420 people", []).phrase).toBe('landslide');
    expect(subjectOf("Landslide dams river in Austria's Ötztal, forcing evacuation of 420 people", []).np).toBe('the Ötztal landslide');
    expect(subjectOf('Drought declared in eastern England after driest spring in 50 years', []).phrase).toBe('drought');
  });

  it("when a report opens the headline ('World Bank report finds…'), then what it finds is the subject, not the report", () => {
    expect(subjectOf('Watchdog report finds faulty smart meters overcharge households', []).np).toBe('faulty smart meters');
  });

  it("when attackers open the headline ('Crime gang leaks…'), then the subject is the incident as the coverage names it", () => {
    const wider = ['Thieves publish data of 40,000 gym members from Corefit', 'Corefit breach traced to stolen staff password', 'Gym data leak prompts calls for tougher rules'].join('\n');
    expect(subjectOf('Crime gang leaks member records from national gym chain', ['data breach'], wider).np).toBe('the Corefit breach');
    // No incident named in the coverage: the headline's own phrase stands.
    expect(subjectOf('Hackers deface council websites across Wales', [], 'Six council sites showed a protest message.').np).not.toBe('');
  });

  it("when a headline opens on a common word a name in the coverage also holds ('Barley prices…' beside 'the Institute of Barley Studies'), then the subject writes it in lower case", () => {
    const s = subjectOf('Barley prices jump after dry spring', ['barley prices'], 'Maltsters said barley was scarce, according to the Institute of Barley Studies.');
    expect(s.np).toBe('the jump in barley prices');
  });

  it("when a headline opens on a people's adjective ('Danish budget…'), then the subject keeps its capital", () => {
    expect(subjectOf('Danish budget raises tax on sugary drinks', ['sugar tax'], 'The government said the levy would start in July.').np).toBe('the Danish budget');
  });

  it("when what a study finds sits after 'in the' ('microplastics in the blood of…'), then the subject holds the whole phrase", () => {
    expect(subjectOf('Study finds pesticides in the tap water of most rural schools', [], 'Tests covered 300 schools.').np).toBe('pesticides in the tap water');
  });

  it("when a headline opens on a common noun in title case before a lower-case word ('Remnants of…', 'Scheduling app…'), then the subject writes it in lower case", () => {
    expect(subjectOf('Remnants of Storm Petra flood valleys in Wales', [], 'Rivers rose overnight.').np).toBe('the remnants of Storm Petra');
    expect(subjectOf('Booking app Tablo expands to Dublin', [], 'Diners can now reserve tables.').phrase).toMatch(/^booking app Tablo/);
    // An incident that befell it is the story ('the Tablo outage'): see the incident test above.
    expect(subjectOf('Booking app Tablo hit by outage', [], 'Diners could not reserve tables with Tablo.').np).toBe('the Tablo outage');
  });
});

describe('an event said with where it happened', () => {
  it('when the headline places an event at a named site or in one place, then its subject says where, as a desk writes it', () => {
    expect(subjectOf('Cyber incident at a Port Klang terminal leaves a container backlog', []).np).toBe('the Port Klang cyber incident');
    expect(subjectOf('Drought declared in eastern England after driest spring in 50 years', []).np).toBe('the drought in eastern England');
  });

  it('when the headline places it in several places, or the subject names someone, then it is left as it is', () => {
    expect(subjectOf('Heatwave fuels fires in Portugal and Spain', []).np).toBe('the heatwave');
    expect(subjectOf('Listeria outbreak linked to chicken salad', []).np).toBe('the listeria outbreak');
  });

  it("when a headline counts people who do something ('More UK patients travel abroad…'), then the subject is that doing with its people", () => {
    expect(subjectOf('More UK patients travel abroad for dental treatment, with Hungary a leading destination', []).np).toBe('more UK patients travelling abroad for dental treatment');
    expect(subjectOf('More Americans skip flu shots as trust falls', []).np).toBe('more Americans skipping flu shots');
    expect(subjectOf('Fewer young people learn to drive', []).plural).toBe(false);
  });

  it("when a study or a report opens the headline ('Study finds heavy rain cuts…'), then the subject is the finding's actor and its doing", () => {
    expect(subjectOf('Study finds heavy rain cuts wheat yields across northern France', []).np).toBe('heavy rain cutting wheat yields');
    expect(subjectOf('Survey shows teenagers sleeping less in term time', []).np).toBe('teenagers sleeping less');
    expect(subjectOf('Audit office report finds late payments cost small firms £2bn a year', []).np).toBe('late payments');
    expect(subjectOf('Study finds rising rents push graduates out', []).np).toBe('rising rents pushing graduates out');
    // Told in full, the doing would run long in every headline: its actor says it.
    expect(subjectOf('Study finds rising rents push young workers out of expensive city centres', []).np).toBe('rising rents');
  });

  it("when the finding has no verb of its own, then it is the thing found where it was found, without the share", () => {
    expect(subjectOf('Study finds microplastics in a third of bottled water samples', []).np).toBe('microplastics in bottled water samples');
    expect(subjectOf('Survey finds workers in the UK take fewer holidays', []).np).toBe('workers in the UK taking fewer holidays');
  });

  it("when the finding has no verb of its own and no place of finding, or only a participle, then no doing is made of it", () => {
    expect(subjectOf('Study finds dogs on raw diets no less healthy', []).np).not.toMatch(/ing\b/);
    expect(subjectOf('Report finds a burglary reported every minute in Wales', []).np).not.toMatch(/reporting/);
  });

  it("when the word after the counted plural reads as a participle ('More storms expected…'), then no doing is made of it", () => {
    expect(subjectOf('More storms expected across the north this week', []).np).not.toMatch(/expecting/);
    expect(subjectOf('More than 500 jobs cut at Ostrava steelworks', []).np).not.toMatch(/cutting/);
  });

  it("when a keyword names the headline's verb as a noun ('tariff exemption' for 'US exempts … from tariffs'), then that event is the subject, not the verb's object", () => {
    expect(subjectOf('US exempts cut flowers, olive oil and other farm imports from tariffs', ['tariff exemption', 'cut flowers', 'olive oil']).np).toBe('the US tariff exemption');
    // A keyword that is the verb's own form read as a noun ('storm surge') names no event.
    expect(subjectOf('Storm Tadhg brings gales and a storm surge to Hamburg', ['storm surge', 'Storm Tadhg']).np).not.toBe('the storm surge');
  });

  it("when a name holds small words ('Office for National Statistics'), then the subject says the whole name, not the half before 'of' or 'for'", () => {
    expect(subjectOf('Ministers announce accessibility measures on International Day of Persons with Disabilities', []).np).toBe(
      'accessibility measures on International Day of Persons with Disabilities',
    );
    expect(subjectOf('Economists question wage figures from Office for National Statistics', []).np).not.toMatch(/Office$/);
  });

  it("when a keyword of common words opens the headline and the tagger read its verb as a noun ('Aid cuts force health charities …'), then the keyword is the subject", () => {
    expect(subjectOf('Aid cuts force health charities to scale back programmes in 2027', ['aid cuts', 'NGO funding']).np).toBe('aid cuts');
    // A movement the keyword's words make is read as before ('Container freight rates jump …').
    expect(subjectOf('Container freight rates jump as carriers divert ships', ['container freight rates']).np).toBe('the jump in container freight rates');
  });

  it("when a body backs, approves or clears something ('… committee backs EU–Indonesia trade agreement'), then what it decided on is the subject, not the body", () => {
    expect(subjectOf('European Parliament trade committee backs EU–Indonesia trade agreement', ['trade agreement', 'tariffs']).np).toBe('the EU–Indonesia trade agreement');
    expect(subjectOf('Senate approves new drone rules after months of delay', []).np).toBe('new drone rules');
    // Two things decided at once are read as before, by the keywords.
    expect(subjectOf('Irish Government approves flood-barrier grant and higher insulation grants', ['insulation grants']).np).not.toMatch(/ and /);
  });
});
