import type { Onboarding } from './onboard';

/**
 * Issue 9's defects, each as a check over what the API answered. A check lists what it found ('findings'): none
 * means the defect is gone on this run. The words the issue quoted are checked literally, and each defect also by
 * a rule that would catch the next instance of it.
 */
export interface Verdict {
  defect: string;
  findings: string[];
}

const PROFILE_MAX = 1000;

/** Verb forms the first-person rewrite produced, and the article before a continent. */
const BROKEN_GRAMMAR =
  /\b(mades|nevers|gentlies|alwayses|dids|haves|wills|cans|ares|wases|weres|gaves|keeps? its? ourselves)\b|\b(?:in|across|throughout) the (?:Europe|Africa|Asia|North America|South America)\b/i;
/** First person left in a profile that speaks of the company in the third person. */
const FIRST_PERSON = /\b(we|we're|we've|our|ours|us|ourselves)\b/i;
const ISSUE_FRAGMENTS = [
  'pantries mobile',
  'source heat',
  'okta microsoft',
  'pays suppliers',
  'stops',
  'session',
  'pounds',
  'delivered',
];
/** Words that name nothing a journalist would search for on their own. */
const LONE_GENERIC = new Set([
  'stops',
  'session',
  'sessions',
  'pounds',
  'delivered',
  'service',
  'services',
  'solution',
  'solutions',
  'people',
  'team',
  'customers',
  'company',
  'business',
  'work',
  'time',
  'day',
  'year',
  'help',
  'support',
  'products',
  'things',
  'way',
]);
const LEGAL_ENTITY =
  /\b(ltd|limited|llp|inc|plc|gmbh|cic|registered (?:charity|company)|company number|charity number)\b/i;
/** The lifestyle and health titles the category table used to put first for everyone. */
const LIFESTYLE_HEALTH =
  /\b(vogue|elle|cosmopolitan|men's health|women's health|healthline|goop|good housekeeping|marie claire|glamour|gq|well\+good|self)\b/i;

export function defectChecks(sites: Onboarding[], unreachable: Onboarding, tenancy: Onboarding[]): Verdict[] {
  const all = [...sites, unreachable, ...tenancy];
  const profileOf = (o: Onboarding) => o.analysis?.company_profile ?? '';

  const length: string[] = [];
  for (const o of all) {
    if (o.analysisStatus !== 200) length.push(`${o.label}: analysis answered ${o.analysisStatus} (${o.curateMessage})`);
    else if (profileOf(o).length > PROFILE_MAX) length.push(`${o.label}: profile of ${profileOf(o).length} characters`);
    if (o.analysisStatus === 200 && o.curateStatus !== 200)
      length.push(`${o.label}: curation answered ${o.curateStatus}: ${o.curateMessage}`);
  }

  // The same site onboarded by an account that typed nothing (the six-site run's own) is the control: what another
  // account's analysis holds beyond it and its own typing can only have come from someone else's input.
  const [first, ...others] = tenancy;
  const control = sites.find((o) => o.website === first!.website && o.typedOutlets.length === 0);
  const leaks: string[] = [];
  for (const o of others) {
    const typedByFirst = first!.typedOutlets.filter(
      (t) => !o.typedOutlets.some((own) => own.toLowerCase() === t.toLowerCase()),
    );
    for (const outlet of typedByFirst) {
      const inText = (x: Onboarding | undefined) =>
        profileOf(x ?? o)
          .toLowerCase()
          .includes(outlet.toLowerCase());
      if (inText(o) && !(control && inText(control)))
        leaks.push(`${o.label}: its profile names '${outlet}', which only ${first!.label} typed`);
      if ((o.company?.mediaOutlets ?? []).includes(outlet)) leaks.push(`${o.label}: its own outlets list '${outlet}'`);
      const suggested = (x: Onboarding | undefined) => (x?.analysis?.suggested_media_outlets ?? []).includes(outlet);
      if (suggested(o) && !suggested(control))
        leaks.push(`${o.label}: '${outlet}' suggested, the control account was not offered it`);
    }
    if (/already works with/i.test(profileOf(o)) && o.typedOutlets.length === 0)
      leaks.push(`${o.label}: 'already works with' though it typed no outlet`);
  }

  const grammar: string[] = [];
  for (const o of all) {
    const text = profileOf(o);
    const broken = BROKEN_GRAMMAR.exec(text);
    if (broken) grammar.push(`${o.label}: '${broken[0]}'`);
    const person = FIRST_PERSON.exec(text);
    if (person) grammar.push(`${o.label}: first person '${person[0]}' left in the profile`);
  }

  const closed: string[] = [];
  const bySlug = (slug: string) => sites.find((o) => o.label === slug);
  const foodBank = bySlug('eastside-food-bank');
  if (foodBank && /food and beverage/i.test(foodBank.company?.industry ?? ''))
    closed.push(`eastside-food-bank: industry '${foodBank.company?.industry}'`);
  for (const slug of ['barkfresh', 'eastside-food-bank']) {
    const markets = bySlug(slug)?.company?.targetMarkets ?? [];
    const grocery = markets.filter((m) => /grocery shoppers|restaurants|retail buyers/i.test(m));
    if (grocery.length > 0) closed.push(`${slug}: markets ${JSON.stringify(grocery)}`);
  }
  for (const o of all) {
    for (const product of o.company?.keyProducts ?? [])
      if (LEGAL_ENTITY.test(product)) closed.push(`${o.label}: legal entity '${product}' listed as a product`);
    const firstSix = (o.analysis?.suggested_media_outlets ?? []).slice(0, 6);
    const lifestyle = firstSix.filter((outlet) => LIFESTYLE_HEALTH.test(outlet));
    if (lifestyle.length > 0) closed.push(`${o.label}: lifestyle or health titles first: ${JSON.stringify(lifestyle)}`);
  }
  const openings = sites
    .map((o) => (o.analysis?.suggested_media_outlets ?? []).slice(0, 3).join(' | '))
    .filter(Boolean);
  const repeated = openings.filter((v, i) => openings.indexOf(v) !== i);
  if (repeated.length > 0) closed.push(`the same first three outlets for several companies: ${repeated[0]}`);

  const fragments: string[] = [];
  for (const o of all) {
    for (const keyword of o.analysis?.suggested_keywords ?? []) {
      const k = keyword.toLowerCase();
      if (ISSUE_FRAGMENTS.includes(k)) fragments.push(`${o.label}: '${keyword}' (quoted in the issue)`);
      else if (!k.includes(' ') && LONE_GENERIC.has(k)) fragments.push(`${o.label}: lone generic word '${keyword}'`);
    }
  }

  const explanations: string[] = [];
  for (const o of sites) {
    for (const { trend, explanation } of o.trends) {
      const text = explanation?.explanation ?? '';
      const where = `${o.label}, '${trend.title}'`;
      if (!explanation) explanations.push(`${where}: no explanation`);
      else if (text.trim().length < 40) explanations.push(`${where}: says nothing ('${text}')`);
      if (/\+1000%/.test(text) || (trend.isNew !== true && trend.growth === 1000))
        explanations.push(`${where}: '+1000%'`);
      if (/velocity is low/i.test(text) && (trend.isNew || trend.growth >= 100))
        explanations.push(`${where}: low velocity beside growth ${trend.isNew ? 'New' : `${trend.growth}%`}`);
      // A low similarity may be stated, but only with what it means ('only a 21% semantic match … at best background').
      const similar = /\b(\d{1,2})% (?:similar|semantic match)/i.exec(text);
      if (similar && Number(similar[1]) < 30 && !/\bonly a \**\d{1,2}% semantic match\b[^.]*\bbackground\b/i.test(text))
        explanations.push(`${where}: '${similar[0]}' without saying what it means`);
      if (trend.isNew && /\+\d+%/.test(text)) explanations.push(`${where}: growth from nothing shown as a percentage`);
    }
  }

  return [
    { defect: 'Profiles over 1,000 characters that curation refuses', findings: length },
    { defect: "One account's typed outlets in another account's profile (cache tenancy)", findings: leaks },
    { defect: 'Grammar broken by the first-person rewrite', findings: grammar },
    { defect: 'A closed industry list decides industry, markets, products and outlets', findings: closed },
    { defect: 'Keyword fragments and lone generic words', findings: fragments },
    { defect: 'Explanations that contradict themselves or say nothing', findings: explanations },
  ];
}
