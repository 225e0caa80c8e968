import { describe, expect, it } from 'vitest';
import { readArticle } from '../../../src/discovery/articles/read-article';
import { JSON_LD_PAGE, MARKUP_BYLINE_PAGE, META_ONLY_PAGE, ORGANISATION_AUTHOR_PAGE, SEVERAL_AUTHORS_PAGE } from './article-pages-fixtures';

describe('readArticle', () => {
  it('when the page names its author in JSON-LD, then the person comes with job title, absolute author page, printed address and time', () => {
    const page = readArticle(JSON_LD_PAGE, 'https://harbourdaily.example/news/shore-power', 'Harbour Daily');
    expect(page.authors).toEqual([
      {
        name: 'Priya Raman',
        jobTitle: 'Transport Correspondent',
        profileUrl: 'https://harbourdaily.example/authors/priya-raman',
        email: 'priya.raman@harbourdaily.example',
      },
    ]);
    expect(page.publishedAt?.toISOString()).toBe('2026-11-01T14:30:00.000Z');
    expect(page.text).toContain('The $240 million plan lets docked ships switch off their engines.');
  });

  it('when only meta tags name the author, then that person is read, with the article time', () => {
    const page = readArticle(META_ONLY_PAGE, 'https://city.example/library', 'City Desk');
    expect(page.authors.map((a) => a.name)).toEqual(['Tom Ellery']);
    expect(page.publishedAt?.toISOString()).toBe('2026-10-30T14:00:00.000Z');
  });

  it('when only the markup names the author, then the rel=author link gives the name and page, and only the address printed with the name is theirs', () => {
    const page = readArticle(MARKUP_BYLINE_PAGE, 'https://quarry.example/news/mill', 'Quarry Times');
    expect(page.authors).toEqual([
      { name: 'Ana Ruiz', jobTitle: null, profileUrl: 'https://quarry.example/staff/ana-ruiz', email: 'ana.ruiz@quarry.example' },
    ]);
    expect(page.publishedAt?.toISOString()).toBe('2026-10-31T10:00:00.000Z');
  });

  it('when several people wrote it, then each is an author with their own title, and a staff organisation is not', () => {
    const page = readArticle(SEVERAL_AUTHORS_PAGE, 'https://northgate.example/budget', 'Northgate Post');
    expect(page.authors.map((a) => [a.name, a.jobTitle])).toEqual([
      ['Mara Voss', 'City Hall Reporter'],
      ['Ken Adeyemi', null],
    ]);
  });

  it('when an organisation or wire service is the author, then nobody is taken for a person', () => {
    const page = readArticle(ORGANISATION_AUTHOR_PAGE, 'https://ledgerwire.example/rates', 'Ledger Wire');
    expect(page.authors).toEqual([]);
    expect(page.text).toContain('4.25%');
  });

  it('when the page is not HTML an article can be read from, then nothing is invented', () => {
    const page = readArticle('<html><body><p>Short.</p></body></html>', 'https://x.example/a');
    expect(page.authors).toEqual([]);
    expect(page.publishedAt).toBeNull();
  });
});
