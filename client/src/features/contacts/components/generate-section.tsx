import { useId, useState, type FormEvent } from 'react';
import { Loader2, Newspaper, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import type { BulkProgress } from '../bulk-generate';

interface GenerateSectionProps {
  /** The active company's suggested outlets (quick buttons). */
  outlets: readonly string[];
  busy: boolean;
  single: string | null;
  bulk: BulkProgress | null;
  lastResult: string | null;
  onGenerate: (outlet: string) => Promise<boolean>;
  onGenerateAll: () => void;
}

/** Spec 02 §2's generate section: a button per suggested outlet, 'Generate All' with progress, any outlet by name. */
export function GenerateSection({
  outlets,
  busy,
  single,
  bulk,
  lastResult,
  onGenerate,
  onGenerateAll,
}: GenerateSectionProps) {
  const [outlet, setOutlet] = useState('');
  const inputId = useId();
  const trimmed = outlet.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || busy) return;
    if (await onGenerate(trimmed)) setOutlet('');
  };

  return (
    <Card role="region" className="grid min-w-0 gap-4 p-4 sm:p-6" aria-labelledby="generate-contacts-heading">
      <div>
        <h2 id="generate-contacts-heading" className="text-lg font-semibold">
          Generate Media Contacts
        </h2>
        <p className="text-sm text-muted-foreground">
          Finds the journalists behind recent articles in an outlet&apos;s feeds, with the articles that show their
          beat.
        </p>
      </div>

      <section aria-label="Suggested outlets" className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-medium">Your suggested outlets</h3>
          {outlets.length > 0 && (
            <Button size="sm" onClick={onGenerateAll} disabled={busy}>
              {bulk ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
              Generate All
            </Button>
          )}
        </div>
        {outlets.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Your company profile has no suggested outlets yet. Type an outlet&apos;s name below.
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {outlets.map((name) => (
              <Button
                key={name}
                variant="outline"
                size="sm"
                disabled={busy}
                aria-label={`Generate contacts for ${name}`}
                onClick={() => void onGenerate(name)}
              >
                {single === name || bulk?.outlet === name ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <Newspaper aria-hidden="true" />
                )}
                {name}
              </Button>
            ))}
          </div>
        )}
        {bulk && (
          <div role="status" className="grid gap-1.5">
            <p className="text-sm">
              Generating contacts {bulk.current}/{bulk.total}: {bulk.outlet}
            </p>
            <Progress value={bulk.current - 1} max={bulk.total} aria-label="Generate All progress" />
          </div>
        )}
      </section>

      <form onSubmit={(e) => void submit(e)} className="grid gap-1.5">
        <Label htmlFor={inputId}>Any outlet</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            placeholder="e.g. Tickerstone Markets"
            value={outlet}
            maxLength={200}
            onChange={(e) => setOutlet(e.target.value)}
          />
          <Button type="submit" disabled={!trimmed || busy}>
            {single !== null && single === trimmed ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Sparkles aria-hidden="true" />
            )}
            Generate Contacts
          </Button>
        </div>
      </form>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {single !== null ? `Looking for journalists at ${single}…` : lastResult}
      </p>
    </Card>
  );
}
