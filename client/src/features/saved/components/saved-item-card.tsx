import { DemoNewsBadge } from '@/components/demo-news-badge';
import { useId, type ReactNode } from 'react';
import {
  contentTypeLabel,
  SAVED_AREAS_OF_FOCUS_SHOWN,
  SAVED_KEY_MESSAGES_SHOWN,
  SAVED_KEYWORDS_SHOWN,
  SAVED_SOURCE_LINKS_SHOWN,
  type SavedItem,
} from '@newsjack/shared';
import { Mail, Sparkles, Trash2, Users } from 'lucide-react';
import { SourceLinks } from '@/components/source-links';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { relativeTime } from '@/lib/relative-time';
import { pitchMailto, pitchPreview } from '../saved-view';

/** Areas of focus named in a contact's one-line description. */
const AREAS_IN_DESCRIPTION = 3;

interface SavedItemCardProps {
  item: SavedItem;
  removing: boolean;
  onRemove: () => void;
  /** Draws a trend category's coloured badge (the trends feature owns the colours). */
  renderCategory: (category: string) => ReactNode;
}

function Chips({ values, label }: { values: string[]; label: string }) {
  if (values.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li key={value} className="rounded-md bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
          {value}
        </li>
      ))}
    </ul>
  );
}

interface Body {
  kind: string;
  title: string;
  content: ReactNode;
  action: ReactNode;
}

function bodyOf(item: SavedItem, renderCategory: SavedItemCardProps['renderCategory']): Body | null {
  const { trend, storyAngle, pitch, contact } = item;
  if (item.type === 'trend' && trend) {
    return {
      kind: 'Trending Topic',
      title: trend.title,
      content: (
        <>
          <div className="flex flex-wrap gap-1.5">
            {renderCategory(trend.category)}
            {trend.demo && <DemoNewsBadge />}
          </div>
          {trend.description && <p className="line-clamp-3 text-sm text-muted-foreground">{trend.description}</p>}
          <Chips values={trend.relatedKeywords.slice(0, SAVED_KEYWORDS_SHOWN)} label="Related keywords" />
          <SourceLinks reports={trend.reports} shown={SAVED_SOURCE_LINKS_SHOWN} />
        </>
      ),
      action: (
        <Button size="sm" asChild>
          <Link href={paths.storyAnglesForTrend(trend.id)}>
            <Sparkles aria-hidden="true" />
            Generate Story
          </Link>
        </Button>
      ),
    };
  }
  if (item.type === 'story_angle' && storyAngle) {
    return {
      kind: 'Story Angle',
      title: storyAngle.headline,
      content: (
        <>
          <p className="text-sm text-muted-foreground">{storyAngle.angle}</p>
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <Badge variant="secondary">{contentTypeLabel(storyAngle.contentType)}</Badge>
            <span>{storyAngle.targetAudience || 'General audience'}</span>
          </div>
          {storyAngle.keyMessages.length > 0 && (
            <ul aria-label="Key messages" className="grid list-disc gap-0.5 pl-5 text-sm">
              {storyAngle.keyMessages.slice(0, SAVED_KEY_MESSAGES_SHOWN).map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </>
      ),
      action: (
        <Button size="sm" asChild>
          <Link href={paths.mediaContactsForStory(storyAngle.id)}>
            <Users aria-hidden="true" />
            Find Contacts
          </Link>
        </Button>
      ),
    };
  }
  if (item.type === 'pitch' && pitch) {
    return {
      kind: 'Pitch',
      title: pitch.subjectLine,
      content: (
        <>
          {pitch.contact && (
            <p className="text-xs text-muted-foreground">
              {`To ${pitch.contact.name}${pitch.contact.outlet ? `, ${pitch.contact.outlet}` : ''}`}
            </p>
          )}
          <p className="text-sm whitespace-pre-line text-muted-foreground" data-testid="pitch-preview">
            {pitchPreview(pitch.body)}
          </p>
        </>
      ),
      action: (
        <Button size="sm" asChild>
          <a href={pitchMailto(pitch)}>
            <Mail aria-hidden="true" />
            Open in Email
          </a>
        </Button>
      ),
    };
  }
  if (item.type === 'contact' && contact) {
    const areas = contact.areasOfFocus;
    return {
      kind: 'Media Contact',
      title: contact.name,
      content: (
        <>
          <p className="text-sm text-muted-foreground">
            {[contact.title, contact.outlet].filter(Boolean).join(' at ')}
            {areas.length > 0 && ` · Covers ${areas.slice(0, AREAS_IN_DESCRIPTION).join(', ')}`}
          </p>
          <Chips values={areas.slice(0, SAVED_AREAS_OF_FOCUS_SHOWN)} label="Areas of focus" />
          {contact.email && (
            <a href={`mailto:${contact.email}`} className="text-sm text-primary hover:underline">
              {contact.email}
            </a>
          )}
        </>
      ),
      action: null,
    };
  }
  return null;
}

/** One saved item, drawn by its type within the spec's limits, with its shortcut and Remove. */
export function SavedItemCard({ item, removing, onRemove, renderCategory }: SavedItemCardProps) {
  const titleId = useId();
  const body = bodyOf(item, renderCategory);
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col gap-3 p-4">
      <div className="grid gap-1">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">{body?.kind ?? 'Saved item'}</p>
        <h3 id={titleId} className="font-semibold leading-snug">
          {body?.title ?? 'This item is no longer available'}
        </h3>
      </div>
      {body?.content}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <time dateTime={item.createdAt} className="text-xs text-muted-foreground">
          {`Saved ${relativeTime(item.createdAt)}`}
        </time>
        <div className="flex flex-wrap gap-2">
          {body?.action}
          <Button size="sm" variant="ghost" disabled={removing} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
      </div>
    </Card>
  );
}
