import type { StoryAngle } from '@newsjack/shared';
import { CalendarDays, Layers, Lightbulb, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { angleStats } from '../angle-view';

/** Total Story Angles, Created Today, Content Types (distinct), over all the user's angles. */
export function AngleStatCards({ angles }: { angles: readonly StoryAngle[] }) {
  const stats = angleStats(angles);
  const cards: { label: string; value: number; icon: LucideIcon }[] = [
    { label: 'Total Story Angles', value: stats.total, icon: Lightbulb },
    { label: 'Created Today', value: stats.createdToday, icon: CalendarDays },
    { label: 'Content Types', value: stats.contentTypes, icon: Layers },
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {cards.map(({ label, value, icon: Icon }) => (
        <Card key={label} role="group" aria-label={label} className="flex items-center justify-between gap-2 p-4">
          <div>
            <p className="text-sm font-medium text-muted-foreground">{label}</p>
            <p className="text-2xl font-semibold tabular-nums">{value}</p>
          </div>
          <Icon className="size-5 text-primary" aria-hidden="true" />
        </Card>
      ))}
    </div>
  );
}
