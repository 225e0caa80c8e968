import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useLocation } from 'wouter';
import { Input } from '@/components/ui/input';
import { keywordsQueryOptions } from '@/features/keywords';
import { EMPTY_TREND_FILTERS, trendsListParams, trendsQueryOptions } from '@/features/trends';
import { paths } from '@/lib/paths';
import { filterKeywords, MIN_SEARCH_LENGTH } from './search-filter';
import { SearchResultsPanel } from './search-results-panel';

const DEBOUNCE_MS = 250;

/**
 * The dashboard search: trends are searched on the server (?search=, over the widest timeframe), keywords are
 * filtered from the list the dashboard already holds. Enter opens every matching trend on /trends. (Story angles
 * join once the server stores them.)
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
  const keywords = useQuery(keywordsQueryOptions());
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
        aria-label="Search trends and keywords"
        placeholder="Search trends and keywords…"
        className="pl-8"
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
          if (e.key === 'Enter' && text.trim().length >= MIN_SEARCH_LENGTH) {
            navigate(paths.trendsSearch(text.trim()));
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
          keywords={matchedKeywords}
          onNavigate={close}
        />
      )}
    </div>
  );
}
