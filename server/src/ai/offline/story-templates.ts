import type { ContentType } from '@newsjack/shared';
import { attributive, joinList, peersOf, outletRef } from './prose';
import { agree, agreeList, cap, ownWork, speaksAs, type StoryFacts } from './story-facts';
import { nextToWatch } from './story-watch';

/**
 * One idea as a PR desk would brief it: a headline per mode (advanced names the source or the stake), the plan in
 * one sentence, and three key messages. The bridge sentence and advanced mode's evidence are added by
 * story-angles.ts. Grammar rules kept here: the subject phrase carries its own article and verbs agree with it;
 * market and audience only follow a preposition or a modal ('should'), so their number never matters; the
 * company is never said to own products, data or customers the profile does not name.
 */
export interface StoryTemplate {
  name: string;
  headline: (f: StoryFacts, advanced: boolean) => string;
  plan: (f: StoryFacts) => string;
  messages: (f: StoryFacts) => [string, string, string];
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
const own = (f: StoryFacts): string | null => ownThing(f) ?? (f.peers ? null : fieldOf(f.companyKind));
/**
 * `own` with the words that join it, or nothing: when the story reaches the company as one of its peers (its
 * market is 'regional airlines'), its field would only say the market again ('for regional airlines and for
 * regional airlines').
 */
const withOwn = (f: StoryFacts, joint: string, otherwise = '') => (own(f) ? `${joint}${own(f)}` : otherwise);

/**
 * The field a company kind names, as a noun phrase that stands alone: 'a home care company' → 'home care' ('a
 * practical guide to home care', never 'to home care company'); a kind that names an organisation gives its sector
 * as a group ('a regional airline' → 'regional airlines': 'what changes for business travellers and regional
 * airlines', where 'and a regional airline' reads as some other company).
 */
export function fieldOf(companyKind: string): string {
  const field = /^an? (.+) company$/.exec(companyKind)?.[1] ?? /^a company in (.+)$/.exec(companyKind)?.[1];
  if (field) return field;
  return /^an? /.test(companyKind) ? peersOf(companyKind) : companyKind;
}

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
      messages: (f) => [
        `What ${np(f)} ${means(f)} in practice for ${f.market}.`,
        f.peers ? `${f.company} is ${f.companyKind}, so it speaks from its own work.` : `${f.company} is ${f.companyKind} working with ${f.market}, so it speaks from that work.`,
        `${f.company} can explain the practical effect for ${f.market}, with examples from its own work.`,
      ],
    },
    {
      name: 'practical offer',
      headline: (f, adv) =>
        adv
          ? `${f.company} guidance for ${f.market} after ${np(f)}: what to check first${withOwn(f, ' in ')}`
          : `${f.company} offers ${f.market} practical guidance on ${np(f)}, from ${ownThing(f) ?? (own(f) ? `its work in ${own(f)}` : 'its own experience')}`,
      plan: (f) =>
        product(f)
          ? `The release offers a short checklist and shows where ${product(f)} already helps ${f.market}${theme(f) ? ` with ${theme(f)}` : ''}.`
          : `The release offers a short checklist for ${f.market} and makes ${f.companys} team available for interviews.`,
      messages: (f) => [
        `${Np(f)} ${agree(f.subject, 'raises', 'raise')} practical questions for ${f.market}.`,
        product(f) ? `${product(f)} is one practical answer${theme(f) ? ` on ${theme(f)}` : ''}.` : `A short checklist ${f.company} can stand behind.`,
        `${f.companys} team is available for interviews.`,
      ],
    },
    {
      name: 'customer impact',
      headline: (f, adv) =>
        adv ? `${Np(f)}: what changes for ${f.market}, and what ${f.company} advises` : `${Np(f)}: what changes for ${f.market}${withOwn(f, ' and ', `, as ${f.company} sees it`)}`,
      plan: (f) =>
        `A release built around ${f.market}: the concrete change ${np(f)} ${agree(f.subject, 'brings', 'bring')} and the steps ${f.company} advises; add a named customer only if one agrees to be quoted.`,
      messages: (f) => [
        `The change for ${f.market}, shown in one concrete example.`,
        `The steps ${f.company} advises, in order.`,
        `Where ${f.audience} can find more help.`,
      ],
    },
  ],
  'blog-post': [
    {
      name: 'explainer',
      headline: (f, adv) =>
        adv
          ? `${Np(f)}, explained for ${f.audience}: what happened and what to do${withOwn(f, ' about ')}`
          : `${Np(f)}, explained for ${f.audience} ${ownThing(f) ? `through ${ownThing(f)}` : `by ${own(f) ? f.companyKind : f.company}`}`,
      plan: (f) =>
        `A plain-English explainer of ${np(f)}: what happened, why it matters to ${f.market}, and where ${f.matched.length > 0 ? `${joinList(f.matched)} ${agreeList(f.matched, 'comes', 'come')}` : `${f.company} comes`} in.`,
      messages: (f) => [
        `What happened, in two paragraphs.`,
        `Why it matters to ${f.market}.`,
        product(f) ? `Where ${product(f)} helps, without a hard sell.` : `What ${f.audience} can do this month.`,
      ],
    },
    {
      name: 'opinion',
      headline: (f, adv) =>
        theme(f)
          ? adv
            ? `${f.company} on ${np(f)}: the ${theme(f)} question the coverage misses`
            : `What the coverage of ${np(f)} misses about ${theme(f)}`
          : adv
            ? `${f.company} on ${np(f)}: the question for ${f.market} the coverage misses`
            : `What the coverage of ${np(f)} misses about ${f.market}`,
      plan: (f) =>
        `An opinion piece from ${f.companys} leadership on what ${np(f)} really ${agree(f.subject, 'changes', 'change')} for ${f.market}, argued from the company’s own field rather than from the headlines.`,
      messages: (f) => [
        `The coverage of ${np(f)} overlooks ${theme(f) ?? `the effect on ${f.market}`}.`,
        `Why the effect reaches ${f.market} first.`,
        `What ${f.audience} should do before it becomes urgent.`,
      ],
    },
    {
      name: 'how-to',
      headline: (f, adv) =>
        adv
          ? `Preparing for ${np(f)}: a step-by-step checklist for ${f.market}${withOwn(f, ' on ')}`
          : `How to prepare for ${np(f)}: a practical guide${withOwn(f, ' to ')} for ${f.market}`,
      plan: (f) =>
        `A step-by-step guide for ${f.audience} responding to ${np(f)}, with a checklist${product(f) ? ` and one worked example using ${product(f)}` : ''}.`,
      messages: (f) => [
        theme(f)
          ? `Start with the ${attributive(theme(f)!)} questions ${np(f)} ${agree(f.subject, 'raises', 'raise')}.`
          : `Start with what ${np(f)} ${agree(f.subject, 'changes', 'change')} for ${f.market}.`,
        `A short checklist to follow this quarter.`,
        `Who to ask for help, including ${f.company}.`,
      ],
    },
  ],
  'social-media': [
    {
      name: 'thread',
      headline: (f, adv) =>
        adv ? `Thread: ${np(f)} in five posts, for ${f.audience}` : `Thread: five things ${f.audience} should know about ${np(f)}${withOwn(f, ' and ')}`,
      plan: (f) =>
        `A short LinkedIn or X thread unpacking ${np(f)} for ${f.audience}, one point per post, ending with how ${f.company} approaches ${theme(f) ?? 'it'}.`,
      messages: (f) => [
        `The first post hooks on the news itself.`,
        `The middle posts explain the effect on ${f.market}.`,
        `The last post points to ${product(f) ?? f.company} and invites questions.`,
      ],
    },
    {
      name: 'poll',
      headline: (f, adv) =>
        adv ? `Poll for ${f.market}: which part of ${np(f)} worries you most?` : `Poll for ${f.market} from ${speaksAs(f)}: how ready are you for ${np(f)}?`,
      plan: (f) =>
        `A one-question poll for ${f.audience} about ${np(f)}, followed by a post sharing the results and ${f.companys} reading of them.`,
      messages: (f) => [
        `One sharp question about ${np(f)}.`,
        `The results, with ${f.companys} reading of them.`,
        `A next step for those who are not ready.`,
      ],
    },
    {
      name: 'stat hook',
      headline: (f, adv) =>
        adv ? `The figure behind ${np(f)} that ${f.market} should watch` : `One figure that explains ${np(f)} for ${f.market}${withOwn(f, ', and what it means for ')}`,
      plan: (f) => `A single sourced figure about ${np(f)}, followed by one line on what it means for ${f.market}.`,
      messages: (f) => [
        `Open with the figure and its source.`,
        `Say in one line why it matters to ${f.market}.`,
        `Close with a link to more from ${f.company}.`,
      ],
    },
  ],
  'thought-leadership': [
    {
      name: 'contrarian',
      headline: (f, adv) =>
        adv
          ? `Against the easy reading of ${np(f)}: a view from ${f.company}`
          : `${Np(f)}: the part of the story ${f.market} should watch, as ${f.workforce ? `an employer of ${f.workforce}` : speaksAs(f)} sees it`,
      plan: (f) =>
        `A contrarian essay from ${f.company} challenging the common reading of ${np(f)} and arguing that ${f.market} should focus on ${theme(f) ?? 'the practical effect'}.`,
      messages: (f) => [
        `The common reading of ${np(f)} misses the practical effect on ${f.market}.`,
        `${f.companys} view comes from ${ownWork(f)}.`,
        `What ${f.audience} should prioritise instead.`,
      ],
    },
    {
      name: 'forecast',
      headline: (f, adv) =>
        adv
          ? `After ${np(f)}: three developments ${f.market} should prepare for`
          : `Where ${np(f)} ${agree(f.subject, 'goes', 'go')} next: what ${f.market} should plan for${withOwn(f, ', and what it means for ')}`,
      plan: (f) =>
        `A forward-looking piece on how ${np(f)} ${agree(f.subject, 'is', 'are')} likely to develop over the next year for ${f.market}, and the signs ${f.company} is watching.`,
      messages: (f) => [
        `Three developments to expect.`,
        nextToWatch(f) ?? `The early signs to watch.`,
        `What ${f.audience} should decide now, not later.`,
      ],
    },
    {
      name: 'questions',
      headline: (f, adv) =>
        adv
          ? `${Np(f)}: the questions ${f.company} is asking on behalf of ${f.market}`
          : f.evidence.voice
            ? `The questions ${f.evidence.voice.speaker} leaves open on ${np(f)}, for ${f.market}`
            : `${Np(f)}: the questions ${f.market} should ask before deciding${withOwn(f, ' on ')}`,
      plan: (f) =>
        `A questions-led piece from ${f.company} that helps ${f.audience} think through ${np(f)} before they decide, drawing on ${ownWork(f).replace(/^its /, 'the company’s ')}.`,
      messages: (f) => [
        `A question ${f.audience} may not have asked yet.`,
        `What the answers depend on.`,
        `How ${f.company} would approach the first step.`,
      ],
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
      messages: (f) => [
        `The statement keeps to the effect on ${f.market}.`,
        `${f.company} does not comment beyond its own field.`,
        `Where ${f.market} can find reliable information.`,
      ],
    },
    {
      name: 'concrete help',
      headline: (f) => `${f.company} offers ${f.market} practical help after ${np(f)}`,
      plan: (f) =>
        `Announce concrete help for ${f.market} affected by ${np(f)} only if ${f.company} is actually offering it; otherwise skip the release.`,
      messages: () => [
        `The help on offer, stated precisely.`,
        `Who qualifies and how to ask for it.`,
        `No link to any product or sales offer.`,
      ],
    },
    {
      name: 'reporter comment',
      headline: (f) => `${f.company} comment for reporters covering ${np(f)}`,
      plan: (f) => `A comment offered to reporters covering ${np(f)}, limited to its effect on ${f.market}.`,
      messages: (f) => [
        `One factual observation about ${f.market}.`,
        `${f.company} speaks only where it has first-hand knowledge.`,
        `A contact for follow-up questions.`,
      ],
    },
  ],
  'blog-post': [
    {
      name: 'checklist',
      headline: (f) => `${Np(f)}: what ${f.market} should check now`,
      plan: (f) => `A short checklist for ${f.market} after ${np(f)}, written from ${f.companys} field and pointing to official sources for the rest.`,
      messages: (f) => [
        `The checks that fall within ${f.companys} field.`,
        `Official sources for everything else.`,
        `No sales message.`,
      ],
    },
    {
      name: 'what it means',
      headline: (f) => `What ${np(f)} ${means(f)} for ${f.market}, and what it does not`,
      plan: (f) => `A careful post separating what ${np(f)} really changes for ${f.market} from what it does not.`,
      messages: (f) => [
        `What changes for ${f.market}.`,
        `What does not change.`,
        `Where ${f.audience} can read more.`,
      ],
    },
    {
      name: 'reliable information',
      headline: (f) => `Helping ${f.market} through ${np(f)}: where to find reliable information`,
      plan: (f) => `A resource post for ${f.market}: trustworthy sources on ${np(f)}, gathered by ${f.company}.`,
      messages: (f) => [
        `The most reliable sources, with one line on each.`,
        `What ${f.market} should ignore.`,
        `How to reach ${f.company} with questions in its own field.`,
      ],
    },
  ],
  'social-media': [
    {
      name: 'considered post',
      headline: (f) => `Post: ${f.company} on ${np(f)} and ${f.market}`,
      plan: (f) => `One considered post acknowledging ${np(f)} and saying what it means for ${f.market}, without promotion.`,
      messages: (f) => [
        `Acknowledge the news in one line.`,
        `Say what it means for ${f.market}.`,
        `Point to a reliable source.`,
      ],
    },
    {
      name: 'resources',
      headline: (f) => `Post: useful resources for ${f.market} on ${np(f)}`,
      plan: (f) => `A post sharing two or three trustworthy resources on ${np(f)} for ${f.market}.`,
      messages: (f) => [
        `Two or three sources worth reading.`,
        `Why each one helps ${f.market}.`,
        `No link to ${f.companys} sales pages.`,
      ],
    },
    {
      name: 'question',
      headline: (f) => `Post: a question to ${f.market} about ${np(f)}`,
      plan: (f) => `A post asking ${f.market} how ${np(f)} ${agree(f.subject, 'affects', 'affect')} them, so ${f.company} learns before it speaks.`,
      messages: () => [
        `One open question.`,
        `A promise to share what people answer.`,
        `A thank-you to everyone who replies.`,
      ],
    },
  ],
  'thought-leadership': [
    {
      name: 'what it asks',
      headline: (f) => `What ${np(f)} ${agree(f.subject, 'asks', 'ask')} of ${f.market}`,
      plan: (f) => `A reflective piece on what ${np(f)} ${agree(f.subject, 'asks', 'ask')} of ${f.market}, written from ${f.companys} own field.`,
      messages: (f) => [
        `What ${np(f)} ${means(f)} for ${f.market} in practice.`,
        `What ${f.company} has seen in its own field.`,
        `One practical suggestion.`,
      ],
    },
    {
      name: 'restraint',
      headline: (f) => `When the news is not your field: how ${f.company} responds to ${np(f)}`,
      plan: (f) => `A piece on responding to ${np(f)} with restraint: what ${f.company} says, what it leaves to experts, and why.`,
      messages: (f) => [
        `What ${f.company} says, and what it leaves to experts.`,
        `Why restraint builds trust with ${f.market}.`,
        `A rule other companies can follow.`,
      ],
    },
    {
      name: 'questions',
      headline: (f) => `${Np(f)} and ${f.market}: the questions worth asking`,
      plan: (f) => `A questions-led piece helping ${f.audience} think about ${np(f)} without overstating ${f.companys} role.`,
      messages: (f) => [
        `The questions worth asking.`,
        `Which answers belong to experts.`,
        `Where ${f.company} can help.`,
      ],
    },
  ],
};
