import { describe, expect, it } from 'vitest';
import { cosinePacked, packUnit, TermIds } from './packed-vector';
import { cosine, TfIdf } from './tfidf';

describe('packed vectors', () => {
  it('when two documents are packed, then their packed cosine equals the sparse cosine', () => {
    const tfidf = new TfIdf();
    tfidf.addDocument('Tesla recalls Model Y over power steering fault');
    tfidf.addDocument('Model Y steering recall: Tesla fixes power steering by software');
    tfidf.addDocument('Coffee prices hit record high');
    const [a, b, c] = tfidf.vectors();
    const ids = new TermIds();
    const [pa, pb, pc] = [a!, b!, c!].map((v) => packUnit(v, ids));
    expect(cosinePacked(pa!, pb!)).toBeCloseTo(cosine(a!, b!), 12);
    expect(cosinePacked(pa!, pc!)).toBe(0);
    expect(cosinePacked(pa!, pa!)).toBeCloseTo(1, 12);
  });

  it('when a vector is empty, then its packed cosine with anything is 0', () => {
    const ids = new TermIds();
    expect(cosinePacked(packUnit(new Map(), ids), packUnit(new Map([['x', 2]]), ids))).toBe(0);
  });
});
