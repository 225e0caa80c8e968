import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AiEngine, AiSettings, AiSettingsBody } from '@newsjack/shared';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { aiSettingsQueryOptions } from '../api/ai-settings-query';
import { serverMessage } from '../api/admin-fetch';
import { useSaveAiSettings, writerOf } from '../api/use-save-ai-settings';
import { useTestAiConnection } from '../api/use-test-ai-connection';
import { FetchError } from './stat-card';

type Draft = { engine: AiEngine; baseUrl: string; model: string };

const ENGINES: { value: AiEngine; label: string }[] = [
  { value: 'offline', label: 'Offline engine (no network, writes from the story’s facts)' },
  { value: 'model', label: 'Language model on an OpenAI-compatible server' },
];

const fromSettings = (s: AiSettings): Draft => ({ engine: s.engine, baseUrl: s.baseUrl ?? '', model: s.model });

function keyStatus(s: AiSettings): string {
  if (!s.keySet) return 'No key saved';
  return s.keySource === 'environment' ? 'A key is set in the environment (OPENAI_API_KEY)' : 'A key is saved';
}

/**
 * The Config tab's AI section: the engine that writes angles and pitches, the provider's base URL, model and a
 * write-only key (never shown, only whether one is set), a connection test and the way back to offline. A save
 * takes effect on the next generation, on every server, without a restart.
 */
export function AiSettingsSection() {
  const { data: settings, error } = useQuery(aiSettingsQueryOptions());
  const [draft, setDraft] = useState<Draft | null>(null);
  const [apiKey, setApiKey] = useState('');
  const save = useSaveAiSettings();
  const test = useTestAiConnection();

  if (!settings) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>AI</CardTitle>
        </CardHeader>
        <CardContent>
          <FetchError error={error} />
        </CardContent>
      </Card>
    );
  }

  const form = draft ?? fromSettings(settings);
  const edit = (change: Partial<Draft>) => setDraft({ ...form, ...change });
  const submit = (body: AiSettingsBody) =>
    save.mutate(body, {
      onSuccess: () => {
        setDraft(null);
        setApiKey('');
      },
    });
  const bodyOf = (values: Draft): AiSettingsBody => ({
    engine: values.engine,
    baseUrl: values.baseUrl.trim() || null,
    model: values.model,
    ...(apiKey.trim() ? { apiKey } : {}),
  });
  const result = test.data;

  return (
    <Card role="region" aria-labelledby="ai-settings-title">
      <CardHeader>
        <CardTitle id="ai-settings-title">AI</CardTitle>
        <CardDescription>
          Who writes story angles and pitches. The environment&apos;s OPENAI_* variables are the starting values; what
          you save here replaces them at once, without a restart.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm" data-testid="ai-engine-in-use">
          In use: <strong>{writerOf(settings)}</strong>
          {settings.engine === 'model' ? ` at ${settings.baseUrl ?? 'OpenAI'}` : ''}
          {settings.source === 'environment'
            ? ' (from the environment).'
            : ` (saved ${settings.updatedAt ? new Date(settings.updatedAt).toLocaleString() : ''}).`}
        </p>
        {settings.notice && (
          <Alert variant="destructive">
            <AlertDescription>{settings.notice}</AlertDescription>
          </Alert>
        )}
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit(bodyOf(form));
          }}
        >
          <RadioGroup
            aria-label="Engine"
            value={form.engine}
            onValueChange={(value) => edit({ engine: value as AiEngine })}
          >
            {ENGINES.map((engine) => (
              <div key={engine.value} className="flex items-center gap-2">
                <RadioGroupItem id={`ai-engine-${engine.value}`} value={engine.value} />
                <Label htmlFor={`ai-engine-${engine.value}`}>{engine.label}</Label>
              </div>
            ))}
          </RadioGroup>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="ai-base-url">Base URL</Label>
              <Input
                id="ai-base-url"
                placeholder="Blank: OpenAI (https://api.openai.com/v1)"
                value={form.baseUrl}
                onChange={(e) => edit({ baseUrl: e.target.value })}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="ai-model">Model</Label>
              <Input id="ai-model" value={form.model} onChange={(e) => edit({ model: e.target.value })} />
            </div>
          </div>
          <div className="grid gap-1.5 sm:max-w-md">
            <Label htmlFor="ai-api-key">API key</Label>
            <Input
              id="ai-api-key"
              type="password"
              autoComplete="off"
              placeholder={
                settings.keySet ? 'Type a new key to replace it' : 'Paste the key (none for most local servers)'
              }
              value={apiKey}
              onChange={(e) => setApiKey(e.target.value)}
            />
            <p className="text-xs text-muted-foreground" data-testid="ai-key-status">
              {keyStatus(settings)}. Keys are never shown again; they are stored encrypted (AES-256-GCM) with{' '}
              {settings.keyProtection === 'SETTINGS_ENCRYPTION_KEY'
                ? 'SETTINGS_ENCRYPTION_KEY.'
                : 'a key derived from the session secret (set SETTINGS_ENCRYPTION_KEY to keep it apart).'}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              Save AI Settings
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={test.isPending}
              onClick={() =>
                test.mutate({
                  baseUrl: form.baseUrl.trim() || null,
                  model: form.model,
                  ...(apiKey.trim() ? { apiKey } : {}),
                })
              }
            >
              {test.isPending ? 'Testing…' : 'Test connection'}
            </Button>
            {settings.keySource === 'saved' && (
              <Button
                type="button"
                variant="outline"
                disabled={save.isPending}
                onClick={() => submit({ ...bodyOf(fromSettings(settings)), apiKey: '' })}
              >
                Remove key
              </Button>
            )}
            {settings.engine === 'model' && (
              <Button
                type="button"
                variant="secondary"
                disabled={save.isPending}
                onClick={() => submit({ ...bodyOf({ ...fromSettings(settings), engine: 'offline' }) })}
              >
                Switch to offline engine
              </Button>
            )}
          </div>
        </form>
        <div role="status" data-testid="ai-test-result" className="text-sm">
          {result && (
            <p className={result.ok ? 'text-success' : 'text-destructive'}>
              {result.ok ? result.message : `Connection failed: ${result.message}`}
            </p>
          )}
          {test.error && <p className="text-destructive">{serverMessage(test.error, 'The test could not be run')}</p>}
        </div>
      </CardContent>
    </Card>
  );
}
