/** Small English helpers shared by the offline templates. */
import { lemma } from '../../text/phrase-match';

/**
 * 'a', 'a and b', 'a, b and c'; with a comma before the last when an item holds the conjunction itself, so the list's
 * parts stay apart ('fabric dyeing and finishing, and garment dyeing').
 */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  const list = items.filter((i) => i.trim().length > 0);
  if (list.length <= 1) return list[0] ?? '';
  const serial = list.some((i) => i.includes(` ${conjunction} `)) ? ',' : '';
  return `${list.slice(0, -1).join(', ')}${serial} ${conjunction} ${list[list.length - 1]}`;
}

/** 'a fintech', 'an AI', 'an e-commerce'. */
export function withArticle(noun: string): string {
  // An acronym said letter by letter starts with a vowel sound when its first letter does ('an FDA', 'an MRI').
  const startsWithVowelSound = /^(?:[aeio]|u(?!ni|se|sa)|AI\b|HR\b|SaaS\b)/i.test(noun) || /^[FHLMNRSX](?:[A-Z\d]{1,2}|[B-DF-HJ-NP-TV-Z\d]{3,4})\b/.test(noun);
  return `${startsWithVowelSound ? 'an' : 'a'} ${noun}`;
}

/**
 * An outlet's name as a sentence reads it: a newspaper or magazine named by a common noun takes 'the' ('as the
 * Financial Times reported', 'at the Birmingham Mail'); a name of its own does not ('as Reuters reported').
 */
export function outletRef(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (/^the\s/i.test(trimmed) || !/\s/.test(trimmed) && trimmed !== 'BBC') return trimmed;
  return trimmed === 'BBC' || NEWSPAPER_HEADS.test(trimmed) ? `the ${trimmed}` : trimmed;
}

const NEWSPAPER_HEADS =
  /\s(?:Times|Post|Journal|Telegraph|Guardian|Independent|Economist|Herald|Chronicle|Gazette|Mail|Mirror|Observer|Standard|Tribune|Inquirer|Examiner|Express|Courier|Echo|Argus|Advertiser|Dispatch|Globe|Register|Bulletin|Wire|Monitor|Review|Scotsman|Star|Republic|Sentinel|Enquirer|Bee)$/;

/**
 * A phrase that meets itself where a subject or field joins the market, said once: 'requirements for hospitals' +
 * 'for hospitals and health systems', 'fintech for freelancers' + 'for freelancers', 'people with hearing loss' +
 * 'with hearing loss'.
 */
export function sayOnce(text: string): string {
  return text.replace(/\b(for|with) ((?:[\p{L}-]+ ){0,3}[\p{L}-]+) \1 \2\b/giu, '$1 $2');
}

/** 'Ledgerly’s', and 'Fernleaf Botanicals’' for a name that ends in s. */
/**
 * A figure as a noun phrase mid-sentence: one that ends in a singular noun takes 'the' ('the 32% rise', 'the
 * 60-day cap'); amounts, shares and plurals stand alone ('£41,700', '52%', '47 days', '£1,320 a year').
 */
export function figurePhrase(given: string): string {
  // A ratio states its share; the base it is of is the study's, not the finding's ('three in 10 of the 180 fleets'
  // it surveyed → 'three in 10 fleets').
  const figure = given.trim().replace(RATIO_OF_BASE, '$1 $2');
  const words = figure.trim().split(/\s+/);
  const last = words[words.length - 1] ?? '';
  const before = (words[words.length - 2] ?? '').toLowerCase();
  const noun =
    words.length > 1 && /^\p{Ll}{3,}$/u.test(last) && !/(?<!s)s$/.test(last) && !FIGURE_NUMBER_WORDS.has(last) && !PLURAL_NOUNS.has(last) && !['a', 'an', 'per', 'each', 'every'].includes(before);
  const text = figure.trim();
  // A share of something ('10% of fraud') is read as it stands; a qualifier opening the sentence it was cut from
  // ('About 1,560 government schools') is lower-cased mid-sentence.
  if (FIGURE_QUALIFIER.test(text)) return text.charAt(0).toLowerCase() + text.slice(1);
  if (/\sof\s/.test(text)) return text;
  return noun && /^[\d$£€¥]/u.test(words[0]!) ? `the ${text}` : text;
}

const RATIO_OF_BASE = /^(\S+ in (?:\d+|two|three|four|five|six|seven|eight|nine|ten)) of the [\d,]+ (\p{L}[\p{L}-]*)$/iu;

const FIGURE_QUALIFIER =
  /^(?:About|Around|Nearly|Almost|More|Over|Up|Some|Roughly|Approximately|Just|Only|Fewer|Less|At|As|Under|Close|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|Twenty|Thirty|Forty|Fifty|Half|Most|All|Many|Few|Several|Dozens|Hundreds|Thousands)\s/;

/** Plurals without an -s ('31 people'), and nouns counted as they stand ('400 staff'). */
const PLURAL_NOUNS = new Set(['people', 'children', 'men', 'women', 'staff', 'police', 'personnel', 'cattle', 'sheep', 'fish', 'deer', 'feet', 'teeth', 'mice', 'geese', 'crew', 'data', 'media', 'livestock', 'aircraft', 'offspring']);

const FIGURE_NUMBER_WORDS = new Set(['hundred', 'thousand', 'million', 'billion', 'trillion', 'percent', 'cent', 'dozen']);

export function possessive(name: string): string {
  const trimmed = name.trim();
  return /s$/i.test(trimmed) && !/ss$/i.test(trimmed) ? `${trimmed}’` : `${trimmed}’s`;
}

/**
 * What kind of company a profile's industry makes it: 'a fintech company', but 'a boutique employment law firm' and
 * 'a skincare brand' (the industry already names the kind of organisation).
 */
export function companyKindPhrase(industry: string): string {
  // A label written as a description ('Charitable leisure trust running public pools and leisure centres') says its
  // kind before the clause: 'a charitable leisure trust', not 'a … leisure centre group'.
  const kind = (DESCRIBED_KIND.exec(industry)?.[1] ?? industry).replace(/\s*&\s*/g, ' and ').trim();
  if (ORGANISATION_HEAD.test(kind)) return withArticle(kind);
  // A kind of organisation followed by whom it serves ('Mental health app for shift workers', 'Insurance broker for
  // farmers') is that kind: its market is said elsewhere.
  const served = /^(.+?)\s+for\s/i.exec(kind)?.[1];
  if (served && ORGANISATION_HEAD.test(served)) return withArticle(served);
  // A field of law is practised by a firm ('Immigration law' → 'an immigration law firm').
  if (/\blaw$/i.test(kind)) return withArticle(`${kind} firm`);
  // 'Fintech for freelancers' names a field with its market: 'a company in fintech for freelancers' ('Solar energy
  // for schools' too: its schools are its market, not what it is).
  if (/\s(?:for|of|in|to|with)\s/i.test(kind)) return `a company in ${kind}`;
  // An industry named by its outlets in the plural ('Dental clinics', 'Independent bookshops') is a group of them:
  // 'a dental clinic group', never 'a dental clinics company'; firms and agencies stay one ('a law firm').
  const plural = PLURAL_ORGANISATIONS.exec(kind);
  if (plural) {
    const one = kind.slice(0, plural.index) + PLURAL_ORGANISATIONS_ONE[plural[1]!.toLowerCase()]!;
    return withArticle(/(?:firm|agency|practice|consultancy)$/i.test(one) ? one : `${one} group`);
  }
  return withArticle(`${attributive(kind)} company`);
}


/**
 * Whether a kind made from the industry label reads as a person would say it ('a veterinary practice', 'a regional
 * airline'), not as the label it came from ('a company in mental health app for shift workers', 'a passenger and
 * vehicle ferries company'): such a kind is said by the company's name instead, or left out.
 */
export function readsAsAKind(kind: string): boolean {
  return !/^an? company in\b/.test(kind) && !/\sand\s/.test(kind) && kind.split(/\s+/).length <= MAX_KIND_WORDS;
}
const MAX_KIND_WORDS = 5;

/**
 * A kind of two trades said as one, for a line that gives its view ('a bakery and café chain’s view' is a mouthful):
 * the first whole when it names an organisation ('a bakery', 'an olive oil producer' of 'an olive oil producer and
 * exporter'), else the first trade with the head they share ('a school bus operator', 'a wine distribution company'),
 * or the first field as a company ('a road maintenance company'). The kind as it was when it needs no shortening, or
 * null when no short form reads as one.
 */
export function oneKind(kind: string): string | null {
  if (readsAsAKind(kind)) return kind;
  const m = /^an?\s+(.+?)\s+and\s+(.+)$/.exec(kind);
  if (!m) return null;
  const left = m[1]!.split(/\s+/);
  const right = m[2]!.split(/\s+/);
  if (ORGANISATION_HEAD.test(left[left.length - 1]!)) return readsOrNull(withArticle(left.join(' ')));
  // What the two trades share is the end of the second past as many words as the first has ('school bus' and
  // 'charter coach operator' share 'operator'; 'film' and 'TV equipment rental company', 'equipment rental company'),
  // less the second trade's own doing ('winter road clearing company' shares only 'company').
  let shared = right.slice(Math.min(left.length, right.length - 1));
  while (shared.length > 1 && /ing$/.test(shared[0]!)) shared = shared.slice(1);
  const said = `${attributive(left.join(' '))} ${shared.map((w, i) => (i < shared.length - 1 ? attributive(w) : w)).join(' ')}`;
  return readsOrNull(withArticle(said));
}

const readsOrNull = (kind: string) => (readsAsAKind(kind) ? kind : null);

/**
 * Plurals English keeps before a noun ('a financial services company', 'a games studio'), beside the -ics words
 * ('logistics') that have no singular to fall back to.
 */
const PLURAL_ATTRIBUTIVES = new Set([
  'services', 'goods', 'sales', 'savings', 'arms', 'clothes', 'sports', 'payments', 'communications', 'telecoms',
  'operations', 'systems', 'materials', 'chemicals', 'furnishings', 'products', 'supplies', 'parts', 'games', 'spirits',
  'securities', 'solutions', 'relations', 'works', 'glasses', 'accessories', 'foods', 'drinks', 'events', 'loans',
  'pensions', 'benefits', 'claims', 'lettings', 'windows', 'doors', 'homes', 'jobs', 'toiletries', 'outdoors',
]);

/**
 * A noun phrase as it reads before another noun: its last word singular ('School uniforms' → 'a school uniform
 * company', never 'a school uniforms company'), unless English keeps that plural there, or the phrase joins two
 * fields ('toys and games').
 */
export function attributive(kind: string): string {
  const match = /^(.*?)(\p{L}+)$/u.exec(kind);
  if (!match || /\band\b/i.test(kind)) return kind;
  const [, before, last] = match as unknown as [string, string, string];
  const lower = last.toLowerCase();
  if (!/s$/.test(lower) || PLURAL_ATTRIBUTIVES.has(lower) || /(?:uses|ics)$/.test(lower)) return kind;
  const single = lemma(lower);
  return `${before}${/^\p{Lu}/u.test(last) ? capitaliseFirst(single) : single}`;
}

/**
 * Companies of a kind, in the plural: 'a regional airline' → 'regional airlines', 'a home care company' → 'home care
 * companies', 'a company in solar energy for schools' → 'companies in solar energy for schools'.
 */
export function peersOf(companyKind: string): string {
  const one = companyKind.replace(/^an? /, '');
  const field = /^company (in .+)$/.exec(one);
  if (field) return `companies ${field[1]}`;
  // Two kinds of organisation joined ('olive oil producer and exporter'): both heads take the plural.
  const pair = /^(.+?) (and|or) (\S+)$/.exec(one);
  if (pair && ORGANISATION_HEAD.test(pair[1]!) && ORGANISATION_HEAD.test(pair[3]!)) return `${pluralOfLast(pair[1]!)} ${pair[2]} ${pluralOfLast(pair[3]!)}`;
  return pluralOfLast(one);
}

/** 'craft brewery' → 'craft breweries', 'law firm' → 'law firms', 'payroll bureau' → 'payroll bureaus'. */
function pluralOfLast(phrase: string): string {
  if (/[^aeiou]y$/i.test(phrase)) return `${phrase.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z)$/i.test(phrase)) return `${phrase}es`;
  return `${phrase}s`;
}

/** Nouns that name an organisation ('firm', 'provider', 'brewery'): a phrase ending in one is a kind of organisation. */
export const ORGANISATION_HEAD =
  /\b(?:firm|agency|company|brand|maker|makers|manufacturer|provider|studio|practice|bank|startup|start-up|platform|app|retailer|charity|council|school|university|college|association|consultancy|cooperative|co-operative|co-op|non-profit|nonprofit|not-for-profit|brokerage|broker|installer|distributor|wholesaler|importer|exporter|producer|grower|roaster|roastery|laboratory|lab|museum|library|academy|institute|publisher|operator|authority|clinic|insurer|lender|network|group|label|store|shop|chain|airline|carrier|brewery|distillery|winery|cidery|creamery|vineyard|orchard|plantation|hatchery|ranch|factory|bakery|restaurant|hotel|cafe|café|pub|farm|mill|foundry|workshop|salon|gym|nursery|pharmacy|dealership|garage|hospice|trust|foundation|society|club|partnership|collective|marketplace|fund|exchange|builder|builders|contractor|contractors|consultants|partners|bureau|office|centre|center|service)$/i;

/** An organisation's kind followed by what it does: 'Charitable leisure trust running …', 'Family bakery that …'. */
const DESCRIBED_KIND = new RegExp(`^(.*?\\b(?:${ORGANISATION_HEAD.source.replace(/^\\b\(\?:|\)\$$/g, '')})(?:e?s)?)\\s+(?:\\p{Ll}+ing|that|which|who|whose)\\s`, 'iu');

const PLURAL_ORGANISATIONS_ONE: Record<string, string> = {
  clinics: 'clinic', practices: 'practice', firms: 'firm', agencies: 'agency', stores: 'store', shops: 'shop', bookshops: 'bookshop',
  pharmacies: 'pharmacy', restaurants: 'restaurant', hotels: 'hotel', cafes: 'cafe', cafés: 'café', schools: 'school', nurseries: 'nursery',
  gyms: 'gym', salons: 'salon', studios: 'studio', surgeries: 'surgery', garages: 'garage', bakeries: 'bakery', pubs: 'pub',
  bars: 'bar', consultancies: 'consultancy', dealerships: 'dealership', centres: 'centre', centers: 'center', homes: 'home',
};
const PLURAL_ORGANISATIONS = new RegExp(`(${Object.keys(PLURAL_ORGANISATIONS_ONE).join('|')})$`, 'iu');

/** Every word capitalised but its small joining words: a name or a place ('Bank of England', 'Ontario and Quebec'). */
export function writtenAsName(text: string): boolean {
  return text
    .trim()
    .split(/\s+/)
    .every((w) => /^\p{Lu}/u.test(w) || /^(?:of|and|for|the|&|de|la)$/i.test(w));
}

export function capitaliseFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function lowerFirst(text: string): string {
  // Keep acronyms and names ('AI', 'Ledgerline') as written.
  if (/^\p{Lu}{2}/u.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => w.length > 0).length;
}

/** Ensures a sentence ends with terminal punctuation. */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed.length === 0) return '';
  return /[.!?…]["'”’)]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Cuts text at a word boundary so it is at most `max` characters, adding an ellipsis when cut. */
export function truncateWords(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

/**
 * A sentence cut for quoting at `max` characters: at the last clause boundary that leaves at least half of it (', with
 * the government aiming…', '; …', ', which …'), marked with an ellipsis; at a word only when no clause ends in reach.
 * A quotation cut mid-clause ('…under the crop this rabi…') reads as a mistake.
 */
export function clauseCut(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  let cut = -1;
  for (const m of clean.matchAll(CLAUSE_BOUNDARY)) {
    if (m.index > max - 1) break;
    if (m.index >= max / 2) cut = m.index;
  }
  return cut > 0 ? `${clean.slice(0, cut).replace(/[\s,;:–—-]+$/, '')}…` : truncateWords(clean, max);
}

/**
 * A sentence cut for quoting as clauseCut cuts it, but always holding `phrase` (a date, a figure): when the cut would
 * lose it, the quotation starts at the clause that gives it, after an ellipsis ('…carriers cancelled 27 sailings
 * ahead of Lunar New Year on 6 February'), not at a sentence start that never reaches it.
 */
export function clauseCutAround(text: string, phrase: string, max: number): string {
  const cut = clauseCut(text, max);
  const clean = text.trim().replace(/\s+/g, ' ');
  const at = clean.indexOf(phrase);
  if (at < 0 || cut.replace(/…$/, '').includes(phrase)) return cut;
  let from = -1;
  for (const m of clean.matchAll(CLAUSE_BOUNDARY)) {
    if (m.index >= at) break;
    // A participle opens its own phrase ('…, leaving 40,000 homes without power'): it stays.
    from = /^, \p{Ll}+ing$/u.test(m[0]) ? m.index + 2 : m.index + m[0].length;
  }
  // No clause opens before it ('…can ask of a supplier with fewer than 1,000 employees'): the sentence's last words,
  // from a word that starts them within the length, hold it.
  if (from < 0) return at + phrase.length > clean.length - max ? `…${clean.slice(clean.indexOf(' ', clean.length - max) + 1)}` : cut;
  // The joining word goes with the boundary ('…, as carriers' → 'carriers'), so the quotation starts on the clause.
  return `…${clauseCut(clean.slice(from).trim(), max)}`;
}

/**
 * Where a sentence may end early: before a clause it joins on ('…, and bars apps …', '…, said Tony Brandolini …'), or
 * a participle's phrase ('… a repairability score from 1 to 5, based on spare-part prices …', '…, leaving …').
 */
const CLAUSE_BOUNDARY = /(?:;|,? (?:—|–)|, (?:with|as|while|which|who|where|and|but|after|before|according to|including|amid|although|though|because|so|up from|down from|compared with|based on|led by|backed by)(?![\p{L}])|, \p{Ll}+ing(?![\p{L}])(?!,| and | or ))/gu;

/** Short acronyms shown in capitals when a keyword is displayed. */
const ACRONYMS: Record<string, string> = {
  ai: 'AI', api: 'API', apis: 'APIs', sdk: 'SDK', cli: 'CLI', kyc: 'KYC', ev: 'EV', evs: 'EVs', hr: 'HR', ehr: 'EHR',
  nhs: 'NHS', fda: 'FDA', gpu: 'GPU', gpus: 'GPUs', llm: 'LLM', llms: 'LLMs', saas: 'SaaS', b2b: 'B2B', dtc: 'DTC',
  bnpl: 'BNPL', ci: 'CI', siem: 'SIEM', soc: 'SOC', uk: 'UK', us: 'US', eu: 'EU', esg: 'ESG', iot: 'IoT', '5g': '5G',
};

/** Lower-case keyword with acronyms restored ('open banking api' → 'open banking API'). */
export function displayKeyword(keyword: string): string {
  return keyword
    .split(' ')
    .map((w) => ACRONYMS[w.toLowerCase()] ?? w)
    .join(' ');
}

/** The registrable host of a website without 'www.': 'https://www.acme-payments.com/x' → 'acme-payments.com'. */
export function websiteHost(website: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`;
  try {
    return new URL(withScheme).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return website.trim().toLowerCase();
  }
}

/** Regions written with 'the' ('the United Kingdom', 'the Middle East'); others take none ('Europe', 'Ireland'). */
const REGIONS_WITH_ARTICLE =
  /^(?:United\b|Middle East$|Nordics$|Netherlands$|Philippines$|UK$|US$|USA$|EU$|Americas$|Balkans$|Baltics$)|(?:^|\s)(?:North|South|East|West|Northwest|Northeast|Southwest|Southeast|Midwest|Midlands|Highlands)$/;

/** 'United Kingdom' → 'the United Kingdom', 'Europe' → 'Europe', 'Global' → 'markets worldwide'. */
export function regionPhrase(region: string): string {
  if (region === 'Global') return 'markets worldwide';
  return REGIONS_WITH_ARTICLE.test(region) ? `the ${region}` : region;
}

/** A company profile may hold at most this many characters (the curation limit). */
export const PROFILE_MAX_CHARS = 1000;

/**
 * Text cut to at most `max` characters at a sentence boundary: whole sentences from the start while they fit.
 * Only a first sentence longer than `max` on its own is cut inside, at a word, with an ellipsis.
 */
export function clampToSentences(text: string, max: number = PROFILE_MAX_CHARS): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const sentences = clean.match(/[^.!?…]+(?:[.!?…]+["'”’)]?|$)\s*/g) ?? [clean];
  let out = '';
  for (const sentence of sentences) {
    if ((out + sentence).trimEnd().length > max) break;
    out += sentence;
  }
  return out.trim().length > 0 ? out.trim() : truncateWords(clean, max);
}

/**
 * A beat as the object of 'cover', 'coverage of' or 'a piece on': a field stands alone ('immigration', 'employment
 * law', 'heat pumps'), but one industry, market or public body takes 'the' ('the bus industry', 'the housing
 * market', 'the NHS').
 */
export function beatPhrase(beat: string): string {
  if (/^(?:the|a|an|your|their)\s/i.test(beat)) return beat;
  return BEAT_WITH_THE.test(beat.trim()) || /^(?:NHS|EU|UN|UK|US|FDA|SEC|FCA|FAA|ECB|Fed|IMF|WHO)$/.test(beat.trim()) ? `the ${beat}` : beat;
}

const BEAT_WITH_THE = /\b(?:industry|sector|market|economy|high street|workplace|government|internet|supply chain|property ladder|housing ladder|trade union movement|jobs scene|labour market|job market)$/i;



/**
 * The longest start of `sentence` ending at a clause boundary, of `minWords` to `maxWords` words, as a whole sentence
 * (no ellipsis: what it leaves out is a clause, not half a thought); null if none.
 */
export function clauseWithin(sentence: string, maxWords: number, minWords: number): string | null {
  let best: string | null = null;
  for (const match of sentence.matchAll(CLAUSE_BOUNDARY)) {
    const head = sentence.slice(0, match.index).trim();
    const n = wordCount(head);
    if (n > maxWords) break;
    if (n >= minWords) best = head;
  }
  return best ? asSentence(best.replace(/[,;:]+$/, '')) : null;
}

/**
 * A verb's -ing form in British spelling: 'give' → 'giving', 'free' → 'freeing', 'die' → 'dying', 'skip' →
 * 'skipping' (one syllable closed by one consonant), 'travel' → 'travelling' (a final l after one vowel doubles).
 */
export function ingForm(lemma: string): string {
  if (/ie$/.test(lemma)) return `${lemma.slice(0, -2)}ying`;
  if (/[^eoy]e$/.test(lemma)) return `${lemma.slice(0, -1)}ing`;
  const syllables = lemma.match(/[aeiouy]+/g)?.length ?? 0;
  if (/[^aeiou][aeiou]l$/.test(lemma) && syllables > 1) return `${lemma}ling`;
  if (syllables === 1 && /(?:^|[^aeiou]|qu)[aeiou][^aeiouwxy]$/.test(lemma)) return `${lemma}${lemma.slice(-1)}ing`;
  return `${lemma}ing`;
}
