/**
 * The fictional outlets of the demo corpus and their journalists. Names are invented for this project; every
 * domain is under the reserved `.example` TLD, so no address can reach a real mailbox.
 */
import type { Outlet } from './types';

export const OUTLETS: Outlet[] = [
  {
    slug: 'circuit-ledger',
    name: 'The Circuit Ledger',
    domain: 'circuitledger.example',
    description: 'Technology news, reviews and analysis.',
    emailRate: 0.4,
    htmlDescriptions: true,
    journalists: [
      { name: 'Dario Vance', beats: ['ai', 'policy'] },
      { name: 'Hollis Tran', beats: ['consumer-tech', 'open-source'] },
      { name: 'Anika Sorensen', beats: ['semiconductors', 'ai'] },
      { name: 'Felix Amadi', beats: ['creator-economy', 'consumer-tech'] },
      { name: 'Rosalind Parkhurst', beats: ['venture', 'ai', 'space'] },
    ],
  },
  {
    slug: 'stackline-weekly',
    name: 'Stackline Weekly',
    domain: 'stacklineweekly.example',
    description: 'The trade journal for enterprise software buyers and builders.',
    emailRate: 0.65,
    htmlDescriptions: false,
    journalists: [
      { name: 'Gretchen Holloway', beats: ['enterprise-software', 'workplace'] },
      { name: 'Tobiah Marsh', beats: ['open-source', 'enterprise-software'] },
      { name: 'Lena Varga', beats: ['ai', 'enterprise-software'] },
      { name: 'Samir Qureshi', beats: ['security', 'enterprise-software'] },
    ],
  },
  {
    slug: 'harborline-daily',
    name: 'The Harborline Daily',
    domain: 'harborline.example',
    description: 'Business news every morning: companies, markets, work and the economy.',
    emailRate: 0,
    htmlDescriptions: false,
    journalists: [
      { name: 'Constance Ferrell', beats: ['business', 'retail', 'food'] },
      { name: 'Julian Oduya', beats: ['economy', 'markets'] },
      { name: 'Marisol Quintero', beats: ['workplace', 'business'] },
      { name: 'Benedict Shaw', beats: ['autos', 'energy', 'business'] },
      { name: 'Wren Callahan', beats: ['travel', 'business'] },
      { name: 'Ifeoma Blake', beats: ['supply-chain', 'business'] },
    ],
  },
  {
    slug: 'tickerstone-markets',
    name: 'Tickerstone Markets',
    domain: 'tickerstone.example',
    description: 'Markets, money and the companies that move them.',
    emailRate: 0.4,
    htmlDescriptions: true,
    journalists: [
      { name: 'Victor Lindqvist', beats: ['markets', 'economy'] },
      { name: 'Priya Castellanos', beats: ['crypto', 'fintech'] },
      { name: 'Odette Marchetti', beats: ['markets', 'retail', 'business'] },
      { name: 'Kwame Asante-Ruiz', beats: ['economy', 'policy', 'world'] },
      { name: 'Eleanor Fitch', beats: ['pharma', 'markets', 'venture'] },
    ],
  },
  {
    slug: 'caduceus-post',
    name: 'The Caduceus Post',
    domain: 'caduceuspost.example',
    description: 'Medicine and health news for curious readers.',
    emailRate: 0,
    htmlDescriptions: true,
    journalists: [
      { name: 'Helena Moss', beats: ['health', 'public-health'] },
      { name: 'Rafael Ortiz-Baker', beats: ['pharma', 'health'] },
      { name: 'Junie Achterberg', beats: ['wellness', 'health'] },
      { name: 'Nikhil Rao', beats: ['health-tech', 'health'] },
    ],
  },
  {
    slug: 'wardline-health-business',
    name: 'Wardline Health Business',
    domain: 'wardline.example',
    description: 'The business of health care: hospitals, payers, pharma and health IT.',
    emailRate: 0.65,
    htmlDescriptions: false,
    journalists: [
      { name: 'Celeste Dubois', beats: ['healthcare-industry', 'policy'] },
      { name: 'Grant Whitaker', beats: ['health-tech', 'healthcare-industry', 'ai'] },
      { name: 'Aisha Bello', beats: ['pharma', 'healthcare-industry'] },
      { name: 'Morgan Tilley', beats: ['security', 'healthcare-industry', 'privacy'] },
    ],
  },
  {
    slug: 'greenfront-report',
    name: 'Greenfront Report',
    domain: 'greenfront.example',
    description: 'Climate, energy and the environment.',
    emailRate: 0.4,
    htmlDescriptions: true,
    journalists: [
      { name: 'Saoirse Lindgren', beats: ['climate', 'policy'] },
      { name: 'Theo Nakamura', beats: ['energy', 'climate'] },
      { name: 'Paloma Reyes-Whitfield', beats: ['weather', 'climate'] },
      { name: 'Ezra Boateng', beats: ['autos', 'energy'] },
      { name: 'Ingrid Halvard', beats: ['climate', 'venture', 'science'] },
    ],
  },
  {
    slug: 'meridian-dispatch',
    name: 'The Meridian Dispatch',
    domain: 'meridiandispatch.example',
    description: 'World news, politics and policy.',
    emailRate: 0,
    htmlDescriptions: false,
    journalists: [
      { name: 'Anton Petrakis', beats: ['politics', 'world'] },
      { name: 'Leila Haddad', beats: ['world', 'weather'] },
      { name: 'Conrad Wexley', beats: ['policy', 'politics'] },
      { name: 'Nadia Brennan', beats: ['world', 'economy', 'supply-chain'] },
      { name: 'Oscar Delacroix-Ibe', beats: ['politics', 'policy', 'ai'] },
    ],
  },
  {
    slug: 'everbloom-living',
    name: 'Everbloom Living',
    domain: 'everbloom.example',
    description: 'Living well: wellness, food, travel, home and culture.',
    emailRate: 0.65,
    htmlDescriptions: true,
    journalists: [
      { name: 'Clementine Avery', beats: ['lifestyle', 'wellness'] },
      { name: 'Jasper Okafor', beats: ['travel', 'lifestyle'] },
      { name: 'Lucia Fenwick', beats: ['wellness', 'food'] },
      { name: 'Bea Montgomery', beats: ['consumer-tech', 'lifestyle', 'creator-economy'] },
    ],
  },
  {
    slug: 'fieldnote-science',
    name: 'Fieldnote Science',
    domain: 'fieldnotescience.example',
    description: 'Research news from the lab, the field and orbit.',
    emailRate: 0.4,
    htmlDescriptions: false,
    journalists: [
      { name: 'Imogen Farrow', beats: ['science', 'space'] },
      { name: 'Raj Patel-Holm', beats: ['science', 'climate'] },
      { name: 'Yusuf Demir', beats: ['space', 'science'] },
      { name: 'Hanna Virtanen', beats: ['science', 'health', 'public-health'] },
    ],
  },
  {
    slug: 'aisle-and-margin',
    name: 'Aisle & Margin',
    domain: 'aisleandmargin.example',
    description: 'Retail and consumer goods trade news.',
    emailRate: 0.65,
    htmlDescriptions: false,
    journalists: [
      { name: 'Declan Moriarty', beats: ['retail', 'supply-chain'] },
      { name: 'Serena Whitlock', beats: ['retail', 'food', 'business'] },
      { name: 'Marcus Ebbesen', beats: ['retail', 'payments', 'fintech'] },
    ],
  },
  {
    slug: 'bastion-wire',
    name: 'Bastion Wire',
    domain: 'bastionwire.example',
    description: 'Cybersecurity and privacy news.',
    emailRate: 0.4,
    htmlDescriptions: true,
    journalists: [
      { name: 'Kira Valdez', beats: ['security'] },
      { name: 'Emmett Hargrove', beats: ['security', 'privacy'] },
      { name: 'Soraya Nematollahi', beats: ['privacy', 'policy'] },
      { name: 'Linus Achebe', beats: ['security', 'open-source'] },
    ],
  },
  {
    slug: 'settle-and-clear',
    name: 'Settle & Clear',
    domain: 'settleandclear.example',
    description: 'Payments and fintech, from the checkout to the ledger.',
    emailRate: 0.65,
    htmlDescriptions: false,
    journalists: [
      { name: 'Hugo Brandt', beats: ['payments', 'fintech'] },
      { name: 'Tamsin Okoro', beats: ['crypto', 'fintech', 'policy'] },
      { name: 'Ravi Menon', beats: ['payments', 'retail', 'fintech'] },
    ],
  },
  {
    slug: 'lakeshore-courier',
    name: 'The Lakeshore Courier',
    domain: 'lakeshorecourier.example',
    description: 'Regional news: public services, weather, health and community.',
    emailRate: 0,
    htmlDescriptions: false,
    journalists: [
      { name: 'Patrick Dunleavy', beats: ['politics', 'local'] },
      { name: 'Mina Castellano', beats: ['weather', 'climate', 'local'] },
      { name: 'Gideon Frost', beats: ['security', 'business', 'local'] },
      { name: 'Rosa Ilunga', beats: ['public-health', 'health', 'workplace'] },
    ],
  },
];

/** `first.last@domain`, lower-case ASCII. */
export function emailOf(name: string, domain: string): string {
  const local = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .join('.');
  return `${local}@${domain}`;
}
