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

describe('contextNotes on what users really type', () => {
  it("when 'US', a quotation or another firm's news holds the words the company speaks in, then the sentence is a fact", () => {
    const notes = contextNotes(
      'US card fraud rose 30% in 2025.\nThe minister said "we will act on card fees".\nStripe undercut Ledgerline on fees.',
      'Ledgerline',
    );
    expect(notes.view).toEqual([]);
    expect(notes.facts).toHaveLength(3);
    expect(contextNotes('Card fraud rose in March at online shops.', 'Arc').view).toEqual([]);
  });

  it('when a statement opens on a word that can be an order or mentions a release, then it is still a statement', () => {
    const notes = contextNotes(
      'Target cut 1,800 jobs at its stores.\nWe expect the release of the FCA rules to double demand.',
      'Ledgerline',
    );
    expect(notes.facts).toEqual(['Target cut 1,800 jobs at its stores.']);
    expect(notes.view).toEqual(['We expect the release of the FCA rules to double demand.']);
  });

  it('when lines are written as a list, then the marks are not part of them and an order in the list is still an order', () => {
    const notes = contextNotes(
      '- Focus on small merchants\n- We think same-day settlement ends most chargeback fraud.\n2. Chargebacks rose 30%.',
      'Ledgerline',
    );
    expect(notes.view).toEqual(['We think same-day settlement ends most chargeback fraud.']);
    expect(notes.facts).toEqual(['Chargebacks rose 30%.']);
  });

  it('when two long sentences would make a key message past what an edit may hold, then only the first is the view', () => {
    const long = `We think ${'card settlement for small online merchants '.repeat(5).trim()} matters.`;
    expect(contextNotes(`${long} ${long.replace('We think', 'We know')}`, 'Ledgerline').view).toEqual([long]);
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

  it("when 'we' comes after an opening, then the sentence stays as typed (an 'it' there would stand for nothing)", () => {
    expect(
      viewInThirdPerson(
        ['At Ledgerline, we think fraud is falling.', 'Last year we settled 2m payments.'],
        'Ledgerline',
      ),
    ).toEqual(['At Ledgerline, we think fraud is falling.', 'Last year we settled 2m payments.']);
  });
});
