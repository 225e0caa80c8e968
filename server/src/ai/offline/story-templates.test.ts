import { describe, expect, it } from 'vitest';
import { fieldOf, STORY_TEMPLATES } from './story-templates';
import type { StoryFacts } from './story-facts';

describe('the field a company kind names', () => {
  it("when the kind is a field with 'company' ('a home care company'), then the field stands alone: 'a practical guide to home care'", () => {
    expect(fieldOf('a home care company')).toBe('home care');
    expect(fieldOf('an accounts payable software company')).toBe('accounts payable software');
    expect(fieldOf('a company in fintech for freelancers')).toBe('fintech for freelancers');
    expect(fieldOf('a construction safety wearable company')).toBe('construction safety wearables');
  });

  it("when the kind names an organisation ('a regional airline'), then its sector is the group of them: 'what changes for business travellers and regional airlines'", () => {
    expect(fieldOf('a regional airline')).toBe('regional airlines');
    expect(fieldOf('a craft brewery')).toBe('craft breweries');
    expect(fieldOf('a dental clinic group')).toBe('dental clinic groups');
    expect(fieldOf('an independent bookshop group')).toBe('independent bookshop groups');
  });
});

describe('the contrarian thought-leadership idea', () => {
  const contrarian = STORY_TEMPLATES['thought-leadership'].find((t) => t.name === 'contrarian')!;
  const facts = (matched: string[], phrase = 'federal heat illness rule') =>
    ({
      company: 'Hardline Sense',
      companys: 'Hardline Sense’s',
      market: 'general contractors',
      peers: false,
      audience: 'general contractors',
      companyKind: 'a construction safety wearable company',
      workforce: null,
      products: [],
      matched,
      category: 'politics',
      subject: { phrase, np: `the ${phrase}`, plural: false },
    }) as unknown as StoryFacts;

  it('when the story touches a term the company tracks, then the headline argues what kind of story it is for the company', () => {
    expect(contrarian.headline(facts(['OSHA']), false)).toBe('The federal heat illness rule is an OSHA story, not only a political one');
    expect(contrarian.plan(facts(['OSHA']))).toContain('the OSHA questions the federal heat illness rule raises matter more than the political ones');
  });

  it('when the only term says the subject again or names the story’s own field, then no such view is claimed', () => {
    expect(contrarian.headline(facts(['heat illness rules']), false)).not.toMatch(/ story, not only /);
    expect(contrarian.headline(facts(['politics']), false)).not.toMatch(/ story, not only /);
  });
});
