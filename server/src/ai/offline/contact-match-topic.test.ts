import { describe, expect, it } from 'vitest';
import { testSemanticEngine } from '../../../test/helpers/semantic';
import type { ContactForAi, StoryAngleForAi } from '../types';
import { MATCH, matchContacts, matchTarget } from './contact-match';
import { ledgerlineContext as ledgerline } from '../../../test/helpers/company-context';

const angle = (topic?: string): StoryAngleForAi => ({
  headline: 'Ledgerline sets out what chargeback fraud means for online merchants',
  angle: 'Chargeback fraud touches Ledgerline through online merchants, the customers it serves.',
  contentType: 'press-release',
  targetAudience: 'Finance leads at online retailers',
  keyMessages: ['Chargeback fraud is news for online merchants.'],
  ...(topic ? { topic } : {}),
});

const reporter = (titles: string[]): ContactForAi => ({
  id: 1,
  name: 'Tom Reed',
  outlet: 'Retail Gazette',
  areasOfFocus: ['retail', 'ecommerce'],
  articles: titles.map((title, i) => ({
    title,
    url: `https://rg.example/${i}`,
    summary: null,
    publishedAt: '2026-12-01T09:00:00Z',
  })),
});

describe('contact matching for a typed topic', () => {
  it("when a reporter's article names the topic the user typed, then it is on the story's subject and scores as related", async () => {
    const [m] = await matchContacts(testSemanticEngine(), matchTarget(ledgerline, angle('chargeback fraud')), [
      reporter(['Chargebacks squeeze small online sellers', 'Shoppers return to high streets for Black Friday']),
    ]);
    expect(m!.related.map((a) => a.article.title)).toEqual(['Chargebacks squeeze small online sellers']);
    expect(m!.related[0]!.closeness).toBeGreaterThanOrEqual(MATCH.relatedArticle);
  });

  it('when the article names less than half of the topic, or no rare word of it, then it is not', async () => {
    const [m] = await matchContacts(
      testSemanticEngine(),
      matchTarget(ledgerline, angle('Taylor Swift announces stadium tour')),
      [reporter(['Ticket resale caps proposed for stadium concerts'])],
    );
    expect(m!.related).toEqual([]);
  });

  it('when an article names both words of a name, or the one word of a one-word topic, then it is on the topic', async () => {
    const cases: [string, string][] = [
      ['Taylor Swift', 'Taylor Swift adds Wembley dates'],
      ['mobile payments', 'Mobile payments overtake cash at tills'],
      ['inflation', 'Inflation falls to 2%'],
    ];
    for (const [topic, title] of cases) {
      const [m] = await matchContacts(testSemanticEngine(), matchTarget(ledgerline, angle(topic)), [reporter([title])]);
      expect(
        m!.related.map((a) => a.article.title),
        `${topic} / ${title}`,
      ).toEqual([title]);
    }
  });

  it('when the article shares only a common word of the topic, in another sense, then it is not on the topic', async () => {
    const cases: [string, string][] = [
      ['chargeback fraud', 'Election fraud trial opens in Atlanta'],
      ['Taylor Swift', 'Swift payments network goes down'],
      ['Premier League', 'League of Legends world finals draw record crowd'],
      ['cost of living', 'Where to watch live music this weekend'],
    ];
    for (const [topic, title] of cases) {
      const [m] = await matchContacts(testSemanticEngine(), matchTarget(ledgerline, angle(topic)), [reporter([title])]);
      expect(m!.related, `${topic} / ${title}`).toEqual([]);
    }
  });

  it('when the angle stands on no typed topic, then the same article is judged by meaning alone', async () => {
    const [m] = await matchContacts(testSemanticEngine(), matchTarget(ledgerline, angle()), [
      reporter(['Chargebacks squeeze small online sellers']),
    ]);
    expect(m!.articles[0]!.onTopic).toBe(false);
  });
});
