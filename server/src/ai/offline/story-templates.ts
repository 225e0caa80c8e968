import type { ContentType } from '@newsjack/shared';
import { attributive, joinList, withArticle, peersOf, outletRef, possessive } from './prose';
import { agree, agreeList, cap, ownWork, reader, speaksAs, type StoryFacts } from './story-facts';
import { nextToWatch } from './story-watch';
import { hasDate } from './story-fact-ideas';
import { tokenize } from '../../text';
import { lemma } from '../../text/phrase-match';
import { hasHappened } from './subject-article';

/**
 * One idea as a PR desk would brief it: a headline per mode (advanced names the source or the stake), the plan in
 * one sentence, and what the company offers or argues (its third key message; story-messages.ts puts the story's
 * fact and the company's own line before it). The bridge sentence and advanced mode's evidence are added by
 * story-angles.ts. Grammar rules kept here: the subject phrase carries its own article and verbs agree with it;
 * market and audience only follow a preposition or a modal ('should'), so their number never matters; the
 * company is never said to own products, data or customers the profile does not name. An idea that offers the
 * company's help or product (guidance, a how-to, the questions before deciding, a deadline to prepare for) speaks
 * to `reader`: its customers, never its peers ('how commercial laundry companies can prepare … with Brightwell
 * Hotel Linen Hire' told rivals to buy from it, and its plan then spoke to hotels).
 */
export interface StoryTemplate {
  name: string;
  headline: (f: StoryFacts, advanced: boolean) => string;
  plan: (f: StoryFacts) => string;
  /** What the company offers or argues, as a claim a reader takes away (never a note on how to write the piece). */
  ask: (f: StoryFacts) => string;
  /** The story's fact an idea built on one fact leads its messages with; else story-messages.ts picks one. */
  fact?: (f: StoryFacts) => string | null;
  /**
   * The fact an idea built on one fact opens with (the figure's sentence, the dated sentence, the link between the
   * coverage and the company), in place of the news line and bridge every other idea opens with: twelve cards
   * opening on the same two sentences read as one template. Null: the idea opens as the others do.
   */
  opening?: (f: StoryFacts) => string | null;
}

const np = (f: StoryFacts) => f.subject.np;
const Np = (f: StoryFacts) => cap(f.subject.np);
const means = (f: StoryFacts) => agree(f.subject, 'means', 'mean');
const theme = (f: StoryFacts) => f.matched[0] ?? null;
const product = (f: StoryFacts) => f.products[0] ?? null;
const outlet = (f: StoryFacts) => f.outlets[0] ?? null;
/** `own` when it is a thing the company has (a product, a term it tracks), not its field: 'from home care' and 'through home care' read as no one speaking. */
const ownThing = (f: StoryFacts): string | null => f.products[0] ?? theme(f);
/**
 * What the company itself brings, for headlines: its product when the story touches it, else the first of its
 * keywords the story touches, else its field. Two companies serving one market still get headlines of their own.
 * (A topic it tracks that the story does not touch is never put beside it: 'how to prepare for the four-day week
 * trial: a practical guide to beer excise'.)
 */
const own = (f: StoryFacts): string | null => ownThing(f) ?? (f.peers ? null : fieldOf(f.companyKind, f.industry));
/**
 * `own` with the words that join it, or nothing: when the story reaches the company as one of its peers (its
 * market is 'regional airlines'), its field would only say the market again ('for regional airlines and for
 * regional airlines').
 */
const withOwn = (f: StoryFacts, joint: string, otherwise = '') => (own(f) ? `${joint}${own(f)}` : otherwise);
/**
 * What follows 'what changes for <market>': its own field or thing joined by 'and', unless the market is itself a
 * pair ('sheep and beef farms and ShedSun' reads as three): then the company's view.
 */
const besideMarket = (f: StoryFacts): string => {
  const sees = `, as ${f.company} sees it`;
  return /\sand\s/.test(f.market) ? sees : withOwn(f, ' and ', sees);
};

/**
 * The field a company kind names, as a noun phrase that stands alone: 'a home care company' → 'home care' ('a
 * practical guide to home care', never 'to home care company'); a kind that names an organisation gives its sector
 * as a group ('a regional airline' → 'regional airlines': 'what changes for business travellers and regional
 * airlines', where 'and a regional airline' reads as some other company).
 */
export function fieldOf(companyKind: string, industry?: string): string {
  const field = /^an? (.+) company$/.exec(companyKind)?.[1] ?? /^a company in (.+)$/.exec(companyKind)?.[1];
  // What the company makes, named in the plural by its industry ('solar panel cleaning robots'), is its field in
  // the plural: the kind said it as a modifier ('a solar panel cleaning robot company'), and 'what to check first
  // in solar panel cleaning robot' reads as a slip.
  const label = industry?.trim();
  if (field && label && label !== field && attributive(label) === field) return label;
  // An adjective made a noun ('wearables', 'renewables', 'collectibles') is the field only in the plural: 'a
  // construction safety wearable company' works in construction safety wearables.
  if (field) return /(?:able|ible)$/.test(field) ? `${field}s` : field;
  return /^an? /.test(companyKind) ? peersOf(companyKind) : companyKind;
}

/**
 * The terms the story touches, said as a kind of story ('OSHA', 'hearing loss and hearing aid'), or null when there
 * are none or they only name the story's own field again ('a health story, not only a health one').
 */
function themes(f: StoryFacts): string | null {
  const fresh = freshTerms(f);
  if (fresh.length === 0) return null;
  const said = joinList(fresh.slice(0, 2).map(attributive));
  const lower = said.toLowerCase();
  return [CATEGORY_KIND[f.category], f.category].some((field) => lower.includes(field.toLowerCase())) ? null : said;
}

/**
 * The terms the story touches that say more than its subject: a term that mostly says the subject again ('school
 * uniform costs' beside 'the cost of uniforms', 'Port Klang' beside 'the Port Klang cyber incident') adds no view.
 * Read against the subject as sentences say it, with its name ('the Port Klang cyber incident' of 'cyber incident').
 */
function freshTerms(f: StoryFacts, share = 0.5): string[] {
  const subject = new Set(tokenize(`${f.subject.phrase} ${f.subject.np}`).map(lemma));
  return f.matched.filter((m) => {
    const words = tokenize(m).map(lemma);
    return words.filter((w) => subject.has(w)).length < words.length * share;
  });
}
/** A term the subject does not wholly say ('dental tourism' beside 'more UK patients travelling abroad…'). */
const besideSubject = (f: StoryFacts) => freshTerms(f, 1)[0] ?? null;

/** How a news desk's field reads before 'one' ('not only a political one'). */
const CATEGORY_KIND: Record<StoryFacts['category'], string> = {
  technology: 'technology',
  business: 'business',
  health: 'health',
  healthcare: 'healthcare',
  entertainment: 'entertainment',
  politics: 'political',
  sports: 'sports',
  environment: 'environmental',
  science: 'science',
  lifestyle: 'lifestyle',
  finance: 'financial',
  culture: 'culture',
  worldevents: 'world news',
};

/** Ideas for a trend that fits (strong or partial): three per content type. */
export const STORY_TEMPLATES: Record<ContentType, [StoryTemplate, StoryTemplate, StoryTemplate]> = {
  'press-release': [
    {
      name: 'news hook',
      headline: (f, adv) =>
        adv && outlet(f)
          ? `As ${outletRef(outlet(f))} reports on ${np(f)}, ${f.company} sets out what changes for ${f.market}`
          : `${f.company} sets out what ${np(f)} ${means(f)} for ${f.market}${withOwn(f, ' and for ')}`,
      plan: (f) =>
        `A news release that states the development in its first line and explains, in ${f.companys} voice, what ${f.market} should do next${product(f) ? `, and where ${joinList(f.products)} ${agreeList(f.products, 'fits', 'fit')} in` : ''}.`,
      ask: (f) => `${f.company} can explain the practical effect for ${reader(f)}, with examples from its own work.`,
    },
    {
      name: 'practical offer',
      headline: (f, adv) =>
        adv
          ? `${f.company} on the first checks for ${reader(f)} on ${np(f)}`
          : `${f.company} offers ${reader(f)} practical guidance on ${np(f)}, from ${ownThing(f) ?? (own(f) ? `its work in ${own(f)}` : 'its own experience')}`,
      plan: (f) =>
        product(f)
          ? `The release offers a short checklist and shows where ${product(f)} already helps ${reader(f)}${theme(f) ? ` with ${theme(f)}` : ''}.`
          : `The release offers a short checklist for ${reader(f)} and makes ${f.companys} team available for interviews.`,
      ask: (f) => (product(f) ? `${product(f)} is one practical answer${theme(f) ? ` on ${theme(f)}` : ''}, and ${f.companys} team is available for interviews.` : `${f.companys} team is available for interviews.`),
    },
    {
      name: 'customer impact',
      headline: (f, adv) =>
        adv ? `${Np(f)}: what changes for ${f.market}, and what ${f.company} advises` : `${Np(f)}: what changes for ${f.market}${besideMarket(f)}`,
      plan: (f) =>
        `A release built around ${f.market}: the concrete change ${np(f)} ${agree(f.subject, 'brings', 'bring')}, the steps ${f.company} advises, and a first-hand account from ${f.market}.`,
      ask: (f) => `${f.company} can take ${reader(f)} through the steps it advises, in order.`,
    },
  ],
  'blog-post': [
    {
      name: 'explainer',
      headline: (f, adv) =>
        adv
          ? `${Np(f)}, explained for ${f.audience}: what happened and what to do${withOwn(f, ' about ')}`
          : // Where the company's own thing fits, not the story told 'through' its product (that reads as an advert).
            `${Np(f)}, explained for ${f.audience}${ownThing(f) ? `: where ${ownThing(f)} ${agreeList([ownThing(f)!], 'fits', 'fit')} in` : ` by ${own(f) ? speaksAs(f) : f.company}`}`,
      plan: (f) =>
        `A plain-English explainer of ${np(f)}: what happened, why it matters to ${f.market}, and where ${f.matched.length > 0 ? `${joinList(f.matched)} ${agreeList(f.matched, 'comes', 'come')}` : `${f.company} comes`} in.`,
      ask: (f) => (product(f) ? `${product(f)} is one practical answer for ${reader(f)}, not the only one.` : `${f.company} can take ${f.audience} through what to do this month.`),
    },
    {
      name: 'opinion',
      // What the coverage misses is something besides its subject ('… of the Port Klang cyber incident misses about
      // Port Klang' says nothing).
      headline: (f, adv) =>
        besideSubject(f)
          ? adv
            ? `${f.company} on ${np(f)}: the ${besideSubject(f)} question the coverage misses`
            : `What the coverage of ${np(f)} misses about ${besideSubject(f)}`
          : adv
            ? `${f.company} on ${np(f)}: the question for ${f.market} the coverage misses`
            : `What the coverage of ${np(f)} misses about ${f.market}`,
      plan: (f) =>
        `An opinion piece from ${f.companys} leadership on what ${np(f)} really ${agree(f.subject, 'changes', 'change')} for ${f.market}, argued from the company’s own field rather than from the headlines.`,
      ask: (f) => `${cap(f.audience)} should act on ${besideSubject(f) ?? np(f)} before ${besideSubject(f) ? agreeList([besideSubject(f)!], 'it becomes', 'they become') : agree(f.subject, 'it becomes', 'they become')} urgent.`,
    },
    {
      name: 'how-to',
      headline: (f, adv) =>
        // What has happened is acted on, not prepared for (subject-article.ts hasHappened).
        hasHappened(f.subject)
          ? adv
            ? `After ${np(f)}: a step-by-step checklist for ${reader(f)}${withOwn(f, ' on ')}`
            : `What ${reader(f)} should do after ${np(f)}${product(f) ? `, and where ${product(f)} helps` : ''}`
          : adv
            ? `Preparing for ${np(f)}: a step-by-step checklist for ${reader(f)}${withOwn(f, ' on ')}`
            : `How ${reader(f)} can prepare for ${np(f)}${product(f) ? ` with ${product(f)}` : ''}`,
      plan: (f) =>
        `A step-by-step guide for ${f.audience} responding to ${np(f)}, with a checklist${product(f) ? ` and one worked example using ${product(f)}` : ''}.`,
      ask: (f) => `${f.company} can help ${f.audience} with the first steps.`,
    },
  ],
  'social-media': [
    {
      name: 'thread',
      headline: (f, adv) =>
        adv ? `${Np(f)} in five points, for ${f.audience}` : `Five things ${f.audience} should know about ${np(f)}${withOwn(f, ' and ')}`,
      plan: (f) =>
        `A short LinkedIn or X thread unpacking ${np(f)} for ${f.audience}, one point per post, ending with how ${f.company} approaches ${theme(f) ?? 'it'}.`,
      ask: (f) => `${f.company} is taking questions from ${f.audience}${product(f) ? ` on ${product(f)}` : ''}.`,
    },
    {
      name: 'poll',
      headline: (f, adv) =>
        adv
          ? `Which part of ${np(f)} worries ${f.market} most?`
          : // Readiness is asked of what lies ahead (a rule with its date); of what has happened ('the Bayview breach',
            // 'toxic-drug deaths'), what it changes.
            hasDate(f)
            ? `${cap(f.market)}: how ready are you for ${np(f)}?`
            : `${cap(f.market)}: how will you be affected by ${np(f)}?`,
      plan: (f) =>
        `A one-question poll for ${f.audience} about ${np(f)}, followed by a post sharing the results and ${f.companys} reading of them.`,
      ask: (f) => `${f.company} will publish the results and what they say about ${np(f)}.`,
    },
    {
      name: 'stat hook',
      // A story with no figure gets no promise of 'the one figure that explains it' (it opened on a date or a
      // quote): the post passes on the report that tells it best.
      headline: (f, adv) =>
        !f.evidence.figure
          ? `${Np(f)}: the report ${f.market} should read`
          : adv
            ? `The figure behind ${np(f)} that ${f.market} should watch`
            : `One figure that explains ${np(f)} for ${f.market}${withOwn(f, ', and what it means for ')}`,
      plan: (f) =>
        f.evidence.figure
          ? `A single sourced figure about ${np(f)}, followed by one line on what it means for ${f.market}.`
          : `One post that links to ${outlet(f) ? `${possessive(outletRef(outlet(f)!))} report` : 'the clearest report'} on ${np(f)} and adds one line on what it means for ${f.market}.`,
      ask: (f) => (f.evidence.figure ? `${f.company} can say what the figure means for ${reader(f)}.` : `${f.company} can say what ${np(f)} ${means(f)} for ${reader(f)}.`),
    },
  ],
  'thought-leadership': [
    {
      name: 'contrarian',
      headline: (f, adv) =>
        adv
          ? `Against the easy reading of ${np(f)}: ${f.companys} view`
          : themes(f)
            ? // For whom it is that kind of story: two companies tracking one term read one story for different people.
              `${Np(f)} ${agree(f.subject, 'is', 'are')} ${withArticle(`${themes(f)} story`)} for ${f.market}, not only ${withArticle(`${CATEGORY_KIND[f.category]} one`)}`
            : `${Np(f)}: the part of the story ${f.market} should watch, as ${f.workforce ? `an employer of ${f.workforce}` : speaksAs(f)} sees it`,
      plan: (f) =>
        themes(f)
          ? `An essay from ${f.companys} leadership arguing that, for ${f.market}, the ${themes(f)} questions ${np(f)} ${agree(f.subject, 'raises', 'raise')} matter more than the ${CATEGORY_KIND[f.category]} ones.`
          : `A contrarian essay from ${f.company} challenging the common reading of ${np(f)} and arguing that ${f.market} should focus on the practical effect.`,
      ask: (f) => `${cap(f.audience)} should judge ${np(f)} by ${agree(f.subject, 'its', 'their')} practical effect on them, not by the headlines.`,
    },
    {
      name: 'forecast',
      headline: (f, adv) =>
        adv
          ? `After ${np(f)}: three developments ${f.market} should prepare for`
          : `Where ${np(f)} ${agree(f.subject, 'goes', 'go')} next: what ${f.market} should plan for${withOwn(f, ', and what it means for ')}`,
      plan: (f) =>
        `A forward-looking piece on how ${np(f)} ${agree(f.subject, 'is', 'are')} likely to develop over the next year for ${f.market}, and the signs ${f.company} is watching.`,
      ask: (f) => nextToWatch(f) ?? `${cap(f.audience)} should decide now what ${np(f)} ${means(f)} for them, not later.`,
    },
    {
      name: 'questions',
      headline: (f, adv) =>
        adv
          ? `${Np(f)}: the questions ${f.company} is asking on behalf of ${f.market}`
          : f.evidence.voice
            ? `The questions ${f.evidence.voice.speaker} leaves open on ${np(f)}, for ${f.market}`
            : `${Np(f)}: the questions ${reader(f)} should ask before deciding${withOwn(f, ' on ')}`,
      plan: (f) =>
        `A questions-led piece from ${f.company} that helps ${f.audience} think through ${np(f)} before they decide, drawing on ${ownWork(f).replace(/^its /, 'the company’s ')}.`,
      ask: (f) => `${f.company} can share how it would approach the first step, from ${ownWork(f)}.`,
    },
  ],
};

/**
 * Ideas for a trend that barely touches the company (weak fit): each says how it can credibly join the story,
 * limited to the effect on the customers it serves, with no product promotion.
 */
export const JOIN_TEMPLATES: Record<ContentType, [StoryTemplate, StoryTemplate, StoryTemplate]> = {
  'press-release': [
    {
      name: 'short statement',
      headline: (f) => `${f.company} statement: what ${np(f)} ${means(f)} for ${f.market}`,
      plan: (f) =>
        `Only a short, factual media statement: acknowledge ${np(f)}, say what ${f.market} should check, and offer help within ${f.companys} own field, with no product promotion.`,
      ask: (f) => `${f.company} comments only on the effect on ${reader(f)}, within its own field.`,
    },
    {
      name: 'concrete help',
      headline: (f) => `${f.company} offers ${f.market} practical help after ${np(f)}`,
      plan: (f) =>
        `Announce concrete help for ${f.market} affected by ${np(f)} only if ${f.company} is actually offering it; otherwise skip the release.`,
      ask: (f) => `The help ${f.company} offers comes with no sales offer attached.`,
    },
    {
      name: 'reporter comment',
      headline: (f) => `${f.company} comment for reporters covering ${np(f)}`,
      plan: (f) => `A comment offered to reporters covering ${np(f)}, limited to ${agree(f.subject, 'its', 'their')} effect on ${f.market}.`,
      ask: (f) => `${f.company} speaks only where it has first-hand knowledge.`,
    },
  ],
  'blog-post': [
    {
      name: 'checklist',
      headline: (f) => `${Np(f)}: what ${f.market} should check now`,
      plan: (f) => `A short checklist for ${f.market} after ${np(f)}, written from ${f.companys} field and pointing to official sources for the rest.`,
      ask: (f) => `For everything outside ${f.companys} field, ${reader(f)} should go to official sources.`,
    },
    {
      name: 'what it means',
      headline: (f) => `What ${np(f)} ${means(f)} for ${f.market}, and what ${agree(f.subject, 'it does', 'they do')} not`,
      plan: (f) => `A careful post separating what ${np(f)} really ${agree(f.subject, 'changes', 'change')} for ${f.market} from what ${agree(f.subject, 'it does', 'they do')} not.`,
      ask: (f) => `Not everything reported changes things for ${reader(f)}, and ${f.company} says what does.`,
    },
    {
      name: 'reliable information',
      headline: (f) => `Helping ${f.market} through ${np(f)}: where to find reliable information`,
      plan: (f) => `A resource post for ${f.market}: trustworthy sources on ${np(f)}, gathered by ${f.company}.`,
      ask: (f) => `${f.company} answers questions from ${reader(f)} within its own field.`,
    },
  ],
  'social-media': [
    {
      name: 'considered post',
      headline: (f) => `Post: ${f.company} on ${np(f)} and ${f.market}`,
      plan: (f) => `One considered post acknowledging ${np(f)} and saying what ${agree(f.subject, 'it means', 'they mean')} for ${f.market}, without promotion.`,
      ask: (f) => `${f.company} points ${reader(f)} to the coverage for the full story.`,
    },
    {
      name: 'resources',
      headline: (f) => `Post: useful resources for ${f.market} on ${np(f)}`,
      plan: (f) => `A post sharing two or three trustworthy resources on ${np(f)} for ${f.market}.`,
      ask: (f) => `${f.company} shares sources worth reading, with no sales pitch.`,
    },
    {
      name: 'question',
      headline: (f) => `Post: a question to ${f.market} about ${np(f)}`,
      plan: (f) => `A post asking ${f.market} how ${np(f)} ${agree(f.subject, 'affects', 'affect')} them, so ${f.company} learns before it speaks.`,
      ask: (f) => `${f.company} will share what people answer.`,
    },
  ],
  'thought-leadership': [
    {
      name: 'what it asks',
      headline: (f) => `What ${np(f)} ${agree(f.subject, 'asks', 'ask')} of ${f.market}`,
      plan: (f) => `A reflective piece on what ${np(f)} ${agree(f.subject, 'asks', 'ask')} of ${f.market}, written from ${f.companys} own field.`,
      ask: (f) => `${f.company} writes from what it has seen in its own field.`,
    },
    {
      name: 'restraint',
      headline: (f) => `When the news is not your field: how ${f.company} responds to ${np(f)}`,
      plan: (f) => `A piece on responding to ${np(f)} with restraint: what ${f.company} says, what it leaves to experts, and why.`,
      ask: (f) => `Restraint builds trust with ${reader(f)}.`,
    },
    {
      name: 'questions',
      headline: (f) => `${Np(f)} and ${f.market}: the questions worth asking`,
      plan: (f) => `A questions-led piece helping ${f.audience} think about ${np(f)} without overstating ${f.companys} role.`,
      ask: (f) => `${f.company} can help where the questions touch its own field.`,
    },
  ],
};
