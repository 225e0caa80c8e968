import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SOURCE_TABS, TIMEFRAME_OPTIONS } from '../trend-filters';
import { TrendFilterDialog } from './trend-filter-dialog';
import type { TrendControls as TrendControlsState } from '../use-trend-controls';

/** Filter dialog and timeframe select, side by side. */
export function TrendFilterBar({ controls }: { controls: TrendControlsState }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <TrendFilterDialog value={controls.filters} onChange={controls.setFilters} />
      <Select
        value={controls.timeframe}
        onValueChange={(value) => {
          const option = TIMEFRAME_OPTIONS.find((o) => o.value === value);
          if (option) controls.setTimeframe(option.value);
        }}
      >
        <SelectTrigger aria-label="Timeframe" className="h-8 w-36">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {TIMEFRAME_OPTIONS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/**
 * All Trends (default) / My Trends / Global Trends. The tabs filter the list shown below them (there is no tab
 * panel per source), so each tab says it controls that list (`listId`): Radix would otherwise point them at panels
 * that do not exist, an invalid ARIA reference.
 */
export function TrendSourceTabs({ controls, listId }: { controls: TrendControlsState; listId: string }) {
  return (
    <Tabs
      value={controls.source}
      onValueChange={(value) => {
        const tab = SOURCE_TABS.find((t) => t.value === value);
        if (tab) controls.setSource(tab.value);
      }}
    >
      <TabsList aria-label="Trend source" className="w-full sm:w-auto">
        {SOURCE_TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} aria-controls={listId}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  );
}
