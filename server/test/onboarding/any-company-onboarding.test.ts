import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyCompanySetA, anyCompanySetB, anyCompanySetC, anyCompanySetD, anyCompanySetE, anyCompanySetF, anyCompanySetG, anyCompanySetH, anyCompanySetI, anyCompanySetJ, anyCompanySetK, anyCompanySetL, anyCompanySetM } from '../fixtures/any-company';
import { figures, onboardAll, type OnboardingRun, type SetFigures } from './any-company.harness';

/**
 * Onboarding on sixteen companies nobody here wrote (fixtures/any-company, issue 22), eight sector groups per set,
 * two local businesses in each: the industry the analysis names, whether at least 6 of its top 10 keywords are
 * terms a PR lead for the company would track (the set's own list, written before any run), and no place name
 * among a non-local company's keywords. Set A is the tuning set; sets B and C were held out and run once first.
 */
const runs: Array<{ run: OnboardingRun; figures: SetFigures }> = [];

/**
 * Floors at the measured figures. Set A (tuning): before the sector taxonomy, gazetteer and keyword rules, industry
 * 4/8, 6-of-10 trackable keywords 0/8 (32/70 top-10 keywords trackable), places for non-local companies 3; after,
 * 8/8, 5/8 (44/72), 0. Set B (held out): its first run, before any of that work, 3/8, 2/8 (37/72), 1; its run at the
 * end, 5/8, 2/8 (40/71), 0 — 'Toys & Games' for the board-game maker counts wrong only because the set's wrong word
 * 'gaming' shares its stem with 'Games'. Set B is a tuning set since: eight sectors the taxonomy lacked (industrial
 * supplies and fasteners, pensions and actuarial consulting, and six more) took it to 7/8, 3/8 (41/71), 0. A phrase
 * said once and led by a grading word ('perfect pub game') is no keyword since: A 5/8 (45/72), B 4/8 (44/70). A
 * name no longer hides the common term inside it ('hearing aids' in 'British Society of Hearing Aid Audiologists',
 * 'hedgerows' in 'Hedgerow Count'), nor a site phrase its sector's category term ('mattresses' in 'old
 * mattresses'): A 6/8 (49/74), B 4/8 (46/71). A name's piece is no keyword ('District Council' shared by three
 * councils' names, 'Endangered Species' and 'Countryside Link' written only inside longer names): A 6/8 (51/74),
 * B 4/8 (47/71). A name said once is a keyword only when it is an institution of the field (a funder, an evaluating
 * university is not): A 6/8 (51/74), B 4/8 (48/71). Phrases said once fill the list to ten (they stopped at eight),
 * a country leading a phrase is dropped from it ('US import tariffs' → 'import tariffs'), and a role or what the
 * company never uses is no keyword: A 7/8 (54/80), B 6/8 (53/80).
 *
 * Set C (eight more sites, written blind on 2026-11-30), run once on commit ca0c689: industry 4/8, 6-of-10 2/8
 * (34/80), places for non-local companies 1 (Allentown, where an online plant shop ships from). Then (decision 63)
 * software said as software, three sectors the taxonomy lacked and keywords that are no one's job: 8/8, 2/8
 * (38/80), 1. A tuning set since.
 *
 * Decision 71: the bodies a site says it is regulated by, registered with or a member of are among the first
 * keywords (up to three), and a local company's towns after the first wait for the field's terms: A 7/8 (54 → 60/80),
 * B 6/8 (53 → 51/80: the Financial Conduct Authority for the actuaries and the HFEA for the fertility clinic are not on
 * their lists), C 2/8 → 3/8 (37 → 40/80), places for non-local companies 0.
 *
 * Set D (eight more sites in sectors no earlier set used, written blind by a helper on 2026-12-01), run once on
 * commit 3d73ea7: industry 5/7 (a pet insurer read as vet clinics, a removals firm as furniture), 6-of-10 4/8
 * (39/80), places for non-local companies 2. A tuning set since: pet insurance as a sector of its own, a removals
 * firm's own words ('movers', 'removalists'), no person, job or street among the keywords ('friend Marcus Tan', 'Head
 * of Customer Care', 'Church Street'), and a place that only begins a longer one ('Essex Junction', Vermont) no
 * longer read as it: 7/7, 5/8 (44/80), 1.
 *
 * Set E (eight more sites in new sectors, written blind by a helper on 2026-12-01), run once on commit 79799b7:
 * industry 4/7, 6-of-10 6/8 (51/80), places for non-local companies 3. Of the three wrong labels, 'Food Banks & Food
 * Poverty' counts wrong only because the set's wrong word 'banking' shares its stem with 'Banks', 'Cafés & Coffee
 * Roasters' names a café the online roaster is not, and 'Cold Chain Logistics' for a maker of walk-in coolers is
 * wrong. Two of the three places are bodies whose names hold a country ('Physiotherapy Board of Australia'); one is
 * Fond du Lac, where the cooler maker builds. A tuning set since: commercial refrigeration and coffee roasters as
 * sectors of their own (a roaster is no café), a body named with commas or beside another by 'and' read as itself
 * ('Air-Conditioning' was a keyword cut from the AHRI's name), and a place written with a small particle ('Fond du
 * Lac') left out like any other: 6/7, 6/8 (49/80), 2 (both bodies whose names hold a country).
 * A word capitalised only where a title or a sentence starts ('Certainty, from first sketch to final account'), a code's
 * prefix ('ISO' of 'ISO 9001') and a name cut short ('Services framework') are no keywords: the surveyors' top ten
 * 2/10 → 4/10, set E 51/80 (the others unchanged but the foundry's 'ISO', now 'moulding').
 *
 * Set F (eight more sites, written blind by a helper on 2026-12-01), run once on commit 5ebea13: industry 6/7,
 * 6-of-10 1/8 (39/80), places for non-local companies 3 ('South Africa' for a Cape Town architecture practice working
 * across it, a trade body holding 'New Zealand', a customer 'Midwest credit union'). Its keywords hold fragments
 * ('like Float first', 'checks new CVEs', '15-year-old boy'), a solar-panel recycler reads as solar installers, and a
 * vague security-software site gives its copy's phrases ('always-current view'). A tuning set since: water safety and
 * lifesaving as a sector (the drowning-prevention charity read as a youth charity), 'like' no modifier, a measure of
 * several hyphened words no keyword, and a whole country never a keyword: 6/7, 2/8 (41/80), 2. A definition after a
 * place's possessive ('Australia's specialist solar panel recycler') read, one saying what the company belongs to ('a
 * member of …') not, and a head naming what it does weighing more than the words before it: 7/7, 3/8 (43/80), 2.
 *
 * Set G (eight more sites in new sectors, written blind by a helper on 2026-12-02), run once on commit 8c156c4:
 * industry 4/8 (a lift maker read as crane hire, fleet telematics software as parcel delivery because the tagger read
 * 'fleet' in 'is fleet telematics software' as a verb and the definition was lost, a podiatry group as physiotherapy,
 * a national park authority as parks and leisure), 6-of-10 1/8 (29/80), places for non-local companies 3. A tuning
 * set since: lifts and escalators, podiatry and national parks as sectors of their own, a definition's first noun
 * read as a noun whatever its tag, and 'a team of registered podiatrists' read whole: 8/8, 2/8 (30/80), 2. A phrase
 * ending on a past participle is no keyword ('Canadian boards deserved'), 'fewer' grades, and a town opening a
 * phrase of a company that serves no place and does not name it in its title is left out of it ('Brisbane start-up
 * event' → 'start-up event'; set F's 'Midwest credit union' → 'credit union'): G 8/8, 2/8 (30/80), 0; F places 1.
 *
 * Set H (eight more sites in new sectors, written blind by a helper on 2026-12-02), run once on commit c84d655:
 * industry 3/7 (a cider maker read as breweries, trading standards as law enforcement, a warehouse-management software
 * firm as warehousing, a radiology group as GP care; the vague dementia-carers' site as hotels), 6-of-10 2/8 (40/80),
 * places for non-local companies 4 (bodies whose names hold a place: 'Cider Association of Nova Scotia', 'Institute
 * of Chartered Accountants of India', two South African trade bodies). A tuning set since: medical imaging and
 * trading standards as sectors of their own, cider makers beside brewers, warehouse management as supply chain
 * software, and a 'management system' (or a booking, ordering, scheduling or reservation system) read as software in a
 * site's definition: 7/7, 3/8 (42/80), 4; every other set unchanged.
 *
 * Set I (eight more sites in new sectors, written blind by a helper on 2026-12-03), run once on commit 3b6d53a:
 * industry 5/7 (a scaffolding and sidewalk-shed contractor read as solar installers, an occupational-health provider
 * as physiotherapy; the carbon-accounting firm's vague home page as climate tech), 6-of-10 1/8 (30/80), places for
 * non-local companies 0. Its keywords hold fragments of figures and names ('m x' from '230 m x 38 m', 'M liability
 * coverage' from '$10M', 'life Pharmacy', 'für Migrationsrecht') and abbreviations of classification societies.
 * A tuning set since: scaffolding and occupational health as sectors of their own, a letter written after a figure
 * no keyword's first word ('liability coverage'), and a name the tagger read as beginning with a common noun written
 * as the page writes it ('Life Pharmacy'): I 7/7, 1/8 (31/80), 0; F 4/8 (44/80); every other set unchanged.
 *
 * Set J (eight more sites in new sectors, written blind by a helper on 2026-12-04), run once on commit 81cdfba:
 * industry 3/7 (a maple-syrup farm read as forestry, a cemetery trust as funeral services, a vitrified-tile maker as
 * DIY retail, an air-conditioning installer as solar installers; the vague home page of lettings software as
 * letting agents), 6-of-10 0/8 (28/80), places for non-local companies 1. Its keywords hold image sizes ('x600'), runs
 * of a footer's separators, lone honorifics and the people a page names ('cousin Hitesh Kundariya'). A tuning set
 * since: specialty food producers, ceramic tiles and cemeteries as sectors of their own, air-conditioning words for
 * HVAC, and the people a page names, by titles, roles and relatives, kept out of its keywords: J 7/7, 1/8 (31/80), 1
 * (a regulator's name holding 'Ireland'); F 45/80, H 4/8 (44/80); every other set unchanged.
 *
 * Set K (eight more sites in new sectors and countries, written blind by a helper on 2026-12-04), run once on commit
 * b156e0a: industry 6/7 (wire ropes read as ports and terminals; the vague winter-road software site Unspecified; the
 * set's words count 'Mental Health Services' right for dialysis clinics, though it is wrong), 6-of-10 2/8 (33/80),
 * places for non-local companies 2 ('southern Chile' for a honey exporter, a town's vocational schools). A tuning set
 * since: a term ending on a preposition, an article or a name's particle is cut short, and a kind of body alone is a
 * name read short ('Association' and 'Association québécoise des', of 'Association québécoise des transports'): K 6/7,
 * 2/8 (33/80), 2, its fragments 2 → 0; set J's lone 'Council' gives way to 'bridge inspection'; every other set
 * unchanged. A part of a place told by its compass point is a place ('southern Chile'): K places 2 → 1.
 *
 * Set L (eight more sites in new sectors and countries: Mexico, Iceland, Japan, Portugal, Vietnam, Estonia, Uruguay,
 * Finland; written blind by a helper on 2026-12-05), run once on commit 9ab1158: industry 2/7 (a mezcal distillery read
 * as wineries, patent translation as IP law, a mine-clearance charity as defence, pool maintenance as parks, sleep
 * clinics as GP practices; the procurement software's vague home page as defence, not counted), 6-of-10 4/8 (42/80),
 * places for non-local companies 0. A tuning set since: a word of a sector's name that no other sector's name has,
 * in the company's own name, counts as the site's definition would ('Kasumi Patent Translation' is translation, not IP
 * law), and spirits (mezcal, tequila, agave), pool services, sleep clinics and mine action as sectors of their own:
 * L 6/7, 5/8 (45/80), 0; every other set unchanged (a family-support charity's 'Hotels' becomes 'Unspecified').
 *
 * The measure itself, mended 2026-12-05: a label's words the set calls wrong matched by stem and inside words, so
 * 'Food Banks & Food Poverty' was wrong for a food-bank network ('banking'), 'Toys & Games' for a board-game maker
 * ('gaming') and 'Mine Action & Demining' for a demining charity ('mining'): B 7 → 8, E 6 → 7, L 6 → 7 of the
 * same labels. The same day the engine read a definition opening on 'Today' ('Today Keyfold is cloud property
 * management software…'), a software's 'for' field ('cloud software for procurement and spend management') and a
 * sector as software only when its name or its description's subject says so (defence makes software among much else):
 * the vague home pages of the farm, lettings and procurement software (not counted above) now read as AgTech,
 * Property Management Software and Supply Chain & Procurement Software; every gated count unchanged (set D's
 * trackable top-10 keywords 44 → 43, the farm software's). Then the field a site's definition names ('farm management
 * software', 'executive search' of 'executive search firm', 'dialysis centres' of 'a network of five dialysis centres')
 * became the first keyword, and 'nearest practice' the copy's directions: trackable top-10 keywords over the twelve
 * sets 505 → 511 (A 60 → 61, C 40 → 42, D 43 → 45, G 30 → 31), every gated count unchanged.
 * The place measure mended 2026-12-06: it counted a place inside an organisation named for its reach ('Nursing and
 * Midwifery Board of Ireland', 'Institute of Chartered Accountants of India'), the regulators and trade bodies the
 * issue asks for; places for non-local companies over the twelve sets 10 → 2 on the same keywords ('Hearthfield
 * Lane', an address, and 'Gdynia vocational schools', a rope maker's home town before its apprentices' schools).
 * Then a street that carries the company's name is no product of it ('Hearthfield Lane', where a charity began):
 * 2 → 1.
 * The taxonomy gained kidney care and cancer care (2026-12-06): a dialysis network (set K) read as 'Mental Health
 * Services', which the set's words accept ('health') but no PR lead would; now 'Kidney Care & Dialysis', and its
 * trackable top-10 keywords 6 → 8 (its field's 'dialysis', 'haemodialysis'). No other company of the twelve sets moved.
 *
 * Set M (eight more sites: South Korea, Ghana, Austria, Malaysia, Argentina, Poland, Ireland, Canada; pages of 500-900
 * words; written blind by a helper on 2026-12-07), run once on commit 716aac4: industry 4/7 (an inland-waterways
 * regulator read as boats and marine leisure, ropeway consulting engineers as builders, a rubber-thread maker as
 * textiles; the railway-maintenance software's vague site as textiles, not counted; a speech therapy clinic as
 * 'Mental Health Services', which the set's words accept but no PR lead would), 6-of-10 2/8 (31/80), places for
 * non-local companies 0. Fragments and non-subjects among its keywords: a person ('Paweł Nowicki'), 'The thing I',
 * 'Health category', a name cut short ('International Organization for Transportation'). A tuning set since: a
 * definition holding every word of a sector's name names that sector ('independent firm of consulting engineers',
 * Engineering Consultancy), and speech and language therapy and transport safety regulators as sectors of their own:
 * M 6/7, 2/8 (33/80), 0 (the speech clinic 4 → 6 trackable keywords, the waterways regulator 6 → 5: its new sector's
 * 'accident investigation' before 'canoes'); every other set unchanged. Then the pronoun 'I' and a quotation's
 * opening determiner are never a name's words ('The thing I', of '"The thing I noticed first…"') and a name before a
 * C-suite title in letters is a person ('Paweł Nowicki, CTO.'): trackable top-10 keywords over the thirteen sets
 * 546 → 547 (a maple producer's 'Canada Grade' for 'Gift Box').
 */
const FLOOR = {
  A: { industryRight: 8, sixOfTen: 7, maxPlaces: 0 },
  B: { industryRight: 8, sixOfTen: 6, maxPlaces: 0 },
  C: { industryRight: 8, sixOfTen: 3, maxPlaces: 0 },
  D: { industryRight: 7, sixOfTen: 5, maxPlaces: 0 },
  E: { industryRight: 7, sixOfTen: 6, maxPlaces: 0 },
  F: { industryRight: 7, sixOfTen: 4, maxPlaces: 0 },
  G: { industryRight: 8, sixOfTen: 2, maxPlaces: 0 },
  H: { industryRight: 7, sixOfTen: 3, maxPlaces: 0 },
  I: { industryRight: 7, sixOfTen: 1, maxPlaces: 0 },
  J: { industryRight: 7, sixOfTen: 1, maxPlaces: 0 },
  K: { industryRight: 6, sixOfTen: 2, maxPlaces: 1 },
  L: { industryRight: 7, sixOfTen: 5, maxPlaces: 0 },
  M: { industryRight: 6, sixOfTen: 2, maxPlaces: 0 },
};

beforeAll(async () => {
  for (const set of [anyCompanySetA, anyCompanySetB, anyCompanySetC, anyCompanySetD, anyCompanySetE, anyCompanySetF, anyCompanySetG, anyCompanySetH, anyCompanySetI, anyCompanySetJ, anyCompanySetK, anyCompanySetL, anyCompanySetM]) {
    const run = await onboardAll(set);
    runs.push({ run, figures: figures(run.analysed) });
  }
}, 240_000);

afterAll(async () => {
  for (const r of runs) await r.run.close();
});

describe('onboarding companies nobody here wrote', () => {
  it.each([
    ['A', 0],
    ['B', 1],
    ['C', 2],
    ['D', 3],
    ['E', 4],
    ['F', 5],
    ['G', 6],
    ['H', 7],
    ['I', 8],
    ['J', 9],
    ['K', 10],
    ['L', 11],
    ['M', 12],
  ] as const)('when set %s is onboarded, then every analysis answers and the measured floors hold', (name, index) => {
    const { run, figures: f } = runs[index]!;
    console.info(
      [
        `any-company set ${name}: industry right ${f.industryRight}/${f.stating}; companies with 6 of 10 trackable keywords ${f.sixOfTen}/${run.analysed.length}; ` +
          `trackable top-10 keywords ${f.trackableTop10}/${f.top10Total}; place names for non-local companies ${f.placesForNonLocal}`,
        ...f.lines,
      ].join('\n'),
    );
    expect(run.analysed.map((a) => a.status)).toEqual(run.analysed.map(() => 200));
    expect(f.industryRight).toBeGreaterThanOrEqual(FLOOR[name].industryRight);
    expect(f.sixOfTen).toBeGreaterThanOrEqual(FLOOR[name].sixOfTen);
    expect(f.placesForNonLocal).toBeLessThanOrEqual(FLOOR[name].maxPlaces);
  });
});
