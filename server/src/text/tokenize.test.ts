import { describe, expect, it } from 'vitest';
import { ngrams, stem, terms, termsWithSurface, tokenize } from './tokenize';
import { STOP_WORDS, isStopWord } from './stop-words';

describe('tokenize', () => {
  it('when a headline has acronyms, hyphenated terms and numbers, then each stays one lower-case token', () => {
    const tokens = tokenize('EU regulators probe AI chips as 5G rollout and COVID-19 rules tighten, up 3.5% on 2,000 trades');
    expect(tokens).toEqual([
      'eu', 'regulators', 'probe', 'ai', 'chips', 'as', '5g', 'rollout', 'and', 'covid-19', 'rules', 'tighten', 'up',
      '3.5%', 'on', '2,000', 'trades',
    ]);
  });

  it('when text has accents, non-Latin scripts and possessives, then words are kept whole and "’s" is dropped', () => {
    expect(tokenize('Stripe’s Zürich office hires Ångström engineers; 東京 fintechs grow')).toEqual([
      'stripe', 'zürich', 'office', 'hires', 'ångström', 'engineers', '東京', 'fintechs', 'grow',
    ]);
  });

  it('when punctuation surrounds words, then no empty or punctuation-only token is produced', () => {
    expect(tokenize('— "Hello," she said... (really?) -- ok!')).toEqual(['hello', 'she', 'said', 'really', 'ok']);
  });
});

describe('stop words', () => {
  it('when checking English function words and news filler, then both are stop words but subject words are not', () => {
    for (const w of ['the', 'and', 'says', 'report', 'new', 'update', 'according']) expect(isStopWord(w)).toBe(true);
    for (const w of ['payments', 'climate', 'vaccine', 'ai', 'semiconductor']) expect(STOP_WORDS.has(w)).toBe(false);
  });
});

describe('stem', () => {
  it('when English inflections share a root, then they stem alike', () => {
    expect(stem('payments')).toBe(stem('payment'));
    expect(stem('regulators')).toBe(stem('regulator'));
    expect(stem('running')).toBe('run');
  });

  it('when the word is hyphenated, numeric or non-Latin, then it is returned unchanged', () => {
    expect(stem('covid-19')).toBe('covid-19');
    expect(stem('5g')).toBe('5g');
    expect(stem('zürich')).toBe('zürich');
  });
});

describe('terms', () => {
  it('when a news sentence is reduced to terms, then filler is gone and the subject words remain as stems', () => {
    const result = terms('Regulators say the new report shows payment fraud is rising across European banks');
    expect(result).toEqual(['regul', 'show', 'payment', 'fraud', 'rise', 'european', 'bank']);
  });

  it('when bigrams are asked for, then only adjacent content words pair up, never across a stop word', () => {
    const surfaces = termsWithSurface('Carbon capture plants and direct air capture', { bigrams: true }).map((t) => t.surface);
    expect(surfaces).toContain('carbon capture');
    expect(surfaces).toContain('direct air');
    expect(surfaces).not.toContain('plants direct');
  });
});

describe('ngrams', () => {
  it('when asked for bigrams of four tokens, then three joined pairs come back in order', () => {
    expect(ngrams(['open', 'banking', 'api', 'rules'], 2)).toEqual(['open banking', 'banking api', 'api rules']);
  });

  it('when n is larger than the list or not positive, then it returns nothing or throws', () => {
    expect(ngrams(['solo'], 2)).toEqual([]);
    expect(() => ngrams(['a'], 0)).toThrow(RangeError);
  });
});
