import { describe, expect, it } from 'vitest';
import { buildFactSheet } from '../../text/fact-sheet';
import { storyFacts } from './story-facts';
import { companyClaim, keyMessages, storyFactList } from './story-messages';
import { evidenceOf } from './story-evidence';
import type { StoryFacts } from './story-facts';
import { STORY_TEMPLATES } from './story-templates';
import { FACT_TEMPLATES } from './story-fact-ideas';

const sheet = buildFactSheet([
  {
    title: 'OSHA finalizes first national heat rule',
    summary: 'OSHA finalized its first national heat standard on Tuesday, requiring paid breaks when the heat index tops 90F from next April.',
    outlet: 'Washington Dispatch',
    url: 'https://wd.example/heat',
    author: null,
    publishedAt: new Date('2026-11-20T09:00:00Z'),
  },
  {
    title: 'Contractors brace for heat plans',
    summary: 'Heat illness killed 36 construction workers in the US last year, and sites with more than 10 workers will need a written heat plan.',
    outlet: 'ENR',
    url: 'https://enr.example/heat',
    author: null,
    publishedAt: new Date('2026-11-20T11:00:00Z'),
  },
]);

const company = {
  companyName: 'Hardline Sense',
  website: 'hardlinesense.example',
  industry: 'Construction safety wearables',
  companyProfile:
    'Hardline Sense makes the HL-3 Tag, a clip-on sensor that construction workers wear to track heat strain and falls. More than 9,000 are worn on US job sites. Its 52 employees support general contractors in 11 states.',
  targetMarkets: ['General contractors'],
  keyProducts: ['HL-3 Tag'],
  keywords: ['heat stress', 'OSHA'],
};

/** A strong-fit quick request for a press release on one story. */
const factsFor = (about: typeof company, factSheet: typeof sheet, title: string, audience: string, matched: string) =>
  storyFacts({
    company: about,
    topic: title,
    targetAudience: audience,
    context: '',
    contentTypes: ['press-release'],
    mode: 'quick',
    trend: { title, description: factSheet.happened ?? '', category: 'politics', relatedKeywords: [], sourceUrls: [], trendingReason: '', factSheet },
    fit: { level: 'strong', relevanceScore: 0.7, matchedKeywords: [matched] },
  });
const facts = () => factsFor(company, sheet, 'OSHA finalizes first national heat rule', 'General contractors', 'OSHA');

/** How a note on writing the piece opens (what key messages used to be): none may open a message. */
const INSTRUCTION = /^(?:Lead with|Open with|Close with|Start with|Say |What |Why |Where |Who |How |The (?:first|middle|last) post|A short|One )/;

describe('key messages', () => {
  it('when an idea is drafted, then its three messages are claims: the story’s fact with its outlet, the company’s own line, its offer', () => {
    const f = facts();
    for (const template of STORY_TEMPLATES['press-release']) {
      const messages = keyMessages(f, template, 0);
      for (const m of messages) expect(m).not.toMatch(INSTRUCTION);
      expect(messages[0]).toMatch(/\((?:Washington Dispatch|ENR)\)$/);
      expect(messages[1]).toBe('Hardline Sense makes the HL-3 Tag, a clip-on sensor that construction workers wear to track heat strain and falls');
    }
  });

  it('when an idea is built on the story’s figure, then it leads with that figure, and a general idea leads with another fact', () => {
    const f = facts();
    const data = FACT_TEMPLATES['press-release'].find((t) => t.name === 'data angle')!;
    expect(data.needs(f)).toBe(true);
    const figure = keyMessages(f, data, 0)[0];
    expect(figure).toMatch(/\d/);
    const general = keyMessages(f, STORY_TEMPLATES['press-release'][0], 1, [figure]);
    expect(general[0]).not.toBe(figure);
  });

  it('when the profile sentence nearest the story leans on the one before ("More than 9,000 are worn…") or says "its", then the company line is one that stands alone, said by name', () => {
    const f = { ...facts(), link: null, profile: 'More than 9,000 are worn on US job sites under the OSHA heat rule. Its 52 employees support general contractors under the OSHA heat rule.' };
    expect(companyClaim(f)).toBe('Hardline Sense’s 52 employees support general contractors under the OSHA heat rule');
  });

  it('when the profile sentence nearest the story opens on "Their" (a family named in the sentence before), then the company line is another that stands alone', () => {
    const f = { ...facts(), link: null, profile: 'Their son added heat sensors for job sites under the OSHA heat rule. Its 52 employees support general contractors under the OSHA heat rule.' };
    expect(companyClaim(f)).toBe('Hardline Sense’s 52 employees support general contractors under the OSHA heat rule');
  });

  it("when meaning reads a later profile sentence clearly nearer the idea's fact, then the company's line is that sentence; else its first that is not how it began", () => {
    const profile = 'Hardline Sense was founded in Denver in 2019. Its HL-3 Tag tracks heat strain for 9,000 construction workers.';
    const near = (a: string, b: string) => (a.includes('heat') && b.includes('heat') ? 0.6 : 0.2);
    const f = { ...facts(), link: null, profile, closeness: near };
    expect(companyClaim(f, '40 roofers were treated for heat illness in July')).toMatch(/HL-3 Tag tracks heat strain/);
    expect(companyClaim(f, 'Steel prices rose 12% in July')).toMatch(/HL-3 Tag tracks heat strain/);
    const says = { ...f, profile: 'Hardline Sense makes wearable safety tags in Denver. Its HL-3 Tag tracks heat strain for 9,000 construction workers.' };
    expect(companyClaim(says, 'Steel prices rose 12% in July')).toMatch(/makes wearable safety tags/);
  });

  it("when the company's origin reads about as near the idea's fact as a line of what it does now, then the line of what it does is its part", () => {
    const profile =
      'Northcullet Glass Recovery turns used glass into cullet. Northcullet Glass Recovery was founded in 2004 by a former plant manager who saw glass going to landfill. Its optical sorters remove ceramics and caps from collected glass.';
    const near = (a: string) => (a.includes('founded') ? 0.6 : a.includes('sorters') ? 0.55 : 0.2);
    const f = { ...facts(), link: null, profile, closeness: near };
    expect(companyClaim(f, 'Contamination from ceramics sends a fifth of collected glass to landfill')).toMatch(/optical sorters remove ceramics/);
  });

  it('when the story meets the company as an employer and the line naming its people is long, then its clause naming them is the company’s part', () => {
    const profile =
      'Northcullet Glass Recovery turns used glass into cullet. Today the company employs 140 people at processing plants in Hamilton and Brantford, Ontario, and turns about 210,000 tonnes a year of Blue Box and deposit-return glass into colour-sorted cullet for container makers, fibreglass insulation producers and abrasive-media users in Ontario, Quebec and New York State.';
    const f = { ...facts(), company: 'Northcullet Glass Recovery', link: null, profile, employer: true, workforce: '140 people at processing plants' };
    expect(companyClaim(f)).toBe('Today Northcullet Glass Recovery employs 140 people at processing plants in Hamilton and Brantford, Ontario');
  });

  it("when several of the company's lines read about as near the idea's fact, then ideas take them in turn (the first the nearest); a far line never", () => {
    const profile = 'Hardline Sense was founded in Denver in 2019. Its HL-3 Tag tracks heat strain for 9,000 construction workers. It employs 52 people who train crews on heat safety.';
    const near = (a: string) => (a.includes('HL-3') ? 0.6 : a.includes('heat safety') ? 0.55 : 0.1);
    const f = { ...facts(), link: null, profile, closeness: near };
    const fact = '40 roofers were treated for heat illness in July';
    expect(companyClaim(f, fact, 0)).toMatch(/HL-3 Tag/);
    expect(companyClaim(f, fact, 1)).toMatch(/train crews on heat safety/);
    expect(companyClaim(f, fact, 2)).toMatch(/HL-3 Tag/);
  });
});

describe('a data idea on a bare share or sum', () => {
  it('when the figure is a sum that names nothing ("£2.3bn"), then the headline leads with the longer fact it belongs to, not the sum alone', () => {
    const sums = buildFactSheet([
      {
        title: 'Care homes face £2.3bn bill from wage rise',
        summary: 'Care home operators in England will pay an extra £2.3bn a year in wages from April under the new minimum wage, the sector body said.',
        outlet: 'Care Business Weekly',
        url: 'https://cbw.example/wage',
        author: null,
        publishedAt: new Date('2026-11-20T09:00:00Z'),
      },
      {
        title: 'Operators warn of closures as wage bill climbs',
        summary: 'Care home operators in England will pay an extra £2.3bn a year in wages from April, with smaller homes hit hardest.',
        outlet: 'Yorkshire Ledger',
        url: 'https://yl.example/wage',
        author: null,
        publishedAt: new Date('2026-11-20T11:00:00Z'),
      },
    ]);
    const carer = { ...company, companyName: 'Rotamind', industry: 'Care home rota software', keywords: ['care homes', 'minimum wage'], targetMarkets: ['Care home operators'], companyProfile: 'Rotamind makes rota software for care homes. More than 600 care homes plan their shifts with it.' };
    const f = factsFor(carer, sums, 'Care homes face £2.3bn bill from wage rise', 'Care home operators', 'care homes');
    const data = FACT_TEMPLATES['press-release'].find((t) => t.name === 'data angle')!;
    expect(data.needs(f)).toBe(true);
    const headline = data.headline(f, false);
    expect(headline).toMatch(/^Care home operators in England will pay an extra £2\.3bn a year in wages/);
    expect(headline).not.toMatch(/^£2\.3bn:/);
  });
});

describe('the facts a general idea stands on', () => {
  const study = buildFactSheet([
    {
      title: 'Speech software stumbles on accents, study finds',
      summary:
        'Word error rates averaged 5% for speakers of the standard accent but 14% for speakers with strong regional accents. Researchers tested five speech engines on 200 hours of recorded tribunal hearings and GP consultations.',
      outlet: 'Clinic Tech Weekly',
      url: 'https://ctw.example/1',
      author: null,
      publishedAt: new Date('2026-11-20T08:00:00Z'),
    },
  ]);
  const story = 'Researchers tested five speech engines on 200 hours of recorded tribunal hearings and GP consultations.';
  const withLink = (stake: string | null) =>
    ({
      evidence: { ...evidenceOf(study, 'Verbatim North', 'Verbatim North transcribes tribunal hearings.', story), lead: study.happened, figure: null, others: [] },
      link: { own: 'Verbatim North transcribes tribunal hearings.', story, outlet: 'Clinic Tech Weekly', shared: ['tribunal hearings'] },
      stake,
    }) as unknown as StoryFacts;

  it('when the story meets the company in a sentence no idea of its own is built on, then that sentence is one of the facts', () => {
    expect(storyFactList(withLink(null)).map((c) => c.sentence)).toContain(story);
    // With a stake, the link's own idea stands on it: the general ideas take the other facts.
    expect(storyFactList(withLink('tribunal transcripts')).map((c) => c.sentence)).not.toContain(story);
  });
});
