import { describe, expect, it } from 'vitest';
import { storyBarFromReferences } from './story-bar';

const spread = (from: number, to: number, n: number): number[] =>
  Array.from({ length: n }, (_, i) => from + ((to - from) * i) / (n - 1));

describe('the story bar of an embeddings model', () => {
  it('when retellings and paraphrases sit above the hard different-story pairs, then the bar tops the different ones', () => {
    // A model that puts unrelated headlines near 0.7 (as some APIs do): only the order matters.
    const bar = storyBarFromReferences({ retelling: spread(0.9, 0.97, 18), paraphrase: spread(0.86, 0.95, 18), different: spread(0.72, 0.88, 34) });
    expect(bar).toEqual({ bar: 0.88 });
  });

  it('when the same model is on another scale, then the bars move with it', () => {
    const low = storyBarFromReferences({ retelling: spread(0.6, 0.85, 18), paraphrase: spread(0.45, 0.8, 18), different: spread(0.1, 0.55, 34) })!;
    expect(low.bar).toBeCloseTo(0.55);
  });

  it('when the model reads retellings as one story but not most paraphrases, then it is not used (words already catch retellings)', () => {
    // The offline word vectors' profile on the references: retellings 0.76-0.92, paraphrases 0.63-0.72 at the middle.
    expect(storyBarFromReferences({ retelling: spread(0.76, 0.92, 18), paraphrase: spread(0.5, 0.8, 18), different: spread(0.4, 0.76, 34) })).toBeNull();
  });

  it('when there are no references or no finite cosines, then the model is not used', () => {
    expect(storyBarFromReferences({ retelling: [], paraphrase: [0.9], different: [0.2] })).toBeNull();
    expect(storyBarFromReferences({ retelling: [0.9], paraphrase: [Number.NaN], different: [0.2] })).toBeNull();
  });
});
