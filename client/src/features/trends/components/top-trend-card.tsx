import { useState } from 'react';
import {
  SOURCE_LINKS_PER_CARD,
  TOP_TREND_KEYWORDS_DESKTOP,
  TOP_TREND_KEYWORDS_MOBILE,
  type Trend,
} from '@newsjack/shared';
import { ChevronDown, Sparkles, Star } from 'lucide-react';
import {
  CategoryBadge,
  GrowthValue,
  SentimentIndicator,
  SingleReportBadge,
  VelocityBadge,
} from '@/features/trends/components/trend-badges';
import { DemoNewsBadge } from '@/components/demo-news-badge';
import { SourceLinks } from '@/components/source-links';
import { formatCount } from '@/lib/format-number';
import { formatRelevance } from '../trend-style';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { useIsMobile } from '@/hooks/use-mobile';
import { cn } from '@/lib/utils';
import { MentionSparkline } from './mention-sparkline';
import { SaveTrendButton } from './trend-card';
import { TrendExplanation } from './trend-explanation';

interface TopTrendCardProps {
  trend: Trend;
  saved?: boolean;
  onGuidedStory?: (trend: Trend) => void;
}

/**
 * 'Top Trend for You': the most relevant trend, why it was picked, its sources, and a guided story from it. The
 * list below it does not show it again, so this card carries everything a list card would (save, sources, chart).
 */
export function TopTrendCard({ trend, saved = false, onGuidedStory }: TopTrendCardProps) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const limit = isMobile ? TOP_TREND_KEYWORDS_MOBILE : TOP_TREND_KEYWORDS_DESKTOP;
  const shown = trend.relatedKeywords.slice(0, limit);
  const more = trend.relatedKeywords.length - shown.length;

  return (
    <section
      aria-label="Top Trend for You"
      className="grid min-w-0 gap-3 rounded-xl border border-primary/30 bg-gradient-to-br from-accent/70 to-card p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-primary uppercase">
          <Star className="size-3.5 fill-current" aria-hidden="true" />
          Top Trend for You
        </p>
        <span className="text-xs text-muted-foreground">
          Relevance{' '}
          <span className="font-semibold text-foreground tabular-nums">
            {formatRelevance(trend.relevanceScore, isMobile)}
          </span>
        </span>
      </div>
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1.5">
          <h3 className="text-lg font-semibold leading-snug [overflow-wrap:anywhere]">{trend.title}</h3>
          <div className="flex flex-wrap items-center gap-1.5">
            <CategoryBadge category={trend.category} />
            <VelocityBadge velocity={trend.mentionVelocity} />
            {trend.singleReport && <SingleReportBadge />}
            {trend.demo && <DemoNewsBadge />}
            <SentimentIndicator sentiment={trend.sentiment} />
            <GrowthValue growth={trend.growth} isNew={trend.isNew} />
            <span className="text-xs text-muted-foreground">{formatCount(trend.mentions)} mentions</span>
          </div>
        </div>
        <MentionSparkline points={trend.mentionHistory} width={isMobile ? 96 : 140} />
      </div>
      {trend.description && (
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{trend.description}</p>
      )}
      {shown.length > 0 && (
        <ul aria-label="Top trend keywords" className="flex flex-wrap gap-1.5">
          {shown.map((keyword) => (
            <li
              key={keyword}
              className="max-w-full rounded-md bg-card px-2 py-0.5 text-xs shadow-xs [overflow-wrap:anywhere]"
            >
              {keyword}
            </li>
          ))}
          {more > 0 && <li className="px-1 py-0.5 text-xs text-muted-foreground">{`+${more} more`}</li>}
        </ul>
      )}
      <Collapsible open={open} onOpenChange={setOpen} className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CollapsibleTrigger asChild>
            <Button variant="ghost" size="sm" className="-ml-2">
              <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
              Why is this your top trend
            </Button>
          </CollapsibleTrigger>
          <div className="flex flex-wrap items-center gap-2">
            <SaveTrendButton trendId={trend.id} saved={saved} />
            {/* The guided generator belongs to another feature: the page's composition passes it in. */}
            {onGuidedStory && (
              <Button size="sm" onClick={() => onGuidedStory(trend)}>
                <Sparkles aria-hidden="true" />
                Generate Story
              </Button>
            )}
          </div>
        </div>
        <CollapsibleContent className="rounded-lg bg-card/80 p-3">
          {open && <TrendExplanation trendId={trend.id} />}
        </CollapsibleContent>
      </Collapsible>
      <SourceLinks reports={trend.reports} shown={SOURCE_LINKS_PER_CARD} />
    </section>
  );
}
