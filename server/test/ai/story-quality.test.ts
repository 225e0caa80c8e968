import { contentTypes, type StoryFitLevel } from '@newsjack/shared';
import { describe, expect, it } from 'vitest';
import { generateStoryAnglesOffline } from '../../src/ai/offline/story-angles';
import { subjectOf } from '../../src/ai/offline/story-subject';
import { storyAngleDraftSchema, type StoryAngleDraft } from '../../src/ai/schemas';
import type { CompanyContext, TrendFacts } from '../../src/ai/types';
import { scoreTrendsForCompanies } from '../../src/discovery/relevance';
import { assessFit } from '../../src/modules/story-angles/story-fit';
import { qualityCompanies, qualityTrends } from './story-quality-fixtures';
import { testSemanticEngine } from '../helpers/semantic';

/*
 * Quality of offline ideas across 6 companies × 10 trends, with the relevance discovery would store for each pair
 * (its own scorer over the whole set) and the fit the API decides from it. Every pair that may be generated is
 * generated in both modes for all four content types and read as an editor would.
 */

const relevance = await scoreTrendsForCompanies(
  qualityTrends.map((t) => ({ title: t.title, description: t.description, relatedKeywords: t.relatedKeywords, items: [], outlets: [], mentions: 10, growth: 60, velocity: 'high' as const, timeframe: '24h' })),
  qualityCompanies.map((c, i) => ({ id: i + 1, ...c })),
  testSemanticEngine(),
);

/** `level` is the API's fit; `written` the level the engine wrote for (a refused pair is still read at 'weak'). */
type Case = { company: CompanyContext; trend: TrendFacts; level: StoryFitLevel; written: 'strong' | 'partial' | 'weak'; quick: StoryAngleDraft[]; advanced: StoryAngleDraft[] };

const cases: Case[] = qualityTrends.flatMap((trend, ti) =>
  qualityCompanies.map((company, ci) => {
    const r = relevance[ti]![ci]!;
    const fit = assessFit({ companyName: company.companyName, relevanceScore: r.relevanceScore, matchedKeywords: r.matchedKeywords, topic: trend.title, kind: 'trend' });
    // The API refuses 'none' pairs; the engine is still read at 'weak' for them, so every pair is checked.
    const written = fit.level === 'none' ? 'weak' : fit.level;
    const run = (mode: 'quick' | 'advanced') =>
      generateStoryAnglesOffline({
            company,
            topic: trend.title,
            targetAudience: 'Editors and decision-makers',
            contentTypes: [...contentTypes],
            context: '',
            mode,
            trend,
            fit: { level: written, relevanceScore: fit.relevanceScore, matchedKeywords: fit.matchedKeywords },
          });
    return { company, trend, level: fit.level, written, quick: run('quick'), advanced: run('advanced') };
  }),
);
const generated = cases;
const textOf = (a: StoryAngleDraft) => [a.headline, a.angle, ...a.keyMessages].join(' | ');
const label = (c: Case) => `${c.company.companyName} × ${c.trend.title}`;

/** 'a' before a consonant sound, 'an' before a vowel sound (with the usual exceptions). */
function articleAgrees(article: string, word: string): boolean {
  const vowelSound = /^(?:[aeio]|u(?!ni|s[ae]|ti)|hour|honest|[AEFHILMNORSX](?:[A-Z]|$))/.test(word) && !/^(?:one|eu)/i.test(word);
  return article.toLowerCase() === (vowelSound ? 'an' : 'a');
}

describe('offline story ideas across 6 companies and 10 trends', () => {
  it('when each pair is generated, then there are exactly 3 valid ideas per content type in each mode (1 or 2 for a partial fit); at least 8 pairs fit', () => {
    expect(generated).toHaveLength(60);
    expect(cases.filter((c) => c.level === 'strong' || c.level === 'partial').length).toBeGreaterThanOrEqual(8);
    for (const c of generated)
      for (const drafts of [c.quick, c.advanced]) {
        for (const type of contentTypes) {
          const ofType = drafts.filter((d) => d.contentType === type).length;
          if (c.written === 'partial') expect([1, 2], label(c)).toContain(ofType);
          else expect(ofType, label(c)).toBe(3);
        }
        for (const d of drafts) expect(storyAngleDraftSchema.parse(d)).toEqual(d);
      }
  });

  const MOVED = /^(?:(?:rise|increase|jump|surge|fall|drop|dip|slide|slump|plunge|decline|collapse|record high|record low) in |record year for |record )/;
  it('when the subject is named, then it is a noun phrase from the trend title, never a bare keyword', () => {
    for (const c of generated) {
      const subject = subjectOf(c.trend.title, c.trend.relatedKeywords, [c.trend.description, ...(c.trend.items ?? []).map((i) => i.title)].join('\n'));
      expect(subject.phrase.split(' ').length > 1 || subject.np.startsWith('the '), label(c)).toBe(true);
      // A headline that tells how a measure moved ('Heat pump sales surge', 'NHS waiting lists hit record') names it;
      // the subject says the movement.
      expect(c.trend.title.toLowerCase()).toContain(subject.phrase.toLowerCase().replace(MOVED, ''));
      // Singular count nouns ('pump', 'earthquake', 'outage') need an article or a modifier; plurals, mass nouns
      // and places read fine bare.
      const bare = c.trend.relatedKeywords
        .filter((k) => !k.includes(' ') && !/s$/.test(k) && !['ransomware', 'oil', 'regulation', 'turkey', 'nhs'].includes(k.toLowerCase()))
        .map((k) => k.toLowerCase());
      for (const d of [...c.quick, ...c.advanced]) {
        expect(d.headline.toLowerCase(), label(c)).toContain(subject.phrase.toLowerCase());
        const rest = textOf(d).toLowerCase().split(subject.phrase.toLowerCase()).join(' ¶ ');
        for (const k of bare) expect(rest, `${label(c)}: bare “${k}”`).not.toMatch(new RegExp(`\\b(?:on|about|of|for|after|through|to|with|what) ${k}\\b`));
      }
    }
  });

  it('when a company names no products, then nothing is presented as its product, data or customers', () => {
    for (const c of generated) {
      const possessive = new RegExp(`${c.company.companyName.replace(/[&]/g, '\\&')}’s (\\w+)`, 'g');
      const allowed = new Set(['view', 'voice', 'team', 'leadership', 'reading', 'field', 'own', 'sales', 'keyword', 'keywords', 'role', 'work']);
      for (const d of [...c.quick, ...c.advanced]) {
        const text = textOf(d);
        expect(text, label(c)).not.toMatch(/own (numbers|data|figures) show|first-hand (evidence|results)/);
        for (const m of text.matchAll(possessive)) expect(allowed.has(m[1]!) || c.company.keyProducts.some((p) => p.startsWith(m[1]!)), `${label(c)}: ${m[0]}`).toBe(true);
        if (c.company.keyProducts.length === 0) expect(text).not.toMatch(/\b(?:its|their|’s) (?:\w+ )?(?:platform|product|solution|tool)s?\b/i);
        for (const k of c.company.keywords) expect(text, label(c)).not.toContain(`${c.company.companyName}’s ${k}`);
      }
    }
  });

  it('when read for grammar, then articles agree, sentences start with capitals, verbs agree with the subject and no word doubles', () => {
    for (const c of generated) {
      const subject = subjectOf(c.trend.title, c.trend.relatedKeywords, [c.trend.description, ...(c.trend.items ?? []).map((i) => i.title)].join('\n'));
      const wrongVerb = subject.plural ? /^(?:is|touches|matters|means|raises|goes|brings|changes|asks|affects)\b/ : /^(?:are|touch|matter|mean|raise|go|bring|change|ask|affect)\b/;
      for (const d of [...c.quick, ...c.advanced]) {
        const text = textOf(d);
        for (const m of text.matchAll(/\b(a|an|A|An) ([\w-]+)/g)) expect(articleAgrees(m[1]!, m[2]!), `${label(c)}: “${m[0]}”`).toBe(true);
        expect(text).not.toMatch(/\b(\w+) \1\b/i);
        expect(text).not.toMatch(/ {2}| [.,;:]/);
        expect(text).not.toMatch(/\ban? (?:online merchants|homeowners|software engineering teams|mid-sized retailers|NHS trusts|local shoppers)\b/);
        expect(d.headline, label(c)).toMatch(/^[\p{Lu}\d“]/u);
        for (const sentence of d.angle.split(/(?<=[.!?])\s+/)) expect(sentence, label(c)).toMatch(/^[\p{Lu}\d“]/u);
        for (const part of text.split(new RegExp(subject.np.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i')).slice(1))
          expect(part.trim(), `${label(c)}: agreement after “${subject.np}”`).not.toMatch(wrongVerb);
      }
    }
  });

  it('when an idea is written, then its angle opens with one sentence joining the trend to the company; a partial fit’s caveat is said once per request', () => {
    // The bridge of a partly fitting story that nothing of the company's meets, in each of its wordings.
    const caveat = /(?:nothing in (?:its|.+’s) own description speaks to (?:it|them)|, the customers it serves|,? and (?:through|for) its own [^.]+|: through what (?:it changes|they change) for them)\./;
    for (const c of generated)
      for (const request of [c.quick, c.advanced])
        for (const [i, d] of request.entries()) {
          const first = d.angle.split(/(?<=[.!?])\s+/)[0]!;
          // The first idea of a request says how a partly fitting story reaches the company; the others do not repeat it.
          if (i > 0 && caveat.test(request[0]!.angle.split(/(?<=[.!?])\s+/)[0]!)) {
            expect(d.angle, label(c)).not.toMatch(caveat);
            continue;
          }
          expect(first, label(c)).toContain(c.company.companyName);
          expect(first, label(c)).toMatch(c.written === 'weak' ? /not .*’s? field, so the credible way in is/ : /touch|matter|^For .+, .+ (?:is|are) an? .+ story\.$|nothing in (?:its|.+’s) own description speaks to (?:it|them)\.$/);
        }
  });

  it('when the trend has nothing to do with the company, then the fit says so: refused or join-the-story ideas only', () => {
    const unrelated = [
      ['Ledgerline', 'Major earthquake'],
      ['Crumb & Co', 'AI coding assistants'],
      ['Tracebit', 'Heat pump sales'],
      ['Harbor Clinics', 'Pump prices'],
      ['Verdant Heat', 'Google Workspace outage'],
    ];
    for (const [company, trendStart] of unrelated) {
      const c = cases.find((x) => x.company.companyName === company && x.trend.title.startsWith(trendStart!))!;
      expect(['none', 'weak'], label(c)).toContain(c.level);
      for (const d of [...c.quick, ...c.advanced]) expect(d.angle).toMatch(/is not|are not/);
    }
    const fitting = cases.find((x) => x.company.companyName === 'Ledgerline' && x.trend.title.startsWith('Bank of England'))!;
    expect(['strong', 'partial']).toContain(fitting.level);
  });

  it('when the mode or content type changes, then the ideas differ; advanced ideas are longer and cite the coverage', () => {
    for (const c of generated) {
      const headlines = c.quick.map((d) => d.headline);
      expect(new Set(headlines).size, label(c)).toBe(c.quick.length);
      expect(c.advanced.length, label(c)).toBe(c.quick.length);
      for (let i = 0; i < c.quick.length; i++) {
        expect(c.advanced[i]!.angle.length).toBeGreaterThan(c.quick[i]!.angle.length + 80);
        expect(c.advanced[i]!.keyMessages).toHaveLength(4);
        expect(c.advanced[i]!.angle).toContain(`(${c.trend.items![0]!.outlet})`);
      }
      if (c.written !== 'weak') expect(c.advanced.map((d) => d.headline)).not.toEqual(headlines);
    }
  });
});
