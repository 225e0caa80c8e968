import { describe, expect, it } from 'vitest';
import { flagDuplicateBodySchema, generateContactsBodySchema, suggestEditBodySchema, tierForScore } from '../src';
import { firstMessage } from './helpers';

describe('tierForScore', () => {
  it.each([
    [100, 1],
    [85, 1],
    [84.5, 1],
    [84.4, 2],
    [70, 2],
    [69.6, 2],
    [69.4, 3],
    [0, 3],
  ])('when the relevance is %s%%, then the tier is %s', (score, tier) => {
    expect(tierForScore(score)).toBe(tier);
  });
});

describe('contact bodies', () => {
  it('when the outlet is blank, then generation is refused with a message', () => {
    expect(firstMessage(generateContactsBodySchema, { outlet: '  ' })).toBe('Outlet name is required');
    expect(generateContactsBodySchema.parse({ outlet: ' Wired ' })).toEqual({ outlet: 'Wired' });
  });

  it('when a contact is flagged as duplicate of itself, then the message is exact', () => {
    expect(firstMessage(flagDuplicateBodySchema, { contactId1: 3, contactId2: '3' })).toBe(
      'Cannot flag a contact as duplicate of itself.',
    );
  });

  it('when no duplicate is chosen, then the select message is given', () => {
    expect(firstMessage(flagDuplicateBodySchema, { contactId1: 3 })).toBe('Please select a contact to flag as duplicate.');
  });

  it('when two different contacts are flagged, then numeric strings are accepted', () => {
    expect(flagDuplicateBodySchema.parse({ contactId1: '3', contactId2: 4 })).toEqual({ contactId1: 3, contactId2: 4 });
  });

  it('when suggestedData is empty, then the no-changes message is given', () => {
    expect(firstMessage(suggestEditBodySchema, { suggestedData: {} })).toBe(
      'No Changes - Please make at least one change before submitting.',
    );
  });

  it('when areas of focus repeat, then they are deduplicated ignoring case', () => {
    const parsed = suggestEditBodySchema.parse({ suggestedData: { areasOfFocus: ['AI', 'ai', ' Climate '] } });
    expect(parsed.suggestedData.areasOfFocus).toEqual(['AI', 'Climate']);
  });

  it('when the name is blanked or the email is malformed, then the edit is refused', () => {
    expect(firstMessage(suggestEditBodySchema, { suggestedData: { name: ' ' } })).toBe('Name is required');
    expect(firstMessage(suggestEditBodySchema, { suggestedData: { email: 'nope' } })).toBe(
      'Please enter a valid email address',
    );
  });

  it('when the email is blank, then it clears the address', () => {
    expect(suggestEditBodySchema.parse({ suggestedData: { email: ' ' } }).suggestedData.email).toBeNull();
    expect(suggestEditBodySchema.parse({ suggestedData: { email: ' A@B.co ' } }).suggestedData.email).toBe('a@b.co');
  });
});
