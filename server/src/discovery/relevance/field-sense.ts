import { dot } from '../../semantic/semantic-engine';
import { NEWS_SUBJECTS } from '../../text/news-subjects';
import { SECTORS } from '../../text/sector-taxonomy';

/**
 * Whether a story is about the company's field or about another field that happens to share its words (issue 22:
 * a drone strike for a drone maker, an exoplanet transit for a transit agency, a solar storm for a solar
 * installer). The fields are the sectors of the taxonomy and the news subjects that are fields rather than frames
 * (sport, science, conflict, disasters, lifestyle…; courts, government and markets act on every field). A story
 * reads as the company's field when the company's sector is about as close to it as any field unrelated to the
 * company; when an unrelated field is clearly closer, the words it shares with the company are in another sense,
 * and its relevance counts for less.
 *
 * Closeness is compared in the story's own spread of cosines over all fields (a z-score), so the rule reads the
 * same on the offline vectors and on an embeddings API, whose cosines sit on another scale.
 */

export interface Field {
  text: string;
  /** The sector's broad industry; null for a news subject. */
  industry: string | null;
  /** The sector's label (matched against a company's stored industry); null for a news subject. */
  label: string | null;
}

/** News subjects that frame stories in any field rather than being a field of their own. */
const FRAME_SUBJECTS = /business and companies|finance and markets|labour|government/;

export const FIELDS: readonly Field[] = [
  ...SECTORS.map((s) => ({ text: `${s.label}. ${s.description} ${s.terms.join(', ')}.`, industry: s.industry, label: s.label })),
  ...NEWS_SUBJECTS.filter((s) => !s.frame && !FRAME_SUBJECTS.test(s.subject)).map((s) => ({
    text: `${s.subject}: ${s.about}`,
    industry: null,
    label: null,
  })),
];

/** Sectors this close to the company's own (a neighbouring trade) are not rivals: the story may well be about both. */
const NEIGHBOUR_COSINE = 0.6;
/** Down to this many spreads below the closest rival, a story is still read in the company's sense. */
const SENSE_FROM = -1.0;
/** Over this many spreads more, the factor falls to its floor. */
const SENSE_RANGE = 2.0;
/** A story in another field keeps this share of its relevance: its evidence is weak, not nothing. */
export const MIN_FIELD_SENSE = 0.4;

export interface CompanyField {
  /** Index into FIELDS of the company's sector. */
  own: number;
  /** Fields that are no rival of it: its own, its industry's sectors and its neighbours. */
  notRival: Uint8Array;
}

/**
 * The company's sector: the one its stored industry names, else the sector closest in meaning to what the company
 * says of itself (a profile written before the taxonomy, or by hand).
 */
export function companyField(industry: string | null, companyVector: Float32Array, fieldVectors: readonly Float32Array[]): CompanyField {
  const label = (industry ?? '').trim().toLowerCase();
  let own = FIELDS.findIndex((f) => f.label !== null && f.label.toLowerCase() === label);
  if (own < 0) {
    let best = -Infinity;
    FIELDS.forEach((f, i) => {
      if (f.label === null) return;
      const c = dot(companyVector, fieldVectors[i]!);
      if (c > best) [best, own] = [c, i];
    });
  }
  const ownField = FIELDS[own]!;
  const notRival = new Uint8Array(FIELDS.length);
  FIELDS.forEach((f, i) => {
    if (i === own || (f.industry !== null && f.industry === ownField.industry && f.industry !== 'general')) notRival[i] = 1;
    else if (dot(fieldVectors[i]!, fieldVectors[own]!) >= NEIGHBOUR_COSINE) notRival[i] = 1;
  });
  return { own, notRival };
}

/** A story's closeness to every field, read once per story whatever number of companies it is scored for. */
export interface StoryFields {
  cosines: Float32Array;
  sd: number;
  /** Field indices, closest first. */
  order: Uint16Array;
}

export function storyFields(storyVector: Float32Array, fieldVectors: readonly Float32Array[]): StoryFields {
  const cosines = new Float32Array(fieldVectors.map((v) => dot(storyVector, v)));
  const sd = spreadOf(cosines);
  const order = Uint16Array.from(cosines.keys()).sort((a, b) => cosines[b]! - cosines[a]!);
  return { cosines, sd, order };
}

/**
 * `fieldSense` of the story read without some of its words (decision 56): the story's vector with each word's
 * direction taken out (Gram–Schmidt, in order), so a word the company shares with the story in a doubtful sense does
 * not pull the story into the company's field by itself (decision 43 left a drone strike closest to the drone sector
 * through 'drone' alone). Each word: its unit vector and its cosine with every field (`wordFields`, read once per
 * word). One word, the usual case, needs no vector arithmetic: the rest's cosine with a field is (story's − s · word's)
 * / √(1 − s²), s the story's cosine with the word. Worked out per pair, keeping nothing.
 */
export function fieldSenseWithout(
  story: StoryFields,
  storyVector: Float32Array,
  words: ReadonlyArray<{ vector: Float32Array; fields: Float32Array }>,
  fieldVectors: readonly Float32Array[],
  company: CompanyField,
): number {
  if (words.length === 0) return fieldSense(story, company);
  let cosines: Float32Array;
  if (words.length === 1) {
    const { vector, fields } = words[0]!;
    const s = dot(storyVector, vector);
    const norm = Math.sqrt(dot(storyVector, storyVector) - s * s);
    if (!(norm > 1e-6)) return fieldSense(story, company);
    cosines = story.cosines.map((c, i) => (c - s * fields[i]!) / norm);
  } else {
    const rest = Float32Array.from(storyVector);
    const basis: Float32Array[] = [];
    for (const { vector } of words) {
      // The word's direction apart from those already taken out ('washer' and 'washers' are almost one direction).
      const u = Float32Array.from(vector);
      for (const b of basis) subtract(u, b, dot(u, b));
      const n = Math.sqrt(dot(u, u));
      if (n < 1e-3) continue;
      for (let i = 0; i < u.length; i++) u[i] = u[i]! / n;
      basis.push(u);
      subtract(rest, u, dot(rest, u));
    }
    const norm = Math.sqrt(dot(rest, rest));
    if (!(norm > 1e-6)) return fieldSense(story, company);
    cosines = new Float32Array(fieldVectors.map((v) => dot(rest, v) / norm));
  }
  let rival = -Infinity;
  cosines.forEach((c, i) => {
    if (!company.notRival[i] && c > rival) rival = c;
  });
  return senseFrom(cosines[company.own]!, rival, spreadOf(cosines));
}

/** A word's cosine with every field (`fieldSenseWithout`). */
export function wordFields(vector: Float32Array, fieldVectors: readonly Float32Array[]): Float32Array {
  return new Float32Array(fieldVectors.map((v) => dot(vector, v)));
}

/** v −= k·u, in place. */
function subtract(v: Float32Array, u: Float32Array, k: number): void {
  for (let i = 0; i < v.length; i++) v[i] = v[i]! - k * u[i]!;
}

function spreadOf(cosines: Float32Array): number {
  const mean = cosines.reduce((a, b) => a + b, 0) / cosines.length;
  return Math.sqrt(cosines.reduce((a, b) => a + (b - mean) ** 2, 0) / cosines.length);
}

/**
 * 1 when the story reads as the company's field, down to MIN_FIELD_SENSE when a field unrelated to the company is
 * far closer to it (in the story's spreads: (own − closest rival) / sd of its cosines to every field). A walk down
 * the story's fields, closest first, to the first rival: a few steps per company.
 */
export function fieldSense(story: StoryFields, company: CompanyField): number {
  let rival = -Infinity;
  for (const i of story.order) {
    if (!company.notRival[i]) {
      rival = story.cosines[i]!;
      break;
    }
  }
  return senseFrom(story.cosines[company.own]!, rival, story.sd);
}

/** The sense factor of a story whose own field is at `own` and closest rival at `rival`, in spreads of `sd`. */
function senseFrom(own: number, rival: number, sd: number): number {
  if (!(sd > 0)) return 1;
  const z = (own - rival) / sd;
  const below = Math.min(1, Math.max(0, (SENSE_FROM - z) / SENSE_RANGE));
  return Math.round((1 - (1 - MIN_FIELD_SENSE) * below) * 1000) / 1000;
}
