import { describe, expect, it } from 'vitest';
import { computeStatChange, formatChangeLabel, statsSchema } from '../src';

describe('formatChangeLabel', () => {
  it('when a figure grew by a percent, then the label is signed with %', () => {
    expect(formatChangeLabel(112, 100, 'percent')).toBe('+12%');
  });

  it('when a figure fell, then the label carries a minus sign', () => {
    expect(formatChangeLabel(97, 100, 'percent')).toBe('-3%');
  });

  it('when the percent is not whole, then it is rounded', () => {
    expect(formatChangeLabel(2, 3, 'percent')).toBe('-33%');
    expect(formatChangeLabel(3, 2, 'percent')).toBe('+50%');
  });

  it('when nothing changed, then the label reads No change', () => {
    expect(formatChangeLabel(5, 5, 'percent')).toBe('No change');
    expect(formatChangeLabel(0, 0, 'count')).toBe('No change');
  });

  it('when the previous figure was zero, then percent falls back to a count of new items', () => {
    expect(formatChangeLabel(4, 0, 'percent')).toBe('+4 new');
    expect(computeStatChange(4, 0, 'percent')).toEqual({ value: null, label: '+4 new' });
  });

  it('when counting, then gains read "+n new" and losses "-n removed"', () => {
    expect(formatChangeLabel(7, 5, 'count')).toBe('+2 new');
    expect(formatChangeLabel(4, 5, 'count')).toBe('-1 removed');
    expect(computeStatChange(7, 5, 'count')).toEqual({ value: 2, label: '+2 new' });
  });

  it('when a change is too small to round to 1%, then it still shows a direction', () => {
    expect(formatChangeLabel(1001, 1000, 'percent')).toBe('+<1%');
    expect(formatChangeLabel(999, 1000, 'percent')).toBe('-<1%');
  });

  it('when an input is not a finite number, then the label is No change with no value', () => {
    expect(computeStatChange(Number.NaN, 3, 'percent')).toEqual({ value: null, label: 'No change' });
  });

  it('when the stats body carries changes, then it parses', () => {
    const change = { value: 12, label: '+12%' };
    const body = { activeTrends: 1, storyAngles: 2, savedItems: 3, keywordsTracked: 4 };
    const changes = { activeTrends: change, storyAngles: change, savedItems: change, keywordsTracked: change };
    expect(statsSchema.parse({ ...body, changes }).changes.savedItems.label).toBe('+12%');
  });
});
