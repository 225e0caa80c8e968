import { describe, expect, it } from 'vitest';
import { OfflineAiProvider } from '../../src/ai/offline/offline-provider';
import type { ContactForAi, StoryAngleForAi } from '../../src/ai/types';
import { buildFactSheet } from '../../src/text/fact-sheet';
import { testSemanticEngine } from '../helpers/semantic';
import { ledgerline } from './ai-fixtures';

/**
 * Issue 23: pitches opened with "this story may be outside your beat" to the very reporter who wrote the story,
 * because their article's words were far from the angle's. The angle now carries its trend's reports, and an
 * article among them is this story, whatever its words.
 */
const provider = new OfflineAiProvider(() => new Date('2026-03-10T12:00:00Z'), testSemanticEngine());

const REPORT = {
  title: 'Regulator tightens rules on freight broker fraud after double-brokering losses',
  url: 'https://freightwire.example/2026/03/broker-fraud-rule',
};

const angle: StoryAngleForAi = {
  headline: 'What faster card settlement means for small merchants’ cash flow',
  angle: 'Small merchants wait days for card money; a settlement rule would change their cash flow planning.',
  contentType: 'blog',
  targetAudience: 'Small business owners',
  keyMessages: ['Settlement delays squeeze cash flow', 'Same-day settlement is possible today'],
  storyReports: [REPORT],
};

const reporter: ContactForAi = {
  id: 71,
  name: 'Dana Whitfield',
  outlet: 'Freight Wire',
  areasOfFocus: ['trucking', 'freight markets'],
  articles: [{ title: REPORT.title, url: REPORT.url, publishedAt: '2026-03-08T09:00:00Z', summary: null }],
};
const stranger: ContactForAi = {
  id: 72,
  name: 'Owen Marsh',
  outlet: 'Garden Weekly',
  areasOfFocus: ['gardening'],
  articles: [{ title: 'Ten roses that survive a cold spring', url: 'https://garden.example/roses', publishedAt: '2026-03-01T09:00:00Z', summary: null }],
};

describe('the reporter who wrote the story', () => {
  it('when a contact wrote one of the story’s reports, then the pitch cites that piece and never says the story is outside their beat', async () => {
    const [pitch] = await provider.writePitches({ company: ledgerline, storyAngle: angle, mode: 'quick', contacts: [reporter], senderName: 'Sam Carter' });
    expect(pitch!.body).toContain(`“${REPORT.title}”`);
    expect(pitch!.body).not.toMatch(/outside your beat/);
  });

  it('when contacts are scored for the angle, then the story’s own reporter ranks first', async () => {
    const scores = await provider.scoreContacts({ company: ledgerline, storyAngle: angle, contacts: [stranger, reporter] });
    const byId = new Map(scores.map((s) => [s.contactId, s]));
    expect(byId.get(reporter.id)!.score).toBeGreaterThan(byId.get(stranger.id)!.score);
    // Its words say so too: the article it names is the story's own report.
    expect(byId.get(reporter.id)!.explanation).toContain(REPORT.title);
  });
});

describe('a round-up told from several countries', () => {
  // Minimum wages for 2027 told country by country: the Hungarian part is another country's news for a UK payments
  // firm; the wire's overview and the UK part are its story.
  const parts = [
    { title: 'Minimum wages for 2027: what changes from London to Lagos', summary: 'Governments set next year’s pay floors this week.', outlet: 'Global Markets Wire', author: 'Ada Lund', url: 'https://wire.example/min-wages' },
    { title: 'UK National Living Wage to rise 4.1% in April', summary: 'The National Living Wage will rise to £12.71 an hour, the government said.', outlet: 'City Ledger', author: 'Tom Pike', url: 'https://cityledger.example/nlw' },
    { title: 'Hungary’s minimum wage to rise 10% in January under three-year pay deal', summary: 'Employers and unions agreed a 10% rise in the monthly minimum wage.', outlet: 'Pest Business Post', author: 'Eszter Kovács', url: 'https://pbp.example/minimum-wage' },
  ];
  const roundUp: StoryAngleForAi = {
    ...angle,
    headline: 'What the UK’s 2027 wage rise means for merchants’ payroll',
    storyReports: parts.map((p) => ({ title: p.title, url: p.url })),
    factSheet: buildFactSheet(parts.map((p, i) => ({ ...p, publishedAt: new Date(Date.UTC(2026, 2, 8, i)) }))),
  };
  const writer = (id: number, p: (typeof parts)[number]): ContactForAi => ({
    id,
    name: p.author,
    outlet: p.outlet,
    areasOfFocus: ['wages'],
    articles: [{ title: p.title, url: p.url, publishedAt: '2026-03-08T09:00:00Z', summary: p.summary }],
  });

  it("when contacts are scored, then the reporter of another country's part is not ranked as the story's own reporter", async () => {
    const [uk, hungary] = [writer(81, parts[1]!), writer(82, parts[2]!)];
    const scores = new Map((await provider.scoreContacts({ company: ledgerline, storyAngle: roundUp, contacts: [uk, hungary] })).map((s) => [s.contactId, s]));
    expect(scores.get(uk.id)!.score).toBeGreaterThan(scores.get(hungary.id)!.score);
    expect(scores.get(uk.id)!.explanation).toContain(parts[1]!.title);
    // Another side of the same story: next to it, not unrelated.
    expect(scores.get(hungary.id)!.score).toBeGreaterThanOrEqual(70);
  });

  it("when another country's reporter is pitched, then the pitch says their report told one side of the story, not that it follows on from it", async () => {
    const [pitch] = await provider.writePitches({ company: ledgerline, storyAngle: roundUp, mode: 'quick', contacts: [writer(82, parts[2]!)], senderName: null });
    expect(pitch!.body).toContain(`“${parts[2]!.title}” for the Pest Business Post told one country's side of this story`);
    expect(pitch!.body).not.toMatch(/follow-up to it|follows on from it|outside your beat/);
  });
});

describe('words that must never reach a journalist', () => {
  it('when the company’s industry is the screen label Unspecified, then no pitch or subject says "unspecified"', async () => {
    const company = { ...ledgerline, industry: null };
    const drafts = await provider.writePitches({ company, storyAngle: { ...angle, storyReports: undefined }, mode: 'advanced', contacts: [reporter, stranger], senderName: null });
    for (const d of drafts) expect(`${d.subjectLine}\n${d.body}`).not.toMatch(/unspecified/i);
  });

  it('when the story’s main phrase is the journalist’s beat, then the subject does not say it twice', async () => {
    const beatAngle: StoryAngleForAi = {
      headline: 'Assaults on train drivers are rising and operators are changing how cabs are protected',
      angle: 'Assaults on train drivers have doubled; operators are fitting cab doors and cameras.',
      contentType: 'blog',
      targetAudience: 'Rail operators',
      keyMessages: ['Assaults on train drivers doubled in two years'],
    };
    const railReporter: ContactForAi = { ...reporter, id: 73, areasOfFocus: ['train drivers'], articles: [{ title: 'Train drivers vote on strike over cab safety', url: 'https://rail.example/1', publishedAt: '2026-03-01T09:00:00Z', summary: null }] };
    const [pitch] = await provider.writePitches({ company: ledgerline, storyAngle: beatAngle, mode: 'quick', contacts: [railReporter], senderName: null });
    expect(pitch!.subjectLine).not.toMatch(/train drivers coverage: train drivers/i);
  });
});
