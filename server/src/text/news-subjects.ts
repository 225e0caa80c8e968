import type { TrendCategory } from '@newsjack/shared';

/**
 * News subjects after the IPTC Media Topics vocabulary (the industry's standard news taxonomy: 17 top-level topics
 * and the subjects under them), each mapped onto the spec's trend categories. A top-level topic that spans two of
 * the spec's categories is split by its subjects (economy, business and finance → business or finance; health →
 * health or healthcare; science and technology → science or technology; arts, culture, entertainment and media →
 * culture or entertainment). `about` paraphrases the subject's scope note, for matching by meaning; `cues` are
 * words and phrases its news uses (matched by stem), weighted 3 (nearly only this subject) to 1 (often elsewhere).
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
}

export const NEWS_SUBJECTS: readonly NewsSubject[] = [
  // arts, culture, entertainment and media (medtop:01000000)
  { topic: 'arts, culture, entertainment and media', subject: 'arts and heritage', category: 'culture',
    about: 'museums, galleries, exhibitions, theatre, opera, ballet, classical music, orchestras, literature, poetry, books, heritage sites, historic buildings, archaeology',
    cues: { museum: 3, gallery: 3, exhibition: 3, theatre: 3, theater: 3, opera: 3, ballet: 3, orchestra: 3, symphony: 3, musicians: 2, heritage: 3, archaeologists: 3, artwork: 3, painting: 3, sculpture: 3, poet: 3, poetry: 3, novel: 2, novelist: 3, literary: 3, library: 3, libraries: 3, arts: 2, artist: 2, artists: 2, curator: 3, 'booker prize': 3, playwright: 3, 'arts council': 3 } },
  { topic: 'arts, culture, entertainment and media', subject: 'language, education and tradition', category: 'culture',
    about: 'languages, universities and schools teaching culture, traditions, festivals of custom, religion and belief, cultural identity',
    cues: { language: 2, languages: 2, linguistics: 3, degree: 1, degrees: 1, university: 1, universities: 1, tradition: 2, traditions: 2, religion: 3, church: 2, mosque: 3, temple: 2, faith: 2, pilgrims: 3, cultural: 2, culture: 2, translation: 2 } },
  { topic: 'arts, culture, entertainment and media', subject: 'entertainment and media', category: 'entertainment',
    about: 'films, cinema, box office, television series, streaming, pop music, albums, concerts, tours, music festivals, celebrities, video games, awards shows',
    cues: { 'streaming service': 3, subscribers: 2, 'music streaming': 3, 'streaming price': 3, film: 3, films: 3, movie: 3, cinema: 3, 'box office': 3, sequel: 3, studio: 2, studios: 2, streaming: 2, netflix: 3, series: 1, episode: 3, album: 3, singer: 3, rapper: 3, concert: 3, tour: 2, festival: 2, headliner: 3, celebrity: 3, actor: 3, actress: 3, oscars: 3, grammy: 3, 'video game': 3, 'video games': 3, gaming: 2, games: 1, game: 1, console: 2, broadcaster: 2, tv: 2, television: 2, premiere: 3, soundtrack: 3, hollywood: 3, tickets: 1, fans: 1, 'record label': 3, podcast: 2 } },
  // conflict, war and peace; disaster and accident; weather (world events)
  { topic: 'conflict, war and peace', subject: 'armed conflict and diplomacy', category: 'worldevents',
    about: 'war, armed conflict, ceasefire, peace talks, refugees, humanitarian aid, sanctions, diplomacy between states, summits, the United Nations',
    cues: { war: 3, conflict: 2, ceasefire: 3, troops: 3, military: 2, missile: 3, airstrike: 3, refugees: 3, refugee: 3, humanitarian: 3, aid: 2, sanctions: 3, diplomats: 3, diplomatic: 3, summit: 2, 'united nations': 3, 'security council': 3, embassy: 3, rebels: 3, peacekeepers: 3, famine: 3, hunger: 2 } },
  { topic: 'disaster, accident and emergency incident', subject: 'disasters and accidents', category: 'worldevents',
    about: 'earthquakes, floods, storms, typhoons, volcanic eruptions, landslides, train crashes, plane crashes, shipwrecks, death tolls, evacuations, rescue',
    cues: { earthquake: 3, quake: 3, flood: 3, floods: 3, flooding: 3, typhoon: 3, hurricane: 3, cyclone: 3, eruption: 3, volcano: 3, lava: 3, landslide: 3, crash: 2, collision: 3, derailment: 3, 'death toll': 3, killed: 2, dead: 2, injured: 2, evacuated: 2, evacuation: 2, rescuers: 3, rescue: 2, disaster: 3, tsunami: 3, victims: 2, 'red cross': 3, casualties: 3 } },
  // crime, law and justice; politics; society (politics)
  { topic: 'politics', subject: 'government and elections', category: 'politics',
    about: 'governments, ministers, parliaments, elections, political parties, budgets of states and cities, public spending, taxes, legislation, lawmakers, public administration',
    cues: { government: 2, minister: 3, ministers: 3, parliament: 3, congress: 3, senate: 3, lawmakers: 3, election: 3, vote: 2, voters: 3, party: 2, opposition: 3, budget: 2, council: 2, councils: 2, mayor: 3, governor: 3, legislation: 3, bill: 2, law: 1, policy: 1, 'public spending': 3, taxpayers: 3, deficit: 2, campaign: 2, referendum: 3, coalition: 3, chancellor: 2 } },
  { topic: 'crime, law and justice', subject: 'crime, courts and regulation', category: 'politics', frame: true,
    about: 'crime, police, courts, trials, lawsuits, judges, rulings, prosecutors, regulators enforcing law, fines for breaking rules',
    cues: { police: 3, court: 2, judge: 2, trial: 2, lawsuit: 2, ruling: 2, prosecutors: 3, charged: 2, convicted: 3, sentenced: 3, crime: 3, fraud: 2, arrested: 3, 'supreme court': 3, appeal: 1, verdict: 3, jury: 3 } },
  { topic: 'society', subject: 'society and welfare', category: 'politics',
    about: 'social issues, welfare, housing policy, immigration policy, inequality, pensions policy, civil rights, protests',
    cues: { welfare: 3, benefits: 2, immigration: 3, migrants: 3, housing: 1, homelessness: 3, protest: 2, protesters: 3, 'civil rights': 3, inequality: 3, poverty: 3 } },
  // economy, business and finance
  { topic: 'economy, business and finance', subject: 'business and companies', category: 'business', broad: true,
    about: 'companies, corporate results, mergers and acquisitions, startups and funding rounds, retail, shops, manufacturing, factories, products, prices companies set, jobs cut by companies',
    cues: { company: 1, companies: 1, ceo: 3, merger: 3, acquisition: 3, takeover: 3, startup: 2, 'funding round': 3, 'series a': 3, 'series b': 3, investors: 1, revenue: 3, profit: 2, sales: 2, retailer: 3, retailers: 3, retail: 2, shops: 2, stores: 2, chain: 2, brand: 2, brands: 2, customers: 1, factory: 3, plant: 1, manufacturer: 3, maker: 2, recall: 2, recalls: 2, recalled: 2, layoffs: 3, 'job cuts': 3, shipping: 2, carrier: 2, freight: 3, logistics: 3, trucking: 3, prices: 1, 'price rise': 2, subscription: 2, launch: 1, airline: 2 } },
  { topic: 'economy, business and finance', subject: 'finance and markets', category: 'finance',
    about: 'central banks, interest rates, inflation, stock markets, shares, bonds, currencies, banks, lending, mortgages, pensions and savings, insurers, financial regulators, fintech, cryptocurrency',
    cues: { payments: 2, 'card payments': 3, cash: 2, banknotes: 3, atm: 3, 'credit card': 3, 'central bank': 3, 'interest rates': 3, 'interest rate': 3, 'rate cut': 3, 'rate rise': 3, 'key rate': 3, inflation: 2, 'stock market': 3, shares: 2, stocks: 3, bonds: 3, yields: 3, currency: 3, euro: 1, bank: 2, banks: 2, lending: 3, mortgage: 3, mortgages: 3, savers: 3, pension: 2, insurer: 2, insurers: 2, fintech: 3, crypto: 3, bitcoin: 3, stablecoin: 3, investors: 2, 'financial regulator': 3, 'securities regulator': 3, fund: 1, funds: 1, 'monetary policy': 3 } },
  { topic: 'labour', subject: 'labour and employment', category: 'business', broad: true,
    about: 'strikes, trade unions, wages, pay disputes, collective bargaining, employment, workers, walkouts',
    cues: { strike: 2, strikes: 2, walkout: 3, union: 2, unions: 2, 'pay dispute': 3, wages: 2, workers: 2, bargaining: 3, ballot: 2, employees: 2, staff: 1 } },
  // environment; weather
  { topic: 'environment', subject: 'environment and climate', category: 'environment',
    about: 'climate change, emissions, pollution, conservation, wildlife, biodiversity, rivers and oceans, energy transition, pipelines and permits, peat and soil, recycling, drought, heatwaves, wildfires, weather extremes',
    cues: { 'offshore wind': 3, wind: 1, turbines: 3, 'hosepipe ban': 3, reservoirs: 3, 'water companies': 2, 'air quality': 3, climate: 3, emissions: 3, carbon: 3, pollution: 3, conservation: 3, wildlife: 3, biodiversity: 3, species: 1, habitat: 3, wetlands: 3, pipeline: 2, permit: 1, environmental: 3, 'environmental review': 3, renewable: 3, solar: 3, 'wind farm': 3, recycling: 3, plastic: 2, drought: 3, heatwave: 3, wildfire: 3, wildfires: 3, reef: 3, coral: 3, deforestation: 3, 'net zero': 3, sewage: 3, rivers: 2, endangered: 3 } },
  // health
  { topic: 'health', subject: 'diseases and public health', category: 'health',
    about: 'diseases, outbreaks, infections, symptoms, public health, studies of risk factors, diet, exercise, sleep, mental health, blood pressure, vaccines, nutrition',
    cues: { disease: 3, outbreak: 3, infection: 3, infections: 3, virus: 3, bacteria: 3, symptoms: 3, 'public health': 3, cases: 1, study: 1, risk: 1, 'blood pressure': 3, heart: 2, stroke: 2, diabetes: 3, obesity: 3, diet: 3, exercise: 2, sleep: 2, 'mental health': 3, vaccine: 3, vaccination: 3, nutrition: 3, cancer: 2, dementia: 2, fitness: 2, wellbeing: 3, cholesterol: 3 } },
  { topic: 'health', subject: 'healthcare and medicine', category: 'healthcare',
    about: 'hospitals, doctors, nurses, patients, health services, pharmacies, medicines approval, drug regulators, health insurance, care homes, waiting lists, health funding and contracts',
    cues: { hospital: 3, hospitals: 3, nhs: 3, patients: 3, doctors: 3, nurses: 3, pharmacy: 3, pharmacies: 3, pharmacists: 3, chemists: 3, prescription: 3, medicines: 3, drug: 2, 'drug approval': 3, fda: 2, ema: 3, mhra: 3, clinical: 2, 'clinical trial': 3, surgery: 3, gp: 3, 'care homes': 3, healthcare: 3, 'health care': 3, medicare: 3, medicaid: 3, 'waiting list': 3, treatment: 2, 'health service': 3, insurers: 1 } },
  // science and technology
  { topic: 'science and technology', subject: 'natural science and research', category: 'science',
    about: 'scientific research, discoveries, astronomy and space exploration, biology, physics, chemistry, geology, oceanography, deep sea expeditions, fossils, studies in journals',
    cues: { scientists: 3, researchers: 2, research: 2, study: 1, journal: 2, discovery: 2, discovered: 2, astronomers: 3, astronomy: 3, comet: 3, asteroid: 3, telescope: 3, planet: 3, nasa: 3, 'space agency': 3, spacecraft: 3, physics: 3, biology: 3, species: 2, fossil: 3, fossils: 3, genome: 3, expedition: 3, 'deep sea': 3, meteorite: 3, geologists: 3, nature: 1, experiment: 3 } },
  { topic: 'science and technology', subject: 'technology and the internet', category: 'technology',
    about: 'software, artificial intelligence, computing, the internet, smartphones, semiconductors, cybersecurity, data breaches, outages of online services, robotics, drones, telecoms, electric vehicles and batteries, tech companies and their rules',
    cues: { credentials: 3, passwords: 3, password: 3, malware: 3, ransomware: 3, wearable: 3, headset: 3, 'smart glasses': 3, 'augmented reality': 3, 'virtual reality': 3, 'data centre': 3, 'data center': 3, fab: 3, gigafactory: 3, 'lithium-ion': 3, gadget: 3, devices: 2, device: 2, software: 3, ai: 3, 'artificial intelligence': 3, chatbot: 3, algorithm: 3, app: 2, apps: 2, internet: 2, online: 1, smartphone: 3, chip: 3, chips: 3, semiconductor: 3, cyber: 3, cybersecurity: 3, hackers: 3, breach: 2, 'data breach': 3, outage: 2, cloud: 2, robot: 3, robots: 3, robotics: 3, drone: 3, drones: 3, telecom: 3, broadband: 3, '5g': 3, battery: 2, tech: 3, developers: 2, platform: 1, copyright: 1, data: 1, 'self-driving': 3, autonomous: 2, warehouse: 1 } },
  // lifestyle and leisure; human interest
  { topic: 'lifestyle and leisure', subject: 'lifestyle, home and leisure', category: 'lifestyle',
    about: 'food and drink, cooking, restaurants, travel and holidays, fashion, beauty, home and garden, shopping for the household, fitness clubs and gyms, hobbies, family life, festive seasons, pets',
    cues: { 'cost of living': 2, wedding: 3, weddings: 3, alcohol: 2, sunscreen: 3, skincare: 3, 'days out': 3, 'commute': 2, 'office': 1, 'hybrid working': 3, food: 2, recipe: 3, recipes: 3, restaurant: 3, restaurants: 3, chef: 3, travel: 3, holiday: 2, holidays: 2, tourists: 2, tourism: 3, hotel: 2, fashion: 3, beauty: 3, garden: 2, gardening: 3, home: 1, household: 2, shoppers: 2, gym: 3, gyms: 3, festive: 3, christmas: 2, pets: 3, dog: 2, wine: 3, coffee: 2, wellness: 2, family: 1 } },
  // sport
  { topic: 'sport', subject: 'sport', category: 'sports',
    about: 'football, rugby, cricket, tennis, athletics, matches, leagues, clubs, players, coaches, transfers, tournaments, championships, the Olympics',
    cues: { football: 3, rugby: 3, cricket: 3, tennis: 3, golf: 3, match: 2, league: 3, club: 2, clubs: 2, players: 2, coach: 3, manager: 1, transfer: 2, tournament: 3, championship: 3, olympics: 3, 'world cup': 3, goal: 2, try: 1, penalty: 2, win: 1, beat: 1, season: 2, squad: 3, stadium: 3, athletes: 3, medal: 3, nba: 3, nfl: 3 } },
];
