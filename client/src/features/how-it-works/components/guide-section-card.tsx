import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { GuideSection } from '../guide-content';

/** One area of the app: numbered steps, then three tips. */
export function GuideSectionCard({ section, number }: { section: GuideSection; number: number }) {
  const titleId = `${section.id}-title`;
  return (
    // scroll-mt keeps the heading clear of the phone's sticky top bar when a contents link jumps here.
    <Card id={section.id} aria-labelledby={titleId} role="region" className="scroll-mt-20">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2 text-xl">
          <span className="flex size-8 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <section.icon className="size-4" aria-hidden="true" />
          </span>
          <span>
            {number}. {section.title}
          </span>
        </CardTitle>
        <CardDescription>{section.summary}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <ol aria-label={`${section.title} steps`} className="grid gap-3">
          {section.steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
        <div className="rounded-lg bg-muted/60 p-4">
          <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold">
            <Lightbulb className="size-4 text-amber-500" aria-hidden="true" />
            Tips
          </h3>
          <ul aria-label={`${section.title} tips`} className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
            {section.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
