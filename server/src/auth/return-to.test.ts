import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('when the value is a same-site path, then it is kept', () => {
    expect(safeReturnTo('/trends?source=personal#top')).toBe('/trends?source=personal#top');
  });

  it('when the value could lead off-site, then it is dropped', () => {
    for (const v of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\u0000x',
      'trends',
      '',
      42,
      undefined,
      ['/a'],
    ]) {
      expect(safeReturnTo(v)).toBeUndefined();
    }
  });
});
