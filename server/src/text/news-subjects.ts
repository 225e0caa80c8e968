import type { TrendCategory } from '@newsjack/shared';

/**
 * News subjects after the IPTC Media Topics vocabulary (the industry's standard news taxonomy: 17 top-level topics
 * and the subjects under them), each mapped onto the spec's trend categories. A top-level topic that spans two of
 * the spec's categories is split by its subjects (economy, business and finance → business or finance; health →
 * health or healthcare; science and technology → science or technology; arts, culture, entertainment and media →
 * culture or entertainment). `about` paraphrases the subject's scope note, for matching by meaning; `cues` are
 * words and phrases its news uses (matched by stem), weighted 3 (nearly only this subject) to 1 (often elsewhere).
 * Under each, `finer` lists the IPTC subjects its news is mostly filed under (decision 55), each with a scope note
 * and cues of its own, and mapped onto a trend category like its parent: this one list is the only definition of
 * what a category holds. The top-level subjects and their scope notes are also the news fields field-sense.ts
 * compares a story with, so a finer subject is added under them rather than beside them.
 */
export interface NewsSubject {
  /** IPTC Media Topics top-level topic and the subject under it. */
  topic: string;
  subject: string;
  category: TrendCategory;
  about: string;
  cues: Record<string, number>;
  /**
   * A frame rather than a field: courts, regulators and budgets act on every field, so a story about an AI firm's
   * court case is filed under technology, and the frame wins only when no field is clearly named (see category.ts).
   */
  frame?: true;
  /**
   * A subject whose words every field's news uses ('company', 'customers', 'prices', 'workers', 'strike'): a smart
   * TV maker's lawsuit or a nurses' strike is technology or healthcare news told in business words, so a field
   * clearly named outweighs it, though less than it outweighs a frame.
   */
  broad?: true;
  /**
   * The IPTC subjects under this one (the Media Topics' second and third levels) that news is filed under, each
   * with its own scope note and cues: a story scores against the finer subject with its parent's cues too, so
   * 'a corpse flower blooms at a botanic garden' meets plants and animals, not the garden centre of lifestyle.
   */
  finer?: readonly FinerSubject[];
}

/** A subject under a NewsSubject; its category is its parent's unless it names another (a frame's field). */
export interface FinerSubject {
  subject: string;
  category?: TrendCategory;
  about: string;
  cues: Record<string, number>;
  /** As NewsSubject.frame: it acts on every field (a council's cuts to its libraries are culture news). */
  frame?: true;
  /** As NewsSubject.broad: its words are every field's (a company's costs, a fund's members). */
  broad?: true;
}

export const NEWS_SUBJECTS: readonly NewsSubject[] = [
  // arts, culture, entertainment and media (medtop:01000000)
  { topic: 'arts, culture, entertainment and media', subject: 'arts and heritage', category: 'culture',
    about: 'museums, galleries, exhibitions, theatre, opera, ballet, classical music, orchestras, literature, poetry, books, heritage sites, historic buildings, archaeology',
    cues: { museum: 3, gallery: 3, exhibition: 3, theatre: 3, theater: 3, opera: 3, ballet: 3, orchestra: 3, symphony: 3, musicians: 2, heritage: 3, archaeologists: 3, artwork: 3, painting: 3, sculpture: 3, poet: 3, poetry: 3, novel: 2, novelist: 3, literary: 3, library: 3, libraries: 3, arts: 2, artist: 2, artists: 2, curator: 3, 'booker prize': 3, playwright: 3, 'arts council': 3 },
    finer: [
      { subject: 'museums, heritage and archaeology',
        about: 'museums and galleries, their collections and exhibitions, looted artefacts returned to their countries, art auctions and art theft, monuments, world heritage sites, archaeological digs and excavations of ancient remains',
        cues: { museum: 3, museums: 3, artefacts: 3, artifacts: 3, looted: 3, restitution: 3, repatriation: 2, bronzes: 3, antiquities: 3, auction: 2, 'world heritage': 3, unesco: 3, monument: 3, excavation: 3, excavated: 3, archaeological: 3, medieval: 2, ancient: 2, masterpiece: 3, portrait: 2, painter: 3 } },
      { subject: 'literature and books',
        about: 'books, novels, authors and poets, literary prizes, literary and book festivals, publishing, bookshops, public libraries and their opening hours',
        cues: { book: 2, books: 2, author: 3, authors: 3, novel: 3, novels: 3, literature: 3, literary: 3, 'book festival': 3, 'literature festival': 3, publisher: 2, publishers: 2, bookshop: 3, bookshops: 3, 'poet laureate': 3, reading: 1, writers: 2, fiction: 3 } },
      { subject: 'performing arts',
        about: 'theatres, playhouses, orchestras, opera houses, concert halls, ballet and dance companies, classical musicians and their funding',
        cues: { theatre: 3, theatres: 3, playhouse: 3, stage: 1, 'concert hall': 3, 'opera house': 3, orchestra: 3, conductor: 3, violin: 3, violinist: 3, cellist: 3, pianist: 3, stradivarius: 3, 'classical music': 3, choir: 3, dance: 2, 'arts funding': 3, 'arts council': 3, musicians: 2 } },
    ] },
  { topic: 'arts, culture, entertainment and media', subject: 'language, education and tradition', category: 'culture',
    about: 'languages, universities and schools teaching culture, traditions, festivals of custom, religion and belief, cultural identity',
    cues: { language: 2, languages: 2, linguistics: 3, linguist: 3, linguists: 3, dictionary: 3, dictionaries: 3, lexicographers: 3, 'word of the year': 3, slang: 3, degree: 1, degrees: 1, university: 1, universities: 1, tradition: 2, traditions: 2, religion: 3, church: 2, mosque: 3, temple: 2, faith: 2, pilgrims: 3, cultural: 2, culture: 2, translation: 2 },
    finer: [
      { subject: 'religion and belief',
        about: 'churches, bishops and archbishops, the pope and the Vatican, mosques, synagogues, temples, clergy, faith communities and religious festivals',
        cues: { church: 3, churches: 3, archbishop: 3, bishop: 3, bishops: 3, pope: 3, vatican: 3, clergy: 3, priest: 3, anglican: 3, catholic: 3, synod: 3, mosque: 3, synagogue: 3, imam: 3, rabbi: 3, worship: 3, congregation: 3 } },
      { subject: 'languages and humanities teaching',
        about: 'the teaching of languages, humanities and arts at universities and schools, course and department closures, language degrees',
        cues: { 'modern languages': 3, 'language degrees': 3, humanities: 3, department: 1, departments: 1, courses: 2, students: 1, lecturers: 2, 'foreign languages': 3, german: 1, french: 1, philosophy: 3, 'art history': 3, majors: 2, faculty: 2, 'music education': 3 } },
    ] },
  { topic: 'arts, culture, entertainment and media', subject: 'entertainment and media', category: 'entertainment',
    about: 'films, cinema, box office, television series, streaming, pop music, albums, concerts, tours, music festivals, celebrities, video games, awards shows',
    cues: { 'streaming service': 3, subscribers: 2, 'music streaming': 3, 'streaming price': 3, film: 3, films: 3, movie: 3, cinema: 3, 'box office': 3, sequel: 3, studio: 2, studios: 2, streaming: 2, netflix: 3, series: 1, episode: 3, album: 3, singer: 3, rapper: 3, concert: 3, tour: 2, festival: 2, headliner: 3, celebrity: 3, actor: 3, actress: 3, oscars: 3, grammy: 3, 'video game': 3, 'video games': 3, gaming: 2, games: 1, game: 1, console: 2, broadcaster: 2, tv: 2, television: 2, premiere: 3, soundtrack: 3, hollywood: 3, tickets: 1, fans: 1, 'record label': 3, podcast: 2 },
    finer: [
      { subject: 'film and television',
        about: 'cinema releases, box office takings, film studios, television shows and series, streaming services and their prices, actors, awards ceremonies such as the Oscars and Emmys',
        cues: { 'box office': 3, film: 3, films: 3, movie: 3, sequel: 3, emmys: 3, emmy: 3, oscars: 3, 'academy awards': 3, bafta: 3, drama: 2, sitcom: 3, 'reality show': 3, presenter: 2, host: 1, streamer: 3, 'streaming service': 3, disney: 3, netflix: 3, bbc: 1, itv: 2 } },
      { subject: 'music and live events',
        about: 'pop and rock music, albums, singles, charts, stadium tours, concerts, music festivals, tickets and ticket prices, the Eurovision song contest, singers and bands',
        cues: { album: 3, albums: 3, single: 1, chart: 2, charts: 2, tour: 3, 'world tour': 3, concert: 3, concerts: 3, gig: 3, gigs: 3, band: 3, singer: 3, tickets: 2, 'music festival': 3, festival: 2, headliners: 3, spotify: 3, rapper: 3 } },
      { subject: 'video games',
        about: 'video games, game studios and publishers, consoles, game releases and delays, developers of games',
        cues: { 'video game': 3, 'video games': 3, gaming: 3, gamers: 3, console: 3, playstation: 3, xbox: 3, nintendo: 3, 'game studio': 3, 'games studio': 3 } },
    ] },
  // conflict, war and peace; disaster and accident; weather (world events)
  { topic: 'conflict, war and peace', subject: 'armed conflict and diplomacy', category: 'worldevents',
    about: 'war, armed conflict, ceasefire, peace talks, refugees, humanitarian aid, sanctions, diplomacy between states, summits, the United Nations',
    cues: { war: 3, conflict: 2, ceasefire: 3, troops: 3, military: 2, missile: 3, airstrike: 3, refugees: 3, refugee: 3, humanitarian: 3, aid: 2, sanctions: 3, diplomats: 3, diplomatic: 3, summit: 2, 'united nations': 3, 'security council': 3, embassy: 3, rebels: 3, peacekeepers: 3, famine: 3, hunger: 2, 'drone attack': 3, 'drone strikes': 3, 'long-range': 3, 'heavy shelling': 3, 'shelling of': 3, artillery: 3, frontline: 3, invasion: 3, kyiv: 3, kremlin: 3, gaza: 3, hamas: 3, hostages: 3, pact: 2, treaty: 3, treaties: 3, 'border dispute': 3, 'boundary dispute': 3, 'maritime border': 3, bilateral: 3, 'foreign minister': 3, 'foreign ministers': 3, 'foreign ministry': 3, territorial: 3, 'disputed waters': 3, maritime: 2, 'coast guard': 2, navy: 2, naval: 2, warship: 3, warships: 3, piracy: 3, pirates: 3, hijacked: 3, hijackers: 3 },
    finer: [
      { subject: 'coups and unrest abroad',
        about: 'military coups, presidents ousted or fleeing, civil unrest and uprisings in foreign countries, martial law, states of emergency',
        cues: { coup: 3, junta: 3, 'martial law': 3, 'seized power': 3, ousted: 3, uprising: 3, unrest: 3, clashes: 3, 'tear gas': 3, roadblocks: 3, 'riot police': 3, demonstrators: 2, 'state of emergency': 3, insurgents: 3, militants: 3 } },
      { subject: 'migration crises',
        about: 'refugees and migrants crossing borders and seas, displaced people, humanitarian corridors, migrant routes',
        cues: { migrants: 2, refugees: 3, displaced: 3, 'asylum seekers': 1, 'migrant route': 3, crossing: 1, crossings: 2, smugglers: 3, jungle: 2 } },
    ] },
  { topic: 'disaster, accident and emergency incident', subject: 'disasters and accidents', category: 'worldevents',
    about: 'earthquakes, floods, storms, typhoons, volcanic eruptions, landslides, fires and explosions, building collapses, train crashes, plane crashes, shipwrecks, death tolls, evacuations, rescue',
    cues: { earthquake: 3, quake: 3, flood: 3, floods: 3, flooding: 3, typhoon: 3, hurricane: 3, cyclone: 3, eruption: 3, volcano: 3, lava: 3, landslide: 3, crash: 2, collision: 3, derailment: 3, 'death toll': 3, killed: 2, dead: 2, injured: 2, evacuated: 2, evacuation: 2, rescuers: 3, rescue: 2, disaster: 3, tsunami: 3, victims: 2, 'red cross': 3, casualties: 3, ablaze: 3, 'fire crews': 3, 'fire engines': 3, 'fire units': 3, 'fire service': 2, 'fire broke out': 3, gutted: 2, explosion: 3, collapsed: 2 },
    finer: [
      { subject: 'weather',
        about: 'severe weather, storms and gales, named storms, weather warnings, heavy rain and snow, power cuts from storms, the Met Office and weather services',
        cues: { storm: 3, storms: 2, gales: 3, gusts: 3, 'amber warning': 3, 'red warning': 3, 'weather warning': 3, 'met office': 3, snow: 2, blizzard: 3, 'heavy rain': 3, torrential: 3, 'without power': 3, 'power cuts': 2, 'flash floods': 3, tornado: 3 } },
      { subject: 'transport accidents',
        about: 'train derailments, plane crashes, ferry sinkings, bus crashes, road accidents with many victims, rescue and missing people',
        cues: { derailed: 3, derails: 3, derailment: 3, capsized: 3, capsizes: 3, sank: 2, shipwreck: 3, 'plane crash': 3, 'bus crash': 3, survivors: 3, missing: 2, rescuers: 3 } },
    ] },
  // crime, law and justice; politics; society (politics)
  { topic: 'politics', subject: 'government and elections', category: 'politics',
    about: 'governments, ministers, parliaments, elections, political parties, budgets of states and cities, public spending, taxes, legislation, lawmakers, public administration',
    cues: { government: 2, minister: 3, ministers: 3, parliament: 3, congress: 3, senate: 3, lawmakers: 3, election: 3, vote: 2, voted: 2, voters: 3, party: 2, opposition: 3, budget: 1, council: 1, councils: 1, mayor: 3, governor: 3, legislation: 3, bill: 1, law: 1, policy: 1, 'public spending': 3, taxpayers: 3, deficit: 2, campaign: 2, referendum: 3, coalition: 3, chancellor: 2 },
    finer: [
      { subject: 'public finances and taxes', frame: true,
        about: 'national budgets, the chancellor or treasury setting taxes, tax thresholds and allowances, public borrowing, government shutdowns over spending',
        cues: { budget: 2, 'budget deficit': 3, chancellor: 3, treasury: 2, 'tax rises': 3, 'tax thresholds': 3, borrowing: 2, shutdown: 3, 'federal workers': 3, 'spending cuts': 3, 'fiscal rules': 3 } },
      { subject: 'local government', frame: true,
        about: 'councils and local authorities, council tax, mayors, local services and their cuts, town halls',
        cues: { council: 2, councils: 3, councillors: 3, 'city council': 3, 'local authority': 3, 'local authorities': 3, 'council tax': 3, mayor: 3, 'town hall': 3, borough: 3, county: 1, 'local services': 3 } },
    ] },
  { topic: 'crime, law and justice', subject: 'crime, courts and regulation', category: 'politics', frame: true,
    about: 'crime, police, courts, trials, lawsuits, judges, rulings, prosecutors, regulators enforcing law, fines for breaking rules',
    cues: { police: 3, court: 2, judge: 2, trial: 2, lawsuit: 2, ruling: 2, prosecutors: 3, charged: 2, convicted: 3, sentenced: 3, crime: 3, fraud: 2, arrested: 3, 'supreme court': 3, appeal: 1, verdict: 3, jury: 3 },
    finer: [
      { subject: 'police and criminal justice',
        about: 'police forces, arrests, criminal trials, prison sentences, politicians convicted, policing budgets',
        cues: { police: 3, officers: 2, arrested: 3, prison: 3, jailed: 3, sentenced: 3, sentence: 2, convicted: 3, conspiracy: 3, murder: 3 } },
    ] },
  { topic: 'society', subject: 'society and welfare', category: 'politics',
    about: 'social issues, welfare, housing policy, immigration policy, inequality, pensions policy, civil rights, protests',
    cues: { welfare: 3, benefits: 2, immigration: 3, migrants: 3, housing: 1, homelessness: 3, protest: 2, protesters: 3, 'civil rights': 3, inequality: 3, poverty: 3 },
    finer: [
      { subject: 'immigration and asylum policy',
        about: 'asylum seekers and their housing, the Home Office, deportations, small boat crossings, border policy, visas',
        cues: { 'asylum seekers': 3, asylum: 3, 'home office': 3, 'home secretary': 3, deportation: 3, deportations: 3, 'small boats': 3, border: 2, visas: 2, barracks: 2 } },
      { subject: 'housing and cost of housing',
        about: 'housing shortages, rents and rent controls, social housing, homelessness, landlords and tenants, protests over housing costs',
        cues: { rents: 3, rent: 2, 'rent controls': 3, 'social housing': 3, tenants: 3, landlords: 3, homelessness: 3, 'affordable homes': 3 } },
    ] },
  // economy, business and finance
  { topic: 'economy, business and finance', subject: 'business and companies', category: 'business', broad: true,
    about: 'companies, corporate results, mergers and acquisitions, startups and funding rounds, retail, shops, manufacturing, factories, carmakers and the cars they sell, products, prices companies set, jobs cut by companies',
    cues: { company: 1, companies: 1, ceo: 3, carmaker: 3, carmakers: 3, automaker: 3, automakers: 3, vehicles: 2, suv: 2, suvs: 2, dealers: 2, merger: 3, acquisition: 3, takeover: 3, startup: 2, 'funding round': 3, 'series a': 3, 'series b': 3, investors: 1, revenue: 3, profit: 2, sales: 2, retailer: 3, retailers: 3, retail: 2, shops: 2, stores: 2, chain: 2, brand: 2, brands: 2, customers: 1, factory: 3, plant: 1, manufacturer: 3, maker: 2, recall: 3, recalls: 3, recalled: 3, layoffs: 3, 'job cuts': 3, bankruptcy: 3, bankrupt: 3, insolvency: 3, insolvent: 3, 'into administration': 3, 'in administrators': 3, 'entered administration': 3, 'enters administration': 3, receivership: 3, liquidation: 3, 'went bust': 3, 'gone bust': 3, 'goes bust': 3, shipping: 2, carrier: 2, freight: 3, logistics: 3, trucking: 3, prices: 1, 'price rise': 2, subscription: 2, launch: 1, airline: 2 },
    finer: [
      { subject: 'transport and logistics', broad: true,
        about: 'shipping lines, ferry operators, container ships, freight and trucking, parcel carriers, airlines and their fares, railways run as businesses, supply chains',
        cues: { shipping: 3, vessels: 2, 'container ships': 3, freight: 3, trucking: 3, carriers: 2, logistics: 3, 'supply chain': 3, airline: 3, airlines: 3, fares: 2, 'rail operator': 3, operator: 1, port: 2, ports: 2 } },
      { subject: 'energy and resources companies', broad: true,
        about: 'oil majors, oil and gas production, drilling, mining companies, energy suppliers and their strategies and profits',
        cues: { 'oil major': 3, 'oil and gas': 3, oil: 2, drilling: 3, miners: 2, mining: 2, 'energy supplier': 3, 'energy firms': 3, upstream: 3 } },
      { subject: 'trade and industry', broad: true,
        about: 'tariffs, exports and imports, factory orders, manufacturers and engineering firms, industrial output',
        cues: { tariffs: 3, tariff: 3, exports: 3, exporters: 3, imports: 2, orders: 2, engineering: 2, machinery: 3, 'industrial output': 3, manufacturing: 3, 'trade deal': 3 } },
      { subject: 'food and drink companies', broad: true,
        about: 'brewers, drinks groups, food manufacturers, confectioners, supermarkets and restaurant chains as companies, their takeovers, prices and results',
        cues: { harvest: 2, harvests: 2, crop: 2, crops: 2, wheat: 2, grain: 2, vintage: 2, winemakers: 3, wineries: 3, winery: 3, vineyards: 2, cocoa: 3, 'coffee beans': 3, 'coffee prices': 3, cooperative: 2, cooperatives: 2, 'olive oil': 2, brewer: 3, brewers: 3, drinks: 2, beer: 2, confectioner: 3, supermarket: 3, supermarkets: 3, grocer: 3, 'fast food': 3, 'like-for-like': 3 } },
    ] },
  { topic: 'economy, business and finance', subject: 'finance and markets', category: 'finance',
    about: 'central banks, interest rates, inflation, stock markets, shares, bonds, currencies, banks, lending, mortgages, pensions and savings, insurers, financial regulators, fintech, cryptocurrency',
    cues: { payments: 1, 'card payments': 3, cash: 1, banknotes: 3, atm: 3, 'credit card': 3, 'central bank': 3, 'interest rates': 3, 'interest rate': 3, 'rate cut': 3, 'rate rise': 3, 'key rate': 3, inflation: 2, 'stock market': 3, shares: 2, stocks: 3, bonds: 3, yields: 3, currency: 3, euro: 1, bank: 2, banks: 2, lending: 3, mortgage: 3, mortgages: 3, savers: 3, pension: 2, insurer: 2, insurers: 2, fintech: 3, crypto: 3, bitcoin: 3, stablecoin: 3, investors: 2, 'financial regulator': 3, 'securities regulator': 3, fund: 1, funds: 1, 'monetary policy': 3, 'bank of england': 3, 'federal reserve': 3, 'reserve bank': 3, 'bank of japan': 3, ecb: 3, 'borrowing costs': 3, 'rate decision': 3, 'stock exchange': 3, bourse: 3, brokers: 2, brokerage: 3, 'trading halt': 3, 'halted trading': 3, 'halts trading': 3, 'trading session': 3 },
    finer: [
      { subject: 'securities and fraud enforcement',
        about: 'securities regulators such as the SEC, ASIC and the FCA charging or suing advisers, funds and trustees; Ponzi schemes, investment fraud, misled investors and fund members',
        cues: { sec: 3, 'securities and exchange commission': 3, asic: 3, fca: 3, ponzi: 3, 'investment fraud': 3, 'misled investors': 3, investors: 2, adviser: 2, advisers: 2, trustee: 3, trustees: 3, 'super fund': 3, superannuation: 3, super: 1, 'fund members': 3, 'financial adviser': 3, misleading: 1, compensation: 1 } },
      { subject: 'banking and payments',
        about: 'banks and building societies, the accounts of their customers and banking apps, wages and salaries paid in, transfers, card payments, scams on bank transfers, cash',
        cues: { bank: 3, banks: 3, banking: 3, 'banking app': 3, 'bank accounts': 3, accounts: 1, payday: 3, salaries: 2, balances: 3, 'building society': 3, lender: 3, lenders: 3, transfers: 2, scam: 2, scams: 2, 'card payments': 3, nationwide: 2, barclays: 3, lloyds: 3, natwest: 3, hsbc: 3 } },
      { subject: 'insurance and savings',
        about: 'insurers and their takeovers, motor and home insurance, savings accounts, ISAs, pensions and annuities',
        cues: { insurer: 3, insurers: 3, insurance: 2, isa: 3, isas: 3, savers: 3, 'savings account': 3, 'savings rate': 3, 'your savings': 3, pension: 2, pensions: 2, annuity: 3 } },
    ] },
  { topic: 'labour', subject: 'labour and employment', category: 'business', broad: true,
    about: 'strikes, trade unions, wages, pay disputes, collective bargaining, employment, workers, walkouts',
    cues: { strike: 2, strikes: 2, walkout: 3, union: 2, unions: 2, 'pay dispute': 3, wages: 2, workers: 2, bargaining: 3, ballot: 2, employees: 2, staff: 1 } },
  // environment; weather
  { topic: 'environment', subject: 'environment and climate', category: 'environment',
    about: 'climate change, emissions, pollution, conservation, wildlife, biodiversity, rivers and oceans, energy transition, pipelines and permits, peat and soil, recycling, drought, heatwaves, wildfires, weather extremes',
    cues: { 'offshore wind': 3, wind: 1, turbines: 3, 'hosepipe ban': 3, reservoirs: 3, 'water companies': 2, 'air quality': 3, climate: 3, emissions: 3, carbon: 3, pollution: 3, conservation: 3, wildlife: 3, biodiversity: 3, species: 1, habitat: 3, wetlands: 3, pipeline: 2, permit: 1, environmental: 3, 'environmental review': 3, renewable: 3, solar: 3, 'wind farm': 3, recycling: 3, plastic: 2, drought: 3, heatwave: 3, wildfire: 3, wildfires: 3, bushfire: 3, bushfires: 3, reef: 3, coral: 3, deforestation: 3, 'net zero': 3, sewage: 3, rivers: 2, endangered: 3 },
    finer: [
      { subject: 'nature conservation',
        about: 'wildlife and its decline, hedgehogs, birds and insects in the countryside, rewilding, releasing beavers and other species, peat bogs and peatland, hedgerows, protected habitats, bans to protect nature',
        cues: { rewilding: 3, lynx: 3, wolves: 3, beavers: 3, bison: 3, 'wild cats': 3, 'big cats': 3, otters: 3, 'pine martens': 3, peat: 3, peatland: 3, peatlands: 3, bog: 3, bogs: 3, decline: 1, 'wildlife trusts': 3, conservationists: 3, seals: 3, 'seal pups': 3, pups: 2, colony: 2, colonies: 2, rangers: 2, nesting: 3, countryside: 2, pesticide: 2, pesticides: 2, reintroduced: 3, 'protected areas': 3 } },
      { subject: 'pollution and waste',
        about: 'air pollution and clean air zones, diesel fumes, sewage discharges into rivers, oil spills reaching coasts, plastic waste and bans on plastic bags, landfill, recycling',
        cues: { 'clean air': 3, 'clean air zone': 3, fumes: 3, diesel: 2, 'plastic bags': 3, 'plastic bag': 3, landfill: 3, litter: 3, sewage: 3, discharges: 3, spills: 2, 'oil spill': 3, 'oil spills': 3, 'oil slick': 3, slicks: 2, 'tar balls': 3, 'water company': 3, waste: 2 } },
      { subject: 'climate change and energy transition',
        about: 'climate talks and COP summits, greenhouse emissions, fossil fuels, global warming, record temperatures, wind and solar farms, deforestation',
        cues: { cop: 2, 'climate talks': 3, 'fossil fuels': 3, 'fossil fuel': 3, warming: 3, 'greenhouse gas': 3, 'warmest': 3, 'hottest': 3, 'climate finance': 3, 'wind farm': 3, deforestation: 3, 'carbon dioxide': 2 } },
    ] },
  // health
  { topic: 'health', subject: 'diseases and public health', category: 'health',
    about: 'diseases, outbreaks, infections, symptoms, public health, studies of risk factors, diet, exercise, sleep, mental health, blood pressure, vaccines, nutrition',
    cues: { disease: 3, outbreak: 3, infection: 3, arthritis: 3, asthma: 3, migraine: 3, migraines: 3, 'back pain': 3, 'chronic pain': 3, allergy: 3, allergies: 3, eczema: 3, myopia: 3, 'short-sightedness': 3, eyesight: 3, glaucoma: 3, 'hearing loss': 3, osteoporosis: 3, 'kidney disease': 3, 'liver disease': 3, 'heart disease': 3, infections: 3, virus: 3, bacteria: 3, symptoms: 3, 'public health': 3, cases: 1, study: 1, risk: 1, 'blood pressure': 3, heart: 2, stroke: 2, diabetes: 3, obesity: 3, diet: 3, exercise: 2, sleep: 2, 'mental health': 3, vaccine: 3, vaccination: 3, nutrition: 3, cancer: 2, dementia: 2, fitness: 2, wellbeing: 3, cholesterol: 3 },
    finer: [
      { subject: 'infectious diseases and outbreaks',
        about: 'outbreaks and epidemics, measles, flu, bird flu, dengue, tuberculosis, mpox, pneumonia and Legionnaires disease clusters, food poisoning, cases and infections, global health emergencies declared by the WHO',
        cues: { measles: 3, flu: 3, influenza: 3, 'bird flu': 3, h5n1: 3, dengue: 3, tuberculosis: 3, tb: 2, mpox: 3, cholera: 3, malaria: 3, pneumonia: 3, legionnaires: 3, legionella: 3, norovirus: 3, salmonella: 3, listeria: 2, 'health emergency': 3, 'world health organization': 3, infected: 3, unvaccinated: 3 } },
      { subject: 'health risks and wellbeing',
        about: 'studies of what raises or lowers the risk people run of disease and early death: diet, ultra-processed food, sugar, alcohol, sleep, exercise, loneliness, air pollution, obesity, mental health of young people',
        cues: { 'ultra-processed': 3, sugar: 2, 'sugar tax': 3, obesity: 3, loneliness: 3, lonely: 3, 'risk of': 2, mortality: 3, alcohol: 2, drinking: 2, overdose: 3, overdoses: 3, opioid: 3, 'mental health': 3, anxiety: 2, depression: 2 } },
    ] },
  { topic: 'health', subject: 'healthcare and medicine', category: 'healthcare',
    about: 'hospitals, doctors, nurses, patients, health services, pharmacies, medicines approval, drug regulators, health insurance, care homes, waiting lists, health funding and contracts',
    cues: { hospital: 3, hospitals: 3, nhs: 3, patients: 3, doctors: 3, nurses: 3, pharmacy: 3, pharmacies: 3, pharmacists: 3, chemists: 3, prescription: 3, medicines: 3, drug: 2, 'drug approval': 3, fda: 2, ema: 3, mhra: 3, clinical: 2, 'clinical trial': 3, surgery: 3, gp: 3, 'care homes': 3, healthcare: 3, 'health care': 3, medicare: 3, medicaid: 3, 'waiting list': 3, treatment: 2, 'health service': 3, insurers: 1 },
    finer: [
      { subject: 'health workers and hospitals',
        about: 'doctors, resident doctors, nurses, paramedics and GPs, their strikes and pay, hospital wards, A&E, ambulances, waiting lists, care homes',
        cues: { 'resident doctors': 3, 'junior doctors': 3, nurses: 3, paramedics: 3, ambulance: 3, ambulances: 3, 'a&e': 3, wards: 3, 'waiting list': 3, bma: 3, 'royal college of nursing': 3, midwives: 3, maternity: 3, 'care home': 3, 'care homes': 3, gps: 3 } },
      { subject: 'medicines and their regulation',
        about: 'drug approvals by the FDA, EMA and MHRA, warnings on drug labels, NICE decisions on NHS use, drug prices, pharmacies and prescriptions',
        cues: { fda: 3, 'fda approves': 3, 'approved for': 2, mhra: 3, ema: 3, label: 2, labels: 2, warnings: 2, 'drug makers': 3, drugmakers: 3, pharmaceutical: 3, pharma: 3, dose: 2, doses: 2, nasal: 2, injectors: 3 } },
      { subject: 'health insurance and payers',
        about: 'Medicare, Medicaid, Medicare Advantage plans, health insurers and what they pay, private hospital operators',
        cues: { medicare: 3, medicaid: 3, 'medicare advantage': 3, 'health insurer': 3, 'health insurance': 3, 'private hospitals': 3, seniors: 2 } },
    ] },
  // science and technology
  { topic: 'science and technology', subject: 'natural science and research', category: 'science',
    about: 'scientific research, discoveries, astronomy and space exploration, biology, physics, chemistry, geology, oceanography, deep sea expeditions, fossils, studies in journals',
    cues: { scientists: 3, discovery: 2, discovered: 2, astronomers: 3, astronomy: 3, comet: 3, asteroid: 3, telescope: 3, planet: 3, nasa: 3, 'space agency': 3, spacecraft: 3, physics: 3, biology: 3, species: 2, fossil: 3, fossils: 3, genome: 3, expedition: 3, 'deep sea': 3, meteorite: 3, geologists: 3, nature: 1, experiment: 3 },
    finer: [
      { subject: 'scientific research', frame: true,
        about: 'studies, trials and findings by scientists and researchers in any field, published in journals',
        cues: { researchers: 2, research: 2, study: 1, journal: 2 } },
      { subject: 'plants and animals',
        about: 'plants, flowers and trees studied by botanists, rare plants blooming or rediscovered, botanic gardens, animal behaviour, insects, bees, birds, whales and other creatures studied by biologists',
        cues: { botanists: 3, botanic: 3, botanical: 3, bloom: 3, blooms: 3, flower: 2, flowers: 2, insects: 3, insect: 3, bees: 3, bumblebees: 3, whales: 3, dolphins: 3, primates: 3, chimpanzees: 3, biologists: 3, behaviour: 2, animals: 2, creatures: 3 } },
      { subject: 'space and astronomy',
        about: 'space missions, rockets and launches by space agencies, astronauts, telescopes, comets, planets and stars',
        cues: { nasa: 3, astronauts: 3, rocket: 2, 'launch pad': 3, lunar: 3, moon: 2, mars: 3, telescope: 3, comet: 3, exoplanet: 3, astronomers: 3, star: 1, galaxy: 3, orbit: 2 } },
      { subject: 'biology and the physical sciences',
        about: 'cells, DNA, proteins and genomes; physics and chemistry experiments; fossils, palaeontology and human origins; Nobel prizes in science',
        cues: { cells: 3, dna: 3, protein: 3, proteins: 3, genome: 3, genes: 3, physicists: 3, chemistry: 3, physics: 3, particle: 3, fossil: 3, palaeontologists: 3, paleontologists: 3, dinosaur: 3, neanderthal: 3, neanderthals: 3, hominin: 3, 'early humans': 3, prehistoric: 2, evolution: 2, 'nobel prize': 2, molecules: 3, laboratory: 2 } },
    ] },
  { topic: 'science and technology', subject: 'technology and the internet', category: 'technology',
    about: 'software, artificial intelligence, computing, the internet, smartphones, semiconductors, cybersecurity, data breaches, outages of online services, robotics, drones, telecoms, electric vehicles and batteries, tech companies and their rules',
    cues: { credentials: 3, passwords: 3, password: 3, malware: 3, ransomware: 3, wearable: 3, headset: 3, 'smart glasses': 3, 'augmented reality': 3, 'virtual reality': 3, 'data centre': 3, 'data center': 3, fab: 3, gigafactory: 3, 'lithium-ion': 3, gadget: 3, devices: 2, device: 2, software: 3, ai: 3, 'artificial intelligence': 3, chatbot: 3, algorithm: 3, app: 2, apps: 2, internet: 2, online: 1, smartphone: 3, chip: 3, chips: 3, semiconductor: 3, cyber: 3, cybersecurity: 3, hackers: 3, breach: 2, 'data breach': 3, outage: 2, cloud: 2, robot: 3, robots: 3, robotics: 3, drone: 3, drones: 3, telecom: 3, broadband: 3, '5g': 3, battery: 2, tech: 3, developers: 2, platform: 1, copyright: 1, data: 1, 'self-driving': 3, autonomous: 2, warehouse: 1 },
    finer: [
      { subject: 'consumer electronics and smart home',
        about: 'phones, foldables, smart TVs, smart speakers, doorbell cameras, wearables and other gadgets; the companies that make them and the data their apps collect',
        cues: { smartphone: 3, phone: 2, phones: 2, iphone: 3, 'smart tv': 3, 'smart tvs': 3, 'smart home': 3, 'doorbell camera': 3, doorbell: 3, cameras: 1, gadgets: 3, wearables: 3, apple: 2, 'viewing data': 3, tv: 2, tvs: 2, televisions: 2, privacy: 3, 'data sharing': 3, 'shared data': 3 } },
      { subject: 'artificial intelligence and software',
        about: 'AI models and chatbots, AI start-ups and their funding, machine learning, lawsuits by publishers and artists over the work AI models are trained on, software companies, cloud services and their outages',
        cues: { ai: 3, 'ai model': 3, 'language models': 3, 'large language model': 3, chatbot: 3, openai: 3, 'ai firm': 3, 'ai company': 3, 'ai startup': 3, 'ai start-up': 3, 'machine learning': 3, 'generative ai': 3, 'training data': 3, 'trained on': 3, copyright: 2, infringe: 2, software: 3, outage: 3, microsoft: 3, google: 3, cloud: 3 } },
      { subject: 'online platforms and telecoms',
        about: 'social media platforms, their accounts and age limits, app stores, digital markets rules for big tech, broadband, phone networks and satellite internet',
        cues: { 'social media': 3, platforms: 2, tiktok: 3, meta: 3, snapchat: 3, instagram: 3, accounts: 1, 'app store': 3, 'digital markets act': 3, 'big tech': 3, broadband: 3, 'full fibre': 3, 'fibre optic': 3, 'fibre network': 3, 'fibre broadband': 3, 'phone network': 3, satellites: 2, 'satellite internet': 3, 'online safety': 3 } },
      { subject: 'drones, robots and electric vehicle technology',
        about: 'drones and the rules for flying them, robots and humanoid robots, self-driving cars, batteries and chips',
        cues: { drone: 3, drones: 3, 'drone pilots': 3, 'remote id': 3, robot: 3, robots: 3, humanoid: 3, 'self-driving': 3, robotaxi: 3, battery: 3, batteries: 3, 'solid-state': 3, chip: 3, chips: 3, chipmaker: 3 } },
    ] },
  // lifestyle and leisure; human interest
  { topic: 'lifestyle and leisure', subject: 'lifestyle, home and leisure', category: 'lifestyle',
    about: 'food and drink, cooking, restaurants, travel and holidays, fashion, beauty, home and garden, shopping for the household, fitness clubs and gyms, hobbies, family life, festive seasons, pets',
    cues: { 'cost of living': 2, wedding: 3, weddings: 3, alcohol: 2, sunscreen: 3, skincare: 3, 'days out': 3, 'commute': 2, 'office': 1, 'hybrid working': 3, food: 2, recipe: 3, recipes: 3, restaurant: 3, restaurants: 3, chef: 3, travel: 3, holiday: 2, holidays: 2, tourists: 2, tourism: 3, hotel: 2, fashion: 3, beauty: 3, garden: 2, gardening: 3, home: 1, household: 2, shoppers: 2, gym: 3, gyms: 3, 'festive season': 3, 'festive period': 3, christmas: 2, pets: 3, dog: 2, wine: 3, coffee: 2, wellness: 2, family: 1 },
    finer: [
      { subject: 'festive season',
        about: 'Christmas and other festive seasons at home: Christmas trees, decorations, advent calendars, Thanksgiving travel and dinners, gifts',
        cues: { 'christmas tree': 3, 'christmas trees': 3, 'real trees': 3, decorations: 3, 'festive season': 3, christmas: 2, gifts: 2 } },
      { subject: 'food, drink and eating out',
        about: 'restaurants, cafés and coffee shops, menus, diners, recipes and home cooking, the price of a coffee or a meal out',
        cues: { restaurant: 3, restaurants: 3, cafe: 3, cafes: 3, diners: 2, menu: 3, menus: 3, 'flat white': 3, 'coffee shops': 3, 'eating out': 3, recipe: 3, recipes: 3, chef: 3 } },
      { subject: 'travel and holidays',
        about: 'holidays, ski trips, family breaks, hotels and resorts, getaway traffic and travel at holiday times',
        cues: { holiday: 3, holidays: 3, 'ski resorts': 3, ski: 3, resorts: 3, travellers: 2, 'holiday travel': 3, tourists: 3 } },
      { subject: 'fitness, fashion, beauty and pets',
        about: 'gyms and their memberships, fitness trends, fashion and what to wear, beauty and skincare products, pets and the cost of keeping them, weddings',
        cues: { gym: 3, gyms: 3, membership: 2, members: 1, fashion: 3, wear: 2, beauty: 3, skincare: 3, sunscreen: 3, spf: 3, dog: 3, dogs: 3, pets: 3, cats: 3, 'vet fees': 3, wedding: 3, weddings: 3 } },
      { subject: 'home and garden',
        about: 'gardening and garden plants for the home, flower shows, kitchen appliances and household products tested for shoppers',
        cues: { gardening: 3, gardeners: 3, 'garden plants': 3, 'flower show': 3, 'plant of the year': 3, appliances: 1, 'best buy': 3, tested: 2 } },
    ] },
  // sport
  { topic: 'sport', subject: 'sport', category: 'sports',
    about: 'football, rugby, cricket, tennis, athletics, matches, leagues, clubs, players, coaches, transfers, tournaments, championships, the Olympics',
    cues: { football: 3, rugby: 3, cricket: 3, tennis: 3, golf: 3, match: 2, league: 3, club: 2, clubs: 2, players: 2, coach: 3, manager: 1, transfer: 2, tournament: 3, championship: 3, olympics: 3, 'world cup': 3, goal: 2, try: 1, penalty: 2, win: 1, beat: 1, season: 2, squad: 3, stadium: 3, athletes: 3, medal: 3, nba: 3, nfl: 3 },
    finer: [
      { subject: 'sport business',
        about: 'football clubs and their owners, takeovers of clubs, kit and ball deals, sponsorship, broadcasting rights for leagues, stadium plans, clubs in administration',
        cues: { club: 3, clubs: 3, 'premier league': 3, league: 3, stadium: 3, 'broadcasting rights': 3, 'tv rights': 3, sponsorship: 3, 'kit deal': 3, 'ball deal': 3, takeover: 2, championship: 2, 'football club': 3 } },
      // IPTC files each discipline under sport (medtop:15000000): a marathon or a chess title is sports news though
      // no ball, league or club is in it.
      { subject: 'athletics, racing and other disciplines',
        about: 'marathons and road races, athletics meetings, runners and sprinters, cycling races, motor racing and Formula One, boxing, swimming, horse racing, chess, snooker, darts, baseball, basketball and ice hockey',
        cues: { marathon: 3, 'half marathon': 3, runners: 2, sprinter: 3, sprint: 2, athletics: 3, 'finish line': 2, race: 1, 'world record': 2, 'formula one': 3, 'grand prix': 3, 'tour de france': 3, cyclist: 2, boxing: 3, boxer: 3, swimmer: 3, 'horse racing': 3, jockey: 3, chess: 3, grandmaster: 3, snooker: 3, darts: 2, baseball: 3, basketball: 3, 'ice hockey': 3, hockey: 2 } },
    ] },
];
