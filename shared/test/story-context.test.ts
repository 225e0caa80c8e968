import { describe, expect, it } from 'vitest';
import { buildCompanyContext, buildGuidedContext, storyContextNotes, type CompanyProfile, type Trend } from '../src';

const profile = {
  companyName: 'Ledgerline',
  industry: 'Payments',
  targetMarkets: ['online merchants'],
  keyProducts: ['Ledgerline Settle'],
  companyProfile: 'Ledgerline settles card payments for online merchants the same day.',
} as CompanyProfile;

const trend = {
  title: 'Chargebacks climb 18% at online retailers',
  description: 'Chargebacks rose 18% in the year to October.',
  category: 'business',
  relatedKeywords: ['chargebacks', 'online retailers'],
  relevanceScore: 0.62,
} as Trend;

describe('storyContextNotes', () => {
  it('when the context is only the prefill, plain or guided, then there are no notes', () => {
    expect(storyContextNotes(buildCompanyContext(profile))).toBe('');
    expect(storyContextNotes(buildGuidedContext(profile, trend))).toBe('');
  });

  it('when the user added lines to the prefill, then exactly those lines are the notes, in order', () => {
    const context = `${buildGuidedContext(profile, trend)}\nWe think same-day settlement ends most chargeback fraud.\n\n  Our data covers 4,000 shops.  `;
    expect(storyContextNotes(context)).toBe(
      'We think same-day settlement ends most chargeback fraud.\nOur data covers 4,000 shops.',
    );
  });

  it('when the profile is written in paragraphs, then the prefill keeps it on its line and none of it is read as notes', () => {
    const paragraphs = {
      ...profile,
      companyProfile: 'Ledgerline settles card payments.\n\nLedgerline was founded in 2019.',
    };
    expect(buildCompanyContext(paragraphs)).toContain(
      'About: Ledgerline settles card payments. Ledgerline was founded in 2019.',
    );
    expect(storyContextNotes(buildCompanyContext(paragraphs))).toBe('');
  });

  it('when lines carry list marks, then the notes are the lines without them', () => {
    expect(
      storyContextNotes('- We think fraud is falling.\n• Our data covers 4,000 shops.\n2) Chargebacks rose.'),
    ).toBe('We think fraud is falling.\nOur data covers 4,000 shops.\nChargebacks rose.');
  });

  it('when the user wrote their own context with no prefill, then all of it is the notes', () => {
    expect(storyContextNotes('Focus on small merchants.\nCompany-wide, fraud fell.')).toBe(
      'Focus on small merchants.\nCompany-wide, fraud fell.',
    );
  });
});
