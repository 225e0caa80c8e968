import type { ContentType } from '@newsjack/shared';
import { Wand2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { CONTENT_TYPE_OPTIONS } from '../generator-context';
import type { StoryFormValues } from '../use-story-generator-form';
import { GenerationModeField } from '@/components/form/generation-mode-field';

interface FieldsProps {
  values: StoryFormValues;
  set: <K extends keyof StoryFormValues>(key: K, value: StoryFormValues[K]) => void;
  canGenerateAudience: boolean;
  generatingAudience: boolean;
  onGenerateAudience: () => void;
}

export function StoryGeneratorFields({
  values,
  set,
  canGenerateAudience,
  generatingAudience,
  onGenerateAudience,
}: FieldsProps) {
  const toggleType = (type: ContentType) =>
    set(
      'contentTypes',
      values.contentTypes.includes(type)
        ? values.contentTypes.filter((t) => t !== type)
        : [...values.contentTypes, type],
    );

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="story-topic">Topic *</Label>
        <Input
          id="story-topic"
          value={values.topic}
          placeholder="e.g. AI regulation in financial services"
          onChange={(e) => set('topic', e.target.value)}
          required
        />
      </div>

      <div className="grid gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="story-audience">Target Audience *</Label>
          <Button
            size="sm"
            variant="ghost"
            disabled={!canGenerateAudience || generatingAudience}
            title={canGenerateAudience ? undefined : 'Select a trend to generate an audience persona'}
            onClick={onGenerateAudience}
          >
            <Wand2 aria-hidden="true" />
            {generatingAudience ? 'Generating…' : 'AI Generate'}
          </Button>
        </div>
        <Input
          id="story-audience"
          value={values.targetAudience}
          placeholder="e.g. CFOs at mid-sized banks"
          onChange={(e) => set('targetAudience', e.target.value)}
          required
        />
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium">Content Types *</legend>
        <div className="grid grid-cols-2 gap-2">
          {CONTENT_TYPE_OPTIONS.map((option) => (
            <div key={option.value} className="flex items-center gap-2">
              <Checkbox
                id={`story-type-${option.value}`}
                checked={values.contentTypes.includes(option.value)}
                onCheckedChange={() => toggleType(option.value)}
              />
              <Label htmlFor={`story-type-${option.value}`} className="font-normal">
                {option.label}
              </Label>
            </div>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-1.5">
        <Label htmlFor="story-context">Context</Label>
        <Textarea
          id="story-context"
          rows={5}
          value={values.context}
          placeholder="Anything the angles should take into account"
          aria-describedby="story-context-hint"
          onChange={(e) => set('context', e.target.value)}
        />
        {/* The engine reads what the company thinks only from here (nothing else it has holds a view). */}
        <p id="story-context-hint" className="text-xs text-muted-foreground">
          Add your company&rsquo;s view or figures on a line of their own, as you would say them (&ldquo;We think
          &hellip;&rdquo;): the ideas and the pitches state them.
        </p>
      </div>

      <GenerationModeField value={values.mode} onChange={(mode) => set('mode', mode)} idPrefix="story" />
    </div>
  );
}
