import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface TagGroup {
  label?: string;
  items: readonly string[];
  variant?: 'secondary' | 'accent' | 'outline';
}

interface TagListCardProps {
  title: string;
  description?: React.ReactNode;
  icon: LucideIcon;
  groups: readonly TagGroup[];
  emptyText: string;
}

/** A card of badges in labelled groups (tracking keywords, media outlets). */
export function TagListCard({ title, description, icon: Icon, groups, emptyText }: TagListCardProps) {
  const shown = groups.filter((g) => g.items.length > 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">
        {shown.length === 0 && <p className="text-sm text-muted-foreground">{emptyText}</p>}
        {shown.map((group, index) => (
          <div key={group.label ?? index} className="grid gap-2">
            {group.label && <p className="text-xs font-medium text-muted-foreground uppercase">{group.label}</p>}
            <ul className="flex flex-wrap gap-2" aria-label={group.label ?? title}>
              {group.items.map((item) => (
                <li key={item}>
                  <Badge variant={group.variant ?? 'secondary'} className="text-sm">
                    {item}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
