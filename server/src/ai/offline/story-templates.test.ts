import { describe, expect, it } from 'vitest';
import { fieldOf, STORY_TEMPLATES } from './story-templates';
import { FACT_TEMPLATES } from './story-fact-ideas';
import { LINK_TEMPLATES } from './story-link-ideas';
import type { StoryFacts } from './story-facts';

const NO_EVIDENCE = { lead: null, leadSource: null, figure: null, actor: null, place: null, date: null, dateSentence: null, voice: null, others: [], named: [] };

/** The facts an idea is written from, for a company with one market and no products unless given. */
function storyFacts(company: string, market: string, subject: { phrase: string; plural: boolean }, more: Record<string, unknown> = {}): StoryFacts {
  return {
    company,
    companys: `${company}’s`,
    market,
    peers: false,
    audience: market,
    companyKind: 'a company',
    workforce: null,
    products: [],
    matched: [],
    category: 'business',
    outlets: [],
    markets: [market],
    profile: `${company} works with ${market}.`,
    evidence: NO_EVIDENCE,
    subject: { ...subject, np: subject.phrase },
    ...more,
  } as unknown as StoryFacts;
}

describe('the field a company kind names', () => {
  it("when the kind is a field with 'company' ('a home care company'), then the field stands alone: 'a practical guide to home care'", () => {
    expect(fieldOf('a home care company')).toBe('home care');
    expect(fieldOf('an accounts payable software company')).toBe('accounts payable software');
    expect(fieldOf('a company in fintech for freelancers')).toBe('fintech for freelancers');
    expect(fieldOf('a construction safety wearable company')).toBe('construction safety wearables');
  });

  it("when the industry names what the company makes in the plural ('solar panel cleaning robots'), then the field is that plural, not the kind's modifier", () => {
    expect(fieldOf('a solar panel cleaning robot company', 'solar panel cleaning robots')).toBe('solar panel cleaning robots');
    expect(fieldOf('a natural latex mattress company', 'natural latex mattresses')).toBe('natural latex mattresses');
    expect(fieldOf('a home care company', 'home care')).toBe('home care');
    expect(fieldOf('a dental clinic group', 'dental clinics')).toBe('dental clinic groups');
  });

  it("when the kind names an organisation ('a regional airline'), then its sector is the group of them: 'what changes for business travellers and regional airlines'", () => {
    expect(fieldOf('a regional airline')).toBe('regional airlines');
    expect(fieldOf('a craft brewery')).toBe('craft breweries');
    expect(fieldOf('a dental clinic group')).toBe('dental clinic groups');
    expect(fieldOf('an independent bookshop group')).toBe('independent bookshop groups');
  });
});

describe('the contrarian thought-leadership idea', () => {
  const contrarian = STORY_TEMPLATES['thought-leadership'].find((t) => t.name === 'contrarian')!;
  const facts = (matched: string[], phrase = 'federal heat illness rule') =>
    ({
      company: 'Hardline Sense',
      companys: 'Hardline Sense’s',
      market: 'general contractors',
      peers: false,
      audience: 'general contractors',
      companyKind: 'a construction safety wearable company',
      workforce: null,
      products: [],
      matched,
      category: 'politics',
      subject: { phrase, np: `the ${phrase}`, plural: false },
    }) as unknown as StoryFacts;

  it('when the story touches a term the company tracks, then the headline argues what kind of story it is for the company', () => {
    expect(contrarian.headline(facts(['OSHA']), false)).toBe('The federal heat illness rule is an OSHA story for general contractors, not only a political one');
    expect(contrarian.plan(facts(['OSHA']))).toContain('the OSHA questions the federal heat illness rule raises matter more than the political ones');
  });

  it('when the only term says the subject again or names the story’s own field, then no such view is claimed', () => {
    expect(contrarian.headline(facts(['heat illness rules']), false)).not.toMatch(/ story(?: for [^,]+)?, not only /);
    expect(contrarian.headline(facts(['politics']), false)).not.toMatch(/ story(?: for [^,]+)?, not only /);
  });

  it('when the only term is a name the subject says only as sentences write it (the np), then no such view is claimed', () => {
    const named = { ...facts(['Port Klang']), subject: { phrase: 'cyber incident', np: 'the Port Klang cyber incident', plural: false } } as StoryFacts;
    expect(contrarian.headline(named, false)).not.toMatch(/Port Klang story/);
  });
});

describe('the opinion idea', () => {
  const opinion = STORY_TEMPLATES['blog-post'].find((t) => t.name === 'opinion')!;
  const facts = (matched: string[]) =>
    storyFacts('Lintas Cloud', 'hauliers', { phrase: 'cyber incident', plural: false }, { matched, subject: { phrase: 'cyber incident', np: 'the Port Klang cyber incident', plural: false } });

  it('when the term the story touches is only a word of its subject, then what the coverage misses is said of the market instead', () => {
    expect(opinion.headline(facts(['Port Klang']), false)).toBe('What the coverage of the Port Klang cyber incident misses about hauliers');
  });

  it('when a term says more than the subject, then the coverage is said to miss that term', () => {
    expect(opinion.headline(facts(['Port Klang', 'truck turnaround times']), false)).toBe(
      'What the coverage of the Port Klang cyber incident misses about truck turnaround times',
    );
  });
});

describe('the product an idea offers', () => {
  const facts = (peers: boolean) =>
    storyFacts('Millrace Linen', peers ? 'commercial laundry companies' : 'hotels', { phrase: 'minimum wage increases', plural: true }, {
      peers,
      audience: 'hotels',
      companyKind: 'a commercial laundry company',
      products: ['Millrace Hotel Linen'],
      markets: ['Hotels'],
    });
  const ideas = Object.values(STORY_TEMPLATES).flat();

  it("when an idea speaks to the company's customers, then it may offer them its product", () => {
    const howTo = STORY_TEMPLATES['blog-post'].find((t) => t.name === 'how-to')!;
    expect(howTo.headline(facts(false), false)).toBe('How hotels can prepare for minimum wage increases with Millrace Hotel Linen');
    expect(howTo.headline(facts(true), false)).toBe('How hotels can prepare for minimum wage increases with Millrace Hotel Linen');
  });

  it("when the story meets the company through its peers, then an idea that offers its product speaks to its customers, headline and plan alike", () => {
    for (const name of ['practical offer', 'how-to', 'questions']) {
      const idea = ideas.find((i) => i.name === name)!;
      for (const text of [idea.headline(facts(true), false), idea.plan(facts(true))]) expect(text).not.toContain('commercial laundry companies');
    }
  });
});

describe('the local idea', () => {
  const facts = (market: string) =>
    storyFacts('Pranvayu Air Systems', market, { phrase: 'titanium dioxide prices', plural: true }, { evidence: { ...NO_EVIDENCE, place: 'India' } });
  const locals = Object.values(FACT_TEMPLATES).flat().filter((t) => t.name === 'local angle');

  it("when the market names a place already ('urban households in India'), then no idea places it again ('… in India in India')", () => {
    for (const idea of locals) {
      for (const text of [idea.headline(facts('urban households in India'), false), idea.plan(facts('urban households in India'))]) {
        expect(text).not.toMatch(/in India in India/);
      }
    }
    const release = FACT_TEMPLATES['press-release'].find((t) => t.name === 'local angle')!;
    expect(release.headline(facts('employers in Scotland and Ireland'), false)).toBe('What titanium dioxide prices mean for employers in Scotland and Ireland');
  });

  it('when the market names no place, then the idea places it where the story happens', () => {
    const release = FACT_TEMPLATES['press-release'].find((t) => t.name === 'local angle')!;
    expect(release.headline(facts('urban households'), false)).toBe('What titanium dioxide prices mean for urban households in India');
  });
});

describe('ideas on a plural subject', () => {
  const facts = storyFacts('Storyhush', 'parents of young children', { phrase: 'reading surveys', plural: true }, { category: 'culture' });

  it("when the subject is plural ('reading surveys'), then every pronoun that stands for it is plural too", () => {
    const texts = Object.values(STORY_TEMPLATES)
      .flat()
      .flatMap((t) => [t.headline(facts, false), t.plan(facts), t.ask?.(facts) ?? '']);
    for (const text of texts) expect(text).not.toMatch(/reading surveys\b[^.:]*\b(?:by its|before it becomes|what it does not|saying what it means|limited to its)\b/);
  });
});

describe('the poll', () => {
  const poll = STORY_TEMPLATES['social-media'].find((t) => t.name === 'poll')!;
  const breach = { phrase: 'the Bayview breach', plural: false };

  it('when the story gives no date ahead for its subject, then the poll asks what it changes, never how ready readers are for what has happened', () => {
    const headline = poll.headline(storyFacts('Keelwater Risk', 'small and mid-sized businesses', breach), false);
    expect(headline).toBe('Small and mid-sized businesses: how will you be affected by the Bayview breach?');
  });

  it('when a sentence of the story dates its subject ahead, then the poll asks how ready readers are', () => {
    const evidence = { ...NO_EVIDENCE, date: '1 April', dateSentence: 'The Grocery Code takes effect on 1 April.' };
    const code = storyFacts('Shelfwise', 'grocery chains', { phrase: 'the Grocery Code', plural: false }, { evidence });
    expect(poll.headline(code, false)).toBe('Grocery chains: how ready are you for the Grocery Code?');
  });
});

describe('the data angle on a figure its sentence does not name', () => {
  // '30%' of a 28-word sentence: no clause short enough for a headline, and nothing after the figure says what it is of.
  const sentence =
    'The outlook, released on Wednesday by the system operator after a year of consultation with utilities and large users, forecasts demand rising 30% by 2050 across the province.';
  const figure = { text: '30%', raw: '30%', sentence, source: 'Grid Weekly', near: true };
  const facts = storyFacts('Glasshouse Co', 'supermarkets', { phrase: 'data centre growth', plural: false }, {
    evidence: { ...NO_EVIDENCE, figure, moreFigures: [] },
    headlineWords: 10,
  });
  const headlines = Object.values(FACT_TEMPLATES)
    .flat()
    .filter((t) => t.name === 'data angle')
    .map((t) => t.headline(facts, false));

  it('when ideas are built on it, then no headline opens on the bare figure and each names the subject', () => {
    expect(headlines).toHaveLength(4);
    for (const headline of headlines) {
      expect(headline).not.toMatch(/^(?:Past the headline figure of |Beyond )?30%/);
      expect(headline).toMatch(/data centre growth/i);
    }
    expect(headlines[0]).toBe('Data centre growth in figures: what supermarkets should know');
  });
});

describe("the data angle on a sum in a currency's own words", () => {
  // '8 cents' of a 27-word sentence: no clause short enough for a headline; 'cents' is the sum's unit, not what it counts.
  const sentence =
    'Recycling depots across the Prairie provinces, which were already struggling with falling volumes, said processors are now paying as little as 8 cents a kilogram for baled cardboard.';
  const figure = { text: '8 cents', raw: '8 cents', sentence, source: 'Prairie Ledger', near: true };
  const facts = storyFacts('Baleworks', 'municipalities', { phrase: 'the cardboard price slump', plural: false }, {
    evidence: { ...NO_EVIDENCE, figure, moreFigures: [] },
    headlineWords: 10,
  });

  it('when ideas are built on it, then no headline opens on the bare sum', () => {
    const headlines = Object.values(FACT_TEMPLATES)
      .flat()
      .filter((t) => t.name === 'data angle')
      .map((t) => t.headline(facts, false));
    for (const headline of headlines) expect(headline).not.toMatch(/^8 cents[:,]/);
  });
});

describe('the one-figure post', () => {
  const stat = STORY_TEMPLATES['social-media'].find((t) => t.name === 'stat hook')!;

  it('when the story gives no figure, then the post passes on the report that tells it, and promises no figure', () => {
    const f = storyFacts('Lintas Cloud', 'hauliers', { phrase: 'the port outage', plural: false }, { outlets: ['The Straits Ledger'] });
    expect(stat.headline(f, false)).toBe('The port outage: the report hauliers should read');
    expect(stat.plan(f)).toBe('One post that links to The Straits Ledger’s report on the port outage and adds one line on what it means for hauliers.');
    expect(`${stat.headline(f, false)} ${stat.plan(f)} ${stat.ask(f)}`).not.toMatch(/figure/);
  });

  it('when the story gives a figure, then the post is built on it', () => {
    const figure = { text: 'RM12 million', raw: 'RM12 million', sentence: 'Hauliers lost RM12 million.', source: null, own: false };
    const f = storyFacts('Lintas Cloud', 'hauliers', { phrase: 'the port outage', plural: false }, { evidence: { ...NO_EVIDENCE, figure, moreFigures: [] } });
    expect(stat.headline(f, false)).toMatch(/^One figure that explains the port outage for hauliers/);
  });
});

describe('the customer-impact press release', () => {
  const impact = STORY_TEMPLATES['press-release'].find((t) => t.name === 'customer impact')!;

  it("when the market is itself a pair ('sheep and beef farms'), then the company's product is not joined to it by a second 'and'", () => {
    const f = storyFacts('Tussock Solar', 'sheep and beef farms', { phrase: 'solar panels', plural: true }, { products: ['ShedSun'] });
    expect(impact.headline(f, false)).toBe('Solar panels: what changes for sheep and beef farms, as Tussock Solar sees it');
  });

  it("when the market is one group, then the company's field stands beside it", () => {
    const f = storyFacts('Skerrie Air', 'business travellers', { phrase: 'oil price', plural: false }, { companyKind: 'a regional airline' });
    expect(impact.headline(f, false)).toBe('Oil price: what changes for business travellers and regional airlines');
  });
});

describe('the idea where the coverage meets the company', () => {
  const blog = LINK_TEMPLATES['blog-post'][0]!;
  const withStake = (stake: string, markets: string[]) =>
    storyFacts('Bagwis Maritime', markets[0]!, { phrase: 'shipping lines', plural: true }, { markets, stake, link: { story: 'x', own: 'y', shared: [] } });

  it('when the stake is people the company serves, then the company works with them, never on them', () => {
    expect(blog.plan(withStake('Filipino seafarers', ['Filipino seafarers and cadets']))).toContain('the people who work with Filipino seafarers every day');
    expect(blog.plan(withStake('hourly workers', ['restaurants']))).toContain('work with hourly workers');
  });

  it('when the stake is a thing or a field, then the company works on it', () => {
    expect(blog.plan(withStake('cargo bikes', ['parcel carriers']))).toContain('the people who work on cargo bikes every day');
    expect(blog.plan(withStake('mountain rescue', ['mountain rescue teams']))).toContain('work on mountain rescue');
  });
});
