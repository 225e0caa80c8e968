/**
 * Where an embeddings model's cosines say "one story" (docs/decisions/0033). Models differ in scale (one puts
 * unrelated headlines at 0.1, another at 0.7), so the bars come from the model's own cosines on reference pairs
 * (story-pair-references.ts) rather than from constants.
 */
export interface StoryBar {
  /** From this cosine the model reads two items as one story (one reading among clustering's, decision 34). */
  bar: number;
}

/** A model's cosines on the reference pairs, by kind. */
export interface ReferenceCosines {
  /** Two outlets telling one event with shared names and wording. */
  retelling: readonly number[];
  /** One event in mostly different words: what the model is for, since words already catch retellings. */
  paraphrase: readonly number[];
  /** The same company or subject in another story: what must stay apart. */
  different: readonly number[];
}

/** Share of the paraphrases (and of the retellings) that must clear the bar for the model to be used. */
const MIN_SHARE_ABOVE_BAR = 0.5;

/**
 * The bar is the highest cosine the model gives a hard different-story reference: one wrong join merges two whole
 * stories, while a missed pair is usually caught through the story's other items, so the bar errs high. `null` when at least half the paraphrases (or the retellings) do not clear the bar:
 * such a model cannot tell a story retold from another story on the same subject, and its joins would cost more
 * purity than they bring (the offline word vectors: decision 33), so clustering keeps to words.
 */
export function storyBarFromReferences(cosines: ReferenceCosines): StoryBar | null {
  const sorted = (xs: readonly number[]) => xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  const different = sorted(cosines.different);
  const paraphrase = sorted(cosines.paraphrase);
  const retelling = sorted(cosines.retelling);
  if (different.length === 0 || paraphrase.length === 0 || retelling.length === 0) return null;
  const bar = different[different.length - 1]!;
  if (bar >= 1) return null;
  const shareAbove = (xs: readonly number[]) => xs.filter((x) => x > bar).length / xs.length;
  if (shareAbove(paraphrase) < MIN_SHARE_ABOVE_BAR || shareAbove(retelling) < MIN_SHARE_ABOVE_BAR) return null;
  return { bar };
}
