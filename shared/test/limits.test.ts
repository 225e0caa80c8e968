import { describe, expect, it } from 'vitest';
import {
  audiencePersonaBodySchema,
  createKeywordBodySchema,
  generateContactsBodySchema,
  generatePitchesBodySchema,
  generateStoryBodySchema,
  nextFollowUpDate,
  onboardingInputSchema,
  suggestEditBodySchema,
} from '../src';
import { firstMessage } from './helpers';

const huge = 'x'.repeat(1_000_000);

describe('string limits', () => {
  it.each([
    ['onboarding name', onboardingInputSchema, { companyName: huge, website: 'a.com' }, 'Company name must be at most 200 characters'],
    ['keyword', createKeywordBodySchema, { term: huge }, 'Keyword must be at most 100 characters'],
    ['outlet', generateContactsBodySchema, { outlet: huge }, 'Outlet name must be at most 200 characters'],
    ['notes', suggestEditBodySchema, { suggestedData: { title: 'x' }, notes: huge }, 'Notes must be at most 5000 characters'],
    ['persona', audiencePersonaBodySchema, { trendTitle: huge }, 'Trend title must be at most 500 characters'],
    [
      'story context',
      generateStoryBodySchema,
      { topic: 't', targetAudience: 'a', contentTypes: ['blog-post'], context: huge },
      'Context must be at most 5000 characters',
    ],
  ])('when a 1 MB string is sent as the %s, then it is refused with a message', (_f, schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });
});

describe('pitch generation', () => {
  it('when no contact is selected, then the body is refused', () => {
    expect(firstMessage(generatePitchesBodySchema, { storyAngleId: 1, contactIds: [] })).toBe(
      'Please select at least one contact',
    );
  });

  it('when contacts repeat, then they are deduplicated and mode defaults to quick', () => {
    expect(generatePitchesBodySchema.parse({ storyAngleId: '1', contactIds: [2, 2, '3'] })).toEqual({
      storyAngleId: 1,
      contactIds: [2, 3],
      mode: 'quick',
    });
  });

  it('when a pitch was sent, then a follow-up is due a week later, at most twice', () => {
    const sent = new Date('2025-01-01T00:00:00Z');
    expect(nextFollowUpDate(sent, 0, 'sent')?.toISOString()).toBe('2025-01-08T00:00:00.000Z');
    expect(nextFollowUpDate(sent, 2, 'sent')).toBeNull();
    expect(nextFollowUpDate(sent, 0, 'replied')).toBeNull();
  });
});
