import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Trend } from '@newsjack/shared';
import { useLocation, useSearch } from 'wouter';
import { StoryAnglesPage } from '@/features/story-angles';
import { StoryGeneratorDialog } from '@/features/story-generator';
import { EMPTY_TREND_FILTERS, trendsListParams, trendsQueryOptions } from '@/features/trends';
import { paths } from '@/lib/paths';
import { PitchWizard } from './pitch-wizard';
import { savedItemsQueryOptions } from '@/lib/saved-items';

/** The widest trend list: a trend linked by id may be older than the dashboard's 24 hours. */
const ALL_RECENT_TRENDS = trendsListParams('all', 'month', EMPTY_TREND_FILTERS);

function readTrendId(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('trendId'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The trend behind /story-angles?trendId= (a saved trend's 'Generate Story'): looked up in the saved items the
 * link came from, else in the trend list. Undefined while looking; null when the user has no such trend.
 */
function useLinkedTrend(trendId: number | null): Trend | null | undefined {
  const saved = useQuery({ ...savedItemsQueryOptions(), enabled: trendId !== null });
  const fromSaved = saved.data?.find((item) => item.type === 'trend' && item.itemId === trendId)?.trend ?? null;
  const listed = useQuery({
    ...trendsQueryOptions(ALL_RECENT_TRENDS),
    enabled: trendId !== null && saved.isFetched && !fromSaved,
  });
  if (trendId === null) return null;
  if (fromSaved) return fromSaved;
  if (!saved.isFetched || (listed.isPending && listed.fetchStatus !== 'idle')) return undefined;
  return listed.data?.find((trend) => trend.id === trendId) ?? null;
}

/**
 * Story Angles with the generator (another feature): 'Generate Story' opens it blank, and ?trendId= opens it
 * prefilled from that trend. Closing it drops the parameter so a reload does not reopen it. An angle's
 * 'Generate Pitches' opens the pitch wizard (pitches) at step 2 with that angle; once generated, the user goes to
 * the Pitches page to see them.
 */
export function StoryAnglesRoute() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const trendId = readTrendId(search);
  const linked = useLinkedTrend(trendId);
  const [openBlank, setOpenBlank] = useState(false);
  const [pitchAngleId, setPitchAngleId] = useState<number | null>(null);
  const fromLink = trendId !== null && linked !== undefined;

  const close = () => {
    setOpenBlank(false);
    if (trendId !== null) navigate(paths.storyAngles, { replace: true });
  };

  return (
    <>
      <StoryAnglesPage onGenerate={() => setOpenBlank(true)} onGeneratePitches={(angle) => setPitchAngleId(angle.id)} />
      <StoryGeneratorDialog
        open={openBlank || fromLink}
        trend={fromLink ? linked : null}
        onOpenChange={(open) => (open ? undefined : close())}
      />
      <PitchWizard
        open={pitchAngleId !== null}
        preselectedAngleId={pitchAngleId}
        onOpenChange={(open) => (open ? undefined : setPitchAngleId(null))}
        onSuccess={() => navigate(paths.pitches)}
      />
    </>
  );
}
