import type { StoryAngleDraft } from '../schemas';
import type { ContentType } from '@newsjack/shared';
import type { GenerateStoryAnglesInput } from '../types';
import { pick, stableHash } from './hash';
import { asSentence } from './prose';
import { CATEGORY_RISKS, storyFacts, type StoryFacts } from './story-facts';
import { STORY_TEMPLATES, type StoryTemplate } from './story-templates';

/**
 * Three angles per content type from the templates, filled with the trend, company and audience facts.
 * The headline phrasing is chosen by a hash of the input: the same request gives the same drafts. Advanced mode
 * adds the trend's figures, a risk to manage and a fourth, evidence-led key message.
 */
export function generateStoryAnglesOffline(input: GenerateStoryAnglesInput): StoryAngleDraft[] {
  const facts = storyFacts(input);
  const seed = stableHash({ topic: facts.topic, company: facts.company, audience: facts.audience, context: input.context });
  const types = [...new Set(input.contentTypes)];
  return types.flatMap((type) =>
    STORY_TEMPLATES[type].map((template, i) => draft(type, template, facts, input.mode === 'advanced', pick([0, 1] as const, seed, i))),
  );
}

function draft(type: ContentType, template: StoryTemplate, f: StoryFacts, advanced: boolean, phrasing: 0 | 1): StoryAngleDraft {
  const headline = template.headlines[phrasing](f);
  const base = template.angle(f);
  const messages: string[] = template.messages(f).map(asSentence);
  let angle = base;
  if (advanced) {
    const data = f.evidence ? `Data point: ${f.evidence}` : `Data point: bring ${f.company}’s own figures on ${f.companyTheme}.`;
    angle = `${base} ${asSentence(data)} Risk to manage: ${asSentence(CATEGORY_RISKS[f.category])}`;
    messages.push(asSentence(f.evidence ? `Evidence: ${f.evidence}` : `Evidence: ${f.company}’s first-hand results with ${f.product}`));
  }
  return { headline, angle, contentType: type, targetAudience: f.audience, keyMessages: messages };
}
