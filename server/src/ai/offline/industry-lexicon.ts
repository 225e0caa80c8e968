import type { TrendCategory } from '@newsjack/shared';

export interface IndustryDefinition {
  id: string;
  /** Shown as the company's industry. */
  label: string;
  /** Used in prose: 'a {noun} company'. */
  noun: string;
  /** Cue terms (one or two words, surface form) and how strongly each signals the industry. */
  cues: Record<string, number>;
  /** Trend categories whose news usually concerns this industry; used to match outlets and trends. */
  categories: TrendCategory[];
  /** Typical buyers, used when a website names none. */
  audiences: string[];
}

/*
 * Weighted cue terms per industry. Weights: 3 = nearly unambiguous ('stablecoin', 'ehr'), 2 = strong,
 * 1 = supportive but shared with other fields ('data', 'platform' are left out entirely).
 */
export const INDUSTRIES: IndustryDefinition[] = [
  {
    id: 'fintech', label: 'Fintech & Payments', noun: 'fintech', categories: ['finance', 'business', 'technology'],
    audiences: ['Online merchants', 'Small businesses', 'Finance teams', 'Banks'],
    cues: { payments: 3, payment: 3, fintech: 3, banking: 2, 'open banking': 3, settlement: 2, payouts: 3, checkout: 2, merchants: 2, card: 1, cards: 1, lending: 2, credit: 1, invoices: 2, invoicing: 2, treasury: 2, stablecoin: 3, crypto: 2, fraud: 2, 'cross-border': 2, remittance: 3, wallet: 2, 'interchange': 3, acquiring: 2, compliance: 1, kyc: 3, bnpl: 3 },
  },
  {
    id: 'healthtech', label: 'Healthtech & Digital Health', noun: 'digital health', categories: ['health', 'healthcare', 'technology'],
    audiences: ['Hospitals', 'Clinicians', 'Patients', 'Health insurers'],
    cues: { patients: 3, patient: 3, clinicians: 3, clinical: 2, hospital: 2, hospitals: 2, telehealth: 3, telemedicine: 3, ehr: 3, 'health records': 3, care: 1, diagnosis: 2, nurses: 2, doctors: 2, healthcare: 3, 'remote monitoring': 3, medical: 2, nhs: 3, wellbeing: 1 },
  },
  {
    id: 'cybersecurity', label: 'Cybersecurity', noun: 'cybersecurity', categories: ['technology', 'business'],
    audiences: ['Security teams', 'CISOs', 'IT leaders', 'Enterprises'],
    cues: { security: 2, cybersecurity: 3, threat: 2, threats: 2, ransomware: 3, phishing: 3, breach: 2, breaches: 2, vulnerability: 3, vulnerabilities: 3, 'zero trust': 3, siem: 3, soc: 2, encryption: 2, malware: 3, identity: 1, authentication: 2, 'incident response': 3, attackers: 3 },
  },
  {
    id: 'devtools', label: 'Developer Tools & SaaS', noun: 'developer tools', categories: ['technology', 'business'],
    audiences: ['Software developers', 'Engineering teams', 'Platform engineers', 'CTOs'],
    cues: { developers: 3, developer: 3, api: 2, apis: 2, sdk: 3, cli: 3, deploy: 2, deployment: 2, deployments: 2, 'open source': 2, github: 2, ci: 2, kubernetes: 3, observability: 3, debugging: 3, code: 2, 'pull requests': 3, devops: 3, saas: 2, infrastructure: 1, latency: 1, logs: 2, staging: 2, preview: 1, workflows: 1 },
  },
  {
    id: 'ecommerce', label: 'E-commerce & Retail', noun: 'e-commerce', categories: ['business', 'lifestyle'],
    audiences: ['Online shoppers', 'Retailers', 'Direct-to-consumer brands'],
    cues: { ecommerce: 3, 'e-commerce': 3, retail: 3, retailers: 3, shoppers: 3, shopping: 2, store: 1, stores: 1, basket: 2, cart: 2, delivery: 1, returns: 2, fashion: 2, marketplace: 2, 'direct-to-consumer': 3, dtc: 3, inventory: 2, orders: 1 },
  },
  {
    id: 'cleantech', label: 'Climate & Cleantech', noun: 'climate technology', categories: ['environment', 'science', 'business'],
    audiences: ['Utilities', 'Homeowners', 'Commercial building owners', 'Energy buyers'],
    cues: { climate: 3, carbon: 3, emissions: 3, renewable: 3, solar: 3, wind: 2, battery: 2, batteries: 2, 'heat pumps': 3, 'heat pump': 3, 'net zero': 3, decarbonisation: 3, decarbonization: 3, grid: 2, energy: 2, electrification: 3, 'carbon capture': 3, sustainability: 2, hydrogen: 3, ev: 2, charging: 2 },
  },
  {
    id: 'edtech', label: 'Education Technology', noun: 'education technology', categories: ['technology', 'lifestyle'],
    audiences: ['Teachers', 'Schools', 'Students', 'Universities'],
    cues: { students: 3, student: 3, teachers: 3, teacher: 3, classroom: 3, schools: 2, school: 2, learning: 2, learners: 3, curriculum: 3, tutoring: 3, university: 2, universities: 2, courses: 2, lessons: 2, edtech: 3, exams: 2 },
  },
  {
    id: 'biotech', label: 'Biotech & Life Sciences', noun: 'biotechnology', categories: ['science', 'health', 'healthcare'],
    audiences: ['Pharmaceutical partners', 'Researchers', 'Investors', 'Regulators'],
    cues: { biotech: 3, therapeutics: 3, drug: 2, drugs: 2, 'clinical trials': 3, 'clinical trial': 3, genomics: 3, gene: 3, protein: 3, antibodies: 3, molecules: 2, fda: 3, pharma: 3, pharmaceutical: 3, oncology: 3, vaccine: 3, vaccines: 3, 'life sciences': 3, lab: 1 },
  },
  {
    id: 'media', label: 'Media & Entertainment', noun: 'media', categories: ['entertainment', 'lifestyle', 'business'],
    audiences: ['Audiences', 'Advertisers', 'Creators', 'Publishers'],
    cues: { streaming: 3, podcast: 3, podcasts: 3, creators: 3, audience: 2, audiences: 2, publishers: 2, newsletter: 1, video: 2, music: 3, film: 3, games: 2, gaming: 3, subscribers: 2, advertisers: 2, editorial: 2, journalism: 3 },
  },
  {
    id: 'logistics', label: 'Logistics & Supply Chain', noun: 'logistics', categories: ['business', 'worldevents'],
    audiences: ['Shippers', 'Freight forwarders', 'Retail supply chains', 'Fleet operators'],
    cues: { logistics: 3, 'supply chain': 3, freight: 3, shipping: 2, shipments: 3, warehouse: 3, warehouses: 3, fulfilment: 3, fulfillment: 3, fleet: 2, carriers: 2, 'last mile': 3, trucking: 3, ports: 2, customs: 2, parcels: 3 },
  },
  {
    id: 'proptech', label: 'Real Estate & PropTech', noun: 'property technology', categories: ['business', 'finance'],
    audiences: ['Landlords', 'Tenants', 'Home buyers', 'Property managers'],
    cues: { property: 3, properties: 2, 'real estate': 3, tenants: 3, landlords: 3, rent: 2, rental: 2, mortgage: 3, mortgages: 3, homebuyers: 3, 'home buyers': 3, housing: 2, leasing: 2, 'property management': 3, buildings: 1 },
  },
  {
    id: 'food', label: 'Food & Beverage', noun: 'food and beverage', categories: ['lifestyle', 'business', 'health'],
    audiences: ['Grocery shoppers', 'Restaurants', 'Retail buyers'],
    cues: { food: 3, beverage: 3, drinks: 2, restaurant: 2, restaurants: 2, recipes: 2, ingredients: 3, snacks: 3, coffee: 2, 'plant-based': 3, grocery: 3, nutrition: 2, organic: 1, brewery: 3, menu: 1 },
  },
  {
    id: 'travel', label: 'Travel & Hospitality', noun: 'travel', categories: ['lifestyle', 'business'],
    audiences: ['Travellers', 'Hotels', 'Tour operators', 'Business travel managers'],
    cues: { travel: 3, travellers: 3, travelers: 3, hotel: 3, hotels: 3, flights: 3, airline: 3, airlines: 3, booking: 2, bookings: 2, tourism: 3, hospitality: 3, trips: 2, destinations: 2, vacation: 2, holidays: 1 },
  },
  {
    id: 'hrtech', label: 'HR Tech & Future of Work', noun: 'HR technology', categories: ['business', 'technology'],
    audiences: ['HR leaders', 'Recruiters', 'People teams', 'Hiring managers'],
    cues: { hiring: 3, recruiting: 3, recruitment: 3, recruiters: 3, candidates: 3, employees: 2, payroll: 3, hr: 3, 'remote work': 3, workforce: 2, onboarding: 1, talent: 2, benefits: 1, 'people teams': 3, 'employee experience': 3 },
  },
  {
    id: 'hardware', label: 'Consumer Hardware & Electronics', noun: 'consumer hardware', categories: ['technology', 'lifestyle'],
    audiences: ['Consumers', 'Early adopters', 'Electronics retailers'],
    cues: { device: 2, devices: 2, hardware: 3, wearable: 3, wearables: 3, headphones: 3, smartphone: 3, sensor: 2, sensors: 2, chip: 2, chips: 2, 'smart home': 3, gadget: 3, firmware: 3, battery: 1, bluetooth: 3, camera: 2 },
  },
  {
    id: 'ai', label: 'Artificial Intelligence & Data', noun: 'AI', categories: ['technology', 'science', 'business'],
    audiences: ['Data teams', 'Enterprises', 'Product leaders'],
    cues: { ai: 3, 'artificial intelligence': 3, 'machine learning': 3, llm: 3, llms: 3, models: 1, 'generative ai': 3, agents: 2, inference: 3, training: 1, 'data science': 3, analytics: 2, automation: 1, gpu: 3, gpus: 3 },
  },
  {
    id: 'beauty', label: 'Beauty & Personal Care', noun: 'beauty', categories: ['lifestyle', 'health', 'business'],
    audiences: ['Skincare shoppers', 'Beauty retailers', 'Salons and spas'],
    cues: { skincare: 3, 'skin care': 3, cosmetics: 3, beauty: 3, serum: 2, serums: 2, moisturiser: 3, moisturizer: 3, cleanser: 3, cleansers: 3, haircare: 3, 'hair care': 3, fragrance: 2, makeup: 3, 'make-up': 3, 'personal care': 3, sunscreen: 3, spf: 3, toiletries: 3, salon: 2, salons: 2, skin: 1 },
  },
  {
    id: 'legal', label: 'Legal Services', noun: 'legal services', categories: ['business', 'politics'],
    audiences: ['Employers', 'In-house counsel', 'Individuals'],
    cues: { 'law firm': 3, lawyers: 3, lawyer: 3, attorneys: 3, attorney: 3, solicitors: 3, solicitor: 3, barristers: 3, litigation: 3, 'employment law': 3, 'legal advice': 3, legal: 2, counsel: 2, tribunal: 2, tribunals: 2, arbitration: 3, paralegal: 3, 'employment tribunal': 3, clients: 1 },
  },
  {
    id: 'transit', label: 'Public Transport', noun: 'public transport', categories: ['politics', 'business', 'worldevents'],
    audiences: ['Riders', 'Commuters', 'Local government'],
    cues: { transit: 3, 'public transit': 3, 'public transport': 3, buses: 3, bus: 2, riders: 3, ridership: 3, commuters: 3, fares: 3, fare: 2, paratransit: 3, 'light rail': 3, subway: 3, trams: 3, tram: 3, 'bus routes': 3, 'transit agency': 3, rail: 2, stations: 1, timetable: 2, timetables: 2 },
  },
  {
    id: 'mobility', label: 'Bikes, Cars & Mobility', noun: 'mobility', categories: ['lifestyle', 'technology', 'business'],
    audiences: ['Commuters', 'Riders', 'Dealers'],
    cues: { 'e-bike': 3, 'e-bikes': 3, ebike: 3, ebikes: 3, bicycle: 3, bicycles: 3, bikes: 2, bike: 2, cycling: 2, cyclists: 3, scooters: 2, micromobility: 3, automotive: 3, cars: 2, dealers: 2, dealerships: 3, motorbikes: 3 },
  },
  {
    id: 'aerospace', label: 'Aerospace & Drones', noun: 'aerospace', categories: ['technology', 'science', 'business'],
    audiences: ['Infrastructure owners', 'Utilities', 'Airlines'],
    cues: { drone: 3, drones: 3, uav: 3, uavs: 3, 'unmanned aircraft': 3, aerial: 2, aviation: 2, aircraft: 2, aerospace: 3, bvlos: 3, 'beyond visual line of sight': 3, satellite: 2, satellites: 3, airspace: 3, faa: 2, 'flight hours': 2, avionics: 3 },
  },
  {
    id: 'insurance', label: 'Insurance', noun: 'insurance', categories: ['finance', 'business'],
    audiences: ['Policyholders', 'Brokers', 'Insurers'],
    cues: { insurance: 3, insurers: 2, insurer: 2, policyholders: 3, premiums: 3, underwriting: 3, underwriters: 3, reinsurance: 3, 'car insurance': 3, 'home insurance': 3, insurtech: 3, claims: 1, cover: 1 },
  },
  {
    id: 'manufacturing', label: 'Manufacturing & Industrial', noun: 'manufacturing', categories: ['business', 'technology'],
    audiences: ['Manufacturers', 'Plant managers', 'Engineers'],
    cues: { manufacturing: 3, manufacturer: 3, manufacturers: 3, factory: 3, factories: 3, industrial: 2, machinery: 3, 'production lines': 3, 'production line': 3, cnc: 3, machining: 3, fabrication: 3, welding: 3, components: 1, plant: 1, assembly: 1 },
  },
  {
    id: 'agriculture', label: 'Agriculture & AgTech', noun: 'agriculture', categories: ['environment', 'science', 'business'],
    audiences: ['Farmers', 'Growers', 'Food processors'],
    cues: { farmers: 3, farms: 3, farm: 2, farming: 3, agriculture: 3, agricultural: 3, crops: 3, crop: 3, livestock: 3, agtech: 3, growers: 3, irrigation: 3, soil: 2, harvest: 2, yields: 2 },
  },
];

export const INDUSTRY_BY_ID: ReadonlyMap<string, IndustryDefinition> = new Map(INDUSTRIES.map((i) => [i.id, i]));

/** Used when no cue matched: the profile still states what is known (name, domain) without claiming a field. */
export const GENERAL_INDUSTRY: IndustryDefinition = {
  id: 'general', label: 'Business Services', noun: 'business services', categories: ['business'],
  audiences: ['Business customers'], cues: {},
};
