import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { CreditDisplay } from './credit-display';

/** The call to open the story generator, with the balance it draws on. */
export function StoryGeneratorCta({ onOpen }: { onOpen: () => void }) {
  return (
    <Card role="region" aria-labelledby="story-cta-title" className="bg-gradient-to-br from-primary/10 to-card">
      <CardContent className="grid gap-3 p-6">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="story-cta-title" className="font-semibold">
              AI Story Generator
            </h2>
            <p className="text-sm text-muted-foreground">
              Turn any topic into press release, blog, social and thought-leadership angles: 3 ideas per content type, 1
              credit per generation.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CreditDisplay />
          <Button onClick={onOpen}>Create Story Angles</Button>
        </div>
      </CardContent>
    </Card>
  );
}
