import { describe, expect, it } from 'vitest';
import { stockistsNamed } from './site-stockists';

describe('stockistsNamed', () => {
  it('when a site says where it is sold, then the shops named after that are its stockists', () => {
    const text = 'Independently tested to AS/NZS 2604. Find us at Woolworths, Life Pharmacy, Unichem and Chemist Warehouse.\nOur games are stocked by 600 independent shops, plus Waterstones and Forbidden Planet.';
    expect([...stockistsNamed(text)]).toEqual(expect.arrayContaining(['woolworths', 'life pharmacy', 'unichem', 'chemist warehouse', 'waterstones', 'forbidden planet']));
    expect(stockistsNamed('Find Marram at Woolworths supermarkets nationwide.').has('woolworths')).toBe(true);
  });

  it('when a sentence only finds something in a place or a service, then nothing is a stockist', () => {
    expect(stockistsNamed('Families find support in Wayfinder Circles across Ohio. We help people with Alzheimer’s disease.').size).toBe(0);
  });
});
