import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Key, Plus, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { keywordsQueryOptions } from '@/features/keywords/api/keywords-queries';
import { KeywordAddForm } from '@/features/keywords/components/keyword-add-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSmartSearch } from '../api/use-smart-search';
import { CurrentKeywordsList } from './current-keywords-list';
import { KeywordSuggestionsList } from './keyword-suggestions-list';
import { paths } from '@/lib/paths';

type Tab = 'current' | 'suggestions';

/** Tracked keywords: the first six, AI suggestions behind a switch, add, and a smart search over five. */
export function KeywordsPanel() {
  const keywords = useQuery(keywordsQueryOptions());
  const smart = useSmartSearch();
  const [tab, setTab] = useState<Tab>('current');
  const [showSuggestions, setShowSuggestions] = useState(false);
  const [form, setForm] = useState<{ open: boolean; term: string; key: number }>({ open: false, term: '', key: 0 });
  const list = keywords.data ?? [];

  const openForm = (term: string) => setForm((f) => ({ open: true, term, key: f.key + 1 }));

  return (
    <Card role="region" aria-labelledby="tracked-keywords-title">
      <CardHeader className="gap-3">
        <div className="flex items-center justify-between gap-2">
          <CardTitle id="tracked-keywords-title" className="flex items-center gap-2 text-lg">
            <Key className="size-5 text-primary" aria-hidden="true" />
            Tracked Keywords
          </CardTitle>
          <Button asChild variant="ghost" size="sm">
            <Link href={paths.keywords}>
              View All
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-expanded={form.open}
            onClick={() => (form.open ? setForm((f) => ({ ...f, open: false })) : openForm(''))}
          >
            <Plus aria-hidden="true" />
            Add Keyword
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={list.length === 0 || smart.isPending}
            onClick={() => smart.run(list)}
          >
            <Sparkles aria-hidden="true" />
            {smart.isPending ? 'Searching…' : 'Smart Search'}
          </Button>
          <div className="ml-auto flex items-center gap-2">
            <Switch
              id="show-suggestions"
              checked={showSuggestions}
              onCheckedChange={(on) => {
                setShowSuggestions(on);
                setTab(on ? 'suggestions' : 'current');
              }}
            />
            <Label htmlFor="show-suggestions" className="text-sm font-normal">
              Show suggestions
            </Label>
          </div>
        </div>
        {form.open && (
          <KeywordAddForm
            key={form.key}
            existingTerms={list.map((k) => k.term)}
            initialTerm={form.term}
            onDone={() => setForm((f) => ({ ...f, open: false }))}
          />
        )}
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList className="mb-3 w-full">
            <TabsTrigger value="current">Current Keywords</TabsTrigger>
            <TabsTrigger value="suggestions" disabled={!showSuggestions}>
              Suggestions
            </TabsTrigger>
          </TabsList>
          <TabsContent value="current">
            <CurrentKeywordsList keywords={keywords.data} isLoading={keywords.isLoading} />
          </TabsContent>
          <TabsContent value="suggestions">
            {showSuggestions && <KeywordSuggestionsList onAdd={openForm} />}
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
