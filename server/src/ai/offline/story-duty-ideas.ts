import type { ContentType } from '@newsjack/shared';
import { cap, type StoryFacts } from './story-facts';
import type { FactTemplate } from './story-fact-ideas';
import { attributed } from './story-messages';
import { outletRef, peersOf, possessive } from './prose';

/**
 * The idea a strategist starts from when the coverage says who must do what (story-duty.ts): when the duty is the
 * company's own kind's, the story is the company's to answer in its own voice (how it is getting ready), not advice
 * to its customers; when it is its customers', what it advises them. Each content type leads with the duty itself.
 */
const duty = (f: StoryFacts) => f.duty!;
const own = (f: StoryFacts) => duty(f).bearer === 'company';
/** The company's kind in the plural, as the bearers of a duty it shares ('school districts', 'regional airlines'). */
const kind = (f: StoryFacts) => peersOf(f.companyKind);

const dutyIdea = (
  headline: (fact: string, f: StoryFacts) => string,
  plan: (f: StoryFacts) => string,
  last: (f: StoryFacts) => string,
): FactTemplate => ({
  name: 'duty',
  needs: (f) => f.duty !== null && f.duty !== undefined,
  headline: (f) => headline(cap(duty(f).fact), f),
  plan,
  opening: (f) =>
    `What the coverage asks of ${own(f) ? kind(f) : f.market}: ${duty(f).fact}${duty(f).source ? `, as ${outletRef(duty(f).source!)} reported` : ''}.`,
  fact: (f) => attributed(duty(f).sentence, duty(f).source),
  ask: last,
});

export const DUTY_TEMPLATES: Record<ContentType, FactTemplate[]> = {
  'press-release': [
    dutyIdea(
      (fact, f) =>
        own(f) ? `${fact}: how ${f.company} is getting ready` : `${fact}: what ${f.company} advises ${f.market}`,
      (f) =>
        own(f)
          ? `A release in ${possessive(f.company)} own voice on what meeting the requirement takes, and by when: the steps it has taken and the ones ahead, claiming only what it can show.`
          : `A release that sets out what the requirement asks of ${f.market}, in order, and where ${f.company} helps them meet it.`,
      (f) =>
        own(f)
          ? `${f.company} can say what meeting the requirement takes in practice for ${kind(f)}.`
          : `${f.company} can take ${f.market} through what the requirement asks of them.`,
    ),
  ],
  'blog-post': [
    dutyIdea(
      (fact, f) =>
        own(f) ? `${fact}: what it takes for ${kind(f)} like ${f.company}` : `${fact}: a checklist for ${f.market}`,
      (f) =>
        own(f)
          ? `A post from inside one of the ${kind(f)} the requirement names: what it asks, what it costs in time and money, and what ${f.company} has learnt getting ready.`
          : `A checklist post working through what the requirement asks of ${f.market}, one step at a time.`,
      (f) =>
        own(f)
          ? `${f.company} is one of the ${kind(f)} the requirement names, and can say what it takes.`
          : `${f.company} can help ${f.market} with the first steps.`,
    ),
  ],
  'social-media': [
    dutyIdea(
      (fact, f) =>
        own(f) ? `${fact}: how ${f.company} is getting ready` : `${fact}: what ${f.market} should do first`,
      (f) =>
        own(f)
          ? `One post that states the requirement and the first step ${f.company} is taking to meet it, with a link to the report.`
          : `One post that states the requirement, asks ${f.market} how ready they are and links to the report.`,
      (f) => `${f.company} is taking questions from ${own(f) ? kind(f) : f.market} about the requirement.`,
    ),
  ],
  'thought-leadership': [
    dutyIdea(
      (fact, f) => `${fact}: the hard part for ${own(f) ? kind(f) : f.market}`,
      (f) =>
        `An essay from ${possessive(f.company)} leadership on the part of the requirement that will be hardest for ${own(f) ? kind(f) : f.market} to meet, and what would make it workable.`,
      (f) => `${f.company} can say which part of the requirement is hardest to meet, from its own work.`,
    ),
  ],
};
