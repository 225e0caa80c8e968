import type { TrendCategory } from '@newsjack/shared';

/** Cue terms per trend category (surface forms; matched by stem). Weights as in the industry lexicon. */
export const CATEGORY_CUES: Record<TrendCategory, Record<string, number>> = {
  technology: { ai: 3, software: 3, app: 2, apps: 2, chip: 3, chips: 3, cloud: 2, startup: 2, startups: 2, tech: 3, cyber: 2, hackers: 2, data: 1, internet: 2, smartphone: 3, robot: 3, robots: 3, developers: 2, semiconductor: 3, algorithm: 2, openai: 3, google: 2, apple: 2, microsoft: 2 },
  business: { company: 1, companies: 1, ceo: 3, merger: 3, acquisition: 3, revenue: 3, profit: 3, earnings: 3, layoffs: 3, retail: 2, industry: 1, deal: 2, startup: 1, funding: 2, investors: 2, sales: 2, customers: 1, brand: 2, supply: 1 },
  health: { health: 3, wellbeing: 3, fitness: 3, diet: 3, obesity: 3, mental: 2, sleep: 2, disease: 2, virus: 2, outbreak: 3, symptoms: 3, exercise: 3 },
  healthcare: { hospital: 3, hospitals: 3, nhs: 3, patients: 3, doctors: 3, nurses: 3, clinical: 2, healthcare: 3, medicare: 3, insurers: 2, telehealth: 3, care: 1, surgery: 3, drug: 2, fda: 3 },
  entertainment: { film: 3, movie: 3, music: 3, album: 3, streaming: 2, netflix: 3, celebrity: 3, tv: 2, series: 2, festival: 2, box: 1, game: 1, gaming: 2, concert: 3, actor: 3, singer: 3 },
  politics: { election: 3, government: 2, minister: 3, parliament: 3, congress: 3, senate: 3, president: 2, policy: 2, vote: 3, party: 2, campaign: 2, regulators: 2, regulation: 2, law: 2, bill: 2, lawmakers: 3 },
  sports: { football: 3, soccer: 3, league: 3, match: 2, cup: 2, tennis: 3, cricket: 3, olympics: 3, coach: 3, players: 2, season: 2, championship: 3, nba: 3, nfl: 3, goal: 2 },
  environment: { climate: 3, emissions: 3, carbon: 3, renewable: 3, solar: 3, wind: 2, pollution: 3, wildfire: 3, flooding: 3, heatwave: 3, biodiversity: 3, sustainability: 2, energy: 1, 'net zero': 3, drought: 3 },
  science: { research: 2, researchers: 3, scientists: 3, study: 2, space: 2, nasa: 3, physics: 3, biology: 3, genome: 3, telescope: 3, quantum: 3, discovery: 2, experiment: 3, species: 2 },
  lifestyle: { travel: 3, food: 3, fashion: 3, home: 1, recipes: 3, holiday: 2, design: 1, shopping: 2, wellness: 2, beauty: 3, style: 2, parenting: 3, restaurants: 2 },
  finance: { bank: 3, banks: 3, markets: 2, stocks: 3, shares: 2, inflation: 3, rates: 2, interest: 1, payments: 3, fintech: 3, crypto: 3, bitcoin: 3, investors: 2, economy: 2, lending: 3, mortgage: 3, stablecoin: 3, fed: 3, bonds: 3 },
  culture: { culture: 3, cultural: 3, arts: 3, artist: 3, artists: 3, museum: 3, museums: 3, gallery: 3, exhibition: 3, theatre: 3, theater: 3, opera: 3, ballet: 3, heritage: 3, literature: 3, novel: 2, poetry: 3, books: 2, author: 2, painting: 3, sculpture: 3, orchestra: 3, language: 1, tradition: 2 },
  worldevents: { war: 3, conflict: 3, ukraine: 3, gaza: 3, china: 2, summit: 2, refugees: 3, sanctions: 3, trade: 1, tariffs: 3, united: 1, nations: 1, earthquake: 3, diplomats: 3, ceasefire: 3, border: 2, migration: 2 },
};
