import { describe, expect, it } from 'vitest';
import { pairShared } from './pair-shared';
import { phraseContextWords, profileSentences, senseOfTerm } from './phrase-context';
import { companyPhrases } from './phrase-index';

const shared = pairShared(() => 1);
const phrase = (p: string) => companyPhrases([p], shared)[0]!;
const profile = profileSentences(
  'Holloway Fasteners manufactures structural bolts, nuts, washers and threaded rod in Darlaston. Every batch is tested in its own laboratory.',
);

describe('the sense a company means by its own terms', () => {
  it('when the profile uses a term, then its context is the words of the sentences using it and the industry, without the term', () => {
    const words = phraseContextWords(phrase('washers'), profile, 'Industrial fasteners');
    expect([...words!].sort()).toEqual(['bolts', 'darlaston', 'fasteners', 'holloway', 'industrial', 'manufactures', 'nuts', 'rod', 'structural', 'threaded']);
  });

  it('when a term is matched as the matcher does (plural folded), then a sentence with its other form counts', () => {
    expect(phraseContextWords(phrase('washer'), profile, null)).not.toBeNull();
    expect(phraseContextWords(phrase('threaded rods'), profile, null)!.has('bolts')).toBe(true);
  });

  it('when the profile never uses a term, then there is no context of its own', () => {
    expect(phraseContextWords(phrase('anchor bolts'), profile, 'Industrial fasteners')).toBeNull();
  });

  it('when both readings are known, then a single word takes their mean and a longer term the closer', () => {
    expect(senseOfTerm(0.4, 0.1, true)).toBe(0.25);
    expect(senseOfTerm(0.1, 0.4, false)).toBe(0.4);
    expect(senseOfTerm(0.25, null, true)).toBe(0.25);
  });
});
