import type { LucideIcon } from 'lucide-react';
import { Construction } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

interface ComingSoonPanelProps {
  /** What this screen will do, in a sentence or two. */
  description: string;
  icon?: LucideIcon;
}

/**
 * Stands in for a screen that is still being built, and says so plainly, so nobody mistakes it for an empty
 * result.
 */
export function ComingSoonPanel({ description, icon: Icon = Construction }: ComingSoonPanelProps) {
  return (
    <Card className="border-dashed" role="region" aria-label="Coming soon">
      <CardContent className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <p className="text-base font-semibold">Coming soon</p>
        <p className="max-w-md text-sm text-muted-foreground">{description}</p>
      </CardContent>
    </Card>
  );
}
