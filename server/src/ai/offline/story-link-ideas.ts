import type { ContentType } from '@newsjack/shared';
import { agree, cap, headlineWords, type StoryFacts } from './story-facts';
import type { FactTemplate } from './story-fact-ideas';
import { attributed } from './story-messages';
import { figureClause, QUOTED } from './figure-clause';
import { headlineFact } from './headline-fact';
import { escapeRegExp } from '../../text/escape-regexp';
import { possessive } from './prose';

/**
 * The idea a strategist starts from when the coverage and the company's own words meet (story-link.ts): the story
 * seen from what of the company's it touches ('the grid connection queue and battery-electric buses'), with both
 * sentences as the evidence. It exists only when such a link and its stake are found, and then leads each content
 * type's ideas; without one, the ideas keep to the story's own facts and the general ones.
 */
const np = (f: StoryFacts) => f.subject.np;
const means = (f: StoryFacts) => agree(f.subject, 'means', 'mean');
const stake = (f: StoryFacts) => f.stake!;
const hasLink = (f: StoryFacts) => f.link !== null && f.stake !== null;
/**
 * The company's work and the stake: 'work on battery-electric buses' (a thing or a field), but 'work with outdoor and
 * footwear retailers' when the stake is one of its markets, its customers (no one works 'on' retailers).
 */
const workOn = (f: StoryFacts): string => {
  // People by their head noun ('deaf customers', 'hourly workers'), or a plural that heads one of its markets ('sheep
  // farmers' of 'sheep and beef farmers', 'Filipino seafarers' of 'Filipino seafarers and cadets'); a thing or field
  // the market merely names ('mountain rescue', 'raw milk cheese') is worked on.
  const head = stake(f).toLowerCase().split(/\s+/).pop()!;
  const marketHead = /s$/.test(head) && f.markets.some((m) => m.toLowerCase().split(/[^\p{L}\p{N}'’-]+/u).includes(head));
  return `${marketHead || PEOPLE_HEAD.test(head) ? 'with' : 'on'} ${stake(f)}`;
};
/** Plural nouns that name people: customers, workers, patients and the like. */
const PEOPLE_HEAD =
  /^(?:people|staff|customers|clients|workers|employees|employers|patients|passengers|residents|students|pupils|families|children|parents|farmers|growers|owners|users|buyers|drivers|riders|nurses|doctors|teachers|carers|volunteers|members|consumers|shoppers|tenants|travellers|visitors|tourists|specialists|technicians|professionals|engineers|seafarers|fishers|households|retirees|pensioners|veterans|athletes|listeners|viewers|audiences|investors|savers|borrowers|homeowners|landlords|freelancers|contractors|suppliers|retailers|wholesalers|importers|exporters|manufacturers|operators|providers|businesses|companies|firms)$/;
/**
 * The customers the story reaches through the link, when the story names a market of the company's other than the
 * stake itself: two companies on one story through the same stake (a courier and a frame maker on cargo bikes) then
 * get headlines for their own customers, not one headline with two names. Not when the market restates the stake
 * ('Filipino seafarers and cadets' for 'Filipino seafarers'), nor when it runs much longer than the company's name,
 * which the headline would otherwise give (headline-fit.ts keeps headlines short).
 */
const customers = (f: StoryFacts): string | null => {
  const [market, own] = [f.market.toLowerCase(), stake(f).toLowerCase()];
  if (f.peers || f.employer || market.includes(own) || own.includes(market)) return null;
  return f.market.length <= f.company.length + LONGER_THAN_NAME ? f.market : null;
};
const LONGER_THAN_NAME = 6;
/** A plain headline for the customers when there are some, else the company's own. */
const plainFor = (forCustomers: (f: StoryFacts, who: string) => string, own: (f: StoryFacts) => string) => (f: StoryFacts) => {
  const who = customers(f);
  return who ? forCustomers(f, who) : own(f);
};

/**
 * The link opens the idea when the coverage's sentence in it carries a fact of the story (a figure, a date, a name
 * the sheet gives); else, or when that sentence is the story's lead (then the bridge quotes only the company),
 * the idea opens with what happened first, as the others do.
 */
const linkOpening = (f: StoryFacts): string | null => {
  const story = f.link!.story;
  if (story === f.evidence.lead) return null;
  const { figure, date, actor, place, named } = f.evidence;
  const facts = [figure?.text, date, actor, place, ...named].filter((x): x is string => !!x);
  return /\d/.test(story) || facts.some((x) => story.includes(x)) ? f.bridge : null;
};

/**
 * What the coverage's side of the link says, short enough to lead a headline ('Aquatic centres and swim schools that
 * heat their pools with R-410A heat pumps are also paying more for repairs'), or null: read as a clause around the
 * first word both sides write. Left to the data idea when its figure is in that sentence (one fact, one headline).
 */
const linkFact = (f: StoryFacts): string | null => {
  const story = f.link!.story;
  if (f.evidence.figure && story.includes(f.evidence.figure.raw)) return null;
  for (const word of f.link!.shared) {
    const written = new RegExp(`\\b${escapeRegExp(word)}\\b`, 'i').exec(story)?.[0];
    if (!written) continue;
    const clause = figureClause(written, story);
    const fact = clause ? headlineFact(clause, written, headlineWords(f, MAX_LINK_FACT_WORDS)) : null;
    if (fact && !QUOTED.test(fact)) return fact;
  }
  return null;
};
const MAX_LINK_FACT_WORDS = 14;

/** A link idea's headline: led by what the coverage reported when it gives a clause, else by the subject and the stake. */
const linkHeadline = (led: (fact: string, f: StoryFacts) => string, plain: (f: StoryFacts) => string) => (f: StoryFacts) => {
  const fact = linkFact(f);
  return fact ? led(cap(fact), f) : plain(f);
};

const link = (headline: (f: StoryFacts) => string, plan: (f: StoryFacts) => string, last: (f: StoryFacts) => string): FactTemplate => ({
  name: 'where it meets the company',
  needs: hasLink,
  headline,
  plan,
  opening: linkOpening,
  fact: (f) => attributed(f.link!.story, f.link!.outlet),
  ask: last,
});

export const LINK_TEMPLATES: Record<ContentType, FactTemplate[]> = {
  'press-release': [
    link(
      linkHeadline(
        (fact, f) => `${fact}: ${f.company} on what it means for ${stake(f)}`,
        plainFor(
          (f, who) => `${cap(np(f))} and ${stake(f)}: what changes for ${who}`,
          (f) => `${f.company} on what ${np(f)} ${means(f)} for ${stake(f)}`,
        ),
      ),
      (f) =>
        `A release that puts the coverage beside ${f.companys} own work ${workOn(f)}: what ${np(f)} ${agree(f.subject, 'changes', 'change')} there, shown with one case from that work.`,
      (f) => `${f.company} can show what ${np(f)} ${means(f)} for ${stake(f)}, with one case from its work.`,
    ),
  ],
  'blog-post': [
    link(
      linkHeadline(
        (fact, f) => `${fact}: what ${f.company} sees in its own work ${workOn(f)}`,
        plainFor(
          (f, who) => `What ${np(f)} ${means(f)} for ${stake(f)}, and for ${who}`,
          (f) => `What ${np(f)} ${means(f)} for ${stake(f)}: ${possessive(f.company)} view`,
        ),
      ),
      (f) => `A post from the people who work ${workOn(f)} every day: what the coverage says, what they see, and what readers can do about it.`,
      (f) => `${f.company} works ${workOn(f)} every day and can say what to check this month.`,
    ),
  ],
  'social-media': [
    link(
      linkHeadline(
        (fact, f) => `${fact}: what ${f.company} sees ${workOn(f)}`,
        plainFor(
          (f, who) => `How ${np(f)} ${agree(f.subject, 'reaches', 'reach')} ${stake(f)}: what ${who} should check`,
          (f) => `${f.company} on ${np(f)} and ${stake(f)}`,
        ),
      ),
      (f) => `One post that quotes the coverage and answers it from ${f.companys} own work ${workOn(f)}, with a link to the source.`,
      (f) => `${f.company} wants to hear from ${f.audience} who are affected.`,
    ),
  ],
  'thought-leadership': [
    link(
      linkHeadline(
        (fact, f) => `${fact}: what changes for those who work ${workOn(f)}`,
        plainFor(
          (f, who) => `Where ${np(f)} ${agree(f.subject, 'meets', 'meet')} ${stake(f)}: what ${who} should decide`,
          (f) => `Where ${np(f)} ${agree(f.subject, 'meets', 'meet')} ${stake(f)}: ${possessive(f.company)} view`,
        ),
      ),
      (f) => `An essay from ${f.companys} leadership on the decisions ${np(f)} ${agree(f.subject, 'forces', 'force')} on ${stake(f)}, argued from its own work rather than from the headlines.`,
      (f) => `${f.company} can say from its own work ${workOn(f)} which decisions cannot wait.`,
    ),
  ],
};
