import type { Keyword } from '@newsjack/shared';
import { Bookmark, Search, Trash2 } from 'lucide-react';
import { KeywordTrendValue } from '@/features/keywords/components/keyword-trend-value';
import { formatCount } from '@/lib/format-number';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TableCell, TableRow } from '@/components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

interface KeywordRowProps {
  keyword: Keyword;
  selected: boolean;
  onToggle: () => void;
  onSearch: () => void;
  searching: boolean;
  /** How many trends the latest search found (null: not searched in this visit). */
  resultCount: number | null;
  onSave: () => void;
  saving: boolean;
  onDelete: () => void;
  deleting: boolean;
}

function SaveAction({
  term,
  resultCount,
  onSave,
  saving,
}: {
  term: string;
  resultCount: number | null;
  onSave: () => void;
  saving: boolean;
}) {
  const button = (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 sm:size-9"
      aria-label={`Save results for ${term}`}
      disabled={!resultCount || saving}
      onClick={onSave}
    >
      <Bookmark aria-hidden="true" />
    </Button>
  );
  const hint = resultCount
    ? `Save the ${resultCount} trends found for this keyword`
    : resultCount === 0
      ? 'The latest search found no trends to save'
      : 'Search trends for this keyword first, then save the results';
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A disabled button gets no pointer events, so the tooltip hangs on a focusable wrapper. */}
        <span tabIndex={resultCount ? -1 : 0} className="inline-flex">
          {button}
        </span>
      </TooltipTrigger>
      <TooltipContent>{hint}</TooltipContent>
    </Tooltip>
  );
}

export function KeywordRow(props: KeywordRowProps) {
  const { keyword, selected, onToggle, onSearch, searching, resultCount, onSave, saving, onDelete, deleting } = props;
  return (
    <TableRow data-state={selected ? 'selected' : undefined}>
      <TableCell className="w-10 px-2 sm:px-3">
        <Checkbox checked={selected} onCheckedChange={onToggle} aria-label={`Select ${keyword.term}`} />
      </TableCell>
      <TableCell className="px-2 font-medium break-words sm:px-3">{keyword.term}</TableCell>
      <TableCell className="hidden tabular-nums sm:table-cell">{formatCount(keyword.mentions)}</TableCell>
      <TableCell className="px-2 sm:px-3">
        <KeywordTrendValue value={keyword.trend} />
      </TableCell>
      <TableCell className="px-1 sm:px-3">
        <div className="flex items-center justify-end gap-0.5 sm:gap-1">
          <Button
            variant="outline"
            size="sm"
            className="px-2 sm:px-3"
            disabled={searching}
            onClick={onSearch}
            aria-label={`Search Trends for ${keyword.term}`}
          >
            <Search aria-hidden="true" />
            <span className="hidden md:inline">{searching ? 'Searching…' : 'Search Trends'}</span>
          </Button>
          <SaveAction term={keyword.term} resultCount={resultCount} onSave={onSave} saving={saving} />
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-destructive hover:text-destructive sm:size-9"
            aria-label={`Delete ${keyword.term}`}
            disabled={deleting}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
