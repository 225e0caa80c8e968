import { useId, useState, type FormEvent } from 'react';
import { Check, KeyRound, Plus, X } from 'lucide-react';
import { MAX_CUSTOM_KEYWORDS } from '@newsjack/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { addCustomKeyword } from '../curation-keywords';

interface KeywordPickerProps {
  suggested: readonly string[];
  selected: ReadonlySet<string>;
  onToggle: (keyword: string, selected: boolean) => void;
  custom: readonly string[];
  onCustomChange: (custom: string[]) => void;
}

/** AI-suggested keywords as toggles, plus up to three of the user's own. */
export function KeywordPicker({ suggested, selected, onToggle, custom, onCustomChange }: KeywordPickerProps) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const atLimit = custom.length >= MAX_CUSTOM_KEYWORDS;

  function add(event: FormEvent) {
    event.preventDefault();
    const result = addCustomKeyword(draft, custom, suggested);
    if (result.kind === 'error') {
      setError(result.message);
      return;
    }
    if (result.kind === 'added') onCustomChange(result.custom);
    else onToggle(result.suggestion, true);
    setDraft('');
    setError(null);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          Tracking Keywords
        </CardTitle>
        <CardDescription>
          We watch the news for these. Click a keyword to leave it out; all suggestions start selected.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {suggested.length === 0 ? (
          <p className="text-sm text-muted-foreground">No keywords were suggested. Add your own below.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Suggested keywords">
            {suggested.map((keyword) => {
              const on = selected.has(keyword);
              return (
                <li key={keyword}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => onToggle(keyword, !on)}
                    className={cn(
                      'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      on
                        ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90'
                        : 'border-input bg-card text-muted-foreground line-through hover:bg-accent',
                    )}
                  >
                    {on && <Check className="size-3.5" aria-hidden="true" />}
                    {keyword}
                  </button>
                </li>
              );
            })}
          </ul>
        )}

        <form onSubmit={add} noValidate className="grid gap-2">
          <Label htmlFor={inputId}>Custom Keywords</Label>
          <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
            Add up to {MAX_CUSTOM_KEYWORDS} of your own ({custom.length}/{MAX_CUSTOM_KEYWORDS} added).
          </p>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={draft}
              disabled={atLimit}
              placeholder={atLimit ? 'You have added 3 custom keywords' : 'e.g. sustainable packaging'}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(null);
              }}
            />
            <Button type="submit" variant="outline" disabled={atLimit || draft.trim() === ''}>
              <Plus aria-hidden="true" />
              Add Keyword
            </Button>
          </div>
          {error && (
            <p id={`${inputId}-error`} className="text-xs text-destructive">
              {error}
            </p>
          )}
          {custom.length > 0 && (
            <ul className="flex flex-wrap gap-2 pt-1" aria-label="Your keywords">
              {custom.map((keyword) => (
                <li key={keyword}>
                  <Badge variant="accent" className="gap-1 py-1 pr-1 text-sm">
                    {keyword}
                    <button
                      type="button"
                      aria-label={`Remove ${keyword}`}
                      onClick={() => onCustomChange(custom.filter((c) => c !== keyword))}
                      className="rounded-full p-0.5 hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <X className="size-3" aria-hidden="true" />
                    </button>
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
