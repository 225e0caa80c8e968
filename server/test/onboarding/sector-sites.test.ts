import { testWordReading } from '../helpers/semantic';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseCompanyOffline } from '../../src/ai/offline/company-analysis';
import { parseHtml } from '../../src/ai/website/parse-html';

/** The word vectors' reading, as the offline provider passes it (sector by meaning, word rarity). */
let reading: Awaited<ReturnType<typeof testWordReading>>;
beforeAll(async () => {
  reading = await testWordReading();
});

/**
 * Sites of sectors the lexicon did not know (beauty, legal services, public transport, drones, bikes), written for
 * this test in ordinary marketing prose: a home page and an about page as onboarding now reads them. The
 * industry is the sector the site states; outlets are that sector's trade press; no keyword is a place the
 * company does not serve.
 */
const page = (title: string, paragraphs: string[]) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</main></body></html>`;

const SITES = [
  {
    name: 'Mossgrove Naturals',
    website: 'mossgrove.example',
    industry: 'Cosmetics & Skincare',
    outlet: 'Glossy',
    keywords: ['organic skincare'],
    html: page('Mossgrove Naturals | Certified organic skincare', [
      'Gentle organic skincare for sensitive skin, made in small batches.',
      'Our cleansers, serums and moisturisers are certified organic and free of synthetic fragrance.',
      'Find Mossgrove in independent pharmacies and online. We ship from our studio in Portland to customers everywhere.',
      'About us: Mossgrove Naturals is an organic skincare brand founded by two chemists who wanted a moisturiser their own skin could tolerate.',
    ]),
  },
  {
    name: 'Ridgeline Aerial',
    website: 'ridgelineaerial.example',
    industry: 'Drones',
    outlet: 'DroneLife',
    keywords: ['inspection drones', 'BVLOS'],
    html: page('Ridgeline Aerial — inspection drones', [
      'Ridgeline Aerial builds inspection drones for power lines, pipelines and bridges.',
      'Our drones fly beyond visual line of sight (BVLOS) under FAA waivers, so one pilot can survey fifty miles of line a day.',
      'Utilities and insurers use our aerial inspection reports to find faults before they fail.',
      'We are headquartered in Denver, Colorado, with engineers in Austin.',
    ]),
  },
  {
    name: 'Hale & Ortiz',
    website: 'haleortiz.example',
    industry: 'Employment Law',
    outlet: 'Law360',
    keywords: ['employment law', 'noncompete disputes'],
    html: page('Hale & Ortiz LLP | Employment law', [
      'Hale & Ortiz is a boutique employment law firm advising employers and executives.',
      'Our lawyers handle noncompete disputes, wrongful termination claims and workplace investigations.',
      'We represent clients before employment tribunals and in arbitration, and we train managers on hiring law.',
    ]),
  },
  {
    name: 'Carrow Valley Transit',
    website: 'carrowtransit.example',
    industry: 'Public Transport Authorities',
    outlet: 'Mass Transit',
    keywords: ['paratransit', 'door-to-door paratransit', 'light rail'],
    html: page('Carrow Valley Transit', [
      'Carrow Valley Transit runs the buses, light rail and door-to-door paratransit for riders across Carrow and Dunmore counties.',
      'Ridership grew 12% last year. Fares stay at $2 and seniors ride free.',
      'Check timetables, plan a trip and read service alerts for every bus route.',
    ]),
  },
];

describe('sites of sectors beyond the first sixteen', () => {
  for (const site of SITES) {
    it(`when ${site.name}'s site is read, then its industry is ${site.industry} and its outlets start with its trade press`, () => {
      const analysis = analyseCompanyOffline({
        companyName: site.name,
        website: site.website,
        userMediaOutlets: [],
        socialMediaLinks: {},
        site: parseHtml(site.html, `https://${site.website}/`),
        knownOutlets: [],
      }, reading);
      expect(analysis.industry).toBe(site.industry);
      expect(analysis.suggestedMediaOutlets).toContain(site.outlet);
      expect(analysis.suggestedKeywords).toEqual(expect.arrayContaining(site.keywords));
      // No place it does not serve, no part of its own name, no word cut from a hyphenated one.
      expect(analysis.suggestedKeywords.filter((k) => /Denver|Colorado|Austin|Portland|LLP|^door paratransit$/.test(k))).toEqual([]);
    });
  }
});
