import { describe, expect, it } from 'vitest';
import { offerLine, type OfferContext } from './pitch-offer';

const dental = {
  companyName: 'Brightmolar Dental',
  website: 'brightmolar.example',
  industry: 'Dental clinics',
  companyProfile:
    'Brightmolar Dental runs 34 family dental practices across Yorkshire and the East Midlands. Around 60% of its appointments are NHS.',
  targetMarkets: ['NHS patients', 'Families'],
  keyProducts: [],
  keywords: ['NHS dentistry'],
};
const subject = {
  np: 'the UDA dental contract',
  phrase: 'UDA dental contract',
  plural: false,
} as OfferContext['subject'];
const context = (over: Partial<OfferContext>): OfferContext => ({
  company: dental,
  subject,
  workforce: null,
  ownField: false,
  selfLine: false,
  person: null,
  ...over,
});

describe('the offer a pitch makes after the news', () => {
  it('when the story names a market the company serves, then the company works with it and explains what the story means for them', () => {
    expect(offerLine(context({ market: 'NHS patients' })).offer).toBe(
      'Brightmolar Dental works with NHS patients and can explain what the UDA dental contract means for them.',
    );
  });

  it("when the company's own paragraph names the market in full, then the offer names it by its head alone", () => {
    expect(offerLine(context({ market: 'Smallholder farmers in Kenya and Uganda' })).market).toEqual({
      said: 'smallholder farmers in Kenya and Uganda',
      unsaid: 'Brightmolar Dental can explain what the UDA dental contract means for the farmers it works with.',
    });
    const head = (market: string) => /for the (.+) it works with/.exec(offerLine(context({ market })).market!.unsaid)![1];
    expect(head('Independent retail')).toBe('customers');
    expect(head('People with diabetes')).toBe('people');
    expect(head('Hotels, restaurants and cafés')).toBe('customers');
    expect(head('Financial services')).toBe('customers');
    expect(head('SMEs')).toBe('SMEs');
    expect(head('Small and medium-sized employers')).toBe('employers');
  });

  it('when the story is about work, then the company speaks as the employer of the people it names', () => {
    expect(offerLine(context({ workforce: '410 dentists, hygienists and nurses' })).offer).toBe(
      'Brightmolar Dental employs 410 dentists, hygienists and nurses and can say what the UDA dental contract means for an employer of its size.',
    );
    expect(offerLine(context({ workforce: '260 people, including 38 apprentices' })).offer).toContain(
      'employs 260 people, including 38 apprentices, and can say',
    );
  });

  it('when the story is in its field and the profile counts its sites, then the offer names them; a count of customers or a rounded one is no site', () => {
    expect(offerLine(context({ ownField: true })).offer).toBe(
      'Brightmolar Dental can say what the UDA dental contract means at its 34 family dental practices across Yorkshire and the East Midlands.',
    );
    const members = { ...dental, companyProfile: 'Brightmolar Dental has 62,000 members. It runs about 30 practices.' };
    expect(offerLine(context({ company: members, ownField: true })).offer).toBe(
      'Brightmolar Dental can give a dental clinic group’s view of the UDA dental contract.',
    );
  });

  it('when the profile names a person who speaks for it, then the view of its kind is theirs, and the ask may name them alone', () => {
    const person = { name: 'Dr Priya Shah', who: 'who founded Brightmolar Dental' };
    expect(offerLine(context({ person }))).toEqual({
      offer:
        'Dr Priya Shah, who founded Brightmolar Dental, can give a dental clinic group’s view of the UDA dental contract.',
      personNamed: true,
    });
  });

  it('when the next line already says what kind of company it is, then the offer says no kind', () => {
    expect(offerLine(context({ selfLine: true })).offer).toBe(
      'Brightmolar Dental can say what the UDA dental contract means in practice.',
    );
  });
});
