import { splitSentences } from '../../text';
import type { ParsedSite } from '../types';
import { stem, tokenize } from '../../text';
import { REGION_PHRASES } from './regions';
import { escapeRegExp } from '../../text/escape-regexp';
import { isGivenName } from '../../text/given-names';
import { STREET_END } from './keyword-shapes';

/** Words that end many product names ('Ledgerline Payouts', 'Deploy CLI'). */
const PRODUCT_SUFFIXES = new Set([
  'api', 'platform', 'cloud', 'card', 'cards', 'app', 'suite', 'studio', 'engine', 'hub', 'connect', 'pay', 'checkout',
  'sensor', 'analytics', 'insights', 'monitor', 'cli', 'sdk', 'kit', 'pro', 'max', 'mini', 'one', 'lite', 'plus', 'link',
  'flow', 'guard', 'shield', 'vault', 'treasury', 'ledger', 'battery', 'pump', 'panel', 'charger', 'tracker', 'scanner',
  'assistant', 'copilot', 'desk', 'portal', 'payouts', 'billing', 'wallet', 'os', 'core', 'edge', 'cache', 'runtime',
]);
/** Headings that name a page section, never a product. */
const SECTION_WORDS = new Set([
  'home', 'about', 'pricing', 'features', 'products', 'product', 'solutions', 'customers', 'blog', 'careers', 'contact',
  'company', 'resources', 'docs', 'documentation', 'faq', 'support', 'news', 'press', 'team', 'why', 'how', 'our', 'the',
  'platform', 'get', 'start', 'sign', 'log', 'login', 'book', 'request', 'learn', 'see', 'built', 'trusted', 'meet',
]);

/**
 * Product names from headings, the title and the text: capitalised phrases that start with the company's name
 * ('Ledgerline Treasury'), end in a product word ('Deploy CLI'), or are one coined word ('HeatCore'). Ordered by
 * how often the site mentions them.
 */
export function extractProducts(site: ParsedSite, companyName: string): string[] {
  const company = companyName.trim().toLowerCase();
  const sources = [site.title, ...site.headings, ...splitSentences(site.mainText)];
  // A coined word only counts as a product when the site gives it a heading or its title: a body mention of
  // 'OpenTelemetry' is a standard it uses, a heading 'HeatCore 7 heat pump' is something it sells.
  const featured = [site.title, ...site.headings].join('\n').toLowerCase();
  const counts = new Map<string, { name: string; count: number }>();
  for (const source of sources) {
    for (const match of source.matchAll(/\b\p{Lu}[\p{L}\p{N}’'&.+-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}’'&.+-]*){0,3}/gu)) {
      const name = match[0].replace(/[.’']+$/, '').trim();
      if (!isProductName(name, company, featured)) continue;
      const key = name.toLowerCase();
      const entry = counts.get(key) ?? { name, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .map((e) => e.name)
    .slice(0, 5);
}

/** A registered company name ('Barkfresh Ltd', 'Acme GmbH'): the legal entity, never a product. */
const LEGAL_ENTITY = /\b(?:Ltd|Limited|Inc|Incorporated|LLC|LLP|GmbH|PLC|plc|Corp|Corporation|Co|S\.?A|AG|BV|B\.V|Pty|SAS|SARL|CIC|LP)\.?$/;

function isProductName(name: string, company: string, featured: string): boolean {
  // A registered name is the company, and an address is where it is, though it carries the company's name
  // ('Hearthfield Lane', the street a charity began on): neither is a product.
  if (LEGAL_ENTITY.test(name) || STREET_END.test(name)) return false;
  const words = name.split(/\s+/);
  const lower = name.toLowerCase();
  const first = words[0]?.toLowerCase() ?? '';
  const last = words[words.length - 1]?.toLowerCase() ?? '';
  if (lower === company || SECTION_WORDS.has(first) || words.length > 4) return false;
  if (lower.startsWith(`${company} `) && words.length >= 2) return !SECTION_WORDS.has(last);
  if (words.length >= 2 && PRODUCT_SUFFIXES.has(last)) return true;
  // A coined word ('HeatCore', 'GridFlex'), optionally with a model number ('HeatCore 7'); not an acronym ('UK').
  const coined = /^\p{Lu}\p{Ll}+[\p{Lu}\p{N}][\p{L}\p{N}]*$/u.test(words[0] ?? '');
  const modelNumber = words.length === 1 || (words.length === 2 && /^\p{N}+$/u.test(words[1] ?? ''));
  return coined && modelNumber && featured.includes(lower) && !company.includes(lower);
}

const AUDIENCES: Array<[string, string]> = [
  ['small businesses', 'Small businesses'], ['small business', 'Small businesses'], ['smes', 'Small businesses'],
  ['online merchants', 'Online merchants'], ['merchants', 'Merchants'], ['marketplaces', 'Marketplaces'],
  ['enterprises', 'Enterprises'], ['enterprise', 'Enterprises'], ['startups', 'Startups'], ['developers', 'Developers'],
  ['engineering teams', 'Engineering teams'], ['finance teams', 'Finance teams'], ['security teams', 'Security teams'],
  ['retailers', 'Retailers'], ['banks', 'Banks'], ['hospitals', 'Hospitals'], ['clinicians', 'Clinicians'],
  ['patients', 'Patients'], ['utilities', 'Utilities'], ['homeowners', 'Homeowners'], ['manufacturers', 'Manufacturers'],
  ['schools', 'Schools'], ['universities', 'Universities'], ['students', 'Students'], ['teachers', 'Teachers'],
  ['landlords', 'Landlords'], ['tenants', 'Tenants'], ['restaurants', 'Restaurants'], ['travellers', 'Travellers'],
  ['recruiters', 'Recruiters'], ['hr teams', 'HR teams'], ['consumers', 'Consumers'], ['public sector', 'Public sector'],
  ['insurers', 'Insurers'], ['farmers', 'Farmers'], ['fleet operators', 'Fleet operators'], ['shippers', 'Shippers'],
  ['creators', 'Creators'], ['publishers', 'Publishers'], ['building owners', 'Building owners'], ['factories', 'Factories'],
  ['platform teams', 'Platform teams'], ['saas companies', 'SaaS companies'], ['councils', 'Local councils'],
  ['housing associations', 'Housing associations'], ['property managers', 'Property managers'], ['clinics', 'Clinics'],
];

export interface SiteMarkets {
  audiences: string[];
  regions: string[];
}

/**
 * Target markets named by the site, most mentioned first: up to 3 audiences and 2 regions. Phrases are matched
 * as written, not by stem: Porter reduces 'government' and 'governments' alike, and 'bank account' is no market.
 * 'us' counts as a region only when written 'US' (the pronoun is everywhere).
 */
export function extractMarkets(site: ParsedSite, products: readonly string[] = [], sectorAudiences: readonly string[] = []): SiteMarkets {
  // A product's name says nothing of where it sells: 'Settlewise Global Payouts' is no global market.
  const text = products.reduce(
    (t, product) => t.split(product).join(' '),
    [site.title, site.description, ...site.headings, site.mainText].join('\n'),
  );
  const counts = surfaceCounts(text);
  const usMentions = (text.match(/\bU\.?S\.?\b/g) ?? []).length;
  const sectorStems = new Set(sectorAudiences.flatMap((a) => tokenize(a)).filter((w) => !GENERAL_GROUP_WORDS.has(w)).map(stem));
  const rank = (table: ReadonlyArray<readonly [string, string]>, limit: number, served?: (phrase: string, label: string) => boolean) => {
    const byLabel = new Map<string, number>();
    for (const [phrase, label] of table) {
      const count = phrase === 'us' ? usMentions : (counts.get(phrase) ?? 0);
      if (count === 0 || (served && !served(phrase, label))) continue;
      byLabel.set(label, (byLabel.get(label) ?? 0) + count);
    }
    // 'Worldwide' said once is a detail ('worldwide dental emergency cover'), not the company's market.
    if ((byLabel.get('Global') ?? 0) === 1) byLabel.delete('Global');
    const ranked = [...byLabel].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([label]) => label);
    // 'Merchants' adds nothing next to 'Online merchants': keep the more specific label.
    const specific = ranked.filter((label) => !ranked.some((other) => other !== label && other.toLowerCase().endsWith(` ${label.toLowerCase()}`)));
    return specific.slice(0, limit);
  };
  // A group is a market when the site says it serves it, or when it is one the company's sector serves: counted
  // wherever it is named, a roofer's 'we go into local schools' made schools its market, a guide-dog charity's
  // campaign for access to 'taxis, shops and restaurants' made restaurants its market.
  const lines = text.split('\n').flatMap((block) => splitSentences(block));
  const served = (phrase: string, label: string) =>
    tokenize(label).some((w) => sectorStems.has(stem(w))) || servedIn(lines, phrase);
  return { audiences: rank(AUDIENCES, 3, served), regions: rank(REGION_PHRASES, 2) };
}

/** Words of a sector's audience that name no group by themselves ('people with hearing loss', 'business owners'). */
const GENERAL_GROUP_WORDS = new Set(['people', 'owners', 'firms', 'companies', 'businesses', 'teams', 'groups', 'with', 'and', 'of', 'the']);

/**
 * Words before a group that say the company serves it: 'for', 'serve', 'help', 'work with', 'trusted by', 'advice
 * to', 'see … patients'. Up to SERVING_GAP words may stand between, a list among them ('castings for pump, valve,
 * rail and machine tool manufacturers'), but no clause break.
 */
const SERVING_CUE =
  /\b(?:for|serv(?:e|es|ed|ing)|help(?:s|ed|ing)?|support(?:s|ed|ing)?|(?:work|works|worked|working|partner|partners|partnering) with|(?:trusted|used|chosen|relied on|loved) by|treat(?:s|ed|ing)?|sees?|look(?:s|ed|ing)? after|cares? for|caring for|monitor(?:s|ed|ing)?|advis(?:e|es|ed|ing)|(?:advice|services|training|loans|sell|sells|selling|supply|supplies|supplying|deliver|delivers|delivering|provide|provides|providing|offer|offers|offering) to)\s+$/iu;
const SERVING_GAP = 10;
/** Words that open a clause of their own inside the gap. */
const GAP_BREAK = /^(?:to|most|many|some|all|our|its|their|these|those|who|which|that|whose|where|when)$/iu;
const OWN = /^(?:our|its|their)$/iu;
/** Verbs after a group that say it is the company's customer ('6,500 restaurants use Tablesetter'). */
const CUSTOMER_VERB = /^\s+(?:use|uses|rely|trust|choose|book|switch|buy|order)\b/iu;

/** Whether some sentence names the group (a lower-case table phrase) as served. */
function servedIn(lines: readonly string[], phrase: string): boolean {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'giu');
  return lines.some((line) => servedInLine(line, re));
}

function servedInLine(line: string, re: RegExp): boolean {
  for (const m of line.matchAll(re)) {
    const before = line.slice(0, m.index).split(/[;:!?()\u2013\u2014]/u).pop()!;
    const words = before.trim().split(/\s+/u).filter(Boolean);
    // 'Our clinicians use microsuction': the company's own people, not its customers.
    if (!OWN.test(words.at(-1) ?? '') && CUSTOMER_VERB.test(line.slice(m.index + m[0].length))) return true;
    for (let k = 0; k <= Math.min(SERVING_GAP, words.length); k += 1) {
      // A clause of its own between the cue and the group ('for … owners' right to use taxis, shops, restaurants';
      // 'for both ears, and most clinics offer …') says nothing of whom the company serves.
      if (k > 0 && GAP_BREAK.test(words[words.length - k]!)) break;
      if (SERVING_CUE.test(`${words.slice(0, words.length - k).join(' ')} `)) return true;
    }
  }
  return false;
}

function surfaceCounts(text: string): Map<string, number> {
  const tokens = tokenize(text);
  const counts = new Map<string, number>();
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  tokens.forEach((t, i) => {
    // 'the banks of the River Calder', 'members of the association': a word before 'of' is not the market named.
    if (tokens[i + 1] !== 'of') add(t);
    if (i + 1 < tokens.length) add(`${t} ${tokens[i + 1]}`);
  });
  return counts;
}

/** The sentences that are not inside a quotation: one opening with a quotation mark, and those up to its close. */
function outsideQuotations(sentences: readonly string[]): string[] {
  const out: string[] = [];
  let quoted = false;
  for (const sentence of sentences) {
    const opens = /^["“‘«]/.test(sentence);
    if (opens || quoted) {
      // Still open for the next sentence when this one holds no closing mark ('“After the storm… the next
      // afternoon.' then 'Brilliant lads.”'); a single quote is left to close with its sentence, since ’ is also
      // the apostrophe.
      quoted = !/^‘/.test(sentence) && !/["”»]/.test(sentence.slice(opens ? 1 : 0));
      continue;
    }
    out.push(sentence);
  }
  return out;
}

/** Candidate profile sentences: description first, then the page's prose (headings without a full stop are left out). */
export function proseSentences(site: ParsedSite): string[] {
  // og:description is usually a tagline fragment or a copy of the description; use it only when there is no other.
  const fromMeta = [site.description.trim() || site.ogDescription.trim()]
    .filter((d) => d.length > 0)
    .flatMap((d) => splitSentences(d))
    .map((s) => (/[.!?]$/.test(s) ? s : `${s}.`));
  // A sentence opening with a quotation mark is someone else's words (a customer's testimonial, a quoted partner):
  // in the company's profile, turned into its third person, 'Torbridge had us watertight' read 'Torbridge had
  // Torbridge Roofing watertight'.
  const fromBody = outsideQuotations(splitSentences(site.mainText)).filter((s) => /[.]["'”’)]?$/.test(s) && !tellsOfAPerson(s));
  return [...fromMeta, ...fromBody].filter((s) => s.length >= 30 && s.length <= 300 && s.split(/\s+/).length >= 6);
}

/**
 * A sentence of the page's storytelling, about a person rather than the company: it opens on someone ('When Hannah
 * moved in-house at a fast-growing software company, she found …', 'Nobody could say where a contract was …'). In a
 * profile it reads as a fact about the company. Who founded it stays ('Sarah Jones founded the firm in 2010').
 */
export function tellsOfAPerson(sentence: string): boolean {
  if (/\b(?:founded|co-founded|set up|started|established)\b/i.test(sentence)) return false;
  const opening = sentence.replace(/^(?:When|After|Before|Until|Once|As|Back when|In \d{4},?)\s+/, '');
  if (/^(?:She|He|Nobody|No one|I|My)\b/.test(opening)) return true;
  const first = /^(\p{Lu}[\p{Ll}'’-]+)\s+(?!(?:&|and|of)\b)(\S+)/u.exec(opening);
  // A given name followed by a verb-like word, not by another capitalised word ('Grace Hopper Foundation').
  return first !== null && isGivenName(first[1]!) && /^\p{Ll}/u.test(first[2]!);
}

/** 'acme-payments.com' → ['acme', 'payments']; 'solarcoop.io' → ['solarcoop']. */
export function domainWords(host: string): string[] {
  const label = host.split('.').slice(0, -1).join('.') || host;
  return label.split(/[.\-_]+/).filter((w) => w.length > 1);
}
