/**
 * A seeded synthetic news corpus for the discovery benchmark: stories (a burst of differently worded headlines
 * about one event, with its own entities and numbers) mixed with unrelated one-off items, spread over 30 days.
 * Words come from a fixed vocabulary plus invented names, so the corpus has the shape of news (title 7-14 words,
 * summary 18-40 words, shared filler, recurring subjects) without copying any text. Same seed, same corpus.
 */

export interface SyntheticItem {
  label: string;
  fingerprint: string;
  title: string;
  summary: string;
  url: string;
  outlet: string;
  publishedAt: Date;
}

/** mulberry32: tiny, fast, good enough for test data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUBJECTS = [
  'chip',
  'bank',
  'rates',
  'inflation',
  'earthquake',
  'wildfire',
  'election',
  'strike',
  'merger',
  'recall',
  'battery',
  'vaccine',
  'drought',
  'satellite',
  'airline',
  'refinery',
  'tariff',
  'lawsuit',
  'smartphone',
  'stadium',
  'festival',
  'pipeline',
  'reactor',
  'startup',
  'museum',
  'harbour',
  'railway',
  'subsidy',
  'bond',
  'currency',
  'telescope',
  'hospital',
  'school',
  'privacy',
  'cloud',
  'robot',
  'crypto',
  'coffee',
  'cocoa',
  'wheat',
  'copper',
  'lithium',
];
const VERBS = [
  'cuts',
  'raises',
  'launches',
  'delays',
  'approves',
  'blocks',
  'wins',
  'loses',
  'buys',
  'sells',
  'warns',
  'expands',
  'halts',
  'restarts',
  'probes',
  'fines',
  'backs',
  'rejects',
  'unveils',
  'suspends',
  'boosts',
  'slashes',
  'opens',
];
const FILLER = [
  'officials',
  'analysts',
  'investors',
  'regulators',
  'residents',
  'executives',
  'market',
  'shares',
  'plan',
  'deal',
  'government',
  'company',
  'industry',
  'customers',
  'workers',
  'experts',
  'sources',
  'statement',
  'quarter',
  'region',
  'growth',
  'demand',
  'prices',
  'costs',
  'supply',
  'policy',
  'review',
  'talks',
  'impact',
  'decision',
  'record',
  'sharply',
  'expected',
  'further',
  'major',
  'global',
  'local',
  'national',
  'early',
  'late',
  'strong',
  'weak',
];
const CONNECTORS = ['after', 'as', 'amid', 'over', 'despite', 'ahead of', 'following', 'in', 'with', 'for'];
const OUTLETS = [
  'Reuters',
  'AP',
  'Bloomberg',
  'BBC News',
  'The Guardian',
  'CNBC',
  'Financial Times',
  'The Verge',
  'TechCrunch',
  'Al Jazeera',
  'Le Monde',
  'Nikkei Asia',
  'Politico',
  'Axios',
  'The Times',
  'Handelsblatt',
  'El País',
  'CNN',
];
const SYLLABLES = [
  'zan',
  'tor',
  'vel',
  'mir',
  'kos',
  'dra',
  'lun',
  'pex',
  'qui',
  'ber',
  'nol',
  'sar',
  'fen',
  'gal',
  'ria',
  'tek',
];
const LOWER_SYLLABLES = [
  'ba',
  'ce',
  'di',
  'fo',
  'gu',
  'ha',
  'ke',
  'li',
  'mo',
  'nu',
  'pa',
  're',
  'si',
  'to',
  'vu',
  'wa',
  'xe',
  'yo',
  'za',
  'en',
  'ar',
  'il',
];

/**
 * News vocabulary is large and Zipf-distributed: a few words everywhere, most words rare. An invented lexicon of
 * 6,000 words sampled log-uniformly (≈ Zipf with s = 1) gives unrelated items the little overlap real ones have.
 */
const LEXICON_SIZE = 6000;
function lexicon(r: () => number): string[] {
  const seen = new Set<string>();
  while (seen.size < LEXICON_SIZE) {
    let w = '';
    const n = 2 + Math.floor(r() * 3);
    for (let i = 0; i < n; i += 1) w += pick(r, LOWER_SYLLABLES);
    seen.add(w);
  }
  return [...seen];
}
const zipf = (r: () => number, list: readonly string[]): string =>
  list[Math.floor(Math.exp(r() * Math.log(list.length))) - 1] ?? list[0]!;

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

function name(r: () => number): string {
  const n = 2 + Math.floor(r() * 2);
  let out = '';
  for (let i = 0; i < n; i += 1) out += pick(r, SYLLABLES);
  return capital(out);
}

function words(r: () => number, pool: readonly string[], n: number): string[] {
  return Array.from({ length: n }, () => pick(r, pool));
}

interface Story {
  label: string;
  entities: string[];
  subject: string;
  verbs: string[];
  number: string;
  vocabulary: string[];
  centreMs: number;
  spreadHours: number;
}

function makeStory(r: () => number, index: number, startMs: number, spanMs: number, words6k: readonly string[]): Story {
  return {
    label: `story-${index}`,
    entities: [name(r), name(r), name(r)],
    subject: pick(r, SUBJECTS),
    verbs: [pick(r, VERBS), pick(r, VERBS)],
    number: `${1 + Math.floor(r() * 900)}${pick(r, ['', 'm', 'bn', '%'])}`,
    // Mid-frequency words of the lexicon: what this story keeps saying that others rarely do.
    vocabulary: [...Array.from({ length: 8 }, () => words6k[50 + Math.floor(r() * 3000)]!), pick(r, SUBJECTS)],
    centreMs: startMs + r() * spanMs,
    spreadHours: 2 + r() * 60,
  };
}

/** One headline and summary about a story: its entities and subject, reworded each time. */
function storyText(r: () => number, s: Story, words6k: readonly string[]): { title: string; summary: string } {
  const lead = r() < 0.7 ? s.entities[0]! : s.entities[1]!;
  const head = [
    lead,
    pick(r, s.verbs),
    s.subject,
    pick(r, CONNECTORS),
    ...words(r, s.vocabulary, 2),
    r() < 0.5 ? s.number : s.entities[2]!,
  ];
  const extra = Array.from({ length: Math.floor(r() * 5) }, () => (r() < 0.5 ? pick(r, FILLER) : zipf(r, words6k)));
  const title = [...head, ...extra].join(' ');
  const summary = [
    `${s.entities[0]} and ${s.entities[1]} ${pick(r, s.verbs)} the ${s.subject} ${pick(r, CONNECTORS)} ${words(r, s.vocabulary, 3).join(' ')}.`,
    `${capital(pick(r, FILLER))} ${Array.from({ length: 8 + Math.floor(r() * 14) }, () => (r() < 0.4 ? pick(r, s.vocabulary) : r() < 0.5 ? pick(r, FILLER) : zipf(r, words6k))).join(' ')} ${s.number}.`,
  ].join(' ');
  return { title, summary };
}

function noiseText(r: () => number, words6k: readonly string[]): { title: string; summary: string } {
  const word = () => (r() < 0.3 ? pick(r, FILLER) : zipf(r, words6k));
  const title = [
    name(r),
    pick(r, VERBS),
    pick(r, SUBJECTS),
    pick(r, CONNECTORS),
    ...Array.from({ length: 3 + Math.floor(r() * 6) }, word),
  ].join(' ');
  const summary = `${name(r)} ${pick(r, VERBS)} ${Array.from({ length: 16 + Math.floor(r() * 18) }, word).join(' ')}.`;
  return { title, summary };
}

/**
 * `total` items, shuffled, ending at `now`: 70 % belong to stories of 2-60 items (most small, a few large, as in
 * real news), 30 % are one-offs. A prefix of the result is a fair sample of the whole.
 */
export function syntheticCorpus(total: number, now: Date, seed = 42): SyntheticItem[] {
  const r = rng(seed);
  const spanMs = 30 * 86_400_000;
  const startMs = now.getTime() - spanMs;
  const out: SyntheticItem[] = [];
  const words6k = lexicon(r);
  let storyIndex = 0;
  while (out.length < total * 0.7) {
    const story = makeStory(r, storyIndex++, startMs, spanMs, words6k);
    const size = Math.min(60, 2 + Math.floor(-Math.log(1 - r()) * 8));
    for (let k = 0; k < size && out.length < total * 0.7; k += 1) {
      const offset = (r() + r() + r() - 1.5) * story.spreadHours * 3_600_000;
      const publishedAt = new Date(Math.min(now.getTime(), Math.max(startMs, story.centreMs + offset)));
      out.push({
        label: story.label,
        fingerprint: `syn-${out.length}`,
        url: `https://synthetic.example/${out.length}`,
        outlet: pick(r, OUTLETS),
        publishedAt,
        ...storyText(r, story, words6k),
      });
    }
  }
  while (out.length < total) {
    const i = out.length;
    out.push({
      label: `noise-${i}`,
      fingerprint: `syn-${i}`,
      url: `https://synthetic.example/${i}`,
      outlet: pick(r, OUTLETS),
      publishedAt: new Date(startMs + r() * spanMs),
      ...noiseText(r, words6k),
    });
  }
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
