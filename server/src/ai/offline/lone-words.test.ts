import { describe, expect, it } from 'vitest';
import { wordRarityReader, type OfflineSemanticEngine } from '../../semantic/offline/offline-semantic-engine';
import { testSemanticEngine } from '../../../test/helpers/semantic';
import { loneWordTrackable, siteKeywords } from './site-keywords';
import { abbreviates, sharedNameTail } from './site-names';

describe('single-word keywords', () => {
  it('when a word is among the commonest in English (energy, travel, book), then it is no keyword alone; a trade term is', async () => {
    const rarity = wordRarityReader(await (testSemanticEngine() as OfflineSemanticEngine).wordVectors());
    for (const word of ['energy', 'travel', 'book', 'property', 'machinery', 'operator']) expect(loneWordTrackable(word, rarity), word).toBe(false);
    for (const word of ['paratransit', 'ridership', 'noncompete', 'stablecoin', 'sourdough']) expect(loneWordTrackable(word, rarity), word).toBe(true);
  });

  it('when a lone word is an acronym, then it is kept whatever its rank; a capitalised generic word is not', () => {
    const common = () => 0;
    expect(loneWordTrackable('BVLOS', common)).toBe(true);
    expect(loneWordTrackable('MCS', common)).toBe(true);
    expect(loneWordTrackable('Security', common)).toBe(false);
    expect(loneWordTrackable('Council', common)).toBe(false);
    expect(loneWordTrackable('Kubernetes', () => 0.95)).toBe(true);
  });

  it('when a site repeats a common word three times, then it is no keyword, while its repeated phrases are', () => {
    const text = [
      'Harbour Energy Co-op installs solar panels for farms.',
      'Our solar panels cut energy bills. Energy you make is energy you keep.',
      'Farms in Devon use our solar panels and battery storage. Battery storage keeps energy for the evening.',
    ].join('\n');
    const rarity = (w: string) => ({ energy: 0, farms: 0.3 })[w] ?? 0.9;
    const keywords = siteKeywords({ text, companyName: 'Harbour Energy Co-op', domainWords: ['harbourenergy'], industry: null, cueMatches: [], products: [], rarity });
    expect(keywords).not.toContain('energy');
    expect(keywords).toEqual(expect.arrayContaining(['solar panels', 'battery storage']));
  });
});

describe('phrases a site says once', () => {
  it('when a phrase said once is led by a word that grades (perfect, old, retired), then it is no keyword; one that names a kind of thing is', () => {
    const text = [
      'Fenwick Tiles makes porcelain floor tiles for kitchens and bathrooms.',
      'Our porcelain floor tiles suit underfloor heating. Porcelain floor tiles from Fenwick last for decades.',
      'The perfect finishing touch for an old farmhouse kitchen, says a retired stone mason who fitted them.',
      'We also supply tile adhesive.',
    ].join('\n');
    const keywords = siteKeywords({ text, companyName: 'Fenwick Tiles', domainWords: ['fenwicktiles'], industry: null, cueMatches: [], products: [], rarity: () => 0.9 });
    expect(keywords).toContain('porcelain floor tiles');
    expect(keywords.join(' | ')).not.toMatch(/perfect|old farmhouse|retired/i);
    expect(keywords).toEqual(expect.arrayContaining(['tile adhesive']));
  });
});

describe('what a phrase said once is', () => {
  const keywordsOf = (lines: string[], servedPlaces: string[] = []) =>
    siteKeywords({ text: lines.join('\n'), companyName: 'Kestle Games', domainWords: ['kestlegames'], industry: null, cueMatches: [], products: [], servedPlaces, rarity: () => 0.9 });

  it('when a phrase names a person, a job or an address, then it is no keyword', () => {
    const keywords = keywordsOf([
      'Kestle Games publishes family board games. Our family board games are made in Bristol.',
      "My friend Marcus Tan told me about Kestle. Ciarán O'Keeffe tests every game. Ciarán O'Keeffe loves them.",
      'Write to our Head of Customer Care, or to the Vice-President, at 4 Church Street.',
    ]);
    expect(keywords.join(' | ')).not.toMatch(/Marcus|Ciarán|Head of|Vice|Church Street/i);
    expect(keywords).toContain('family board games');
  });

  it('when a country leads a phrase the company does not name as its market, then the keyword is the rest of the phrase', () => {
    const keywords = keywordsOf([
      'Kestle Games publishes family board games. Our family board games are made in Bristol.',
      'Like every small publisher we worry about US import tariffs.',
    ]);
    expect(keywords).toContain('import tariffs');
    expect(keywords.join(' | ')).not.toMatch(/\bUS\b/);
  });

  it('when a letter follows a figure as its unit, then it starts no keyword; a name the tagger began with a common noun keeps its capitals', () => {
    const keywords = keywordsOf([
      'Kestle Games publishes family board games. Our family board games are made in Bristol.',
      'Every shop carries $10M liability coverage. Our tables measure 230 m x 38 m in the hall.',
      'Find us at Life Pharmacy, Unichem and Chemist Warehouse. Find us at Life Pharmacy too. A long life is a good life.',
    ]);
    expect(keywords.join(' | ')).not.toMatch(/\bM liability|\bm x\b|life Pharmacy/);
    expect(keywords).toContain('liability coverage');
  });

  it('when a phrase names a person’s role or what the company never uses, then it is no keyword', () => {
    const keywords = keywordsOf([
      'Kestle Games publishes family board games. Our family board games are made in Bristol.',
      'We never use single-use plastic shrink wrap. Our card stock is recycled paper board.',
      '"Orders arrive on time," says a patient logistics manager at a games café.',
    ]);
    expect(keywords).toContain('card stock');
    expect(keywords.join(' | ')).not.toMatch(/shrink wrap|logistics manager/);
  });

  it('when a site says many phrases once, then they fill the list to ten, not beyond', () => {
    const once = ['dice towers', 'card sleeves', 'miniature paints', 'game mats', 'score pads', 'storage inserts', 'rule books', 'token trays', 'felt bags', 'timer apps', 'puzzle boxes', 'wooden meeples'];
    const keywords = keywordsOf(['Kestle Games publishes family board games. Our family board games are made in Bristol.', ...once.map((o) => `We sell ${o}.`)]);
    expect(keywords).toHaveLength(10);
  });
});

describe('names among the keywords', () => {
  it('when a name and its acronym are both picked, then one keyword remains: the name', async () => {
    const { KeywordSet } = await import('./site-keywords');
    expect(abbreviates('MLA', 'Master Locksmiths Association')).toBe(true);
    expect(abbreviates('NBF', 'National Bed Federation')).toBe(true);
    expect(abbreviates('BSHAA', 'British Society of Hearing Aid Audiologists')).toBe(true);
    expect(abbreviates('MLA', 'upvc doors')).toBe(false);
    const first = new KeywordSet();
    first.addAll(['MLA', 'lockout', 'Master Locksmiths Association'], 10);
    expect(first.list()).toEqual(['Master Locksmiths Association', 'lockout']);
    const second = new KeywordSet();
    second.addAll(['Master Locksmiths Association', 'MLA', 'lockout'], 10);
    expect(second.list()).toEqual(['Master Locksmiths Association', 'lockout']);
  });

  it('when a name holds a term of the business, then both are keywords: the organisation and what the company sells', async () => {
    const { KeywordSet } = await import('./site-keywords');
    const set = new KeywordSet();
    set.addAll(['British Society of Hearing Aid Audiologists', 'Hedgerow Count', 'hearing aids', 'hedgerows', 'Society'], 10);
    expect(set.list()).toEqual(['British Society of Hearing Aid Audiologists', 'Hedgerow Count', 'hearing aids', 'hedgerows']);
  });

  it("when a sector's category term is inside a phrase of the site, then it is kept, unless another category term holds it", async () => {
    const { KeywordSet } = await import('./site-keywords');
    const set = new KeywordSet();
    set.addAll(['old mattresses', 'foam comfort layer'], 10);
    set.addAll(['mattresses', 'memory foam', 'foam'], 10, true);
    set.addAll(['foam'], 10);
    expect(set.list()).toEqual(['old mattresses', 'foam comfort layer', 'mattresses', 'memory foam']);
  });

  it("when the site names a person and later uses the surname alone, then the surname is no keyword", () => {
    const text = [
      'Ostara Fertility was founded by embryologist Dr Karin Lindqvist and offers IVF and egg freezing.',
      'Our lab director, Dr Lindqvist, leads the embryology team. Lindqvist also trains embryologists in egg freezing.',
      'IVF and egg freezing are our core treatments. We offer IVF to same-sex couples.',
    ].join('\n');
    const keywords = siteKeywords({ text, companyName: 'Ostara Fertility', domainWords: ['ostara'], industry: null, cueMatches: [], products: [], rarity: () => 0.9 });
    expect(keywords.map((k) => k.toLowerCase())).not.toContain('lindqvist');
    expect(keywords).toContain('egg freezing');
  });
});

describe('pieces of longer names', () => {
  it('when a name is only written as the tail of several different names, then it is no keyword; one name written whole is', () => {
    const text = 'The partnership was set up by Lewes District Council, Rother District Council and Wealden District Council. Wealden District Council leads it.';
    expect(sharedNameTail('District Council', text)).toBe(true);
    expect(sharedNameTail('Wealden District Council', text)).toBe(false);
    // One name before it, or a possessive, makes no shared tail.
    expect(sharedNameTail('Land Registry', 'Delays at HM Land Registry grew. HM Land Registry said so.')).toBe(false);
    expect(sharedNameTail('Funding Code', "The Regulator's Funding Code applies. The Funding Code is new.")).toBe(false);
  });

  it('when a product or sector term is only ever written inside a longer name, then it is no keyword', () => {
    const text = [
      'The Hedgerow Trust surveys hedgerows across England with volunteers.',
      'Our hedgerow surveys count hedgerows every summer, and volunteers plant hedgerows each winter.',
      "We are members of Wildlife and Countryside Link and work with the People's Trust for Endangered Species.",
    ].join('\n');
    const keywords = siteKeywords({
      text,
      companyName: 'The Hedgerow Trust',
      domainWords: ['hedgerowtrust'],
      industry: null,
      cueMatches: [],
      sectorTerms: ['endangered species'],
      products: ['Countryside Link'],
      rarity: () => 0.9,
    });
    expect(keywords).toContain('hedgerows');
    expect(keywords).not.toContain('Endangered Species');
    expect(keywords).not.toContain('Countryside Link');
  });
});

describe('names a site says once', () => {
  it('when a site names its funder or evaluator once, then it is no keyword; a regulator or trade body named once is', () => {
    const text = [
      'Page Turners is a charity that trains volunteer reading coaches for adults.',
      'Our reading coaches work in libraries and prisons. Reading coaches meet learners every week.',
      'We are funded by the National Lottery Community Fund, and an evaluation by Sheffield Hallam University found that learners improved.',
      'Our coaching standards follow guidance from the Education and Training Foundation and we are members of the National Literacy Association.',
    ].join('\n');
    const keywords = siteKeywords({ text, companyName: 'Page Turners', domainWords: ['pageturners'], industry: null, cueMatches: [], products: [], rarity: () => 0.9 });
    expect(keywords).toContain('reading coaches');
    expect(keywords).toContain('National Literacy Association');
    expect(keywords).not.toContain('National Lottery Community Fund');
    expect(keywords).not.toContain('Sheffield Hallam University');
  });
});

describe('what a site writes beside its subjects', () => {
  it('when a site gives sizes, a list of marks, its people by title or relation, then none of them is a keyword', () => {
    const text = [
      'Sanskar Vitrified makes vitrified tiles in Morbi. Our vitrified tiles come in 600x600, 600x1200 and 800x800 mm.',
      'Vitrified tiles and large-format slabs for floors. Large-format slabs in 800x1600 mm.',
      'ISO 9001 · BIS · GreenPro certified. BIS · GreenPro marks on every box.',
      'Founded by Engr. Samuel Oduya and his cousin Hitesh Kundariya. Engr. Oduya and Engr. Bankole lead the design team.',
    ].join('\n');
    const keywords = siteKeywords({ text, companyName: 'Sanskar Vitrified', domainWords: ['sanskar'], industry: null, cueMatches: [], products: [], rarity: () => 0.9 });
    expect(keywords).toEqual(expect.arrayContaining(['vitrified tiles', 'large-format slabs']));
    expect(keywords.join(' | ')).not.toMatch(/x600|x1200|·|\bEngr\b|Kundariya|Oduya/);
  });

  it('when a site says how much it makes and where it is sold, then neither the unit nor the shops are keywords', () => {
    const text = [
      'Tamarack Hill Maple makes maple syrup and maple butter. We make between 12,000 and 18,000 litres of maple syrup a year.',
      'About 40 litres of sap make one litre of maple syrup. Our maple butter is whipped maple syrup. Litres of it.',
      'Find us at Farm Boy and Foodland. Farm Boy stores carry our maple butter and Foodland carries our maple syrup.',
    ].join('\n');
    const keywords = siteKeywords({ text, companyName: 'Tamarack Hill Maple', domainWords: ['tamarack'], industry: null, cueMatches: [], products: [], rarity: () => 0.9 });
    expect(keywords).toEqual(expect.arrayContaining(['maple syrup', 'maple butter']));
    expect(keywords.join(' | ')).not.toMatch(/litres|Farm Boy|Foodland/i);
  });
});
