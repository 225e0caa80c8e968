import { readFileSync } from 'node:fs';
import { testWordReading } from '../helpers/semantic';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseCompanyOffline, UNSPECIFIED_INDUSTRY } from '../../src/ai/offline/company-analysis';
import { detectIndustry } from '../../src/ai/offline/industry-detect';
import { parseHtml } from '../../src/ai/website/parse-html';

/** The word vectors' reading, as the offline provider passes it (sector by meaning, word rarity). */
let reading: Awaited<ReturnType<typeof testWordReading>>;
beforeAll(async () => {
  reading = await testWordReading();
});

const analyse = (html: string, companyName: string, website: string) =>
  analyseCompanyOffline({
    companyName,
    website,
    userMediaOutlets: [],
    socialMediaLinks: {},
    site: parseHtml(html, `https://${website}/`),
    knownOutlets: [],
  }, reading);

describe('industry of a pet-food brand', () => {
  it('when the page sells fresh dog food, then the industry is not Food & Beverage but what the site says it is', () => {
    const html = readFileSync(new URL('../fixtures/relevance-companies/sites/barkfresh.html', import.meta.url), 'utf8');
    const result = analyse(html, 'Barkfresh', 'barkfresh.co.uk');
    expect(result.industry).not.toBe('Food & Beverage');
    // The taxonomy's sector for what the site sells (sector-taxonomy.ts): pet food, not people's food.
    expect(result.industry).toBe('Pet Food & Products');
  });

  it('when food words are about dogs and cats, then the food lexicon does not claim the text; about people, it still does', () => {
    const pets =
      'Fresh dog food and cat food, cooked gently. Recipes your dog will love; ingredients your cat can trust. Pet food delivered.';
    expect(detectIndustry(pets).industry.id).not.toBe('food');
    const people =
      'Fresh food for restaurants and grocery shoppers: plant-based snacks, recipes and ingredients, made with organic coffee.';
    expect(detectIndustry(people).industry.id).toBe('food');
  });

  it('when a readable site says nothing of its field, then the industry is unspecified, not a default bucket', () => {
    const html =
      '<html><head><title>Hello</title></head><body><h1>Welcome to Plimble</h1><p>We are glad you are here. Read our news and get in touch with the team.</p></body></html>';
    const result = analyse(html, 'Plimble', 'plimble.example');
    expect(result.industry).toBe(UNSPECIFIED_INDUSTRY);
  });
});
