import type { Contact } from '@newsjack/shared';
import { relevanceLabel, tierOf } from './contact-view';

/**
 * A spreadsheet treats a cell starting with one of these as a formula (CSV injection, OWASP): '=', '+', '-', '@',
 * and a tab or carriage return that some programs strip before looking at the next character.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: neutralised when it could run as a formula (an apostrophe in front, which spreadsheets show as
 * text), then always quoted with inner quotes doubled, so commas, quotes and line breaks stay inside the field.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return values.map(csvField).join(',');
}

export const CONTACT_CSV_HEADER = [
  'Name',
  'Title',
  'Outlet',
  'Email',
  'Phone',
  'Profile URL',
  'LinkedIn URL',
  'Areas of Focus',
  'Relevance',
  'Tier',
  'Match Explanation',
  'Verified',
  'Evidence',
  'Added',
] as const;

/** The contacts as shown (already filtered and sorted), one row each, lines ended by CRLF as RFC 4180 asks. */
export function contactsCsv(contacts: readonly Contact[]): string {
  const rows = contacts.map((c) => {
    const tier = tierOf(c);
    return csvRow([
      c.name,
      c.title,
      c.outlet,
      c.email,
      c.phone,
      c.profileUrl,
      c.linkedinUrl,
      c.areasOfFocus.join('; '),
      c.relevanceScore === null ? '' : relevanceLabel(c.relevanceScore),
      tier === null ? 'Unscored' : `Tier ${tier}`,
      c.matchExplanation,
      c.verified ? 'yes' : 'no',
      c.articles.map((a) => (a.url ? `${a.title} <${a.url}>` : a.title)).join('; '),
      c.createdAt.slice(0, 10),
    ]);
  });
  return [csvRow(CONTACT_CSV_HEADER), ...rows].join('\r\n') + '\r\n';
}

/** The download's file name, dated so several exports do not overwrite each other. */
export function contactsCsvFileName(now = new Date()): string {
  return `newsjack-media-contacts-${now.toISOString().slice(0, 10)}.csv`;
}

/** Offers the CSV as a download (with a byte-order mark, so spreadsheet programs read it as UTF-8). */
export function downloadContactsCsv(contacts: readonly Contact[], now = new Date()): void {
  const blob = new Blob(['\uFEFF', contactsCsv(contacts)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = contactsCsvFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
