import { describe, expect, it } from 'vitest';
import { switchCompanyBodySchema, trendsQuerySchema, updateCompanyProfileBodySchema } from '../src';
import { firstMessage } from './helpers';

describe('company profile patch', () => {
  it('when the profile is blank, then it cannot be empty', () => {
    expect(firstMessage(updateCompanyProfileBodySchema, { companyProfile: '   ' })).toBe('Company profile cannot be empty');
    expect(firstMessage(updateCompanyProfileBodySchema, {})).toBe('Company profile cannot be empty');
  });

  it('when the profile is over 1000 characters after trimming, then the max message is given', () => {
    expect(firstMessage(updateCompanyProfileBodySchema, { companyProfile: 'a'.repeat(1001) })).toBe(
      'Company profile must be at most 1000 characters',
    );
    expect(updateCompanyProfileBodySchema.parse({ companyProfile: ` ${'a'.repeat(1000)} ` }).companyProfile).toHaveLength(1000);
  });

  it('when the switch body carries a numeric string, then it is coerced', () => {
    expect(switchCompanyBodySchema.parse({ companyId: '9' })).toEqual({ companyId: 9 });
  });
});

describe('trend query', () => {
  it('when nothing is given, then source is all and timeframe 24h', () => {
    expect(trendsQuerySchema.parse({})).toEqual({ source: 'all', timeframe: '24h', categories: [], mentionVelocity: [] });
  });

  it('when comma lists are given, then they are split and lower-cased', () => {
    const parsed = trendsQuerySchema.parse({
      categories: 'Technology,WorldEvents',
      mentionVelocity: 'explosive,high',
      sentiment: 'positive',
      timeframe: '7d',
      source: 'personal',
    });
    expect(parsed).toMatchObject({
      categories: ['technology', 'worldevents'],
      mentionVelocity: ['explosive', 'high'],
      sentiment: 'positive',
      timeframe: '7d',
      source: 'personal',
    });
  });

  it('when the sentiment is blank, then it is no filter', () => {
    expect(trendsQuerySchema.parse({ sentiment: '' }).sentiment).toBeUndefined();
  });

  it('when a value is unknown, then the query is refused', () => {
    expect(trendsQuerySchema.safeParse({ timeframe: '1y' }).success).toBe(false);
    expect(trendsQuerySchema.safeParse({ categories: 'astrology' }).success).toBe(false);
  });
});
