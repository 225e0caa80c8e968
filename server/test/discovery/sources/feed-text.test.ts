import { describe, expect, it } from 'vitest';
import { parseRssAuthor, splitByline } from '../../../src/discovery/sources/byline';
import { itemDate, parseFeedDate, stripHtml } from '../../../src/discovery/sources/feed-text';

describe('feed dates', () => {
  it.each([
    ['Mon, 02 Nov 2026 12:00:00 GMT', '2026-11-02T12:00:00.000Z'],
    ['Mon, 2 Nov 2026 07:00:00 EST', '2026-11-02T12:00:00.000Z'],
    ['2 Nov 2026 04:00 PST', '2026-11-02T12:00:00.000Z'],
    ['Mon, 02 Nov 26 13:30:00 +0130', '2026-11-02T12:00:00.000Z'],
    ['Monday, 02 November 2026 12:00:00 Z', '2026-11-02T12:00:00.000Z'],
    ['2026-11-02T14:00:00+02:00', '2026-11-02T12:00:00.000Z'],
    ['2026-11-02T12:00:00Z', '2026-11-02T12:00:00.000Z'],
  ])('when a feed writes %j, then it is read as %s', (text, iso) => {
    expect(parseFeedDate(text)?.toISOString()).toBe(iso);
  });

  it('when the date is missing, junk or in the future, then the item counts as seen now', () => {
    const now = new Date('2026-11-02T12:00:00Z');
    expect(parseFeedDate('yesterday-ish')).toBeNull();
    expect(itemDate('', now).getTime()).toBe(now.getTime());
    expect(itemDate('not a date', now).getTime()).toBe(now.getTime());
    expect(itemDate('Tue, 03 Nov 2026 12:00:00 GMT', now).getTime()).toBe(now.getTime());
  });
});

describe('bylines', () => {
  it.each([
    ['jane.doe@paper.example (Jane Doe)', { name: 'Jane Doe', email: 'jane.doe@paper.example' }],
    ['Jane Doe <Jane.Doe@Paper.example>', { name: 'Jane Doe', email: 'jane.doe@paper.example' }],
    ['By Jane Doe', { name: 'Jane Doe', email: null }],
    ['newsdesk@paper.example', { name: null, email: 'newsdesk@paper.example' }],
    ['', { name: null, email: null }],
  ])('when RSS <author> is %j, then it reads as %j', (text, expected) => {
    expect(parseRssAuthor(text)).toEqual(expected);
  });

  it('when a byline names several people, then it splits into one name per person', () => {
    expect(splitByline('Ana Ruiz, Tom Ellery and Kim Lo')).toEqual(['Ana Ruiz', 'Tom Ellery', 'Kim Lo']);
    expect(splitByline('Ana Ruiz & Tom Ellery')).toEqual(['Ana Ruiz', 'Tom Ellery']);
    expect(splitByline('Ana Ruiz')).toEqual(['Ana Ruiz']);
    expect(splitByline(null)).toEqual([]);
  });
});

describe('stripHtml', () => {
  it('when a description holds markup, scripts and entities, then only its readable text remains, single-spaced', () => {
    expect(stripHtml('<p>Prices&nbsp;rose <b>5%</b>&hellip;</p>\n<script>x</script><p>Caf&eacute; owners</p>')).toBe('Prices rose 5%… Café owners');
  });

  it('when a description is very long, then it is cut with an ellipsis at the limit', () => {
    const text = stripHtml('word '.repeat(1000), 50);
    expect(text.length).toBe(50);
    expect(text.endsWith('…')).toBe(true);
  });
});
