import { describe, expect, it } from 'vitest';
import { contextNotes, viewInThirdPerson } from './company-view';

const prefill =
  'Company: Ledgerline\nIndustry: Payments\nAbout: Ledgerline settles card payments for online merchants the same day.';

describe('contextNotes', () => {
  it('when the context is only the prefill, then it holds no view and no facts', () => {
    expect(contextNotes(prefill, 'Ledgerline')).toEqual({ view: [], facts: [] });
  });

  it("when the user adds sentences in the company's voice, a fact, an instruction and a question, then each is read for what it is", () => {
    const notes = contextNotes(
      `${prefill}\nChargebacks at UK online shops rose 30% this quarter. We think same-day settlement closes the window chargeback fraud needs.\nFocus on small merchants.\nShould we mention the CEO?`,
      'Ledgerline',
    );
    expect(notes.view).toEqual(['We think same-day settlement closes the window chargeback fraud needs.']);
    expect(notes.facts).toEqual(['Chargebacks at UK online shops rose 30% this quarter.']);
  });

  it('when a sentence names the company, then it is the company speaking, however it is written', () => {
    expect(contextNotes('Ledgerline has settled 2 million payments since March', 'Ledgerline').view).toEqual([
      'Ledgerline has settled 2 million payments since March.',
    ]);
  });

  it('when the view runs to more than two sentences, then the first two are kept', () => {
    const view = contextNotes(
      'We see it coming. Our merchants ask about it daily. We have a plan for them.',
      'Ledgerline',
    ).view;
    expect(view).toEqual(['We see it coming.', 'Our merchants ask about it daily.']);
  });
});

describe('viewInThirdPerson', () => {
  it("when the view says 'we' and 'our', then it is said about the company by name", () => {
    expect(viewInThirdPerson(['We think same-day settlement ends most chargeback fraud.'], 'Ledgerline')).toEqual([
      'Ledgerline thinks same-day settlement ends most chargeback fraud.',
    ]);
    expect(viewInThirdPerson(['Ledgerline has settled 2 million payments.'], 'Ledgerline')).toEqual([
      'Ledgerline has settled 2 million payments.',
    ]);
  });
});
