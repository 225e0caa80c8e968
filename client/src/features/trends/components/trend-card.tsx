import { useId } from 'react';
import { RELATED_KEYWORDS_PER_CARD, SOURCE_LINKS_PER_CARD, type Trend } from '@newsjack/shared';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { DemoNewsBadge } from '@/components/demo-news-badge';
import { SourceLinks } from '@/components/source-links';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useIsMobile } from '@/hooks/use-mobile';
import { useSaveTrend } from '../api/use-save-trend';
import { MentionSparkline } from './mention-sparkline';
import { CategoryBadge, GrowthValue, SentimentIndicator, SingleReportBadge, VelocityBadge } from './trend-badges';
import { formatCount } from '@/lib/format-number';
import { formatRelevance } from '../trend-style';

interface TrendCardProps {
  trend: Trend;
  saved?: boolean;
}

export function KeywordChips({ keywords, label }: { keywords: string[]; label: string }) {
  if (keywords.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {keywords.map((keyword) => (
        <li key={keyword} className="rounded-md bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
          {keyword}
        </li>
      ))}
    </ul>
  );
}

/** One trend: what it is, how fast and how it is discussed, why it matters, where it comes from. */
export function TrendCard({ trend, saved = false }: TrendCardProps) {
  const titleId = useId();
  const isMobile = useIsMobile();
  const save = useSaveTrend();
  const keywords = trend.relatedKeywords.slice(0, RELATED_KEYWORDS_PER_CARD);

  return (
    <Card aria-labelledby={titleId} role="article" className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1.5">
          <h3 id={titleId} className="font-semibold leading-snug text-foreground">
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

      {trend.description && <p className="line-clamp-3 text-sm text-muted-foreground">{trend.description}</p>}

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

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <SourceLinks reports={trend.reports} shown={SOURCE_LINKS_PER_CARD} />
        <div className="flex items-center gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={saved || save.isPending || save.isSuccess}
            onClick={() => save.mutate(trend.id)}
          >
            {saved || save.isSuccess ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
            {saved || save.isSuccess ? 'Saved' : 'Save'}
          </Button>
        </div>
      </div>
    </Card>
  );
}
