import { describe, expect, it } from 'vitest';
import { OfflineAiProvider } from '../../src/ai/offline/offline-provider';
import {
  audiencePersonaSchema,
  contactScoreSchema,
  pitchDraftSchema,
  storyAngleDraftSchema,
} from '../../src/ai/schemas';
import { contentTypes } from '@newsjack/shared';
import type { GenerateStoryAnglesInput } from '../../src/ai/types';
import type { StoryAngleDraft } from '../../src/ai/schemas';
import { journalists, ledgerline, settlementTrend } from './ai-fixtures';
import { testSemanticEngine } from '../helpers/semantic';
import { buildFactSheet } from '../../src/text/fact-sheet';

const provider = new OfflineAiProvider(() => new Date('2026-03-10T12:00:00Z'), testSemanticEngine());

const anglesInput = (overrides: Partial<GenerateStoryAnglesInput> = {}): GenerateStoryAnglesInput => ({
  company: ledgerline,
  topic: settlementTrend.title,
  targetAudience: 'UK e-commerce finance leaders',
  contentTypes: [...contentTypes],
  context: '',
  mode: 'quick',
  trend: settlementTrend,
  // As the story-angles service passes it for this trend: relevance 72%, a strong fit.
  fit: { level: 'strong', relevanceScore: 0.72, matchedKeywords: ['card payments', 'merchants'] },
  ...overrides,
});

describe('offline story angles', () => {
  it('when four content types are asked for, then exactly three valid drafts come back for each', async () => {
    const angles = await provider.generateStoryAngles(anglesInput());
    expect(angles).toHaveLength(12);
    for (const type of contentTypes) expect(angles.filter((a) => a.contentType === type)).toHaveLength(3);
    for (const a of angles) expect(storyAngleDraftSchema.parse(a)).toEqual(a);
  });

  it("when a headline runs past 90 characters, then it does not close on the company's byline by name", async () => {
    const angles = [
      ...(await provider.generateStoryAngles(anglesInput())),
      ...(await provider.generateStoryAngles(anglesInput({ targetAudience: 'Finance teams', company: { ...ledgerline, targetMarkets: [] } }))),
    ];
    const long = angles.filter((a) => a.headline.length > 90);
    expect(long.length).toBeGreaterThan(0);
    for (const a of long) expect(a.headline).not.toMatch(/(?:as Ledgerline sees it|from Ledgerline|by Ledgerline)$/);
  });

  it('when the story fits only in part, then each content type gets one or two ideas, each opening with a fact of the story, none a general plan', async () => {
    const angles = await provider.generateStoryAngles(anglesInput({ fit: { level: 'partial', relevanceScore: 0.4, matchedKeywords: ['merchants'] } }));
    for (const type of contentTypes) {
      const ofType = angles.filter((a) => a.contentType === type);
      expect(ofType.length).toBeGreaterThanOrEqual(1);
      expect(ofType.length).toBeLessThanOrEqual(2);
    }
    for (const a of angles) expect(a.angle).toMatch(/^(?:The figure to build on|The date to work back from|Close to Ledgerline’s own work|The second voice)/);
  });

  it('when drafted from a trend, then every draft names the trend subject and the company, and only products the profile lists', async () => {
    const angles = await provider.generateStoryAngles(anglesInput());
    for (const a of angles) {
      const text = [a.headline, a.angle, ...a.keyMessages].join(' ');
      expect(text).toMatch(/card settlement for small merchants/i);
      expect(text).toContain('Ledgerline');
      expect(a.targetAudience).toBe('UK e-commerce finance leaders');
    }
    const all = angles.map((a) => [a.headline, a.angle, ...a.keyMessages].join(' ')).join(' ');
    expect(all).toMatch(/Ledgerline Payouts|Ledgerline Treasury|Checkout API/);
    const headlines = angles.map((a) => a.headline);
    expect(new Set(headlines).size).toBe(headlines.length);
  });

  it('when the story gives a figure and a date, then the ideas built on them open with that fact, and most ideas do not open on the same news line', async () => {
    const angles = await provider.generateStoryAngles(anglesInput());
    const openings = angles.map((a) => a.angle.split(/(?<=[.”])\s+(?=[A-Z])/)[0]!);
    // The figure as what its sentence says of it (the relative clause read with its antecedent), not '£3bn' alone.
    expect(openings).toContain(
      'The figure to build on: the Bank of England plan could free up to £3bn of working capital for small merchants that now wait three days for card takings, as the Financial Times reported.',
    );
    expect(openings.some((o) => o.startsWith('The date to work back from: “') && o.includes('March 2027'))).toBe(true);
    expect(openings.filter((o) => o.startsWith('What happened')).length).toBeLessThanOrEqual(angles.length / 2);
    // A general idea opens with the fact its messages lead with: another report's, quoted with its outlet.
    const general = angles.find((a) => a.angle.startsWith('Also in the coverage'));
    expect(general?.angle).toMatch(/^Also in the coverage, from the Financial Times: “Payment firms welcomed the Bank of England plan/);
    expect(general?.keyMessages[0]).toMatch(/\(Financial Times\)\.$/);
  });

  it('when the story gives several figures that would lead as well, then the content types do not all build their data idea on one', async () => {
    const report = (outlet: string, title: string, summary: string) => ({ title, summary, outlet, url: `https://${outlet.replace(/\W/g, '').toLowerCase()}.example/1`, author: null, publishedAt: new Date('2026-03-09T10:00:00Z') });
    const factSheet = buildFactSheet([
      report('Heartland Business Daily', 'Car delivery waits reach nine days', 'Used-car buyers in Ohio now wait nine days for car delivery, up from five in the spring.'),
      report('Auto Retail Weekly', 'Dealers raise delivery charges', 'One dealer group said car delivery charges rose to $399 per vehicle this month.'),
      report('Freight Lane', 'Car-hauler rates climb', 'Car-hauler rates on Midwest lanes rose 9% in a month as haulers lost drivers.'),
    ]);
    const title = 'Car delivery slows as haulers lose drivers';
    const company = { companyName: 'Lotwise', website: 'lotwise.example', industry: 'Online used-car marketplace', companyProfile: 'Lotwise sells used cars online and arranges car delivery through partner car haulers.', targetMarkets: ['Used-car buyers'], keyProducts: [], keywords: ['used cars', 'car delivery'] };
    const trend = { title, description: factSheet.happened ?? '', category: 'business', relatedKeywords: ['car delivery'], sourceUrls: [], trendingReason: '', factSheet };
    const angles = await provider.generateStoryAngles(anglesInput({ company, topic: title, targetAudience: 'Used-car buyers', trend, fit: { level: 'strong', relevanceScore: 0.7, matchedKeywords: ['car delivery'] } }));
    const figures = new Set(angles.map((a) => /^The figure to build on[^:]*: (.+?)(?:, as [^,]+ reported)?\.(?:\s|$)/.exec(a.angle)?.[1]).filter(Boolean));
    expect(figures.size).toBeGreaterThan(1);
  });

  it("when the story's only date ahead is of something else than its subject, then no idea tells readers to prepare for the subject by it", async () => {
    const report = (outlet: string, title: string, summary: string) => ({ title, summary, outlet, url: `https://${outlet.replace(/\W/g, '').toLowerCase()}.example/1`, author: null, publishedAt: new Date('2026-03-09T10:00:00Z') });
    const factSheet = buildFactSheet([
      report('Pensions Intelligence', 'Ireland publishes first opt-out figures for auto-enrolment pensions', 'About 14% of workers enrolled in the first six months opted out, the Department of Social Protection said. Workers and employers each pay 1.5% of gross pay, rising to 3% each in 2029.'),
      report('Munster Business Review', 'Small employers count the admin of auto-enrolment', 'Matching contributions and monthly returns have added two to four hours of admin a month, small firms said.'),
    ]);
    const title = 'Ireland publishes first opt-out figures for auto-enrolment pensions';
    const company = { companyName: 'Calder Actuarial', website: 'calder.example', industry: 'Pensions & Actuarial Consulting', companyProfile: 'Calder Actuarial advises employers and pension scheme trustees in Scotland and Ireland on auto-enrolment pensions.', targetMarkets: ['Employers in Scotland and Ireland'], keyProducts: [], keywords: ['auto-enrolment pensions'] };
    const trend = { title, description: factSheet.happened ?? '', category: 'business', relatedKeywords: ['auto-enrolment'], sourceUrls: [], trendingReason: '', factSheet };
    const angles = await provider.generateStoryAngles(anglesInput({ company, topic: title, targetAudience: 'Employers', trend, fit: { level: 'strong', relevanceScore: 0.7, matchedKeywords: ['auto-enrolment pensions'] } }));
    expect(angles.length).toBeGreaterThan(0);
    for (const a of angles) expect(`${a.headline} ${a.angle}`, a.headline).not.toMatch(/Before 2029|Countdown to 2029|the 2029 date|work back from|prepare for/);
  });

  it("when the mode is advanced, then each draft adds the story's own figure (not our coverage counts), a risk and a fourth key message, with other headlines", async () => {
    const quick = await provider.generateStoryAngles(anglesInput({ contentTypes: ['press-release'] }));
    const advanced = await provider.generateStoryAngles(
      anglesInput({ contentTypes: ['press-release'], mode: 'advanced' }),
    );
    expect(quick.every((a) => a.keyMessages.length === 3)).toBe(true);
    expect(advanced.every((a) => a.keyMessages.length === 4)).toBe(true);
    // The story's figure is in every draft, once: as the figure an idea builds on, else as its data point.
    for (const a of advanced) expect(a.angle.split('up to £3bn of working capital').length).toBe(2);
    expect(advanced.map((a) => a.angle).join(' ')).toContain('Data point: up to £3bn of working capital, as the Financial Times reported.');
    expect(advanced.map((a) => a.angle).join(' ')).not.toContain('covered 14 times');
    expect(advanced[0]?.angle).toMatch(/Risk to manage: financial claims may be regulated/);
    expect(advanced.map((a) => a.headline)).not.toEqual(quick.map((a) => a.headline));
    for (let i = 0; i < quick.length; i++)
      expect(advanced[i]!.angle.length).toBeGreaterThan(quick[i]!.angle.length + 100);
  });

  it("when the topic is custom (no trend), then drafts use the topic as their subject and never echo the user's context back as reported fact", async () => {
    const input = anglesInput({
      trend: undefined,
      topic: 'late payments to small suppliers',
      context: 'Late payments cost UK small firms billions each year.',
      contentTypes: ['blog-post'],
    });
    const angles = await provider.generateStoryAngles(input);
    expect(angles).toHaveLength(3);
    expect(angles[0]?.headline).toMatch(/late payments to small suppliers/i);
    const advanced = await provider.generateStoryAngles({ ...input, mode: 'advanced' });
    const text = advanced.map((a) => a.angle).join(' ');
    expect(text).not.toContain('From the brief');
    expect(text).not.toContain('Late payments cost UK small firms billions each year.');
  });

  it('when the same request is made twice, then the drafts are identical; another topic phrases them differently', async () => {
    const first = await provider.generateStoryAngles(anglesInput());
    expect(await provider.generateStoryAngles(anglesInput())).toEqual(first);
    const other = await provider.generateStoryAngles(
      anglesInput({
        trend: {
          ...settlementTrend,
          title: 'Stablecoin rules split European regulators',
          relatedKeywords: ['stablecoin'],
        },
      }),
    );
    expect(other.map((a) => a.headline)).not.toEqual(first.map((a) => a.headline));
  });
});

describe('offline audience persona', () => {
  it('when asked about a trend, then the persona is an archetype grounded in the trend, its sources and the company markets', async () => {
    const persona = await provider.generateAudiencePersona({
      trendTitle: settlementTrend.title,
      trendDescription: settlementTrend.description,
      sourceUrls: settlementTrend.sourceUrls,
      company: ledgerline,
    });
    expect(audiencePersonaSchema.parse(persona)).toEqual(persona);
    expect(persona.name).toMatch(/^The /);
    expect(persona.interests).toContain('card settlement');
    expect(persona.channels.slice(0, 2)).toEqual(['Reuters', 'Financial Times']);
    expect(persona.role).toContain('online merchants');
    expect(persona.targetAudience.split('\n')).toHaveLength(1);
  });
});

/**
 * An angle as the engines read it once stored (story-angles.service forAi): with the story it was built on. An idea
 * built on one of the story's facts opens with that fact, not with what happened.
 */
const asStored = (angle: StoryAngleDraft) => ({
  ...angle,
  story: { title: settlementTrend.title, relatedKeywords: settlementTrend.relatedKeywords },
  factSheet: settlementTrend.factSheet!,
  storyReports: settlementTrend.factSheet!.reports.map((r) => ({ title: r.title, url: r.url })),
});

describe('offline contact scoring', () => {
  it('when journalists are scored for a payments angle, then the payments writer ranks high and the football writer low', async () => {
    const [angle] = await provider.generateStoryAngles(anglesInput({ contentTypes: ['press-release'] }));
    const scores = await provider.scoreContacts({ company: ledgerline, storyAngle: asStored(angle!), contacts: journalists });
    for (const s of scores) expect(contactScoreSchema.parse(s)).toEqual(s);
    const byId = new Map(scores.map((s) => [s.contactId, s]));
    expect(byId.get(11)?.score).toBeGreaterThanOrEqual(70);
    expect(byId.get(12)?.score).toBeLessThan(20);
    expect(byId.get(11)!.score).toBeGreaterThan(byId.get(13)!.score);
    expect(byId.get(11)?.explanation).toContain('Card settlement delays squeeze small retailers');
    expect(byId.get(11)?.explanation).toMatch(/payments/);
    // The low score says plainly where their coverage is (it used to say 'shares no terms').
    expect(byId.get(12)?.explanation).toMatch(/^Covers football and transfers at BBC Sport; nothing on “/);
  });

  it('when the same journalist last wrote long ago, then the score is a little lower than when they wrote this month', async () => {
    const recent = await provider.scoreContacts({ company: ledgerline, contacts: [journalists[0]!] });
    const stale = await provider.scoreContacts({
      company: ledgerline,
      contacts: [{ ...journalists[0]!, lastArticleAt: '2025-01-01T00:00:00Z' }],
    });
    // Recency is a small factor now (it was 10 points, enough to move a tier).
    expect(recent[0]!.score).toBeGreaterThan(stale[0]!.score);
    expect(recent[0]!.score - stale[0]!.score).toBeLessThanOrEqual(3);
  });
});

describe('offline pitches', () => {
  it("when pitching, then each body cites the journalist's real article, their beat, the company, the angle and a clear ask", async () => {
    const [angle] = await provider.generateStoryAngles(anglesInput({ contentTypes: ['press-release'] }));
    const pitches = await provider.writePitches({
      company: ledgerline,
      storyAngle: asStored(angle!),
      mode: 'quick',
      contacts: journalists.slice(0, 1),
      senderName: 'Sam Carter',
    });
    expect(pitches).toHaveLength(1);
    const pitch = pitchDraftSchema.parse(pitches[0]);
    expect(pitch.contactId).toBe(11);
    expect(pitch.subjectLine.length).toBeLessThan(50);
    expect(pitch.body).toMatch(/^Hi Maya,/);
    expect(pitch.body).toContain('“Card settlement delays squeeze small retailers”');
    expect(pitch.body).toContain('a piece on payments');
    // The idea is offered as the company's view on the story, in a sentence, not as a quoted headline; its industry
    // of two trades ('Fintech & Payments') as one kind.
    expect(pitch.body).toContain('Ledgerline can give a fintech company’s view of card settlement for small merchants.');
    expect(pitch.body).not.toContain(angle!.headline);
    // Quick pitches keep to the angle; the key messages are advanced mode's extra evidence. The company's part says
    // who it is, then the line of its profile that meets the story (instant settlement for a settlement-times story).
    expect(pitch.body).toContain(
      'Ledgerline is a fintech company whose products include Checkout API, Ledgerline Payouts and Ledgerline Treasury. It gives online merchants and marketplaces instant settlement of card payments',
    );
    expect(pitch.body).toMatch(/Would a short interview with the Ledgerline team be useful for a piece on payments\?/);
    expect(pitch.body).toMatch(/Best regards,\nSam Carter\nLedgerline · ledgerline\.com$/);
  });

  it('when the pitch is advanced and unsigned, then it adds why-now and an offer and signs as the company team without naming anyone', async () => {
    const [angle] = await provider.generateStoryAngles(
      anglesInput({ contentTypes: ['press-release'], mode: 'advanced' }),
    );
    const [pitch] = await provider.writePitches({
      company: ledgerline,
      storyAngle: asStored(angle!),
      mode: 'advanced',
      contacts: journalists.slice(0, 1),
    });
    expect(pitch!.body).toMatch(/\nWhy now: /);
    expect(pitch!.body).toContain('a 20-minute briefing with the Ledgerline team');
    expect(pitch!.body).not.toContain('Risk to manage');
    expect(pitch!.body).toMatch(/The Ledgerline team/);
  });

  it("when the profile names the company's own people by trade, then the pitch offers one of them, not 'the team'", async () => {
    const company = { ...ledgerline, companyProfile: `${ledgerline.companyProfile} Its 24 payments engineers work from Leeds.` };
    const [angle] = await provider.generateStoryAngles(anglesInput({ company, contentTypes: ['press-release'] }));
    const [pitch] = await provider.writePitches({ company, storyAngle: asStored(angle!), mode: 'quick', contacts: journalists.slice(0, 1) });
    expect(pitch!.body).toMatch(/Would a short interview with one of Ledgerline’s payments engineers be useful for a piece on payments\?/);
    expect(pitch!.body).not.toContain('with the Ledgerline team');
  });

  it("when the industry label makes no kind a person would say ('a company in …'), then the pitch's offer leaves the kind out", async () => {
    const company = { ...ledgerline, industry: 'Payments software for online merchants' };
    const [angle] = await provider.generateStoryAngles(anglesInput({ company, contentTypes: ['press-release'] }));
    const [pitch] = await provider.writePitches({ company, storyAngle: asStored(angle!), mode: 'quick', contacts: journalists.slice(0, 1) });
    expect(pitch!.body).toContain('Ledgerline can say what card settlement for small merchants means in practice.');
    expect(pitch!.body).not.toMatch(/as a company in /);
  });

  it('when a journalist has no articles on file, then the pitch refers to their beat and claims to have read nothing', async () => {
    const [angle] = await provider.generateStoryAngles(anglesInput({ contentTypes: ['blog-post'] }));
    // Her beat is the story's field; a beat that is not gets the honest 'outside your beat' opener (pitch-rules.test.ts).
    const contact = { id: 99, name: 'Ana Ruiz', outlet: 'Finextra', areasOfFocus: ['card settlement'], articles: [] };
    const [pitch] = await provider.writePitches({
      company: ledgerline,
      storyAngle: asStored(angle!),
      mode: 'quick',
      contacts: [contact],
    });
    expect(pitch!.body).toContain('I am writing because you cover card settlement at Finextra');
    expect(pitch!.body).not.toContain('I read your recent piece');
  });
});
