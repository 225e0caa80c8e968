import { describe, expect, it } from 'vitest';
import {
  changedFields,
  formFromContact,
  parseAreasOfFocus,
  requiredProblems,
} from '@/features/contacts/suggest-edit-form';
import { makeContact } from './helpers/contact-fixtures';

const contact = makeContact({ title: 'Reporter', email: null, areasOfFocus: ['payments', 'fraud'] });

describe('suggest-edit changed fields', () => {
  it('when nothing was changed (or only spaces added), then there are no changes', () => {
    const form = formFromContact(contact);
    expect(changedFields(contact, form)).toEqual({});
    expect(changedFields(contact, { ...form, name: ` ${contact.name} `, areasOfFocus: 'payments ,fraud, ' })).toEqual(
      {},
    );
    expect(changedFields(contact, { ...form, notes: 'only a note' })).toEqual({});
  });

  it('when fields are changed, then only those are sent, trimmed, with a cleared optional field as null', () => {
    const form = {
      ...formFromContact(contact),
      title: '  ',
      email: 'maya@settle.example ',
      outlet: 'Settle and Clear',
    };
    expect(changedFields(contact, form)).toEqual({
      title: null,
      email: 'maya@settle.example',
      outlet: 'Settle and Clear',
    });
  });

  it('when areas of focus repeat, then they are deduplicated ignoring case, keeping the first spelling', () => {
    expect(parseAreasOfFocus('Fintech, payments , fintech,, Payments')).toEqual(['Fintech', 'payments']);
    const form = { ...formFromContact(contact), areasOfFocus: 'payments, fraud, Payments, open banking' };
    expect(changedFields(contact, form)).toEqual({ areasOfFocus: ['payments', 'fraud', 'open banking'] });
  });

  it('when name or outlet is blank, then each is reported as required', () => {
    const form = { ...formFromContact(contact), name: ' ', outlet: '' };
    expect(requiredProblems(form)).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'outlet', message: 'Outlet is required' },
    ]);
    expect(requiredProblems(formFromContact(contact))).toEqual([]);
  });
});
