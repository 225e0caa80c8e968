import { useId, useState } from 'react';
import { RELATED_KEYWORDS_PER_CARD, SOURCE_LINKS_PER_CARD, type Trend } from '@newsjack/shared';
import { Bookmark, BookmarkCheck, ChevronDown, Sparkles } from 'lucide-react';
import { DemoNewsBadge } from '@/components/demo-news-badge';
import { SourceLinks } from '@/components/source-links';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { cn } from '@/lib/utils';
import { useIsMobile } from '@/hooks/use-mobile';
import { useSaveTrend } from '../api/use-save-trend';
import { MentionSparkline } from './mention-sparkline';
import { CategoryBadge, GrowthValue, SentimentIndicator, SingleReportBadge, VelocityBadge } from './trend-badges';
import { formatCount } from '@/lib/format-number';
import { formatRelevance } from '../trend-style';
import { TrendExplanation } from './trend-explanation';

interface TrendCardProps {
  trend: Trend;
  saved?: boolean;
  /** 'Generate Story' from this trend (the generator is another feature: the page's composition passes it in). */
  onGenerateStory?: (trend: Trend) => void;
  /** Offer 'Why this trend?': the explanation of why it matters to the company (My Trends). */
  explain?: boolean;
}

/** Saves a trend to Saved Items; reads 'Saved' once it is there. */
export function SaveTrendButton({ trendId, saved = false }: { trendId: number; saved?: boolean }) {
  const save = useSaveTrend();
  const done = saved || save.isSuccess;
  return (
    <Button size="sm" variant="outline" disabled={done || save.isPending} onClick={() => save.mutate(trendId)}>
      {done ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      {done ? 'Saved' : 'Save'}
    </Button>
  );
}

/** Why a trend was picked for the company, behind a toggle; fetched on first open. */
function WhyThisTrend({ trendId }: { trendId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="grid gap-2">
      <CollapsibleTrigger asChild>
        <Button variant="ghost" size="sm" className="-ml-2 justify-self-start">
          <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
          Why this trend?
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent className="rounded-lg bg-muted/60 p-3">
        {open && <TrendExplanation trendId={trendId} />}
      </CollapsibleContent>
    </Collapsible>
  );
}

export function KeywordChips({ keywords, label }: { keywords: string[]; label: string }) {
  if (keywords.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {keywords.map((keyword) => (
        <li
          key={keyword}
          className="max-w-full rounded-md bg-secondary px-2 py-0.5 text-xs text-secondary-foreground [overflow-wrap:anywhere]"
        >
          {keyword}
        </li>
      ))}
    </ul>
  );
}

/** One trend: what it is, how fast and how it is discussed, why it matters, where it comes from. */
export function TrendCard({ trend, saved = false, onGenerateStory, explain = false }: TrendCardProps) {
  const titleId = useId();
  const isMobile = useIsMobile();
  const keywords = trend.relatedKeywords.slice(0, RELATED_KEYWORDS_PER_CARD);

  return (
    <Card aria-labelledby={titleId} role="article" className="flex min-w-0 flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1.5">
          <h3 id={titleId} className="font-semibold leading-snug text-foreground [overflow-wrap:anywhere]">
            {trend.title}
          </h3>
          <div className="flex flex-wrap items-center gap-1.5">
            <CategoryBadge category={trend.category} />
            <VelocityBadge velocity={trend.mentionVelocity} />
            {trend.singleReport && <SingleReportBadge />}
            {trend.demo && <DemoNewsBadge />}
          </div>
        </div>
        <MentionSparkline points={trend.mentionHistory} width={isMobile ? 96 : 140} />
      </div>

      {trend.description && (
        <p className="line-clamp-3 text-sm text-muted-foreground [overflow-wrap:anywhere]">{trend.description}</p>
      )}

      <KeywordChips keywords={keywords} label="Related keywords" />

      <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <div className="flex items-center gap-1">
          <dt className="sr-only">Sentiment</dt>
          <dd>
            <SentimentIndicator sentiment={trend.sentiment} />
          </dd>
        </div>
        <div className="flex items-center gap-1">
          <dt className="sr-only">Growth</dt>
          <dd>
            <GrowthValue growth={trend.growth} isNew={trend.isNew} />
          </dd>
        </div>
        <div className="flex items-center gap-1">
          <dt>Mentions</dt>
          <dd className="font-medium text-foreground tabular-nums">{formatCount(trend.mentions)}</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt>Relevance</dt>
          <dd className="font-medium text-foreground tabular-nums">
            {formatRelevance(trend.relevanceScore, isMobile)}
          </dd>
        </div>
      </dl>

      {explain && <WhyThisTrend trendId={trend.id} />}

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <SourceLinks reports={trend.reports} shown={SOURCE_LINKS_PER_CARD} />
        <div className="flex items-center gap-2">
          <SaveTrendButton trendId={trend.id} saved={saved} />
          {onGenerateStory && (
            <Button size="sm" onClick={() => onGenerateStory(trend)}>
              <Sparkles aria-hidden="true" />
              Generate Story
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
