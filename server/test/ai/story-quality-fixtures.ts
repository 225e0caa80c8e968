import type { CompanyContext, TrendFacts } from '../../src/ai/types';
import { ledgerline } from './ai-fixtures';

/** Six companies of different kinds; two name no products, so nothing may be presented as theirs. */
export const qualityCompanies: CompanyContext[] = [
  ledgerline,
  {
    companyName: 'Verdant Heat',
    website: 'verdantheat.co.uk',
    companyProfile: 'Verdant Heat designs and installs air-source heat pumps for homeowners and housing associations in England, and handles the grant paperwork for them.',
    industry: 'Climate & Energy',
    targetMarkets: ['Homeowners', 'Housing associations', 'England'],
    keyProducts: ['Verdant Air 8', 'Verdant Care plan'],
    keywords: ['heat pumps', 'boiler upgrade scheme', 'home energy', 'net zero homes'],
  },
  {
    companyName: 'Tracebit',
    website: 'tracebit.dev',
    companyProfile: 'Tracebit makes observability tools that help software teams trace errors in production code and ship fixes faster.',
    industry: 'Developer Tools',
    targetMarkets: ['Software engineering teams', 'Platform teams'],
    keyProducts: ['Tracebit Cloud'],
    keywords: ['observability', 'developer productivity', 'AI coding', 'incident response'],
  },
  {
    companyName: 'Sentrylane',
    website: 'sentrylane.com',
    companyProfile: 'Sentrylane is a managed security provider that monitors networks and responds to attacks for mid-sized retailers and logistics firms.',
    industry: 'Cybersecurity',
    targetMarkets: ['Mid-sized retailers', 'Logistics firms'],
    keyProducts: [],
    keywords: ['ransomware', 'managed detection', 'incident response', 'google workspace'],
  },
  {
    companyName: 'Harbor Clinics',
    website: 'harborclinics.co.uk',
    companyProfile: 'Harbor Clinics builds appointment scheduling software for NHS trusts and private clinics to cut waiting times.',
    industry: 'Healthcare',
    targetMarkets: ['NHS trusts', 'Private clinics'],
    keyProducts: ['Harbor Book'],
    keywords: ['waiting lists', 'patient scheduling', 'NHS'],
  },
  {
    companyName: 'Crumb & Co',
    website: 'crumbandco.com',
    companyProfile: 'Crumb & Co runs neighbourhood bakeries in Manchester selling bread and pastries baked each morning.',
    industry: 'Food & Drink',
    targetMarkets: ['Local shoppers', 'Cafes'],
    keyProducts: [],
    keywords: ['bakery', 'food prices', 'local high street'],
  },
];

const trend = (title: string, description: string, category: string, relatedKeywords: string[], outlets: string[]): TrendFacts => ({
  title,
  description,
  category,
  relatedKeywords,
  sourceUrls: outlets.map((o, i) => `https://www.${o.toLowerCase().replace(/\W+/g, '')}.com/story-${i}`),
  trendingReason: `Covered ${8 + title.length % 20} times by ${outlets.length + 2} outlets, up 60% on the previous period.`,
  items: outlets.map((outlet, i) => ({ title: `${title.split(/[,:]/)[0]}: update ${i + 1}`, outlet })),
  explanation: `It mentions your keyword **${relatedKeywords[0]}**.`,
});

/** Ten trends across categories, several with single-word keywords that must never become a bare subject. */
export const qualityTrends: TrendFacts[] = [
  trend('Bank of England moves to speed up card settlement for small merchants', 'The Bank of England said it will consult on rules that would cut card settlement times for small merchants.', 'finance', ['card settlement', 'merchants'], ['Reuters', 'Financial Times']),
  trend('Heat pump sales surge after new grant scheme', 'Sales of heat pumps rose sharply after the government grant scheme opened to more homes.', 'environment', ['heat pump', 'grant'], ['BBC News', 'The Guardian']),
  trend('Google Workspace outage hits millions of users', 'An outage of Google Workspace left millions of users without mail and documents for hours.', 'technology', ['outage', 'google workspace'], ['The Verge', 'TechCrunch']),
  trend('Ransomware attack disrupts major UK retailer', 'A ransomware attack disrupted online orders and payments at a major retailer in the UK.', 'technology', ['ransomware', 'retailer'], ['BBC News', 'Reuters']),
  trend('AI coding assistants reshape developer workflows', 'Surveys show most developers now use coding assistants based on AI for part of their work.', 'technology', ['coding assistants', 'developers'], ['Wired', 'The Register']),
  trend('NHS waiting lists hit record 7.8 million', 'NHS waiting lists in England reached a record 7.8 million, with staff shortages blamed.', 'healthcare', ['waiting lists', 'NHS'], ['BBC News', 'The Guardian']),
  trend('Major earthquake strikes southern Turkey, thousands displaced', 'A major earthquake struck southern Turkey on Monday, displacing thousands of people.', 'worldevents', ['earthquake', 'turkey'], ['Reuters', 'Al Jazeera']),
  trend('Food inflation eases for third month', 'Food inflation in the UK eased for a third month as prices of bread and dairy steadied.', 'business', ['food inflation', 'prices'], ['Financial Times', 'The Grocer']),
  trend('EU AI Act enters into force', 'The AI Act of the European Union entered into force, with new duties for providers of general-purpose models.', 'politics', ['AI Act', 'regulation'], ['Politico', 'Reuters']),
  trend('Pump prices hit record as oil climbs', 'Petrol pump prices reached a record as the price of oil climbed for a second week.', 'business', ['pump', 'oil'], ['The Times', 'Sky News']),
];
