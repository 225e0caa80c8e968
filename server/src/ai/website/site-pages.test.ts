import { describe, expect, it } from 'vitest';
import type { ParsedSite } from '../types';
import { mergePages, pagesWorthReading, sitemapLocations } from './site-pages';

const site = (url: string, links: string[] = [], mainText = ''): ParsedSite => ({
  url,
  title: '',
  description: '',
  ogDescription: '',
  headings: [],
  mainText,
  socialLinks: { linkedin: null, x: null, instagram: null },
  links,
});

describe('pagesWorthReading', () => {
  it('when a home page links its pages, then about comes first, then one of each other kind, same site only, no files or blog slugs', () => {
    const home = site('https://www.fernleaf.example/', [
      'https://www.fernleaf.example/blog/our-services-explained',
      'https://www.fernleaf.example/shop/serums',
      'https://fernleaf.example/en/about-us/',
      'https://www.fernleaf.example/press',
      'https://www.fernleaf.example/collections/body-oils',
      'https://www.fernleaf.example/brochure.pdf',
      'https://other.example/about',
      'https://www.fernleaf.example/careers',
      'https://www.fernleaf.example/industries/spas',
      'https://www.fernleaf.example/',
    ]);
    expect(pagesWorthReading(home)).toEqual([
      'https://fernleaf.example/en/about-us/',
      'https://www.fernleaf.example/shop/serums',
      'https://www.fernleaf.example/industries/spas',
      'https://www.fernleaf.example/press',
    ]);
  });

  it('when the home page links nothing useful, then a sitemap’s addresses are read for the same pages', () => {
    const xml = `<?xml version="1.0"?><urlset><url><loc>https://skyline.example/</loc></url>
      <url><loc> https://skyline.example/company </loc></url><url><loc>https://skyline.example/solutions/bridges?a=1&amp;b=2</loc></url></urlset>`;
    expect(sitemapLocations(xml)).toEqual(['https://skyline.example/', 'https://skyline.example/company', 'https://skyline.example/solutions/bridges?a=1&b=2']);
    expect(pagesWorthReading(site('https://skyline.example/'), sitemapLocations(xml))).toEqual([
      'https://skyline.example/company',
      'https://skyline.example/solutions/bridges',
    ]);
  });
});

  it('when the site lives below a folder, then its pages are named after that folder, not by it', () => {
    const home = site('https://pages.example/northwind/', [
      'https://pages.example/northwind/blog/about-our-launch',
      'https://pages.example/northwind/platform',
      'https://pages.example/northwind/about',
      'https://pages.example/other-project/about',
    ]);
    expect(pagesWorthReading(home)).toEqual(['https://pages.example/northwind/about', 'https://pages.example/northwind/platform']);
  });

describe('mergePages', () => {
  it('when other pages were read, then their text follows the home page’s and the pages read are listed', () => {
    const merged = mergePages(site('https://a.example/', [], 'We inspect bridges.'), [
      { ...site('https://a.example/about', [], 'Skyline Aerial builds inspection drones.'), description: 'Inspection drones.' },
    ]);
    expect(merged.mainText).toBe('We inspect bridges.\nSkyline Aerial builds inspection drones.');
    expect(merged.description).toBe('Inspection drones.');
    expect(merged.pagesRead).toEqual(['https://a.example/', 'https://a.example/about']);
    expect(mergePages(site('https://a.example/'), []).pagesRead).toEqual(['https://a.example/']);
  });
});
