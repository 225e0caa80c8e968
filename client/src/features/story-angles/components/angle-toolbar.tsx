import { contentTypeLabel, contentTypes } from '@newsjack/shared';
import { Filter, Search } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Switch } from '@/components/ui/switch';
import { NO_ANGLE_FILTER, type AngleFilter } from '../angle-view';

interface AngleToolbarProps {
  filter: AngleFilter;
  onChange: (filter: AngleFilter) => void;
}

/** Search (headline, angle, audience), the content-type filter and the Filter button's extra filters. */
export function AngleToolbar({ filter, onChange }: AngleToolbarProps) {
  const active = (filter.contentType !== 'all' ? 1 : 0) + (filter.savedOnly ? 1 : 0);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search story angles"
          placeholder="Search headlines, angles or audiences…"
          className="pl-8"
          value={filter.search}
          onChange={(e) => onChange({ ...filter, search: e.target.value })}
        />
      </div>
      <select
        aria-label="Content type"
        className="h-9 rounded-md border bg-background px-3 text-sm shadow-xs"
        value={filter.contentType}
        onChange={(e) => onChange({ ...filter, contentType: e.target.value })}
      >
        <option value="all">All content types</option>
        {contentTypes.map((type) => (
          <option key={type} value={type}>
            {contentTypeLabel(type)}
          </option>
        ))}
      </select>
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="outline">
            <Filter aria-hidden="true" />
            Filter
            {active > 0 && (
              <Badge variant="accent" aria-label={`${active} active`}>
                {active}
              </Badge>
            )}
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" className="grid w-64 gap-3" aria-label="Filter story angles">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor="angles-saved-only">Saved angles only</Label>
            <Switch
              id="angles-saved-only"
              checked={filter.savedOnly}
              onCheckedChange={(savedOnly) => onChange({ ...filter, savedOnly })}
            />
          </div>
          <Button
            variant="ghost"
            size="sm"
            disabled={active === 0 && !filter.search}
            onClick={() => onChange(NO_ANGLE_FILTER)}
          >
            Clear All
          </Button>
        </PopoverContent>
      </Popover>
    </div>
  );
}
