import { keptPromise } from '../kept-promise';
import { dot, type SemanticEngine } from '../semantic';
import type { MeaningSignal } from './pipeline/meaning';
import { MAX_SUMMARY_CHARS, type ClusterDoc } from './pipeline/features';
import { storyBarFromReferences, type StoryBar } from './pipeline/story-bar';
import { STORY_PAIR_REFERENCES } from './pipeline/story-pair-references';

/**
 * The semantic engine's view of a cycle's items, for clustering (docs/decisions/0033): the engine's vectors of
 * each item and the bars calibrated for that engine on the reference pairs. `undefined` when the engine does not
 * tell stories apart on the references (the offline word vectors do not: decision 27), so clustering keeps to
 * words and the cycle embeds nothing.
 */
export async function storyMeaning(engine: SemanticEngine, items: readonly ClusterDoc[]): Promise<MeaningSignal | undefined> {
  const bar = await storyBarOf(engine);
  if (!bar || items.length < 2) return undefined;
  const vectors = await engine.embed(items.map(itemText));
  // A broken answer is the engine failing (the caller clusters by words); a single empty or odd vector only
  // leaves that item to its words (clusterItems).
  if (vectors.length !== items.length) throw new Error(`the semantic engine returned ${vectors.length} vectors for ${items.length} items`);
  return { vectors, ...bar };
}

/** What the engine reads of an item: its headline and the summary's lead, as clustering reads them. */
export function itemText(doc: { title: string; summary: string }): string {
  return `${doc.title.trim()}. ${doc.summary.slice(0, MAX_SUMMARY_CHARS).trim()}`;
}

/** One calibration per engine for the process's life: the references and the engine's model never change. */
const bars = new WeakMap<SemanticEngine, Promise<StoryBar | null>>();

export function storyBarOf(engine: SemanticEngine): Promise<StoryBar | null> {
  // A failed call (the embeddings server down) is tried again next cycle rather than remembered.
  return keptPromise(bars, engine, () => calibrate(engine));
}

async function calibrate(engine: SemanticEngine): Promise<StoryBar | null> {
  const texts = STORY_PAIR_REFERENCES.flatMap((pair) => [itemText(pair.a), itemText(pair.b)]);
  const vectors = await engine.embed(texts);
  const cosines = { retelling: [] as number[], paraphrase: [] as number[], different: [] as number[] };
  STORY_PAIR_REFERENCES.forEach((pair, i) => {
    const [a, b] = [vectors[2 * i]!, vectors[2 * i + 1]!];
    // Vectors of different lengths (a malformed answer) read as unrelated.
    const cosine = a.length === b.length ? dot(a, b) : 0;
    if (pair.kind === 'retelling' || pair.kind === 'paraphrase') cosines[pair.kind].push(cosine);
    else if (pair.kind !== 'unrelated') cosines.different.push(cosine);
  });
  return storyBarFromReferences(cosines);
}
