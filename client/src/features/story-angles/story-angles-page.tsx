import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StoryAngle } from '@newsjack/shared';
import { Lightbulb, Sparkles } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { activeCompanyProfileQueryOptions } from '@/lib/active-company';
import { storyAnglesQueryOptions } from './api/story-angles-queries';
import { filterAngles, newestFirst, NO_ANGLE_FILTER, type AngleFilter } from './angle-view';
import { AngleStatCards } from './components/angle-stat-cards';
import { AngleToolbar } from './components/angle-toolbar';
import { EditAngleDialog } from './components/edit-angle-dialog';
import { StoryAngleCard } from './components/story-angle-card';
import { useAngleActions } from './use-angle-actions';

interface StoryAnglesPageProps {
  /** 'Generate Story': the composition opens the generator (another feature). */
  onGenerate: () => void;
  /** An angle's 'Generate Pitches': the composition opens the pitch wizard (another feature) with it. */
  onGeneratePitches: (angle: StoryAngle) => void;
}

/** Story Angles (spec 01 §2): every angle of the active company, searchable, filterable, editable. */
export function StoryAnglesPage({ onGenerate, onGeneratePitches }: StoryAnglesPageProps) {
  const company = useQuery(activeCompanyProfileQueryOptions());
  const angles = useQuery(storyAnglesQueryOptions());
  const [filter, setFilter] = useState<AngleFilter>(NO_ANGLE_FILTER);
  const [editing, setEditing] = useState<StoryAngle | null>(null);
  const actions = useAngleActions();
  const all = newestFirst(angles.data ?? []);
  const shown = filterAngles(all, filter);
  const companyName = company.data?.companyName || 'My Company';

  return (
    <>
      <PageHeader
        title={`Story Angles for ${companyName}`}
        subtitle="All your AI-generated story angles"
        actions={
          <Button onClick={onGenerate}>
            <Sparkles aria-hidden="true" />
            Generate Story
          </Button>
        }
      />
      <div className="grid gap-4">
        {/* The cards below are h3s: this names their list, so the page's headings go h1, h2, h3. */}
        <h2 className="sr-only">Your story angles</h2>
        <AngleStatCards angles={all} />
        <AngleToolbar filter={filter} onChange={setFilter} />
        {angles.isLoading ? (
          <div className="grid gap-3 xl:grid-cols-2" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-48 w-full" />
            ))}
          </div>
        ) : angles.isError ? (
          <Card role="alert" className="p-6 text-center text-sm">
            <p className="font-medium">Could not load your story angles.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void angles.refetch()}>
              Try again
            </Button>
          </Card>
        ) : shown.length === 0 ? (
          <Card className="grid justify-items-center gap-2 p-8 text-center">
            <Lightbulb className="size-8 text-muted-foreground" aria-hidden="true" />
            {all.length === 0 ? (
              <>
                <p className="font-medium">No story angles yet</p>
                <p className="text-sm text-muted-foreground">
                  Generate your first angles from a trend or a topic of your own.
                </p>
                <Button size="sm" onClick={onGenerate}>
                  Generate Story
                </Button>
              </>
            ) : (
              <p className="font-medium">No story angles match your search or filters</p>
            )}
          </Card>
        ) : (
          <div className="grid gap-3 xl:grid-cols-2">
            {shown.map((angle) => (
              <StoryAngleCard
                key={angle.id}
                angle={angle}
                saving={actions.isSaving(angle.id)}
                onEdit={() => setEditing(angle)}
                onShare={() => void actions.share(angle)}
                onToggleSaved={() => actions.toggleSaved(angle)}
                onGeneratePitches={() => onGeneratePitches(angle)}
              />
            ))}
          </div>
        )}
      </div>
      <EditAngleDialog
        angle={editing}
        pending={actions.isEditing}
        onClose={() => setEditing(null)}
        onSave={(body) => editing && actions.edit(editing.id, body, () => setEditing(null))}
      />
    </>
  );
}
