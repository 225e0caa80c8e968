import { useId } from 'react';
import { contentTypeLabel, writtenByLabel, type StoryAngle } from '@newsjack/shared';
import { Bookmark, BookmarkCheck, Mail, Pencil, Share2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { relativeTime } from '@/lib/relative-time';

interface StoryAngleCardProps {
  angle: StoryAngle;
  saving: boolean;
  onEdit: () => void;
  onShare: () => void;
  onToggleSaved: () => void;
  /** 'Generate Pitches': the composition opens the pitch wizard with this angle. */
  onGeneratePitches: () => void;
}

/** One angle: headline, angle, content idea, audience, age, key messages, and its actions. */
export function StoryAngleCard({ angle, saving, onEdit, onShare, onToggleSaved, onGeneratePitches }: StoryAngleCardProps) {
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col gap-3 p-4">
      <div className="grid gap-1.5">
        <h3 id={titleId} className="font-semibold leading-snug">
          {angle.headline}
        </h3>
        <p className="text-sm text-muted-foreground">{angle.angle}</p>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex items-center gap-1.5">
          <dt className="text-muted-foreground">Content idea:</dt>
          <dd>
            <Badge variant="secondary">{contentTypeLabel(angle.contentType)}</Badge>
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="text-muted-foreground">Target audience:</dt>
          <dd>{angle.targetAudience || 'General audience'}</dd>
        </div>
        {(angle.trendTitle || angle.topic) && (
          <div className="flex basis-full items-center gap-1.5">
            <dt className="text-muted-foreground">{angle.trendTitle ? 'Trend:' : 'Topic:'}</dt>
            <dd>{angle.trendTitle ?? angle.topic}</dd>
          </div>
        )}
      </dl>
      {angle.keyMessages.length > 0 && (
        <ul aria-label="Key messages" className="grid list-disc gap-0.5 pl-5 text-sm">
          {angle.keyMessages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <p className="text-xs text-muted-foreground">
          <time dateTime={angle.createdAt}>{relativeTime(angle.createdAt)}</time>
          {' · '}
          <span data-testid="angle-engine">{writtenByLabel(angle.engine)}</span>
        </p>
        <div className="flex flex-wrap items-center gap-1">
          <Button size="sm" variant="ghost" aria-label="Edit" onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button size="sm" variant="ghost" aria-label="Share" onClick={onShare}>
            <Share2 aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={angle.isSaved ? 'Unsave' : 'Save'}
            aria-pressed={angle.isSaved}
            disabled={saving}
            onClick={onToggleSaved}
          >
            {angle.isSaved ? (
              <BookmarkCheck className="text-primary" aria-hidden="true" />
            ) : (
              <Bookmark aria-hidden="true" />
            )}
          </Button>
          <Button size="sm" variant="outline" onClick={onGeneratePitches}>
            <Mail aria-hidden="true" />
            Generate Pitches
          </Button>
        </div>
      </div>
    </Card>
  );
}
