import { Newspaper } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export interface OutletEntry {
  name: string;
  /** The user named it on the form (otherwise the AI suggested it). */
  own: boolean;
}

export function OutletsCard({ outlets }: { outlets: readonly OutletEntry[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Newspaper className="size-5 text-primary" aria-hidden="true" />
          Suggested Media Outlets
        </CardTitle>
        <CardDescription>Where stories like yours get covered. You can find journalists there later.</CardDescription>
      </CardHeader>
      <CardContent>
        {outlets.length === 0 ? (
          <p className="text-sm text-muted-foreground">No media outlets were suggested.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Media outlets">
            {outlets.map((outlet) => (
              <li
                key={outlet.name}
                className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
              >
                <span className="truncate">{outlet.name}</span>
                {outlet.own && <Badge variant="secondary">Added by you</Badge>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
