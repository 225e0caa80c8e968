import { describe, expect, it } from 'vitest';
import { contactsCsv, contactsCsvFileName, csvField } from '@/features/contacts/contacts-csv';
import { makeContact } from './helpers/contact-fixtures';

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF) so tests compare cells, not escaping. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  return rows;
}

describe('CSV fields', () => {
  it('when a value has commas, quotes or line breaks, then it stays one quoted field with quotes doubled', () => {
    expect(csvField('Smith, Jones')).toBe('"Smith, Jones"');
    expect(csvField('The "Wire"')).toBe('"The ""Wire"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField(null)).toBe('""');
    expect(csvField(42)).toBe('"42"');
  });

  it('when a value starts like a formula, then an apostrophe neutralises it', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvField('+1 555 0100')).toBe('"\'+1 555 0100"');
    expect(csvField('-2+3')).toBe('"\'-2+3"');
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvField('\t=1')).toBe('"\'\t=1"');
    expect(csvField('\r=1')).toBe('"\'\r=1"');
    // Only a leading character counts.
    expect(csvField('a=b')).toBe('"a=b"');
  });
});

describe('contacts CSV', () => {
  it('when contacts are exported, then each is one row in the given order with every column, and injection is neutralised', () => {
    const scored = makeContact({
      name: '=cmd|" /C calc"!A0',
      title: 'Editor, Markets',
      outlet: 'Tickerstone Markets',
      email: 'ana@tickerstone.example',
      areasOfFocus: ['bond markets', 'central banks'],
      relevanceScore: 84.6,
      matchExplanation: 'Wrote "Rates hold" last week.\nCovers central banks.',
    });
    const unscored = makeContact({ name: 'Ben Okafor', articles: [], source: 'llm_suggestion', verified: false });
    const rows = parseCsv(contactsCsv([scored, unscored]));

    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual([
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
    ]);
    expect(rows[1]).toEqual([
      '\'=cmd|" /C calc"!A0',
      'Editor, Markets',
      'Tickerstone Markets',
      'ana@tickerstone.example',
      '',
      scored.profileUrl,
      '',
      'bond markets; central banks',
      '85%',
      'Tier 1',
      'Wrote "Rates hold" last week.\nCovers central banks.',
      'yes',
      'Card networks cut settlement to minutes <https://settleandclear.example/card-networks-settlement>',
      '2026-11-21',
    ]);
    expect(rows[2]?.slice(0, 1)).toEqual(['Ben Okafor']);
    expect(rows[2]?.slice(8, 13)).toEqual(['', 'Unscored', '', 'no', '']);
  });

  it('when there are no contacts, then the file is the header alone', () => {
    expect(parseCsv(contactsCsv([]))).toHaveLength(1);
    expect(contactsCsvFileName(new Date('2026-11-23T22:00:00Z'))).toBe('newsjack-media-contacts-2026-11-23.csv');
  });
});
