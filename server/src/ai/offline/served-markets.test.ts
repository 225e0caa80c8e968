import { describe, expect, it } from 'vitest';
import { emptySocialLinks } from '@newsjack/shared';
import { servedPlaces } from './served-markets';

const site = (mainText: string) => ({
  url: 'https://example.example/',
  title: '',
  description: '',
  ogDescription: '',
  headings: [],
  links: [],
  socialLinks: emptySocialLinks(),
  mainText,
});

describe('the places a site serves', () => {
  it('when the site names customers in places, then those are its served places', () => {
    expect(servedPlaces(site('A same-week callout for customers in Leeds, Bradford, Harrogate and Wakefield.'), 'Kirkgate')).toEqual([
      'Customers in Leeds, Bradford, Harrogate and Wakefield',
    ]);
  });

  it('when the site counts its own people in places, then that is where its staff work, not whom it serves', () => {
    expect(servedPlaces(site("We're 85 people in Brooklyn and Allentown, plus seasonal packers."), 'Fernhouse')).toEqual([]);
  });
});
