import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  DISCOVERY_DEFAULT_FREQUENCY_MINUTES,
  DISCOVERY_FREQUENCY_RECOMMENDED_MAX,
  DISCOVERY_FREQUENCY_RECOMMENDED_MIN,
  FREQUENCY_INVALID_MESSAGE,
  parseFrequencyMinutes,
  TREND_DISCOVERY_FREQUENCY_KEY,
} from '@newsjack/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { adminQueries } from '../api/admin-queries';
import { useSaveFrequency } from '../api/use-save-frequency';
import { hoursAndMinutes } from '../admin-format';
import { AiSettingsSection } from './ai-settings-section';
import { FetchError } from './stat-card';

/**
 * The discovery frequency in minutes (the scheduler on every instance follows a change from its next cycle), and
 * the AI section: the spec's eight tabs stay eight, the AI settings are configuration like the frequency.
 */
export function ConfigTab() {
  const { data: entries, error } = useQuery(adminQueries.config());
  const current = entries?.find((e) => e.key === TREND_DISCOVERY_FREQUENCY_KEY);
  const [draft, setDraft] = useState<string | null>(null);
  const save = useSaveFrequency();
  const value = draft ?? current?.value ?? '';
  const parsed = parseFrequencyMinutes(value);
  const unchanged = value.trim() === (current?.value ?? '');

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Trend Discovery Frequency</CardTitle>
          <CardDescription>
            How often discovery runs, in minutes. Default {DISCOVERY_DEFAULT_FREQUENCY_MINUTES} (12 hours); recommended{' '}
            {DISCOVERY_FREQUENCY_RECOMMENDED_MIN} to {DISCOVERY_FREQUENCY_RECOMMENDED_MAX}.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <FetchError error={error} />
          <form
            noValidate
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (parsed === null) {
                toast({ title: 'Invalid Value', description: FREQUENCY_INVALID_MESSAGE, variant: 'destructive' });
                return;
              }
              // Drop the draft only if it is still what was saved: typing during the save must not be lost.
              const saved = value.trim();
              save.mutate(saved, { onSuccess: () => setDraft((d) => (d?.trim() === saved ? null : d)) });
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor="frequency">Frequency (minutes)</Label>
              <Input
                id="frequency"
                type="number"
                min={1}
                placeholder="720"
                className="w-40"
                value={value}
                onChange={(e) => setDraft(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={value.trim() === '' || unchanged || save.isPending}>
              Save
            </Button>
          </form>
          <p className="text-sm text-muted-foreground" data-testid="frequency-hours">
            {parsed !== null ? `= ${hoursAndMinutes(parsed)}` : '\u00a0'}
          </p>
          {current?.updatedBy && (
            <p className="text-xs text-muted-foreground">Last changed {new Date(current.updatedAt).toLocaleString()}</p>
          )}
        </CardContent>
      </Card>
      <AiSettingsSection />
    </div>
  );
}
