import { useState } from 'react';
import { trendCategoryFilterOptions, type Sentiment } from '@newsjack/shared';
import { SlidersHorizontal } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import {
  countActiveFilters,
  EMPTY_TREND_FILTERS,
  SENTIMENT_FILTER_OPTIONS,
  toggleValue,
  VELOCITY_FILTER_OPTIONS,
  type TrendFilterState,
} from '../trend-filters';

interface TrendFilterDialogProps {
  value: TrendFilterState;
  onChange: (next: TrendFilterState) => void;
}

function CheckOption({
  id,
  label,
  checked,
  onToggle,
}: {
  id: string;
  label: string;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={onToggle} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}

/**
 * 'Strategic Insights Filter': edits are held locally and committed by Apply Filters; Clear All empties both the
 * draft and the applied filters; clicking the selected sentiment again deselects it.
 */
export function TrendFilterDialog({ value, onChange }: TrendFilterDialogProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<TrendFilterState>(value);
  const active = countActiveFilters(value);

  const onOpenChange = (next: boolean) => {
    if (next) setDraft(value);
    setOpen(next);
  };

  const toggleSentiment = (sentiment: Sentiment) =>
    setDraft((d) => ({ ...d, sentiment: d.sentiment === sentiment ? null : sentiment }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <SlidersHorizontal aria-hidden="true" />
          Filter
          {active > 0 && (
            <Badge className="ml-0.5 px-1.5" data-testid="filter-count">
              {active}
              <span className="sr-only"> active</span>
            </Badge>
          )}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Strategic Insights Filter</DialogTitle>
          <DialogDescription>Narrow trends by category, sentiment and how fast mentions are growing.</DialogDescription>
        </DialogHeader>

        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold">Categories</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {trendCategoryFilterOptions.map((option) => (
              <CheckOption
                key={option.value}
                id={`filter-category-${option.value}`}
                label={option.label}
                checked={draft.categories.includes(option.value)}
                onToggle={() => setDraft((d) => ({ ...d, categories: toggleValue(d.categories, option.value) }))}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold">Sentiment</legend>
          <RadioGroup value={draft.sentiment ?? ''} aria-label="Sentiment" className="flex flex-wrap gap-4">
            {SENTIMENT_FILTER_OPTIONS.map((option) => (
              <div key={option.value} className="flex items-center gap-2">
                <RadioGroupItem
                  id={`filter-sentiment-${option.value}`}
                  value={option.value}
                  onClick={() => toggleSentiment(option.value)}
                />
                <Label htmlFor={`filter-sentiment-${option.value}`} className="font-normal">
                  {option.label}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </fieldset>

        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold">Mention velocity</legend>
          <div className="flex flex-wrap gap-4">
            {VELOCITY_FILTER_OPTIONS.map((option) => (
              <CheckOption
                key={option.value}
                id={`filter-velocity-${option.value}`}
                label={option.label}
                checked={draft.mentionVelocity.includes(option.value)}
                onToggle={() =>
                  setDraft((d) => ({ ...d, mentionVelocity: toggleValue(d.mentionVelocity, option.value) }))
                }
              />
            ))}
          </div>
        </fieldset>

        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => {
              setDraft(EMPTY_TREND_FILTERS);
              onChange(EMPTY_TREND_FILTERS);
            }}
          >
            Clear All
          </Button>
          <Button
            onClick={() => {
              onChange(draft);
              setOpen(false);
            }}
          >
            Apply Filters
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
