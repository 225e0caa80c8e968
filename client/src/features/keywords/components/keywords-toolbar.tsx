import { CheckSquare, Layers, Plus, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface KeywordsToolbarProps {
  allSelected: boolean;
  selectedCount: number;
  hasKeywords: boolean;
  onToggleAll: () => void;
  onBulkSearch: () => void;
  bulkPending: boolean;
  formOpen: boolean;
  onToggleForm: () => void;
}

export function KeywordsToolbar(props: KeywordsToolbarProps) {
  const { allSelected, selectedCount, hasKeywords, onToggleAll, onBulkSearch, bulkPending, formOpen, onToggleForm } =
    props;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {hasKeywords && (
        <>
          <Button variant="outline" size="sm" onClick={onToggleAll}>
            {allSelected ? <CheckSquare aria-hidden="true" /> : <Square aria-hidden="true" />}
            {allSelected ? 'Deselect All' : 'Select All'}
          </Button>
          <Button variant="outline" size="sm" disabled={bulkPending} onClick={onBulkSearch}>
            <Layers aria-hidden="true" />
            {bulkPending ? 'Searching…' : `Bulk Search (${selectedCount})`}
          </Button>
        </>
      )}
      <Button size="sm" aria-expanded={formOpen} onClick={onToggleForm}>
        <Plus aria-hidden="true" />
        Add Keyword
      </Button>
    </div>
  );
}
