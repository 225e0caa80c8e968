import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contactsResponseSchema } from '@newsjack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../../src/ai';
import { suggestOutlets } from '../../src/ai/offline/outlets';
import { DEFAULT_DEMO_CORPUS_DIR } from '../../src/discovery/sources/demo-corpus';
import type { FetchWebsite } from '../../src/modules/onboarding/fetch-website';
import { siteFixture } from '../ai/ai-fixtures';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { curationBody, recordDiscovery } from '../onboarding/onboarding-fixtures';

/**
 * The acceptance path of a fresh install: discovery reads the demo corpus, a company onboards, and generating
 * contacts for each outlet onboarding suggested fills the table with journalists that have evidence.
 */
const corpus = readdirSync(DEFAULT_DEMO_CORPUS_DIR)
  .filter((f) => f.endsWith('.xml'))
  .map((f) => readFileSync(path.join(DEFAULT_DEMO_CORPUS_DIR, f), 'utf8'));
const demoOutlets = new Set(
  corpus.map((xml) => /<channel>\s*<title>([^<]+)<\/title>/.exec(xml)![1]!.replace(/&amp;/g, '&')),
);
const printedAddresses = new Set(corpus.flatMap((xml) => [...xml.matchAll(/<author>([^ <]+) \(/g)].map((m) => m[1]!)));

const sites: FetchWebsite = async (website) =>
  /unreachable/.test(website)
    ? { site: null, failure: { reason: 'unreachable', message: `No answer from ${website}` } }
    : /ledgerline/.test(website)
      ? { site: siteFixture('ledgerline-payments', 'https://ledgerline.com/'), failure: null }
      : {
          site: parseHtml(
            readFileSync(path.join(__dirname, '../fixtures/contact-feeds/brightwell-clinics.html'), 'utf8'),
            'https://brightwell.example/',
          ),
          failure: null,
        };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { fetchWebsite: sites } });
  await t.deps.discovery.runGlobalCycle('manual');
  recordDiscovery(t);
}, 120_000);
afterAll(() => t.close());

describe('contacts for the outlets onboarding suggests', () => {
  for (const [companyName, website] of [
    ['Ledgerline', 'ledgerline.com'],
    ['Brightwell Clinics', 'brightwell.example'],
    // A default install has no network: no site can be read, so nothing says what the company does.
    ['Ledgerline', 'ledgerline.unreachable.example'],
  ] as const) {
    it(`when ${companyName} (${website}) onboards on a fresh install, then its suggested demo outlets each give evidenced contacts`, async () => {
      const user = await signUp(t.app);
      const analysis = await user
        .post('/api/onboarding/complete')
        .send({ companyName, website, mediaOutlets: '', socialMediaLinks: {} });
      expect(analysis.status).toBe(200);
      const suggested: string[] = analysis.body.suggested_media_outlets;
      const fromCorpus = suggested.filter((o) => demoOutlets.has(o));
      expect(fromCorpus.length).toBeGreaterThanOrEqual(1);
      await user
        .post('/api/onboarding/curate')
        .send(curationBody({ companyName, website, suggestedMediaOutlets: suggested }))
        .expect(200);

      for (const outlet of fromCorpus) {
        const res = await user.post('/api/contacts/generate').send({ outlet });
        expect(res.status, outlet).toBe(200);
      }
      const table = contactsResponseSchema.parse((await user.get('/api/contacts')).body);
      expect(new Set(table.map((c) => c.outlet))).toEqual(new Set(fromCorpus));
      for (const c of table) {
        expect(c.articles.length).toBeGreaterThanOrEqual(1);
        expect(c.articles.every((a) => a.url?.startsWith('https://'))).toBe(true);
        if (c.email) expect(printedAddresses.has(c.email)).toBe(true);
      }
    }, 60_000);
  }
});

describe('suggested outlets when nothing says what the company does', () => {
  const known = [
    { name: 'Settle & Clear', categories: ['finance'], coverage: 0.31 },
    { name: 'Everbloom Living', categories: ['lifestyle'], coverage: 0.12 },
    { name: 'The Caduceus Post', categories: ['health'], coverage: 0.22 },
    { name: 'Fieldnote Science', categories: ['science'], coverage: 0.05 },
  ];

  it("when the site could not be read and no outlet covers the name, then the three closest outlets we hold bylines from follow the user's own", () => {
    const suggested = suggestOutlets(null, known, ['Local Paper'], false);
    expect(suggested.slice(0, 4)).toEqual(['Local Paper', 'Settle & Clear', 'The Caduceus Post', 'Everbloom Living']);
    expect(suggested).not.toContain('Fieldnote Science');
  });

  it('when the site was read, then an outlet that does not cover the company is still left out', () => {
    const suggested = suggestOutlets(null, known, ['Local Paper'], true);
    for (const outlet of known) expect(suggested).not.toContain(outlet.name);
  });
});
