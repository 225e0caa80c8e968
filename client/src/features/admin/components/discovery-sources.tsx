import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DiscoverySource } from '@newsjack/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { adminQueries } from '../api/admin-queries';
import { useAddFeed } from '../api/use-add-feed';
import { useRemoveFeed } from '../api/use-remove-feed';
import { FetchError } from './stat-card';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');

const NAMES: Record<DiscoverySource['kind'], string> = {
  demo: 'Demo corpus (fictional outlets)',
  feed: 'Feed',
  'google-trends': 'Google Trends',
  'hacker-news': 'Hacker News front page',
};

function SourceName({ source }: { source: DiscoverySource }) {
  if (source.kind === 'feed') return <>{source.url}</>;
  return (
    <>
      {NAMES[source.kind]}
      {source.fallback && <span className="font-normal text-muted-foreground"> · read only while no other source answers</span>}
    </>
  );
}

/** The sources global cycles read (demo corpus or live feeds) with each one's last outcome, and the feed list. */
export function DiscoverySources() {
  const { data, error } = useQuery(adminQueries.discoverySources());
  const [url, setUrl] = useState('');
  const add = useAddFeed();
  const remove = useRemoveFeed();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sources in Use</CardTitle>
        <CardDescription>
          {data?.mode === 'live'
            ? 'Live sources. With no feed configured, the public default feeds are read, and the demo corpus only while none of them answers.'
            : 'The bundled demo corpus (public sources are off: PUBLIC_SOURCES=false). Adding a feed switches discovery to live sources from the next cycle.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <FetchError error={error} />
        <ul className="divide-y">
          {data?.sources.map((s) => (
            <li key={s.key} className="flex flex-wrap items-start gap-3 py-3" data-testid="discovery-source">
              <div className="min-w-0 flex-1">
                <p className="break-all font-medium">
                  <SourceName source={s} />
                </p>
                <p className="text-xs text-muted-foreground">
                  Last success: {when(s.lastSuccessAt)} · Last fetch: {when(s.lastFetchedAt)} · {s.itemCount} items
                </p>
                {s.lastError && <p className="text-xs text-destructive">Last error: {s.lastError}</p>}
              </div>
              <Badge variant="outline">{s.origin === 'builtin' ? 'built in' : s.origin}</Badge>
              {s.origin === 'admin' && s.url && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(s.url as string)}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
        <form
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate(url.trim(), { onSuccess: () => setUrl('') });
          }}
        >
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor="feed-url">Feed URL (RSS or Atom)</Label>
            <Input
              id="feed-url"
              type="url"
              placeholder="https://example.com/feed.xml"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={add.isPending || url.trim() === ''}>
            Add Feed
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
