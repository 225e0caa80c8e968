import { describe, expect, it } from 'vitest';
import { isScope } from './figure-role';

describe('the scope of a rule', () => {
  it('when a figure says which ones a rule covers, then it is the scope, not the fact', () => {
    expect(
      isScope(
        'fewer than 500 employees',
        'The rule caps what a buyer can ask of a supplier with fewer than 500 employees.',
      ),
    ).toBe(true);
    expect(
      isScope('more than 50 staff', 'Employers with more than 50 staff must publish a disconnection policy.'),
    ).toBe(true);
    expect(isScope('at least €200,000', 'Grants go to projects worth at least €200,000.')).toBe(true);
  });

  it('when a figure gives a size, a change or a count, then it is no scope', () => {
    expect(isScope('up to 6% of turnover', 'Firms in breach face fines of up to 6% of turnover.')).toBe(false);
    expect(isScope('over 9 metres', 'Storm Aela brought waves of over 9 metres to the west coast.')).toBe(false);
    expect(isScope('more than 4,000 homes', 'The storm cut power to more than 4,000 homes.')).toBe(false);
  });
});
