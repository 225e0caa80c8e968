import { useEffect, useRef, useState } from 'react';
import { buildCompanyContext, buildGuidedContext, type CompanyProfile, type ContentType, type GenerationMode, type Trend } from '@newsjack/shared';

export interface StoryFormValues {
  topic: string;
  targetAudience: string;
  contentTypes: ContentType[];
  context: string;
  mode: GenerationMode;
}

export const EMPTY_STORY_FORM: StoryFormValues = {
  topic: '',
  targetAudience: '',
  contentTypes: [],
  context: '',
  mode: 'quick',
};

export function isStoryFormComplete(values: StoryFormValues): boolean {
  return values.topic.trim() !== '' && values.targetAudience.trim() !== '' && values.contentTypes.length > 0;
}

interface Options {
  open: boolean;
  trend: Trend | null;
  guided: boolean;
  profile: CompanyProfile | null | undefined;
}

/**
 * The generator's form state. On opening, the topic comes from the selected trend; once the company profile is
 * known, an empty context is prefilled (with the trend's details in the guided version). Closing resets it all.
 */
export function useStoryGeneratorForm({ open, trend, guided, profile }: Options) {
  const [values, setValues] = useState<StoryFormValues>(EMPTY_STORY_FORM);
  const topicFilled = useRef(false);
  const contextFilled = useRef(false);

  useEffect(() => {
    if (!open) {
      topicFilled.current = false;
      contextFilled.current = false;
      setValues(EMPTY_STORY_FORM);
      return;
    }
    if (!topicFilled.current && trend) {
      topicFilled.current = true;
      setValues((v) => (v.topic === '' ? { ...v, topic: trend.title } : v));
    }
    if (!contextFilled.current && profile !== undefined) {
      contextFilled.current = true;
      const context = guided && trend ? buildGuidedContext(profile, trend) : buildCompanyContext(profile);
      setValues((v) => (v.context.trim() === '' ? { ...v, context } : v));
    }
  }, [open, trend, guided, profile]);

  const set = <K extends keyof StoryFormValues>(key: K, value: StoryFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  return { values, set, reset: () => setValues(EMPTY_STORY_FORM) };
}
