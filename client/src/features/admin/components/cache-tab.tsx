import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CACHE_PREFIXES, CACHE_TTL_MS, type CachePrefix } from '@newsjack/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { adminQueries } from '../api/admin-queries';
import { useClearCache } from '../api/use-clear-cache';
import { useRefreshCompanyCache } from '../api/use-refresh-company-cache';
import { FetchError } from './stat-card';

const KIND_LABELS: Record<CachePrefix, string> = {
  'trend_enrichment:': 'Trend enrichment',
  'company_analysis:': 'Company analysis',
  'media_contacts:': 'Media contacts',
  'trend_search:': 'Trend search',
};

const HOUR = 3_600_000;
/** Whole days from two days up ('7 days'), else hours ('24 hours'), as the spec lists them. */
const ttlText = (ms: number) =>
  ms >= 48 * HOUR && ms % (24 * HOUR) === 0 ? `${ms / (24 * HOUR)} days` : `${ms / HOUR} hours`;
const TTLS: Array<[string, number]> = [
  ['Trend enrichment', CACHE_TTL_MS.trendEnrichment],
  ['Company analysis', CACHE_TTL_MS.companyAnalysis],
  ['Media contacts', CACHE_TTL_MS.mediaContacts],
  ['Trend search', CACHE_TTL_MS.trendSearch],
];

/** The AI cache: statistics, clearing all or one kind, refreshing one company's analysis, and the TTLs. */
export function CacheTab() {
  const { data: stats, error } = useQuery(adminQueries.cacheStats());
  const [kind, setKind] = useState<CachePrefix | 'all'>('all');
  const [companyName, setCompanyName] = useState('');
  const [website, setWebsite] = useState('');
  const clear = useClearCache();
  const refresh = useRefreshCompanyCache();

  const breakdown: Array<[string, number | undefined]> = [
    ['Trend enrichment', stats?.keyBreakdown.trendEnrichment],
    ['Company analysis', stats?.keyBreakdown.companyAnalysis],
    ['Media contacts', stats?.keyBreakdown.mediaContacts],
    ['Trend search', stats?.keyBreakdown.trendSearch],
  ];

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Cache Statistics</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <FetchError error={error} />
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Total entries</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="cache-total">
              {stats?.totalEntries ?? '–'}
            </dd>
            {breakdown.map(([label, n]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-right tabular-nums">{n ?? '–'}</dd>
              </div>
            ))}
            <dt className="text-muted-foreground">Hit rate</dt>
            <dd className="text-right tabular-nums">
              {stats ? `${(stats.hitRate * 100).toFixed(1)}% (${stats.hits} hits, ${stats.misses} misses)` : '–'}
            </dd>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Clear Cache</CardTitle>
          <CardDescription>Clear everything, or only one kind of entry.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor="cache-kind">What to clear</Label>
            <Select value={kind} onValueChange={(v) => setKind(v as CachePrefix | 'all')}>
              <SelectTrigger id="cache-kind" className="w-56">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All entries</SelectItem>
                {CACHE_PREFIXES.map((prefix) => (
                  <SelectItem key={prefix} value={prefix}>
                    {KIND_LABELS[prefix]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button
            variant="destructive"
            disabled={clear.isPending}
            onClick={() => clear.mutate(kind === 'all' ? null : kind)}
          >
            Clear Cache
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Refresh Company</CardTitle>
          <CardDescription>
            Forget one company&apos;s cached analysis so the next one is computed fresh.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (!companyName.trim() || !website.trim()) {
                toast({
                  title: 'Missing Information',
                  description: 'Please enter both company name and website',
                  variant: 'destructive',
                });
                return;
              }
              refresh.mutate(
                { companyName: companyName.trim(), website: website.trim() },
                {
                  onSuccess: () => {
                    setCompanyName('');
                    setWebsite('');
                  },
                },
              );
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor="refresh-company">Company name</Label>
              <Input id="refresh-company" value={companyName} onChange={(e) => setCompanyName(e.target.value)} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="refresh-website">Website</Label>
              <Input
                id="refresh-website"
                value={website}
                onChange={(e) => setWebsite(e.target.value)}
                placeholder="example.com"
              />
            </div>
            <Button type="submit" disabled={refresh.isPending} className="justify-self-start">
              Refresh Company Cache
            </Button>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Cache Lifetimes</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-1 text-sm">
            {TTLS.map(([label, ms]) => (
              <li key={label} className="flex justify-between">
                <span className="text-muted-foreground">{label}</span>
                <span className="tabular-nums">{ttlText(ms)}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
