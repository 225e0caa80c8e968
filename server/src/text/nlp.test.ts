import { describe, expect, it } from 'vitest';
import { joinTokens, tagSentence } from './nlp';

describe('tagSentence', () => {
  it("when a word holds a letter the tagger's model does not know ('Whangārei', 'Łódź'), then it stays one word, a name when capitalised", () => {
    const tokens = tagSentence('Clinics in Whangārei and Łódź opened beside the kōwhai trees.');
    const words = tokens.map((t) => t.text);
    expect(words).toContain('Whangārei');
    expect(words).toContain('Łódź');
    expect(words).toContain('kōwhai');
    expect(tokens.find((t) => t.text === 'Whangārei')?.pos).toBe('PROPN');
    expect(tokens.find((t) => t.text === 'kōwhai')?.pos).toBe('NOUN');
    expect(joinTokens(tokens)).toBe('Clinics in Whangārei and Łódź opened beside the kōwhai trees.');
  });

  it('when words are written apart or joined by a hyphen, then they stay apart', () => {
    const words = tagSentence('A Māori-owned firm in São Paulo cannot wait.').map((t) => t.text);
    expect(words).toEqual(expect.arrayContaining(['Māori', '-', 'owned', 'São', 'Paulo']));
  });

  it("when the tagger has read a word before punctuation ('Alzheimer's:'), then the same word elsewhere is read as a fresh tagger reads it", () => {
    const before = tagSentence("Impartial advice on Alzheimer's disease for families.").map((t) => t.text);
    tagSentence("Alzheimer's: what the new drug means for families");
    const after = tagSentence("Impartial advice on Alzheimer's disease for families.").map((t) => t.text);
    expect(before).toEqual(expect.arrayContaining(['Alzheimer', "'s"]));
    expect(after).toEqual(before);
  });
});
