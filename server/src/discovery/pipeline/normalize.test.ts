import { describe, expect, it } from 'vitest';
import { normalizeTitle, stripOutletSuffix } from './normalize';

describe('normalizeTitle', () => {
  it('when two feeds carry one headline with different suffixes and tags, then both normalise to the same text', () => {
    const a = normalizeTitle('BREAKING: ECB cuts interest rates to 3.75% - Reuters');
    const b = normalizeTitle('“ECB Cuts Interest Rates to 3.75%” | Financial Times');
    expect(a).toBe('ecb cuts interest rates to 3.75');
    expect(b).toBe(a);
  });

  it('when tags stack or use other separators, then every leading tag is removed', () => {
    expect(normalizeTitle('Exclusive: Live updates — Nvidia unveils Rubin chip')).toBe('nvidia unveils rubin chip');
    expect(normalizeTitle('Opinion | Why the Fed will wait')).toBe('why the fed will wait');
  });

  it('when punctuation, possessives and spacing vary, then they collapse to single spaces without apostrophes', () => {
    expect(normalizeTitle("  Taiwan's   strongest quake:  what we know?! ")).toBe('taiwan strongest quake what we know');
    expect(normalizeTitle('Covid-19 cases rise')).toBe('covid 19 cases rise');
  });

  it('when the tail after a dash is long, then it is kept as part of the headline', () => {
    expect(stripOutletSuffix('Apple earnings - what the numbers say about the iPhone cycle this year')).toBe(
      'Apple earnings - what the numbers say about the iPhone cycle this year',
    );
  });

  it('when the outlet is known, then it is removed even after a colon', () => {
    expect(normalizeTitle('Spotify raises prices: The Verge', 'The Verge')).toBe('spotify raises prices');
  });
});
