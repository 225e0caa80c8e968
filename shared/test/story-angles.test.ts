import { describe, expect, it } from 'vitest';
import { contentTypeLabel, generateStoryBodySchema, updateStoryAngleBodySchema } from '../src';
import { firstMessage, messagesOf } from './helpers';

const REQUIRED = 'Please fill in all required fields and select at least one content type';
const body = { topic: 'Heat pumps', targetAudience: 'Homeowners', contentTypes: ['blog-post'] };

describe('story generation body', () => {
  it.each([
    ['the topic is blank', { ...body, topic: '  ' }, 'topic'],
    ['the audience is missing', { topic: 'Heat pumps', contentTypes: ['blog-post'] }, 'targetAudience'],
    ['no content type is selected', { ...body, contentTypes: [] }, 'contentTypes'],
  ])('when %s, then the one spec message names the field', (_case, value, field) => {
    const result = generateStoryBodySchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ message: REQUIRED, path: [field] })]);
  });

  it('when the body is complete, then mode defaults to quick and content types are unique', () => {
    const parsed = generateStoryBodySchema.parse({ ...body, contentTypes: ['blog-post', 'blog-post'], trendId: '4' });
    expect(parsed).toMatchObject({ mode: 'quick', contentTypes: ['blog-post'], trendId: 4 });
  });

  it('when a content type is unknown, then the body is refused', () => {
    expect(messagesOf(generateStoryBodySchema, { ...body, contentTypes: ['tweet'] })).not.toEqual([]);
  });
});

describe('story angle patch', () => {
  it('when only isSaved is sent, then it is accepted', () => {
    expect(updateStoryAngleBodySchema.parse({ isSaved: true })).toEqual({ isSaved: true });
  });

  it('when nothing is sent, then it is refused', () => {
    expect(firstMessage(updateStoryAngleBodySchema, {})).toBe('Please provide at least one field to update');
  });

  it('when the headline is blanked, then it is refused', () => {
    expect(firstMessage(updateStoryAngleBodySchema, { headline: ' ' })).toBe('Headline is required');
  });
});

describe('contentTypeLabel', () => {
  it('when a hyphenated type is given, then it reads as title-cased words', () => {
    expect(contentTypeLabel('thought-leadership')).toBe('Thought Leadership');
    expect(contentTypeLabel(null)).toBe('General');
  });
});
