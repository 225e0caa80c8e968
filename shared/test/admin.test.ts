import { describe, expect, it } from 'vitest';
import {
  cacheClearBodySchema,
  configBodySchema,
  discoveredTopicsQuerySchema,
  duplicateFlagActionBodySchema,
  emptyBodySchema,
  globalTrendsCleanupBodySchema,
  refreshCompanyCacheBodySchema,
  topicCleanupBodySchema,
  updateUserPlanBodySchema,
} from '../src';
import { firstMessage } from './helpers';

describe('cleanup hours', () => {
  it('when topic cleanup hours are below 1 or not a number, then the spec message is given', () => {
    for (const olderThanHours of [0, -5, 'abc', '']) {
      expect(firstMessage(topicCleanupBodySchema, { olderThanHours })).toBe('Cleanup hours must be a positive number');
    }
  });

  it('when the filter hours are negative, then the non-negative message is given', () => {
    expect(firstMessage(discoveredTopicsQuerySchema, { olderThanHours: '-1' })).toBe(
      'Filter hours must be a non-negative number',
    );
    expect(discoveredTopicsQuerySchema.parse({ olderThanHours: '0' })).toEqual({ olderThanHours: 0 });
    expect(discoveredTopicsQuerySchema.parse({})).toEqual({});
  });

  it('when global cleanup hours are invalid, then the spec message is given; absent, the default is 168', () => {
    expect(firstMessage(globalTrendsCleanupBodySchema, { olderThanHours: 0 })).toBe('Hours must be a positive number');
    expect(globalTrendsCleanupBodySchema.parse({})).toEqual({ olderThanHours: 168 });
    expect(topicCleanupBodySchema.parse({ olderThanHours: '24' })).toEqual({ olderThanHours: 24 });
  });
});

describe('cache bodies', () => {
  it('when no body or no prefix is sent, then everything is cleared', () => {
    expect(cacheClearBodySchema.parse(undefined)).toEqual({});
    expect(cacheClearBodySchema.parse({ prefix: '' })).toEqual({});
  });

  it('when a known prefix is sent, then it is kept; an unknown one is refused', () => {
    expect(cacheClearBodySchema.parse({ prefix: 'trend_search:' })).toEqual({ prefix: 'trend_search:' });
    expect(cacheClearBodySchema.safeParse({ prefix: 'sessions:' }).success).toBe(false);
  });

  it('when the company name or website is missing, then the missing-information message is given', () => {
    const message = 'Missing Information: Please enter both company name and website';
    expect(firstMessage(refreshCompanyCacheBodySchema, { companyName: ' ', website: 'acme.com' })).toBe(message);
    expect(firstMessage(refreshCompanyCacheBodySchema, { companyName: 'Acme' })).toBe(message);
  });
});

describe('config body', () => {
  it('when the discovery frequency is not a number of at least 1, then the spec message is given', () => {
    for (const value of ['0', 'abc', '', '-3']) {
      expect(firstMessage(configBodySchema, { key: 'trend_discovery_frequency', value })).toBe(
        'Frequency must be a positive number',
      );
    }
  });

  it('when the frequency is a number, then it is stored as text', () => {
    expect(configBodySchema.parse({ key: 'trend_discovery_frequency', value: 60 })).toEqual({
      key: 'trend_discovery_frequency',
      value: '60',
    });
  });
});

describe('other admin bodies', () => {
  it('when a merge action is sent, then only the three actions are accepted', () => {
    expect(duplicateFlagActionBodySchema.parse({ action: 'keep2' })).toEqual({ action: 'keep2' });
    expect(duplicateFlagActionBodySchema.safeParse({ action: 'merge' }).success).toBe(false);
  });

  it('when a plan update is not a boolean, then it is refused', () => {
    expect(updateUserPlanBodySchema.safeParse({ agencyPlan: 'yes' }).success).toBe(false);
    expect(updateUserPlanBodySchema.parse({ agencyPlan: true })).toEqual({ agencyPlan: true });
  });

  it('when pause or resume arrive with no body, then it is accepted', () => {
    expect(emptyBodySchema.parse(undefined)).toEqual({});
  });
});
