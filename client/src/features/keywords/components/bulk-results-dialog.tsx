import type { SmartBatchSearchResponse } from '@newsjack/shared';
import { ChevronDown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { resultSections, type ResultSection } from '../bulk-search';
import type { RenderTrends } from '../trend-list-slot';

interface BulkResultsDialogProps {
  response: SmartBatchSearchResponse | null;
  onClose: () => void;
  renderTrends: RenderTrends;
}

function Section({
  section,
  defaultOpen,
  renderTrends,
}: {
  section: ResultSection;
  defaultOpen: boolean;
  renderTrends: RenderTrends;
}) {
  return (
    <Collapsible defaultOpen={defaultOpen} className="group rounded-lg border">
      <CollapsibleTrigger asChild>
        <Button variant="ghost" className="h-auto w-full justify-between gap-2 px-3 py-2.5 text-left whitespace-normal">
          <span className="grid gap-0.5">
            <span className="font-semibold">{section.title}</span>
            {section.keywords.length > 0 && (
              <span className="text-xs font-normal text-muted-foreground">{section.keywords.join(', ')}</span>
            )}
          </span>
          <span className="flex shrink-0 items-center gap-2">
            <Badge variant={section.success ? 'secondary' : 'destructive'}>
              {section.success ? `${section.trends.length} trends` : 'Failed'}
            </Badge>
            <ChevronDown className="transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
          </span>
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent className="border-t p-3">
        {!section.success ? (
          <p role="alert" className="text-sm text-destructive">
            {section.error || 'Failed to load trends for this theme'}
          </p>
        ) : section.trends.length === 0 ? (
          <p className="text-sm text-muted-foreground">No trending topics found</p>
        ) : (
          renderTrends(section.trends)
        )}
      </CollapsibleContent>
    </Collapsible>
  );
}

/**
 * Bulk search results: one collapsible section per theme (collapsed by default) for a thematic search, or per
 * keyword (open) for an individual one.
 */
export function BulkResultsDialog({ response, onClose, renderTrends }: BulkResultsDialogProps) {
  const thematic = response?.searchType === 'thematic';
  const sections = response ? resultSections(response) : [];
  return (
    <Dialog open={response !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{thematic ? 'Thematic Search Results' : 'Bulk Search Results'}</DialogTitle>
          <DialogDescription>
            {response
              ? `${response.totalSavedTrends} trends added to your trends database using ${response.searchStrategy} strategy.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {sections.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            {thematic ? 'No themed results found' : 'No trending topics found'}
          </p>
        ) : (
          <div className="grid gap-2">
            {sections.map((section) => (
              <Section key={section.id} section={section} defaultOpen={!thematic} renderTrends={renderTrends} />
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
