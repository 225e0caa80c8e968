import { describe, expect, it } from 'vitest';
import { fieldOf } from './story-templates';

describe('the field a company kind names', () => {
  it("when the kind is a field with 'company' ('a home care company'), then the field stands alone: 'a practical guide to home care'", () => {
    expect(fieldOf('a home care company')).toBe('home care');
    expect(fieldOf('an accounts payable software company')).toBe('accounts payable software');
    expect(fieldOf('a company in fintech for freelancers')).toBe('fintech for freelancers');
  });

  it("when the kind names an organisation ('a regional airline'), then its sector is the group of them: 'what changes for business travellers and regional airlines'", () => {
    expect(fieldOf('a regional airline')).toBe('regional airlines');
    expect(fieldOf('a craft brewery')).toBe('craft breweries');
    expect(fieldOf('a dental clinic group')).toBe('dental clinic groups');
    expect(fieldOf('an independent bookshop group')).toBe('independent bookshop groups');
  });
});
