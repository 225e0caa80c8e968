import { describe, expect, it } from 'vitest';
import type { ParsedSite } from '../types';
import { definedField, findSelfDescription } from './self-description';

const site = (mainText: string): ParsedSite => ({ url: 'https://example.example/', title: '', description: '', ogDescription: '', headings: [], mainText, socialLinks: { linkedin: null, x: null, instagram: null }, links: [] });

describe("the site's own sentence saying what the company is", () => {
  it('when the site says it is a kind of company, then the kind is that noun phrase without the place in front', () => {
    expect(findSelfDescription(site('Harrow & Pike is a Norwich law firm advising employers.'), 'Harrow & Pike')).toMatchObject({ kind: 'law firm', article: 'a' });
  });

  it("when a place's possessive stands before the kind, then the kind is read after it and takes 'a'", () => {
    expect(findSelfDescription(site("Sunreturn is Australia's specialist solar panel recycler. We collect old panels."), 'Sunreturn')).toMatchObject({
      kind: 'specialist solar panel recycler',
      article: 'a',
    });
  });

  it("when the definition opens on 'Today', then it is read, and the sentence starts at the name", () => {
    const text = 'Tenancies grew. Today Lettwise is cloud property management software used by 900 letting agencies.';
    expect(findSelfDescription(site(text), 'Lettwise')).toMatchObject({
      sentence: 'Lettwise is cloud property management software used by 900 letting agencies.',
      kind: 'cloud property management software',
    });
    expect(findSelfDescription(site('Today we open a new office in Leeds.'), 'Lettwise')).toBeNull();
  });

  it('when a sentence says what the company belongs to, then it is no definition and a later one is read', () => {
    const text = 'Sunreturn is a member of the Australian Council of Recycling. Sunreturn is a solar panel recycler in Victoria.';
    expect(findSelfDescription(site(text), 'Sunreturn')).toMatchObject({ kind: 'solar panel recycler' });
    expect(findSelfDescription(site('Sunreturn is a member of the Smart Energy Council.'), 'Sunreturn')).toBeNull();
  });

  it("when the tagger reads the kind's first noun as a verb ('is fleet telematics software'), then the kind is still the whole noun phrase", () => {
    expect(findSelfDescription(site('Drivetally is fleet telematics software for transport operators.'), 'Drivetally')).toMatchObject({ kind: 'fleet telematics software' });
  });

  it("when the kind is a group 'of' people described by a participle, then the group is read with them, not the clause after", () => {
    expect(findSelfDescription(site('Heelstone Podiatry is a team of registered podiatrists caring for feet across Singapore.'), 'Heelstone Podiatry')).toMatchObject({
      kind: 'team of registered podiatrists',
    });
    expect(findSelfDescription(site('Calder & Wren is a firm of heating engineers in Leeds.'), 'Calder & Wren')).toMatchObject({ kind: 'firm of heating engineers' });
  });

  it("when a definition names its field, then the field is read as a news reader tracks it, without how, where or who the company is", () => {
    const fields = {
      'farm management software': 'farm management software',
      'executive search firm': 'executive search',
      'independent firm of chartered quantity surveyors': 'quantity surveyors',
      'network of five dialysis centres': 'dialysis centres',
      'national tree health agency': 'tree health',
      'cloud property management software': 'property management software',
      'specialist solar panel recycler': 'solar panel recycler',
    };
    for (const [kind, field] of Object.entries(fields)) expect(definedField(kind), kind).toBe(field);
  });

  it('when a definition names only the organisation, a people or one word of field, then it names no field to track', () => {
    for (const kind of ['non-profit foundation', 'team of 16 people', 'UK charity', 'family business sweeping chimneys', 'architecture practice', 'cloud software'])
      expect(definedField(kind), kind).toBeNull();
  });
});
