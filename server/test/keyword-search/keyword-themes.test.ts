import { describe, expect, it } from 'vitest';
import {
  groupKeywordsIntoThemes,
  keywordSimilarities,
  type KeywordEvidence,
} from '../../src/modules/keywords/keyword-themes';

/** Headlines as discovery would store them: each keyword's evidence is the headlines that mention it. */
const headlines = [
  'Card payments fraud jumps as criminals target online merchants',
  'Banks step up fraud checks on instant payments',
  'Open banking payments double as merchants skip card fees',
  'Regulator warns open banking apps about payment fraud',
  'Fraud losses on real-time payments reach record high',
  'Open banking adoption grows among small lenders',
  'Climate targets push utilities towards solar farms',
  'Carbon prices climb as climate policy tightens in Europe',
  'Solar installations cut carbon emissions across the region',
  'Record solar output eases climate worries during heatwave',
  'Carbon capture plant opens amid climate debate',
];

const evidenceFor = (term: string): KeywordEvidence => ({
  term,
  evidence: headlines.filter((h) => h.toLowerCase().includes(term.toLowerCase().replace(/s$/, ''))),
});

describe('grouping keywords into themes', () => {
  it('when payments, fraud and open banking are mixed with climate, carbon and solar, then two themes come out', () => {
    const input = ['payments', 'climate', 'fraud', 'carbon', 'open banking', 'solar'].map(evidenceFor);
    const themes = groupKeywordsIntoThemes(input);
    expect(themes.map((t) => [...t.keywords].sort())).toEqual([
      ['fraud', 'open banking', 'payments'],
      ['carbon', 'climate', 'solar'],
    ]);
    expect(themes[0]!.theme).toMatch(/^(Payments|Fraud|Open Banking) & (Payments|Fraud|Open Banking)$/);
  });

  it('when keywords share a word stem but have no evidence, then they group under that word', () => {
    const themes = groupKeywordsIntoThemes([
      { term: 'carbon capture', evidence: [] },
      { term: 'carbon credits', evidence: [] },
      { term: 'quantum computing', evidence: [] },
    ]);
    expect(themes).toEqual([
      { theme: 'Carbon', keywords: ['carbon capture', 'carbon credits'] },
      { theme: 'Quantum Computing', keywords: ['quantum computing'] },
    ]);
  });

  it('when nothing links the keywords, then each is its own theme, named after it', () => {
    const themes = groupKeywordsIntoThemes([
      { term: 'tennis', evidence: [] },
      { term: 'mortgages', evidence: [] },
      { term: 'volcanoes', evidence: [] },
    ]);
    expect(themes.map((t) => t.theme)).toEqual(['Tennis', 'Mortgages', 'Volcanoes']);
  });

  it('when the input is empty or a single keyword, then the answer is empty or one theme', () => {
    expect(groupKeywordsIntoThemes([])).toEqual([]);
    expect(groupKeywordsIntoThemes([{ term: 'solar', evidence: ['Solar is up'] }])).toEqual([
      { theme: 'Solar', keywords: ['solar'] },
    ]);
  });

  it('when the same input is grouped twice in another order, then the themes hold the same keywords', () => {
    const terms = ['payments', 'climate', 'fraud', 'carbon', 'open banking', 'solar'];
    const a = groupKeywordsIntoThemes(terms.map(evidenceFor));
    const b = groupKeywordsIntoThemes([...terms].reverse().map(evidenceFor));
    const norm = (themes: typeof a) => themes.map((t) => [...t.keywords].sort().join(',')).sort();
    expect(norm(b)).toEqual(norm(a));
  });

  it('when similarities are computed, then they are symmetric and within 0..1', () => {
    const sim = keywordSimilarities(['payments', 'fraud', 'solar'].map(evidenceFor));
    for (let i = 0; i < 3; i += 1) {
      for (let j = 0; j < 3; j += 1) {
        expect(sim[i]![j]).toBeCloseTo(sim[j]![i]!, 10);
        expect(sim[i]![j]).toBeGreaterThanOrEqual(0);
        expect(sim[i]![j]).toBeLessThanOrEqual(1 + 1e-9);
      }
    }
  });
});
