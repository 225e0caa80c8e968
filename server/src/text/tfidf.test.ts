import { describe, expect, it } from 'vitest';
import { cosine, TfIdf } from './tfidf';
import { stem, termsWithSurface } from './tokenize';

const corpus = [
  'Stripe launches instant payouts for marketplaces as payment processing costs fall for online merchants',
  'Solar panel installations hit record as battery storage prices drop and utilities expand grid capacity',
  'Central banks weigh digital currencies while payment networks test instant cross-border transfers',
  'Football club sales surge as broadcasters bid for streaming rights to the league season',
];

describe('TfIdf', () => {
  it('when a document is about payments among unrelated ones, then its top terms are its distinctive surface words', () => {
    const tfidf = new TfIdf();
    for (const doc of corpus) tfidf.addDocument(doc);
    const top = tfidf.topTerms(0, 8);
    expect(top).toEqual(expect.arrayContaining(['stripe', 'marketplaces', 'processing', 'merchants']));
    // Shared with the central-bank story, so less distinctive than the words only this story uses.
    expect(top).not.toContain('payment');
    expect(top).not.toContain('instant');
    // Surface forms, never Porter stems.
    expect(top).not.toContain('marketplac');
  });

  it('when a word repeats in a document, then it outranks the document\'s single mentions', () => {
    const tfidf = new TfIdf();
    tfidf.addDocument('Stablecoin issuers face stablecoin audits as stablecoin volumes climb');
    tfidf.addDocument('Retailers report holiday sales');
    expect(tfidf.topTerms(0, 1)).toEqual(['stablecoin']);
  });

  it('when a term appears in every document, then it weighs less than a term in one document', () => {
    const tfidf = new TfIdf();
    tfidf.addDocument('cloud security breach');
    tfidf.addDocument('cloud pricing change');
    tfidf.addDocument('cloud outage report');
    expect(tfidf.idf('cloud')).toBeLessThan(tfidf.idf('breach'));
  });

  it('when bigrams are enabled, then a two-word subject can rank among the top terms', () => {
    const tfidf = new TfIdf({ bigrams: true });
    tfidf.addDocument('Carbon capture is scaling. Carbon capture plants now store carbon underground.');
    tfidf.addDocument('Quarterly earnings beat forecasts as retail demand holds.');
    expect(tfidf.topTerms(0, 3)).toContain('carbon capture');
  });

  it('when background documents are added, then they count in the idf but get no vector of their own', () => {
    const alone = new TfIdf();
    alone.addDocument('Keystone Pay outage hits merchants');
    alone.addDocument('Keystone Pay restores service');
    const weighed = new TfIdf();
    weighed.addDocument('Keystone Pay outage hits merchants');
    weighed.addDocument('Keystone Pay restores service');
    for (const doc of ['Merchants cheer lower card fees', 'Hurricane hits the coast', 'Solar farms expand']) weighed.addBackground(doc);
    expect(weighed.size).toBe(2);
    expect(weighed.vectors()).toHaveLength(2);
    // In the two documents alone 'keystone' is everywhere and weighs far less than 'outage'; against the
    // background it is the rare name it is, and the gap shrinks.
    const ratio = (t: TfIdf) => t.idf(stem('keystone')) / t.idf(stem('outage'));
    expect(ratio(weighed)).toBeGreaterThan(ratio(alone));
  });

  it('when the documents are released, then idf and size stay as they were, a released document is refused and a new one is indexed after them', () => {
    const tfidf = new TfIdf();
    for (const doc of corpus) tfidf.addDocument(doc);
    const idfs = ['payment', 'solar', 'instant', 'unseen'].map((w) => tfidf.idf(stem(w)));
    tfidf.releaseDocuments();
    expect(tfidf.size).toBe(corpus.length);
    expect(['payment', 'solar', 'instant', 'unseen'].map((w) => tfidf.idf(stem(w)))).toEqual(idfs);
    expect(() => tfidf.vector(0)).toThrow(/released/);
    const index = tfidf.addDocument('Stripe payouts');
    expect(index).toBe(corpus.length);
    expect([...tfidf.vector(index).keys()]).toEqual([stem('stripe'), stem('payouts')]);
  });

  it('when a released document\'s terms are weighed again, then they give the vector it had, in the same order', () => {
    const tfidf = new TfIdf();
    const terms = termsWithSurface('Lithium prices fall as lithium refiners cut output');
    tfidf.addDocument(terms);
    tfidf.addDocument('Copper prices rise');
    const before = tfidf.vector(0);
    tfidf.releaseDocuments();
    expect([...tfidf.vectorOfTerms(terms)]).toEqual([...before]);
  });

  it('when documents are given as counts, then idf and weights are those of the same documents added and released', () => {
    const added = new TfIdf();
    const counted = new TfIdf();
    for (const doc of corpus) {
      added.addDocument(doc);
      const counts = new Map<string, number>();
      for (const { stem: s } of termsWithSurface(doc)) counts.set(s, (counts.get(s) ?? 0) + 1);
      counted.addCounted(counts);
    }
    added.releaseDocuments();
    expect(counted.size).toBe(added.size);
    for (const w of ['payment', 'solar', 'unseen']) expect(counted.weight(stem(w), 2)).toBe(added.weight(stem(w), 2));
    counted.addDocument('Stripe payouts');
    expect(() => counted.addCounted(new Map([['x', 1]]))).toThrow();
  });

  it('when asked for a document index that does not exist, then it throws a RangeError', () => {
    const tfidf = new TfIdf();
    expect(() => tfidf.vector(0)).toThrow(RangeError);
  });
});

describe('cosine', () => {
  it('when two headlines share a subject, then they are more similar than two about different subjects', () => {
    const tfidf = new TfIdf();
    for (const doc of corpus) tfidf.addDocument(doc);
    const [stripe, solar, banks] = tfidf.vectors();
    expect(cosine(stripe!, banks!)).toBeGreaterThan(cosine(stripe!, solar!));
  });

  it('when vectors are identical, empty or disjoint, then the similarity is 1, 0 and 0', () => {
    const a = new Map([['payment', 2], ['fraud', 1]]);
    expect(cosine(a, a)).toBeCloseTo(1, 10);
    expect(cosine(a, new Map())).toBe(0);
    expect(cosine(a, new Map([['solar', 3]]))).toBe(0);
  });

  it('when a query is vectorised against the corpus, then it is closest to the matching document', () => {
    const tfidf = new TfIdf();
    for (const doc of corpus) tfidf.addDocument(doc);
    const query = tfidf.vectorize('battery storage for solar farms');
    const sims = tfidf.vectors().map((v) => cosine(query, v));
    expect(sims.indexOf(Math.max(...sims))).toBe(1);
  });
});
