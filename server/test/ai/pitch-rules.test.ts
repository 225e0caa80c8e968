import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiProvider } from '../../src/ai/create-provider';
import { OfflineAiProvider } from '../../src/ai/offline/offline-provider';
import { wordCount } from '../../src/ai/offline/prose';
import { pitchDraftSchema, type PitchDraft } from '../../src/ai/schemas';
import type { ContactForAi, StoryAngleForAi } from '../../src/ai/types';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../helpers/fake-openai-server';
import { COMPANIES, LABELLED_ANGLES, type LabelledAngle } from '../fixtures/contact-matching/angles';
import { JOURNALISTS } from '../fixtures/contact-matching/journalists';
import { journalists, ledgerline, settlementTrend } from './ai-fixtures';
import { testSemanticEngine } from '../helpers/semantic';
import { buildFactSheet } from '../../src/text/fact-sheet';

const provider = new OfflineAiProvider(() => new Date('2026-03-10T12:00:00Z'), testSemanticEngine());
const modes = ['quick', 'advanced'] as const;

/**
 * Our own figures must never reach a journalist. A reported fact may carry a percent ('shipments rose 31%'), and
 * a real article title in quotes may too; growth against our previous window, relevance and match figures may not.
 */
const INTERNAL_METRICS =
  /\d+(?:\.\d+)?\s?%\s+(?:relevance|relevant|match|growth)|\bup \d+(?:\.\d+)?\s?% on\b|\bmentions?\b|\boutlets?\b|covered \d+ times|\bvelocity\b|\brelevance\b|\bmatch score\b|previous period/i;
const outsideQuotes = (body: string) => body.replace(/“[^”]*”/g, '“”');

function expectGrammatical(body: string): void {
  expect(body).not.toMatch(/\.\.|\s[,.;:]\s|\bundefined\b|\bnull\b|\bNaN\b|\{|\}|“”| {2}|\bthe the\b|\ba a\b/i);
  for (const paragraph of body.split('\n\n').slice(1, -1)) {
    for (const line of paragraph.split('\n')) {
      if (line.startsWith('- ') || line === 'Key points:') continue;
      expect(line).toMatch(/^[A-Z“].*[.?!”]$/);
    }
  }
}

/** Each labelled angle pitched to its labelled journalists and to two whose beat is elsewhere. */
const cases: Array<{ labelled: LabelledAngle; contacts: ContactForAi[] }> = LABELLED_ANGLES.map((labelled) => {
  const others = Object.entries(JOURNALISTS)
    .filter(([key]) => !labelled.relevant.includes(key as keyof typeof JOURNALISTS))
    .map(([, c]) => c);
  return {
    labelled,
    contacts: [...labelled.relevant.map((k) => JOURNALISTS[k]), others[0]!, others[others.length - 1]!],
  };
});
const drafts = new Map<string, PitchDraft[]>();

beforeAll(async () => {
  for (const mode of modes) {
    for (const { labelled, contacts } of cases) {
      drafts.set(
        `${mode}:${labelled.name}`,
        await provider.writePitches({
          company: labelled.company,
          storyAngle: labelled.angle,
          mode,
          contacts,
          senderName: 'Sam Carter',
        }),
      );
    }
  }
}, 120_000);

const each = (
  fn: (p: { pitch: PitchDraft; contact: ContactForAi; labelled: LabelledAngle; mode: (typeof modes)[number] }) => void,
) => {
  for (const mode of modes) {
    for (const { labelled, contacts } of cases) {
      const pitches = drafts.get(`${mode}:${labelled.name}`)!;
      expect(pitches.map((p) => p.contactId)).toEqual(contacts.map((c) => c.id));
      pitches.forEach((pitch, i) => fn({ pitch, contact: contacts[i]!, labelled, mode }));
    }
  }
};

describe('offline pitch rules, on every labelled angle in both modes', () => {
  it('when pitches are written, then each subject is under 50 characters and specific to the angle', () => {
    each(({ pitch, labelled }) => {
      expect(pitchDraftSchema.parse(pitch).subjectLine.length).toBeLessThan(50);
      expect(pitch.subjectLine).not.toMatch(/!|you won't believe|urgent|breaking/i);
      const story = [labelled.angle.headline, labelled.angle.angle, ...labelled.angle.keyMessages]
        .join(' ')
        .toLowerCase();
      const subjectWords = pitch.subjectLine.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? [];
      expect(subjectWords.some((w) => story.includes(w))).toBe(true);
    });
  });

  it('when pitches are written, then each greets the journalist by first name and signs off as the sender', () => {
    each(({ pitch, contact }) => {
      expect(pitch.body.startsWith(`Hi ${contact.name.split(' ')[0]},\n\n`)).toBe(true);
      expect(pitch.body).toMatch(/\n\nBest regards,\nSam Carter\n[^\n]+ · [a-z.]+$/);
    });
  });

  it('when pitches are written, then every body is under 200 words', () => {
    each(({ pitch }) => expect(wordCount(pitch.body)).toBeLessThan(200));
  });

  it('when pitches are written, then none carries an internal metric', () => {
    each(({ pitch }) => {
      expect(outsideQuotes(pitch.body)).not.toMatch(INTERNAL_METRICS);
      // No fact of the labelled angles is a percentage, so none may appear at all.
      expect(outsideQuotes(pitch.body)).not.toMatch(/%/);
      expect(pitch.subjectLine).not.toMatch(INTERNAL_METRICS);
    });
  });

  it('when pitches are written, then they read as finished sentences with no empty placeholders', () => {
    each(({ pitch }) => expectGrammatical(pitch.body));
  });

  it('when the journalist is labelled for the angle, then the pitch cites one of their articles by exact title and makes a clear ask', () => {
    each(({ pitch, contact, labelled }) => {
      const key = Object.entries(JOURNALISTS).find(([, c]) => c.id === contact.id)![0];
      if (!labelled.relevant.includes(key as keyof typeof JOURNALISTS)) return;
      expect(contact.articles.some((a) => pitch.body.includes(`“${a.title.replace(/\.$/, '')}”`))).toBe(true);
      expect(pitch.body).toMatch(/interview|briefing/);
      expect(pitch.body).toContain(labelled.angle.headline.replace(/\.$/, ''));
    });
  });

  it("when the journalist's work is elsewhere, then none of their articles is cited and the pitch says the story may be outside their beat", () => {
    let outside = 0;
    each(({ pitch, contact, labelled }) => {
      const key = Object.entries(JOURNALISTS).find(([, c]) => c.id === contact.id)![0];
      if (labelled.relevant.includes(key as keyof typeof JOURNALISTS)) return;
      if (pitch.body.includes('may be outside your beat')) {
        outside += 1;
        for (const a of contact.articles) expect(pitch.body).not.toContain(a.title.replace(/\.$/, ''));
        expect(pitch.body).not.toMatch(/follows on from|picks up where|fits your coverage/);
      }
    });
    // Two unrelated journalists per angle, both modes; a few are adjacent beats and are pitched on their beat.
    expect(outside).toBeGreaterThanOrEqual(cases.length * 2 * 2 - 8);
  });

  it('when the pitch is advanced, then it adds the key messages and why now, and a second related article when there is one', async () => {
    const triage = LABELLED_ANGLES.find((a) => a.name === 'online triage and GP waiting times')!;
    const [pitch] = await provider.writePitches({
      company: triage.company,
      storyAngle: triage.angle,
      mode: 'advanced',
      contacts: [JOURNALISTS.health],
    });
    expect(pitch!.body).toContain('Key points:\n- ');
    expect(pitch!.body).toMatch(/\n\nWhy now: [A-Z]/);
    expect(pitch!.body).toMatch(/It also builds on your “[^”]+”\./);
    const [quick] = await provider.writePitches({
      company: triage.company,
      storyAngle: triage.angle,
      mode: 'quick',
      contacts: [JOURNALISTS.health],
    });
    expect(quick!.body).not.toContain('Key points:');
    expect(wordCount(pitch!.body)).toBeGreaterThan(wordCount(quick!.body));
  });
});

describe('offline pitch: the reported defects', () => {
  const dogFood = LABELLED_ANGLES.find((a) => a.name === 'fresh dog food')!;

  it('when a dog-food story goes to a wellness-travel writer, then the sleep-retreat review is not cited and the pitch says honestly why it is written', async () => {
    for (const mode of modes) {
      const [pitch] = await provider.writePitches({
        company: COMPANIES.barkley,
        storyAngle: dogFood.angle,
        mode,
        contacts: [JOURNALISTS.wellnessTravel],
      });
      expect(pitch!.body).not.toContain('sleep retreat');
      expect(pitch!.body).not.toMatch(/I read your recent piece|follows on from it/);
      expect(pitch!.body).toContain(
        'I know you usually cover wellness travel and luxury hotels at Condé Nast Traveller, so this story may be outside your beat',
      );
      expect(pitch!.body).toContain('a pointer to the right colleague');
    }
  });

  it('when the same story goes to the pet-food writer, then their related article is cited', async () => {
    const [pitch] = await provider.writePitches({
      company: COMPANIES.barkley,
      storyAngle: dogFood.angle,
      mode: 'quick',
      contacts: [JOURNALISTS.pets],
    });
    expect(pitch!.body).toContain('“Premium dog food brands grow as owners treat pets like family”');
  });

  it('when the angle carries trend figures (mentions, outlets, growth), then the pitch leaves every one of them out', async () => {
    const angle: StoryAngleForAi = {
      headline: 'Faster card settlement for small merchants',
      angle:
        'The Bank of England will consult on cutting card settlement to one day. Covered 17 times by 6 outlets, up 120% on the previous period. Relevance 92% for Ledgerline.',
      contentType: 'press-release',
      targetAudience: 'UK merchants',
      keyMessages: [
        'Merchants wait three days for card takings',
        'Data point: Covered 17 times by 6 outlets',
        'Trend velocity is explosive with 40 mentions',
      ],
    };
    for (const mode of modes) {
      const [pitch] = await provider.writePitches({
        company: ledgerline,
        storyAngle: angle,
        mode,
        contacts: [JOURNALISTS.payments],
      });
      expect(outsideQuotes(pitch!.body)).not.toMatch(INTERNAL_METRICS);
      expect(pitch!.body).not.toMatch(/Data point|17 times|120|92/);
      expect(pitch!.body).toContain('The Bank of England will consult on cutting card settlement to one day.');
    }
  });

  it('when a journalist has no articles and a beat unrelated to the story, then nothing is cited and the pitch says so honestly', async () => {
    const contact: ContactForAi = {
      id: 77,
      name: 'Rob Hale',
      outlet: 'Autocar',
      areasOfFocus: ['motoring'],
      articles: [],
    };
    const [pitch] = await provider.writePitches({
      company: ledgerline,
      storyAngle: LABELLED_ANGLES[0]!.angle,
      mode: 'quick',
      contacts: [contact],
    });
    expect(pitch!.body).toContain(
      'I know you usually cover motoring at Autocar, so this story may be outside your beat',
    );
  });
});

describe('the greeting of a pitch', () => {
  it('when the byline puts the family name first (Lim Jia Hui), then the pitch greets the journalist by their given name', async () => {
    const contact: ContactForAi = { id: 78, name: 'Lim Jia Hui', outlet: 'The Straits Shipping Times', areasOfFocus: ['shipping'], articles: [] };
    const [pitch] = await provider.writePitches({ company: ledgerline, storyAngle: LABELLED_ANGLES[0]!.angle, mode: 'quick', contacts: [contact] });
    expect(pitch!.body.startsWith('Hi Jia Hui,')).toBe(true);
  });
});

describe('the news line of a pitch', () => {
  it("when the story's lead opens on a preposition ('Of 118 employers …'), then the pitch says it mid-sentence in lower case", async () => {
    const factSheet = buildFactSheet([
      {
        title: 'Most firms keep the four-day week after a year',
        summary: 'Of 118 employers that trialled a 32-hour week without a pay cut, 104 were still using it 12 months later, a study found.',
        outlet: 'Workplace Insider',
        url: 'https://workplace-insider.example/four-day-week',
        author: 'Dana Frost',
        publishedAt: new Date('2026-03-09T08:00:00Z'),
      },
    ]);
    const [angle] = await provider.generateStoryAngles({
      company: ledgerline,
      topic: 'Most firms keep the four-day week after a year',
      targetAudience: 'Finance leaders',
      contentTypes: ['press-release'],
      context: '',
      mode: 'quick',
      trend: { title: 'Most firms keep the four-day week after a year', description: factSheet.happened ?? '', category: 'business', relatedKeywords: ['four-day week'], sourceUrls: [], trendingReason: '', factSheet },
    });
    const [pitch] = await provider.writePitches({
      company: ledgerline,
      storyAngle: { ...angle!, factSheet, storyReports: factSheet.reports.map((r) => ({ title: r.title, url: r.url })) },
      mode: 'quick',
      contacts: [JOURNALISTS.payments],
    });
    expect(pitch!.body).toContain('As Workplace Insider reported, of 118 employers');
  });
});

describe('offline pitches from angles the app drafts', () => {
  it('when every drafted angle (all content types, both modes, a fitting and a weak-fit trend) is pitched, then the rules hold and no production note or figure of ours reaches the journalist', async () => {
    const heatTrend = {
      ...settlementTrend,
      title: 'Heat pump rebates drive record shipments',
      description: 'Heat pump shipments rose 31% as rebates of up to £7,500 kicked in.',
      relatedKeywords: ['heat pump', 'rebates'],
      category: 'environment',
    };
    let checked = 0;
    const fits = [
      { trend: settlementTrend, fit: { level: 'strong' as const, relevanceScore: 0.72, matchedKeywords: ['card payments', 'merchants'] } },
      { trend: heatTrend, fit: { level: 'weak' as const, relevanceScore: 0.12, matchedKeywords: [] } },
    ];
    for (const { trend, fit } of fits) {
      for (const mode of modes) {
        const angles = await provider.generateStoryAngles({
          company: ledgerline,
          topic: trend.title,
          targetAudience: 'UK e-commerce finance leaders',
          contentTypes: ['press-release', 'blog-post', 'social-media', 'thought-leadership'],
          context: '',
          mode,
          trend,
          fit,
        });
        for (const angle of angles) {
          const pitches = await provider.writePitches({
            company: ledgerline,
            storyAngle: angle,
            mode,
            contacts: [JOURNALISTS.payments, JOURNALISTS.climate, JOURNALISTS.football],
          });
          for (const [i, pitch] of pitches.entries()) {
            const contact = [JOURNALISTS.payments, JOURNALISTS.climate, JOURNALISTS.football][i]!;
            expect(pitch.subjectLine.length).toBeLessThan(50);
            expect(pitch.body.startsWith(`Hi ${contact.name.split(' ')[0]},`)).toBe(true);
            expect(wordCount(pitch.body)).toBeLessThan(200);
            expect(outsideQuotes(pitch.body)).not.toMatch(INTERNAL_METRICS);
            expect(pitch.body).not.toMatch(
              /A news release that|credible way in|Only a short, factual media statement|The statement keeps|does not comment beyond|Risk to manage|Data point|Evidence:|Open with the figure/,
            );
            expectGrammatical(pitch.body);
            checked += 1;
          }
          // The football writer's articles are never cited for a payments or heat-pump story.
          for (const a of JOURNALISTS.football.articles) expect(pitches[2]!.body).not.toContain(a.title);
        }
      }
    }
    expect(checked).toBe(2 * 2 * 12 * 3);
  });
});

describe('OpenAI pitches: the hard rules are enforced after the model answers', () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(() => fake.close());

  it('when the model writes a 260-word body with our trend figures, then it is cut under 200 words and the figures are removed', async () => {
    const filler = Array.from(
      { length: 24 },
      (_, i) => `Merchants in town number ${i + 1} wait three days for their money.`,
    ).join(' ');
    const body = `Hi Maya,\n\nI read your recent piece “Card settlement delays squeeze small retailers”. Covered 17 times by 6 outlets, this story is big.\n\n${filler}\n\nWould a briefing help?\n\nBest regards,\nSam Carter`;
    expect(wordCount(body)).toBeGreaterThan(250);
    fake.enqueue({
      kind: 'content',
      content: JSON.stringify({
        pitches: [{ contactId: 11, subjectLine: 'A subject line that is far too long for any inbox today', body }],
      }),
    });
    const openai = createAiProvider({
      apiKey: 'sk-test',
      baseURL: fake.baseURL,
      model: 'gpt-test',
      timeoutMs: 5000,
      maxRetries: 0,
    });
    const angle = { headline: 'H', angle: 'A', contentType: 'press-release', targetAudience: 'T', keyMessages: ['1'] };
    const [pitch] = await openai.writePitches({
      company: ledgerline,
      storyAngle: angle,
      mode: 'quick',
      contacts: journalists.slice(0, 1),
      senderName: 'Sam Carter',
    });
    expect(pitch!.subjectLine.length).toBeLessThan(50);
    expect(wordCount(pitch!.body)).toBeLessThan(200);
    expect(pitch!.body).not.toMatch(/Covered 17 times|outlets/);
    expect(pitch!.body).toMatch(
      /^Hi Maya,\n\nI read your recent piece “Card settlement delays squeeze small retailers”\./,
    );
    expect(pitch!.body).toMatch(/Would a briefing help\?\n\nBest regards,\nSam Carter$/);
  });
});
