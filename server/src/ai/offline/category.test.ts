import { describe, expect, it } from 'vitest';
import { detectCategory, rankSubjects } from './category';

// Cue words only (no word vectors): the path the audience persona takes, and the part of the score that must
// hold on its own. The held-out gate with meaning is server/test/ai/news-categories.test.ts.
describe('categories by finer news subjects', () => {
  it('when a rare plant flowers at a botanic garden, then it is science (plants and animals), not gardening', () => {
    const match = detectCategory('Giant water lily blooms at botanic garden after 20 years. Botanists say the flower opens for two nights only.');
    expect(match.category).toBe('science');
    expect(match.finer?.subject).toBe('plants and animals');
  });

  it('when a securities regulator charges an adviser over a Ponzi scheme, then it is finance, not the courts frame', () => {
    const match = detectCategory('SEC charges Ohio adviser over Ponzi scheme. The regulator said he paid earlier investors with new clients’ money; prosecutors also filed fraud charges in court.');
    expect(match.category).toBe('finance');
  });

  it('when a council cuts the opening hours of its libraries, then it is culture: local government is a frame', () => {
    expect(detectCategory('County council to cut library opening hours. Authors and readers campaign against the council’s plan to open branch libraries three days a week.').category).toBe('culture');
  });

  it('when a report names no word of any subject, then the example reports nearest it file it', () => {
    const text = 'Lake falls to its lowest level in sixty years after a dry spring. Boats sit on cracked mud where the shore used to be.';
    expect(rankSubjects(text)[0]?.cueScore ?? 0).toBe(0);
    expect(detectCategory(text).category).toBe('environment');
  });

  it('when a text names the Bank of England, then the three-word cue is read whole', () => {
    const ranked = rankSubjects('Bank of England holds at 4%. Policymakers voted 6-3.');
    expect(ranked.find((m) => m.finer?.subject === 'banking and payments')?.cues).toContain('bank of england');
  });

  it('when a music festival is called off, then festive-season cues do not take it (festive and festival share a stem)', () => {
    const match = detectCategory('Riverside festival called off for next summer. Organisers blamed rising costs for stages and headliners.');
    expect(match.category).toBe('entertainment');
    expect(match.finer?.subject).not.toBe('festive season');
  });

  it("when a country ends daylight saving time to save energy, then 'saving' is no savings account: it is no finance story", () => {
    const ranked = rankSubjects('Morocco to return to GMT permanently and end daylight saving time. The government says the change will save energy.');
    expect(ranked.find((m) => m.finer?.subject === 'insurance and savings')?.cues ?? []).toEqual([]);
    expect(rankSubjects('Savers move cash into savings accounts as savings rates rise')[0]).toMatchObject({ finer: { subject: 'insurance and savings' } });
  });

  it('when a storm brings gales and power cuts, then it is world events (weather)', () => {
    const match = detectCategory('Storm brings 80mph gusts as Met Office issues amber warning. Thousands of homes were left without power.');
    expect(match).toMatchObject({ category: 'worldevents', finer: { subject: 'weather' } });
  });

  it('when subjects are ranked, then finer subjects carry their parent, their category and their cue words, best first', () => {
    const ranked = rankSubjects('Bank app outage leaves customers unable to see their salaries on payday');
    expect(ranked[0]).toMatchObject({ category: 'finance', finer: { subject: 'banking and payments' } });
    expect(ranked[0]!.subject?.subject).toBe('finance and markets');
    expect(ranked[0]!.cues).toContain('payday');
    expect(ranked.map((m) => m.score)).toEqual([...ranked.map((m) => m.score)].sort((a, b) => b - a));
  });
  it('when a study of a health condition names its researchers, then it is health: research words frame every field', () => {
    const match = detectCategory('Daily stretching halves knee pain flare-ups, study finds. Researchers followed 800 adults with arthritis; the research was published in a medical journal.');
    expect(match.category).toBe('health');
  });

  it('when a firm goes into administration, then it is business: the words of company failure are no government words', () => {
    const match = detectCategory('Homeware chain falls into administration, putting 2,000 jobs at risk. The insolvent retailer closes 40 stores.');
    expect(match.category).toBe('business');
    expect(match.cues).toEqual(expect.arrayContaining(['into administration', 'insolvency']));
    expect(rankSubjects('Federal Aviation Administration issues new rules').find((m) => m.category === 'business')?.cues ?? []).toEqual([]);
  });

  it('when a dictionary names its word of the year, then it is culture (language), not social media', () => {
    const match = detectCategory("Dictionary names 'brain rot' its word of the year. Lexicographers said use of the term on social media rose sharply.");
    expect(match.category).toBe('culture');
  });

  it('when two countries sign a treaty over their border, then it is world events (diplomacy), not immigration', () => {
    expect(detectCategory('Two neighbours sign treaty ending a decades-old border dispute along the river').category).toBe('worldevents');
  });

  it('when a wild cat is released into a forest, then it is nature conservation, not pets', () => {
    expect(detectCategory('Lynx to be released in Scottish forest as big cats return to the wild').finer?.subject).toBe('nature conservation');
  });

  it('when an octopus builds with shells, then no artillery shelling makes it a war story', () => {
    expect(rankSubjects('Octopuses stack shells to build doorways, divers find').find((m) => m.finer?.subject === 'coups and unrest abroad')?.cues ?? []).toEqual([]);
  });
});
