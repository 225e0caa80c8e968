import { DemoNewsBadge } from '@/components/demo-news-badge';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { STORY_REQUIRED_FIELDS_MESSAGE, type Trend } from '@newsjack/shared';
import { Lightbulb } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/hooks/use-toast';
import { activeCompanyProfileQueryOptions } from '@/lib/active-company';
import { isUnauthorizedError, parseApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { factSheetQueryOptions } from './api/fact-sheet-query';
import { storyFitQueryOptions } from './api/story-fit-query';
import { useGenerateAudiencePersona } from './api/use-generate-audience-persona';
import { useGenerateStoryAngles } from './api/use-generate-story-angles';
import { CreditNote } from './components/credit-note';
import { FactSheetPanel } from './components/fact-sheet-panel';
import { FitNotice } from './components/fit-notice';
import { StoryGeneratorFields } from './components/story-generator-fields';
import { useDebounced } from './use-debounced';
import { isStoryFormComplete, useStoryGeneratorForm } from './use-story-generator-form';

export interface StoryGeneratorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trend the story starts from: prefills the topic and enables the audience helper. */
  trend?: Trend | null;
  /** 'Guided Story Generation' (from the top trend): the context also carries the trend's details. */
  guided?: boolean;
}

/** Statuses whose server message is the one to show (no credits left; the topic does not fit the company). */
const TOLD_BY_SERVER = new Set([402, 422]);

/** The story angle generator (spec 01 §2, §4, §5, §9), opened from the dashboard and the Story Angles page. */
export function StoryGeneratorDialog({ open, onOpenChange, trend = null, guided = false }: StoryGeneratorDialogProps) {
  const [, navigate] = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const profile = useQuery(activeCompanyProfileQueryOptions(open));
  const form = useStoryGeneratorForm({ open, trend, guided, profile: profile.isError ? null : profile.data });
  const generate = useGenerateStoryAngles();
  const persona = useGenerateAudiencePersona();
  const { values } = form;
  const fitTopic = useDebounced(values.topic.trim(), 400);
  const fit = useQuery(storyFitQueryOptions(fitTopic, trend?.id ?? null, open));
  const doesNotFit = fit.data?.canGenerate === false;
  const factSheet = useQuery(factSheetQueryOptions(trend?.id ?? null, open));

  const close = (next: boolean) => {
    if (!next) {
      setFormError(null);
      form.reset();
    }
    onOpenChange(next);
  };

  const generateAudience = () => {
    if (!trend) return;
    persona.mutate(
      { trendTitle: trend.title, trendDescription: trend.description, sourceUrls: trend.sourceUrls },
      {
        onSuccess: ({ persona: result }) => {
          form.set('targetAudience', result.targetAudience);
          toast({ title: 'Target audience persona generated successfully', variant: 'success' });
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast({ title: 'Error', description: 'Failed to generate audience persona', variant: 'destructive' });
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isStoryFormComplete(values)) {
      setFormError(STORY_REQUIRED_FIELDS_MESSAGE);
      return;
    }
    setFormError(null);
    generate.mutate(
      {
        topic: values.topic.trim(),
        targetAudience: values.targetAudience.trim(),
        contentTypes: values.contentTypes,
        context: values.context.trim(),
        mode: values.mode,
        trendId: trend?.id ?? null,
      },
      {
        onSuccess: ({ storyAngles }) => {
          toast({ title: `Generated ${storyAngles.length} story angles`, variant: 'success' });
          close(false);
          navigate(paths.storyAngles);
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          const parsed = parseApiError(error);
          const description =
            parsed.status !== null && TOLD_BY_SERVER.has(parsed.status)
              ? parsed.message
              : 'Failed to generate story angles';
          toast({ title: 'Error', description, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <form onSubmit={submit} className="grid gap-5" noValidate>
          <DialogHeader>
            <div className="flex flex-wrap items-center gap-2">
              <Lightbulb className="size-5 text-primary" aria-hidden="true" />
              <DialogTitle>{guided ? 'Guided Story Generation' : 'AI Story Angle Generator'}</DialogTitle>
              {guided && <Badge variant="success">Recommended</Badge>}
              {trend?.demo && <DemoNewsBadge />}
            </div>
            <DialogDescription>
              {trend
                ? `Story angles built on the trend “${trend.title}”: 3 ideas for each content type you pick.`
                : 'Describe a topic and your audience: 3 ideas for each content type you pick.'}
            </DialogDescription>
          </DialogHeader>

          <StoryGeneratorFields
            values={values}
            set={form.set}
            canGenerateAudience={trend !== null}
            generatingAudience={persona.isPending}
            onGenerateAudience={generateAudience}
          />

          {factSheet.data && factSheet.data.reports.length > 0 && <FactSheetPanel sheet={factSheet.data} />}

          {fit.data && fitTopic === values.topic.trim() && <FitNotice fit={fit.data} />}

          {formError && (
            <p role="alert" className="text-sm text-destructive">
              {formError}
            </p>
          )}

          <DialogFooter className="items-center sm:justify-between">
            <CreditNote />
            <div className="flex gap-2">
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={generate.isPending || doesNotFit}>
                {generate.isPending ? 'Generating…' : 'Generate Story Angles'}
              </Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
