import { describe, expect, it } from 'vitest';
import { KEYWORD_DUPLICATE_MESSAGE, createKeywordBodySchema, smartBatchSearchBodySchema } from '../src';
import { firstMessage } from './helpers';

describe('keyword bodies', () => {
  it('when a term is padded, then it is trimmed', () => {
    expect(createKeywordBodySchema.parse({ term: '  climate tech ' })).toEqual({ term: 'climate tech' });
  });

  it('when a term is blank or too long, then it is refused with a message', () => {
    expect(firstMessage(createKeywordBodySchema, { term: '   ' })).toBe('Keyword cannot be empty');
    expect(firstMessage(createKeywordBodySchema, { term: 'x'.repeat(101) })).toBe('Keyword must be at most 100 characters');
  });

  it('when the duplicate message is read, then it is the spec text', () => {
    expect(KEYWORD_DUPLICATE_MESSAGE).toBe('This keyword is already being tracked');
  });
});

describe('smart batch body', () => {
  it('when ids are given with flags, then ids are deduplicated and strings coerced', () => {
    expect(
      smartBatchSearchBodySchema.parse({ keywordIds: [1, '2', 1], useSemanticGrouping: true, useThematicClustering: true }),
    ).toEqual({ keywordIds: [1, 2], useSemanticGrouping: true, useThematicClustering: true });
  });

  it('when the flags are omitted, then the body is still valid', () => {
    expect(smartBatchSearchBodySchema.parse({ keywordIds: [5] })).toEqual({ keywordIds: [5] });
  });

  it('when no keyword is selected, then the spec message is given', () => {
    expect(firstMessage(smartBatchSearchBodySchema, { keywordIds: [] })).toBe(
      'Please select at least one keyword to search trends.',
    );
    expect(firstMessage(smartBatchSearchBodySchema, {})).toBe('Please select at least one keyword to search trends.');
  });

  it('when an id is invalid, then the body is refused', () => {
    expect(smartBatchSearchBodySchema.safeParse({ keywordIds: [0] }).success).toBe(false);
    expect(smartBatchSearchBodySchema.safeParse({ keywordIds: ['x'] }).success).toBe(false);
  });
});
