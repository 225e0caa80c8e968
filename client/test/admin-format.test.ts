import { describe, expect, it } from 'vitest';
import {
  ago,
  fullName,
  hoursAndMinutes,
  initial,
  parseHours,
  percent1,
  suggestedValue,
} from '@/features/admin/admin-format';

describe('admin formatting', () => {
  it("when a user has no name, then they read 'Unknown User' with the e-mail's initial", () => {
    expect(fullName({ firstName: null, lastName: null })).toBe('Unknown User');
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(initial({ firstName: null, lastName: null, email: 'zed@example.com' })).toBe('Z');
    expect(initial({ firstName: 'grace', lastName: null, email: null })).toBe('G');
    expect(initial({ firstName: null, lastName: null, email: null })).toBe('U');
  });

  it('when a topic was seen under a day ago, then hours show; from a day on, whole days', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(ago('2026-01-10T09:30:00Z', now)).toBe('2h ago');
    expect(ago('2026-01-09T12:00:01Z', now)).toBe('23h ago');
    expect(ago('2026-01-09T12:00:00Z', now)).toBe('1d ago');
    expect(ago('2026-01-01T00:00:00Z', now)).toBe('9d ago');
    expect(ago('2026-01-11T00:00:00Z', now)).toBe('0h ago');
  });

  it('when a frequency is shown, then it reads as hours and minutes', () => {
    expect(hoursAndMinutes(720)).toBe('12 hours');
    expect(hoursAndMinutes(90)).toBe('1 hour 30 minutes');
    expect(hoursAndMinutes(61)).toBe('1 hour 1 minute');
    expect(hoursAndMinutes(45)).toBe('45 minutes');
  });

  it('when relevance and suggested values are shown, then percent has 1 decimal and arrays are comma-joined', () => {
    expect(percent1(0.734)).toBe('73.4%');
    expect(percent1(0)).toBe('0.0%');
    expect(suggestedValue(['payments', 'fraud'])).toBe('payments, fraud');
    expect(suggestedValue(null)).toBe('(empty)');
    expect(suggestedValue('Editor')).toBe('Editor');
  });

  it('when hours are typed, then only finite numbers at least the minimum parse', () => {
    expect(parseHours('168', 1)).toBe(168);
    expect(parseHours('0', 0)).toBe(0);
    expect(parseHours('0', 1)).toBeNull();
    expect(parseHours('-1', 0)).toBeNull();
    expect(parseHours('', 0)).toBeNull();
    expect(parseHours('soon', 1)).toBeNull();
  });
});
