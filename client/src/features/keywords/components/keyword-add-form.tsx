import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError, parseApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useAddKeyword } from '../api/use-add-keyword';
import { checkKeywordTerm } from '../keyword-validation';

interface KeywordAddFormProps {
  existingTerms: readonly string[];
  /** Prefilled term (from a suggestion). */
  initialTerm?: string;
  onDone: () => void;
  className?: string;
}

/** Adds one keyword: trimmed, blank ignored (Add disabled), duplicates refused with the spec's message. */
export function KeywordAddForm({ existingTerms, initialTerm = '', onDone, className }: KeywordAddFormProps) {
  const [value, setValue] = useState(initialTerm);
  const [error, setError] = useState<string | null>(null);
  const add = useAddKeyword();
  const blank = value.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkKeywordTerm(value, existingTerms);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    add.mutate(check.term, {
      onSuccess: () => {
        toast({ title: 'Keyword added successfully', variant: 'success' });
        setValue('');
        onDone();
      },
      onError: (err) => {
        if (isUnauthorizedError(err)) return;
        const parsed = parseApiError(err);
        if (parsed.status === 409 || parsed.status === 400) {
          setError(parsed.message);
          return;
        }
        toast({ title: 'Error', description: 'Failed to add keyword', variant: 'destructive' });
      },
    });
  };

  return (
    <form onSubmit={submit} className={cn('grid gap-1.5', className)} aria-label="Add keyword">
      <Label htmlFor="new-keyword" className="sr-only">
        New keyword
      </Label>
      <div className="flex gap-2">
        <Input
          id="new-keyword"
          value={value}
          autoFocus
          placeholder="Enter a keyword to track"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'new-keyword-error' : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
        />
        <Button type="submit" disabled={blank || add.isPending}>
          <Plus aria-hidden="true" />
          Add
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {error && (
        <p id="new-keyword-error" role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
