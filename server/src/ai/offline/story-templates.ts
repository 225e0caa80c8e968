import type { ContentType } from '@newsjack/shared';
import { capitaliseFirst } from './prose';
import type { StoryFacts } from './story-facts';

/** One template variant: two headline phrasings (chosen by hash), the angle, and three key messages. */
export interface StoryTemplate {
  name: string;
  headlines: [(f: StoryFacts) => string, (f: StoryFacts) => string];
  angle: (f: StoryFacts) => string;
  messages: (f: StoryFacts) => [string, string, string];
}

const why = (f: StoryFacts) => (f.fact ? ` ${f.fact}` : '');
const cap = capitaliseFirst;

/** Three variants per content type, as a PR desk would brief them. */
export const STORY_TEMPLATES: Record<ContentType, [StoryTemplate, StoryTemplate, StoryTemplate]> = {
  'press-release': [
    {
      name: 'news hook',
      headlines: [
        (f) => `${f.company} responds to ${f.subject} news with ${f.product}`,
        (f) => `${cap(f.subject)}: ${f.company} sets out how ${f.product} helps ${f.market}`,
      ],
      angle: (f) => `${f.company} responds to “${f.topic}”.${why(f)} The release sets out what ${f.product} changes for ${f.market}, framed for ${f.audience}.`,
      messages: (f) => [
        `“${f.topic}” changes what ${f.market} need from ${f.field} providers now.`,
        `${f.product} gives ${f.market} a practical answer on ${f.companyTheme}.`,
        `${f.company} is available to explain the impact for ${f.audience}.`,
      ],
    },
    {
      name: 'company proof point',
      headlines: [
        (f) => `${f.company}’s own numbers show what ${f.subject} means for ${f.market}`,
        (f) => `What ${f.company} sees in its ${f.companyTheme} data as ${f.subject} makes headlines`,
      ],
      angle: (f) => `${f.company} shares first-hand evidence on ${f.subject} from its work with ${f.market} through ${f.product}: figures from the business that turn a trend story into news only ${f.company} can give.`,
      messages: (f) => [
        `${f.company} sees ${f.subject} first-hand through ${f.product}.`,
        `The evidence shows what ${f.market} are actually doing, not what forecasts assume.`,
        `${cap(f.audience)} can use these figures to plan their response to “${f.topic}”.`,
      ],
    },
    {
      name: 'customer impact',
      headlines: [
        (f) => `${f.company} backs ${f.market} through ${f.subject} with ${f.product}`,
        (f) => `How ${f.market} are handling ${f.subject}, with ${f.company}`,
      ],
      angle: (f) => `A ${f.market} story: the concrete problem “${f.topic}” creates for them and how ${f.product} helped, told through a named customer where they agree to it.`,
      messages: (f) => [
        `${cap(f.subject)} is a day-to-day operational problem for ${f.market}.`,
        `${f.product} shows measurable results on ${f.companyTheme}.`,
        `${f.company} offers ${f.audience} a proven route through the change.`,
      ],
    },
  ],
  'blog-post': [
    {
      name: 'explainer',
      headlines: [
        (f) => `${f.topic}: what it means for ${f.audience}`,
        (f) => `${cap(f.subject)}, explained for ${f.audience}`,
      ],
      angle: (f) => `A plain-English explainer of “${f.topic}”: what happened, why it matters to ${f.market}, and where ${f.companyTheme} fits.${why(f)}`,
      messages: (f) => [
        `What “${f.topic}” is, in two paragraphs.`,
        `Why it matters for ${f.market} and their ${f.companyTheme}.`,
        `Where ${f.product} helps, without a hard sell.`,
      ],
    },
    {
      name: 'opinion',
      headlines: [
        (f) => `Why ${f.subject} is a ${f.companyTheme} story — a view from ${f.company}`,
        (f) => `${f.company}: the ${f.subject} debate is missing the ${f.companyTheme} question`,
      ],
      angle: (f) => `${f.company}’s leadership argues what “${f.topic}” really changes for ${f.market}, drawing on the company’s work in ${f.field}.`,
      messages: (f) => [
        `The coverage of ${f.subject} overlooks its effect on ${f.companyTheme}.`,
        `${f.company}’s experience with ${f.product} shows where the real pressure falls.`,
        `${cap(f.audience)} should act on this before it becomes urgent.`,
      ],
    },
    {
      name: 'how-to',
      headlines: [
        (f) => `How ${f.market} can prepare for ${f.subject}: a practical guide`,
        (f) => `${cap(f.subject)}: five steps for ${f.audience}`,
      ],
      angle: (f) => `A step-by-step guide for ${f.audience} responding to “${f.topic}”, with a checklist and one worked example using ${f.product}.`,
      messages: (f) => [
        `Start by checking where ${f.subject} touches your ${f.companyTheme}.`,
        `A short checklist ${f.market} can follow this quarter.`,
        `${f.product} automates the hardest step.`,
      ],
    },
  ],
  'social-media': [
    {
      name: 'thread',
      headlines: [
        (f) => `Thread: 5 things ${f.audience} should know about ${f.subject}`,
        (f) => `Thread: ${f.subject}, and what ${f.company} is watching`,
      ],
      angle: (f) => `A short LinkedIn/X thread unpacking “${f.topic}” for ${f.audience}, one point per post, ending with how ${f.company} approaches ${f.companyTheme}.`,
      messages: (f) => [
        `Post 1 hooks on “${f.topic}”.`,
        `Middle posts explain the effect on ${f.market}.`,
        `Final post points to ${f.product} and invites questions.`,
      ],
    },
    {
      name: 'poll',
      headlines: [
        (f) => `Poll: is your team ready for ${f.subject}?`,
        (f) => `Poll: how is ${f.subject} changing your ${f.companyTheme} plans?`,
      ],
      angle: (f) => `A one-question poll for ${f.audience} about “${f.topic}”, followed by a post sharing the results and ${f.company}’s take.`,
      messages: (f) => [
        `Ask ${f.audience} one sharp question about ${f.subject}.`,
        `Share the results with ${f.company}’s reading of them.`,
        `Offer ${f.product} as the next step for those who are not ready.`,
      ],
    },
    {
      name: 'stat hook',
      headlines: [
        (f) => `The number behind ${f.subject} that ${f.market} should watch`,
        (f) => `One figure that explains ${f.subject}`,
      ],
      angle: (f) => `One striking figure about “${f.topic}”${f.evidence ? ` (${f.evidence.replace(/\.$/, '')})` : ''}, followed by a single line on what ${f.company} does about it.`,
      messages: (f) => [
        `Open with the figure, sourced.`,
        `Say in one line why it matters to ${f.market}.`,
        `Close with ${f.product} and a link.`,
      ],
    },
  ],
  'thought-leadership': [
    {
      name: 'contrarian',
      headlines: [
        (f) => `${cap(f.subject)} is not the real story — ${f.companyTheme} is`,
        (f) => `Against the consensus on ${f.subject}: a ${f.company} view`,
      ],
      angle: (f) => `A contrarian essay from ${f.company} challenging the common reading of “${f.topic}” and arguing that ${f.market} should focus on ${f.companyTheme}.`,
      messages: (f) => [
        `The common take on ${f.subject} misses what ${f.market} face.`,
        `${f.company}’s work on ${f.product} points to a different priority.`,
        `${cap(f.audience)} who act on this will be ahead in ${f.field}.`,
      ],
    },
    {
      name: 'forecast',
      headlines: [
        (f) => `Where ${f.subject} goes next: a 12-month outlook from ${f.company}`,
        (f) => `After ${f.subject}: what ${f.field} looks like in a year`,
      ],
      angle: (f) => `A forward-looking piece: how “${f.topic}” is likely to develop for ${f.market} over the next year, and the signs ${f.company} is watching in its ${f.companyTheme} work.`,
      messages: (f) => [
        `Three developments to expect from ${f.subject}.`,
        `The early signals ${f.company} sees through ${f.product}.`,
        `What ${f.audience} should decide now, not later.`,
      ],
    },
    {
      name: 'lessons',
      headlines: [
        (f) => `What building ${f.product} taught ${f.company} about ${f.subject}`,
        (f) => `Lessons for ${f.audience} from ${f.company}’s ${f.companyTheme} work`,
      ],
      angle: (f) => `A first-person lessons piece: what ${f.company} learned building ${f.product} that applies to “${f.topic}”, with the mistakes as well as the wins.`,
      messages: (f) => [
        `The hardest lesson from ${f.product} applies directly to ${f.subject}.`,
        `What ${f.company} would do differently.`,
        `A practical takeaway for ${f.audience}.`,
      ],
    },
  ],
};
