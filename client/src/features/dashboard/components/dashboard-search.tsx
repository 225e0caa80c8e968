import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useLocation } from 'wouter';
import { keywordsQueryOptions } from '@/components/keywords/api/keywords-queries';
import { trendsQueryOptions } from '@/components/trends/api/trends-queries';
import { EMPTY_TREND_FILTERS, trendsListParams } from '@/components/trends/trend-filters';
import { Input } from '@/components/ui/input';
import { storyAnglesQueryOptions } from '../api/dashboard-queries';
import { filterKeywords, filterStoryAngles, MIN_SEARCH_LENGTH } from '../search-filter';
import { SearchResultsPanel } from './search-results-panel';

const DEBOUNCE_MS = 250;

/**
 * The dashboard search: trends are searched on the server (?search=, over the widest timeframe), story angles and
 * keywords are filtered from the lists the dashboard already holds. Enter opens every matching trend on /trends.
 */
export function DashboardSearch() {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    const onPointerDown = (event: MouseEvent) => {
      if (boxRef.current && !boxRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, []);

  const active = query.length >= MIN_SEARCH_LENGTH;
  const trends = useQuery({
    ...trendsQueryOptions(trendsListParams('all', 'month', EMPTY_TREND_FILTERS, query)),
    enabled: active,
  });
  const angles = useQuery(storyAnglesQueryOptions());
  const keywords = useQuery(keywordsQueryOptions());
  const matchedAngles = useMemo(
    () => (active ? filterStoryAngles(angles.data ?? [], query) : []),
    [active, angles.data, query],
  );
  const matchedKeywords = useMemo(
    () => (active ? filterKeywords(keywords.data ?? [], query) : []),
    [active, keywords.data, query],
  );

  const close = () => {
    setOpen(false);
    setText('');
  };

  return (
    <div ref={boxRef} className="relative w-full sm:w-72">
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={text}
        aria-label="Search trends, story angles and keywords"
        placeholder="Search trends, angles, keywords…"
        className="pl-8"
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
          if (e.key === 'Enter' && text.trim().length >= MIN_SEARCH_LENGTH) {
            navigate(`/trends?search=${encodeURIComponent(text.trim())}`);
            close();
          }
        }}
      />
      {open && active && (
        <SearchResultsPanel
          query={query}
          trends={trends.data}
          trendsLoading={trends.isLoading}
          trendsFailed={trends.isError}
          angles={matchedAngles}
          keywords={matchedKeywords}
          onNavigate={close}
        />
      )}
    </div>
  );
}
