import { dedupeCaseInsensitive, type Contact, type ContactSuggestedData } from '@newsjack/shared';

/** The suggest-edit dialog's fields as typed; areas of focus are one comma-separated line. */
export interface SuggestEditForm {
  name: string;
  title: string;
  outlet: string;
  email: string;
  phone: string;
  profileUrl: string;
  linkedinUrl: string;
  areasOfFocus: string;
  notes: string;
}

const OPTIONAL_FIELDS = ['title', 'email', 'phone', 'profileUrl', 'linkedinUrl'] as const;

/** The form filled with the contact as it is now. */
export function formFromContact(contact: Contact): SuggestEditForm {
  return {
    name: contact.name,
    title: contact.title ?? '',
    outlet: contact.outlet,
    email: contact.email ?? '',
    phone: contact.phone ?? '',
    profileUrl: contact.profileUrl ?? '',
    linkedinUrl: contact.linkedinUrl ?? '',
    areasOfFocus: contact.areasOfFocus.join(', '),
    notes: '',
  };
}

/** 'Fintech, payments , fintech,, Payments' → ['Fintech', 'payments']: trimmed, blanks dropped, deduplicated. */
export function parseAreasOfFocus(text: string): string[] {
  return dedupeCaseInsensitive(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * Only what the user changed (spec 02 §5): trimmed values compared with the contact's; a cleared optional field
 * is sent as null; areas of focus deduplicated and compared as a list. An empty result means "No Changes".
 */
export function changedFields(contact: Contact, form: SuggestEditForm): ContactSuggestedData {
  const changes: ContactSuggestedData = {};
  const name = form.name.trim();
  const outlet = form.outlet.trim();
  if (name !== contact.name) changes.name = name;
  if (outlet !== contact.outlet) changes.outlet = outlet;
  for (const field of OPTIONAL_FIELDS) {
    const value = form[field].trim() || null;
    if (value !== (contact[field] ?? null)) changes[field] = value;
  }
  const areas = parseAreasOfFocus(form.areasOfFocus);
  if (!sameList(areas, contact.areasOfFocus)) changes.areasOfFocus = areas;
  return changes;
}

export type SuggestEditProblem = { field: 'name' | 'outlet'; message: string };

/** Name and outlet are required (spec 02 §5); the messages are the shared schema's. */
export function requiredProblems(form: SuggestEditForm): SuggestEditProblem[] {
  const problems: SuggestEditProblem[] = [];
  if (!form.name.trim()) problems.push({ field: 'name', message: 'Name is required' });
  if (!form.outlet.trim()) problems.push({ field: 'outlet', message: 'Outlet is required' });
  return problems;
}
