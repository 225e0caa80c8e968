import type { OnboardingAnalysis } from '@newsjack/shared';
import { createWebsiteFetcher } from '../../src/modules/onboarding/fetch-website';
import { stem, tokenize } from '../../src/text';
import { isPlaceName } from '../../src/text/place-names';
import { anyCompanyPage, type AnyCompanyCase } from '../fixtures/any-company';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { startLoopbackServer, type LoopbackServer } from '../net/loopback-server';

/**
 * Onboarding as a new user meets it, for the any-company sets (fixtures/any-company, written by another hand for
 * issue 22): each company's site (home page and about page) is served at the root of a loopback server of its own,
 * read by the app's website fetcher under the address the user typed, and analysed through
 * POST /api/onboarding/complete on a real database.
 */
export interface AnalysedCompany {
  company: AnyCompanyCase;
  status: number;
  industry: string;
  keywords: string[];
  outlets: string[];
}

export interface OnboardingRun {
  analysed: AnalysedCompany[];
  close(): Promise<void>;
}

export async function onboardAll(companies: readonly AnyCompanyCase[]): Promise<OnboardingRun> {
  const servers = new Map<string, LoopbackServer>();
  for (const c of companies) {
    servers.set(
      c.website,
      await startLoopbackServer((req, res) => {
        const path = (req.url ?? '/').replace(/\/$/, '') || '/';
        const page = path === '/' ? 'index' : path === '/about' ? 'about' : null;
        if (!page) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(anyCompanyPage(c.slug, page));
      }),
    );
  }
  const readWebsite = createWebsiteFetcher({ allowPrivate: true });
  const t: TestApp = await createTestApp({
    config: { allowPrivateFetch: true },
    deps: {
      fetchWebsite: (website) => {
        const server = servers.get(website.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/$/, ''));
        return readWebsite(server ? `${server.origin}/` : website);
      },
    },
  });
  const analysed: AnalysedCompany[] = [];
  for (const company of companies) {
    const user = await signUp(t.app);
    const res = await user
      .post('/api/onboarding/complete')
      .send({ companyName: company.companyName, website: company.website, mediaOutlets: '', socialMediaLinks: {} });
    const body = res.body as OnboardingAnalysis;
    analysed.push({
      company,
      status: res.status,
      industry: body.industry ?? '',
      keywords: body.suggested_keywords ?? [],
      outlets: body.suggested_media_outlets ?? [],
    });
  }
  return {
    analysed,
    close: async () => {
      await t.close();
      for (const s of servers.values()) await s.close();
    },
  };
}

/** Porter stems of a text's words, space-separated and padded, so 'roof' is found in 'Roofing' and 'mattress' in 'mattresses'. */
const stems = (s: string) => ` ${tokenize(s).map(stem).join(' ')} `;

/**
 * The label names the sector in words the set accepts, and none it calls wrong. An accepted word matches by its
 * stems ('charity' in 'Children & Youth Charities'); a wrong word only as the words it is: its stem is often another
 * word's ('banking' and 'Food Banks', 'gaming' and 'Toys & Games'), and inside a word it is none ('mining' in
 * 'Demining'). Plurals fold.
 */
export function industryRight(company: AnyCompanyCase, label: string): boolean {
  const l = stems(label);
  const has = (w: string) => l.includes(stems(w)) || label.toLowerCase().includes(w.toLowerCase());
  const plain = (s: string) => ` ${tokenize(s).map((w) => w.replace(/s$/, '')).join(' ')} `;
  const words = plain(label);
  const says = (w: string) => words.includes(plain(w));
  return company.industryWords.some(has) && !company.wrongIndustryWords.some(says);
}

/** A keyword is one a PR lead would track when it is one of the set's terms, inside one, or holds one whole. */
export function trackable(company: AnyCompanyCase, keyword: string): boolean {
  const k = stems(keyword);
  return company.trackTerms.some((term) => {
    const t = stems(term);
    return k === t || k.includes(t) || t.includes(k);
  });
}

/**
 * An organisation named for the place it serves ('Nursing and Midwifery Board of Ireland', 'Institute of Chartered
 * Accountants of India'): the place after its 'of' is the body's reach, and the body (a regulator, a trade
 * association) is a keyword the issue asks for, not a place.
 */
const ORGANISATION_OF = /\b(?:Association|Board|Council|Institute|Institution|Society|Federation|Confederation|Chamber|Authority|Commission|Agency|Ministry|Department|University|College|Union|Bank|Court|Foundation|Trust)\b.*\sof\s+(?:the\s+)?$/u;

/** A place in the keyword: the keyword itself, or a run of its capitalised words ('Norwich office'), as written. */
export function namesPlace(keyword: string): boolean {
  for (const run of keyword.matchAll(/(?:\p{Lu}[\p{L}'’-]*)(?:\s+\p{Lu}[\p{L}'’-]*)*/gu)) {
    if (isPlaceName(run[0]) && !ORGANISATION_OF.test(keyword.slice(0, run.index))) return true;
  }
  return false;
}

export interface SetFigures {
  industryRight: number;
  stating: number;
  /** Companies with at least 6 of their top 10 keywords trackable. */
  sixOfTen: number;
  /** Trackable keywords among all top-10 keywords. */
  trackableTop10: number;
  top10Total: number;
  placesForNonLocal: number;
  lines: string[];
}

export function figures(run: readonly AnalysedCompany[]): SetFigures {
  const lines: string[] = [];
  let right = 0;
  let stating = 0;
  let six = 0;
  let track = 0;
  let total = 0;
  let places = 0;
  for (const a of run) {
    const c = a.company;
    const ok = industryRight(c, a.industry);
    if (c.statesBusiness) {
      stating++;
      if (ok) right++;
    }
    const top = a.keywords.slice(0, 10);
    const marks = top.map((k) => trackable(c, k));
    const n = marks.filter(Boolean).length;
    track += n;
    total += top.length;
    if (n >= 6) six++;
    const placeKeywords = c.local ? [] : a.keywords.filter(namesPlace);
    places += placeKeywords.length;
    lines.push(
      `${c.companyName} (${c.group}${c.local ? ', local' : ''}): industry '${a.industry}' ${ok ? 'right' : 'WRONG'}; ` +
        `top 10 keywords ${n}/10 trackable: ${top.map((k, i) => `${k}${marks[i] ? ' ✓' : ''}`).join(', ')}` +
        `${placeKeywords.length ? `; places: ${placeKeywords.join(', ')}` : ''}; outlets: ${a.outlets.slice(0, 5).join(', ')}`,
    );
  }
  return { industryRight: right, stating, sixOfTen: six, trackableTop10: track, top10Total: total, placesForNonLocal: places, lines };
}
