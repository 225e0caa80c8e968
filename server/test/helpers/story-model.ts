import { STORY_PAIR_REFERENCES, isSameStory } from '../../src/discovery/pipeline/story-pair-references';
import { itemText } from '../../src/discovery/story-meaning';
import { normalise, unitSimilarity, type SemanticEngine } from '../../src/semantic';
import { fmix32, fnv1a32 } from '../../src/text/hash';
import { newsroomHardNegatives, newsroomItems } from '../fixtures/newsroom-clustering';
import { freshHardNegatives, freshItems } from '../fixtures/newsroom-clustering-fresh';

/**
 * A synthetic sentence-embedding model with a known error profile, for tests of how clustering uses an embeddings
 * engine (no real model can be downloaded here). Each text's vector is `story` + `subject` + a direction every
 * text shares (the anisotropy real models have) + seeded noise of a per-text strength, so cosines come out as an
 * API model's do on news; on the reference pairs: the same story 0.43-0.81, the same company or subject in another
 * story 0.16-0.50, unrelated news -0.03-0.16 — overlapping, as a real model's do. It knows which story and subject
 * a text belongs to only from the labels it is given; any other text gets a vector of its own.
 */
export interface StoryLabel {
  story: string;
  /** Texts of different stories with the same subject (a look-alike) share it. */
  subject: string;
}

const DEFAULT_DIMS = 96;
const STORY = 1;
const SUBJECT = 1;
const COMMON = 0.6;
const NOISE_MIN = 0.8;
const NOISE_MAX = 1.8;

/** `dims`: 96 keeps tests fast; 1,536 is what an API model returns (the benchmark's size). */
export function storyModel(labels: ReadonlyMap<string, StoryLabel>, id = 'fake:story-model', dims = DEFAULT_DIMS): SemanticEngine {
  const DIMS = dims;
  const direction = (key: string): Float32Array => {
    const v = new Float32Array(DIMS);
    let state = fmix32(fnv1a32(key));
    for (let i = 0; i < DIMS; i += 1) v[i] = gaussian(() => (state = fmix32(state + 0x9e3779b9)) / 2 ** 32);
    return normalise(v);
  };
  const cache = new Map<string, Float32Array>();
  const dir = (key: string) => {
    let v = cache.get(key);
    if (!v) cache.set(key, (v = direction(key)));
    return v;
  };
  const vectorOf = (text: string): Float32Array => {
    const label = labels.get(text) ?? { story: `text:${text}`, subject: `text:${text}` };
    let state = fmix32(fnv1a32(`noise:${text}`));
    const next = () => (state = fmix32(state + 0x9e3779b9)) / 2 ** 32;
    const strength = NOISE_MIN + (NOISE_MAX - NOISE_MIN) * next();
    const [s, t, c] = [dir(`story:${label.story}`), dir(`subject:${label.subject}`), dir('common')];
    const v = new Float32Array(DIMS);
    for (let i = 0; i < DIMS; i += 1)
      v[i] = STORY * s[i]! + SUBJECT * t[i]! + COMMON * c[i]! + (strength / Math.sqrt(DIMS)) * gaussian(next);
    return normalise(v);
  };
  const engine: SemanticEngine = {
    id,
    embed: async (texts) => texts.map(vectorOf),
    similarity: async (a, b) => unitSimilarity(vectorOf(a), vectorOf(b)),
  };
  return engine;
}

/** Labels of the calibration references as the model would see them (each pair its own story or subject). */
export function referenceLabels(): Map<string, StoryLabel> {
  const out = new Map<string, StoryLabel>();
  STORY_PAIR_REFERENCES.forEach((pair, i) => {
    const same = isSameStory(pair.kind);
    const subject = pair.kind === 'unrelated' ? null : `ref-subject-${i}`;
    out.set(itemText(pair.a), { story: `ref-${i}-a`, subject: subject ?? `ref-${i}-a` });
    out.set(itemText(pair.b), { story: same ? `ref-${i}-a` : `ref-${i}-b`, subject: subject ?? `ref-${i}-b` });
  });
  return out;
}

/** Box-Muller from a uniform source. */
function gaussian(uniform: () => number): number {
  const u = Math.max(uniform(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniform());
}

/**
 * The synthetic model knowing the reference pairs and both newsroom sets: a story's items share its story, a
 * hard negative shares the subject of its look-alike (the same company or subject, another event).
 */
export function newsroomModel(): SemanticEngine {
  const labels = referenceLabels();
  const sets = [
    { items: newsroomItems, negatives: newsroomHardNegatives },
    { items: freshItems, negatives: freshHardNegatives },
  ];
  for (const { items, negatives } of sets) {
    const lookalike = new Map(negatives.map((n) => [n.label, n.lookalike]));
    for (const item of items)
      labels.set(itemText(item), { story: item.label, subject: lookalike.get(item.label) ?? item.label });
  }
  return storyModel(labels);
}
