import { beforeAll, describe, expect, it } from 'vitest';
import {
  groupKeywordsIntoThemes,
  keywordSimilarities,
  nameTheme,
  themeLabel,
  type KeywordEvidence,
} from '../../src/modules/keywords/keyword-themes';
import { cosineMapFor } from '../../src/modules/keywords/keyword-search-calibration';
import { apiLikeEngine } from '../helpers/api-like-engine';
import { testSemanticEngine } from '../helpers/semantic';

/** Headlines as discovery would store them: each keyword's evidence is the headlines its search found. */
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

let vectorOf: (term: string) => Float32Array;
beforeAll(async () => {
  const engine = testSemanticEngine();
  const terms = [
    'payments',
    'climate',
    'fraud',
    'carbon',
    'open banking',
    'solar',
    'AI',
    'artificial intelligence',
    'Nurses',
    'Patients',
    'Clinicians',
    'tennis',
    'mortgages',
    'volcanoes',
    'air source heat pumps',
    'ground source heat pumps',
    'boiler upgrade scheme',
    'gas boilers',
    'carbon capture',
    'carbon credits',
    'quantum computing',
    'licence fees',
    'dog food',
    'identity security',
    'payment fraud',
    'online merchants',
  ];
  const vectors = await engine.embed(terms);
  vectorOf = (term) => {
    const i = terms.indexOf(term);
    if (i < 0) throw new Error(`no vector for ${term}`);
    return vectors[i]!;
  };
}, 120_000);

const withEvidence = (term: string): KeywordEvidence => ({
  term,
  vector: vectorOf(term),
  evidence: headlines.filter((h) => h.toLowerCase().includes(term.toLowerCase().replace(/s$/, ''))),
});
const bare = (term: string): KeywordEvidence => ({ term, vector: vectorOf(term), evidence: [] });
const sortedGroups = (themes: Array<{ keywords: string[] }>) => themes.map((t) => [...t.keywords].sort()).sort();

describe('grouping keywords into themes', () => {
  it('when payments, fraud and open banking are mixed with climate, carbon and solar, then two themes come out', () => {
    const themes = groupKeywordsIntoThemes(
      ['payments', 'climate', 'fraud', 'carbon', 'open banking', 'solar'].map(withEvidence),
    );
    expect(sortedGroups(themes)).toEqual([
      ['carbon', 'climate', 'solar'],
      ['fraud', 'open banking', 'payments'],
    ]);
  });

  it('when "AI" and "artificial intelligence" found different stories, then they are one theme by meaning, named as written', () => {
    const themes = groupKeywordsIntoThemes(['AI', 'tennis', 'artificial intelligence'].map(bare));
    expect(sortedGroups(themes)).toEqual([['AI', 'artificial intelligence'], ['tennis']]);
    expect(['AI', 'Artificial Intelligence']).toContain(themes[0]!.theme);
  });

  it('when nurses, patients and clinicians are grouped, then they form one theme named after one of them', () => {
    const themes = groupKeywordsIntoThemes(['Nurses', 'mortgages', 'Patients', 'Clinicians'].map(bare));
    expect(sortedGroups(themes)).toEqual([['Clinicians', 'Nurses', 'Patients'], ['mortgages']]);
    expect(['Nurses', 'Patients', 'Clinicians']).toContain(themes[0]!.theme);
  });

  it('when heat-pump keywords share their last words, then the theme is named by that head, never a middle word', () => {
    const themes = groupKeywordsIntoThemes(['air source heat pumps', 'ground source heat pumps'].map(bare));
    expect(themes).toEqual([{ theme: 'Heat Pumps', keywords: ['air source heat pumps', 'ground source heat pumps'] }]);
  });

  it('when keywords share a word in different places, then the theme is named by a whole keyword, not the shared word', () => {
    const themes = groupKeywordsIntoThemes(
      ['boiler upgrade scheme', 'gas boilers', 'carbon capture', 'carbon credits'].map(bare),
    );
    for (const theme of themes) {
      expect(theme.theme).not.toMatch(/^(Boiler|Carbon|Source|Gas)$/);
      expect(theme.keywords.map(themeLabel)).toContain(theme.theme);
    }
  });

  it('when nothing links the keywords, then each is its own theme, named after it', () => {
    const themes = groupKeywordsIntoThemes(['tennis', 'mortgages', 'volcanoes'].map(bare));
    expect(themes.map((t) => t.theme)).toEqual(['Tennis', 'Mortgages', 'Volcanoes']);
  });

  it('when the input is empty or a single keyword, then the answer is empty or one theme', () => {
    expect(groupKeywordsIntoThemes([])).toEqual([]);
    expect(groupKeywordsIntoThemes([withEvidence('solar')])).toEqual([{ theme: 'Solar', keywords: ['solar'] }]);
  });

  it('when the same input is grouped twice in another order, then the themes hold the same keywords', () => {
    const terms = ['payments', 'climate', 'fraud', 'carbon', 'open banking', 'solar', 'Nurses', 'Clinicians'];
    const a = groupKeywordsIntoThemes(terms.map(withEvidence));
    const b = groupKeywordsIntoThemes([...terms].reverse().map(withEvidence));
    expect(sortedGroups(b)).toEqual(sortedGroups(a));
  });

  it('when the engine puts every pair of keywords above 0.7 (as an API does), then its cosines are read on the offline scale and the themes stay apart', async () => {
    const engine = apiLikeEngine(testSemanticEngine());
    const terms = ['AI', 'tennis', 'artificial intelligence', 'Nurses', 'mortgages', 'Clinicians', 'volcanoes'];
    const vectors = await engine.embed(terms);
    const input = terms.map((term, i) => ({ term, vector: vectors[i]!, evidence: [] }));
    const expected = [['AI', 'artificial intelligence'], ['Clinicians', 'Nurses'], ['mortgages'], ['tennis'], ['volcanoes']];
    expect(sortedGroups(groupKeywordsIntoThemes(input, undefined, await cosineMapFor(engine)))).toEqual(expected);
    // Read as offline cosines, the API's 0.7-0.9 would make every keyword one theme.
    expect(groupKeywordsIntoThemes(input)).toHaveLength(1);
  });

  it('when similarities are computed, then they are symmetric and within 0..1', () => {
    const sim = keywordSimilarities(['payments', 'fraud', 'solar', 'AI'].map(withEvidence));
    for (let i = 0; i < 4; i += 1) {
      for (let j = 0; j < 4; j += 1) {
        expect(sim[i]![j]).toBeCloseTo(sim[j]![i]!, 10);
        expect(sim[i]![j]).toBeGreaterThanOrEqual(0);
        expect(sim[i]![j]).toBeLessThanOrEqual(1 + 1e-9);
      }
    }
  });
});

describe('naming a theme', () => {
  it('when a keyword is typed in lower case, then acronyms are capitalised and names keep their spelling', () => {
    expect(themeLabel('ai')).toBe('AI');
    expect(themeLabel('nhs trusts')).toBe('NHS Trusts');
    expect(themeLabel('iPhone sales')).toBe('iPhone Sales');
    expect(themeLabel('artificial intelligence')).toBe('Artificial Intelligence');
    expect(themeLabel('cost of living')).toBe('Cost of Living');
  });

  it('when the stories offer a phrase unrelated to the keywords, then a keyword names the theme', () => {
    const members = ['Nurses', 'Clinicians'].map(bare);
    const name = nameTheme(members, [{ term: 'licence fees', vector: vectorOf('licence fees') }]);
    expect(['Nurses', 'Clinicians']).toContain(name);
  });

  it('when the stories share a phrase closer to every keyword than the keywords are to each other, then it names the theme', () => {
    const members = ['fraud', 'payments'].map(bare);
    const phrases = ['payment fraud', 'online merchants'].map((term) => ({ term, vector: vectorOf(term) }));
    expect(nameTheme(members, phrases)).toBe('Payment Fraud');
  });
});
