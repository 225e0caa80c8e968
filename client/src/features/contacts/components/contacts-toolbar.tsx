import { useId } from 'react';
import { Download, Loader2, Search, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { TIER_FILTERS, type ContactFilter } from '../contact-view';

/** A story angle the contacts can be scored against. */
export interface AngleChoice {
  id: number;
  headline: string;
}

/** The score picker's value: an angle's id, or 'company' to score against the company profile. */
export type ScoreTarget = number | 'company';

interface ContactsToolbarProps {
  filter: ContactFilter;
  counts: Record<string, number>;
  onFilterChange: (filter: ContactFilter) => void;
  angles: readonly AngleChoice[];
  scoreTarget: ScoreTarget;
  onScoreTargetChange: (target: ScoreTarget) => void;
  scoring: boolean;
  canScore: boolean;
  onScore: () => void;
  canExport: boolean;
  onExport: () => void;
}

/** Search, the tier chips, 'AI Score' against an angle or the company, and the CSV export of what is shown. */
export function ContactsToolbar({
  filter,
  counts,
  onFilterChange,
  angles,
  scoreTarget,
  onScoreTargetChange,
  scoring,
  canScore,
  onScore,
  canExport,
  onExport,
}: ContactsToolbarProps) {
  const targetId = useId();
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-2 lg:flex-row lg:items-end">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search contacts"
            placeholder="Search by name, outlet or area of focus…"
            className="pl-8"
            value={filter.search}
            onChange={(e) => onFilterChange({ ...filter, search: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid gap-1">
            <Label htmlFor={targetId} className="text-xs text-muted-foreground">
              Score against
            </Label>
            <select
              id={targetId}
              className="h-9 w-full rounded-md border bg-background px-3 text-sm shadow-xs sm:w-64"
              value={String(scoreTarget)}
              onChange={(e) => onScoreTargetChange(e.target.value === 'company' ? 'company' : Number(e.target.value))}
            >
              <option value="company">My company profile</option>
              {angles.map((angle) => (
                <option key={angle.id} value={angle.id}>
                  {angle.headline}
                </option>
              ))}
            </select>
          </div>
          <Button onClick={onScore} disabled={!canScore || scoring}>
            {scoring ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
            AI Score
          </Button>
          <Button variant="outline" onClick={onExport} disabled={!canExport}>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        </div>
      </div>
      <div role="group" aria-label="Filter by tier" className="flex flex-wrap gap-2">
        {TIER_FILTERS.map(({ value, label }) => {
          const active = filter.tier === value;
          return (
            <Button
              key={label}
              size="sm"
              variant={active ? 'default' : 'outline'}
              aria-pressed={active}
              className={cn('rounded-full')}
              onClick={() => onFilterChange({ ...filter, tier: value })}
            >
              {label}
              <span className={cn('text-xs', active ? 'opacity-80' : 'text-muted-foreground')}>
                {counts[String(value)] ?? 0}
              </span>
            </Button>
          );
        })}
      </div>
    </div>
  );
}
