import type { ContentType } from '@newsjack/shared';
import type { StoryAngleDraft } from '../schemas';
import type { GenerateStoryAnglesInput } from '../types';
import { outletFromUrl } from './outlet-names';
import { asSentence, joinList } from './prose';
import { CATEGORY_RISKS, cap, storyFacts, type StoryFacts } from './story-facts';
import { JOIN_TEMPLATES, STORY_TEMPLATES, type StoryTemplate } from './story-templates';

/**
 * Three ideas per content type. Each angle opens with the one-sentence bridge between the trend and the company,
 * then the plan. A trend that barely fits (weak) gets ideas on how the company can credibly join the story
 * instead of claiming it. Advanced mode reads the trend's articles, sources, explanation and figures: its
 * headlines name the source or the stake, its angles quote the coverage, give the figures and a risk to manage,
 * and it adds a fourth, evidence-led key message.
 */
export function generateStoryAnglesOffline(input: GenerateStoryAnglesInput): StoryAngleDraft[] {
  const base = storyFacts(input);
  const sourceOutlets = (input.trend?.sourceUrls ?? []).map(outletFromUrl).filter((o): o is string => o !== null);
  const facts: StoryFacts = { ...base, outlets: [...new Set([...base.outlets, ...sourceOutlets])] };
  const advanced = input.mode === 'advanced';
  const templates = facts.level === 'weak' ? JOIN_TEMPLATES : STORY_TEMPLATES;
  return [...new Set(input.contentTypes)].flatMap((type) => templates[type].map((t) => draft(type, t, facts, advanced)));
}

function draft(type: ContentType, template: StoryTemplate, f: StoryFacts, advanced: boolean): StoryAngleDraft {
  const headline = cap(template.headline(f, advanced));
  const messages = template.messages(f).map((m) => asSentence(cap(m)));
  const parts = [f.bridge, template.plan(f)];
  if (advanced) {
    parts.push(...evidenceSentences(f));
    messages.push(asSentence(evidenceMessage(f)));
  }
  return { headline, angle: parts.map((p) => asSentence(cap(p))).join(' '), contentType: type, targetAudience: f.audienceAsTyped, keyMessages: messages };
}

/** What advanced mode adds to an angle: the coverage to build on, why it was flagged, the figures and a risk. */
function evidenceSentences(f: StoryFacts): string[] {
  const out: string[] = [];
  const item = f.items[0];
  if (item) out.push(`The coverage to build on: “${item.title.replace(/[.!?]+$/, '')}”${item.outlet ? ` (${item.outlet})` : ''}.`);
  else if (f.fact) out.push(`${f.items.length === 0 && f.figures === null ? 'From the brief' : 'What is reported'}: ${f.fact}`);
  if (f.explanation && f.level !== 'weak') out.push(`Why it was flagged for ${f.company}: ${lowerStart(f.explanation.replace(/\byour\b/gi, `${f.company}’s`))}`);
  if (f.figures) out.push(`Data point: ${lowerStart(f.figures)}`);
  else if (f.outlets.length > 0) out.push(`Sources so far: ${joinList(f.outlets.slice(0, 3))}.`);
  out.push(`Risk to manage: ${CATEGORY_RISKS[f.category]}.`);
  return out;
}

/** The fourth key message of advanced mode: the public evidence, never figures the company has not published. */
function evidenceMessage(f: StoryFacts): string {
  if (f.figures) return `Evidence: ${lowerStart(f.figures)}`;
  if (f.outlets.length > 0) return `Evidence: the coverage in ${joinList(f.outlets.slice(0, 3))}`;
  return `Evidence: cite only published figures, and ${f.company}’s own only where it has released them`;
}

/** Lower-cases a sentence's first word unless it is a name or acronym ('Covered 14 times' → 'covered 14 times'). */
function lowerStart(text: string): string {
  const first = text.split(/\s/)[0] ?? '';
  if (/^\p{Lu}{2,}/u.test(first) || /\p{Ll}\p{Lu}/u.test(first)) return text;
  return /^(?:It|The|This|Covered|Mention|Up|Down|Seen|Reported)\b/.test(first) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
