import { describe, expect, it } from 'vitest';
import { createSavedItemBodySchema, deleteSavedItemQuerySchema, savedItemTypeSchema } from '../src';

describe('saved item types', () => {
  it("when the type is the alias 'story-angle', then it is normalised to story_angle", () => {
    expect(savedItemTypeSchema.parse('story-angle')).toBe('story_angle');
    expect(createSavedItemBodySchema.parse({ itemType: 'story-angle', itemId: 7 })).toEqual({
      itemType: 'story_angle',
      itemId: 7,
    });
  });

  it('when the type is canonical, then it is kept', () => {
    for (const t of ['trend', 'story_angle', 'pitch', 'contact']) expect(savedItemTypeSchema.parse(t)).toBe(t);
  });

  it('when the type is unknown, then it is refused', () => {
    expect(createSavedItemBodySchema.safeParse({ itemType: 'keyword', itemId: 1 }).success).toBe(false);
  });

  it('when the delete query comes as strings, then the alias and the id are normalised', () => {
    expect(deleteSavedItemQuerySchema.parse({ itemType: 'story-angle', itemId: '12' })).toEqual({
      itemType: 'story_angle',
      itemId: 12,
    });
  });

  it('when the id is not a positive integer, then it is refused', () => {
    for (const itemId of [0, -1, 1.5, 'abc', true, null]) {
      expect(createSavedItemBodySchema.safeParse({ itemType: 'trend', itemId }).success).toBe(false);
    }
  });
});
