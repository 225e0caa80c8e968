import { useId, useState } from 'react';
import { MAX_FOLLOW_UPS, writtenByLabel, type Pitch } from '@newsjack/shared';
import { Bookmark, BookmarkCheck, CalendarClock, Clock, Copy, Mail, MessageSquareReply, Send } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { pitchMailto } from '@/lib/pitch-mailto';
import { followUpReminder, formatDate, STATUS_LABELS } from '../pitch-view';

interface PitchCardProps {
  pitch: Pitch;
  saved: boolean;
  saving: boolean;
  updating: boolean;
  sending: boolean;
  /** The address it was sent to bounced (it is on the company's do-not-contact list as bounced). */
  bounced: boolean;
  now: Date;
  onCopy: () => void;
  onSend: () => void;
  onSendFromMailbox: () => void;
  onSendLater: () => void;
  onCancelSchedule: () => void;
  onSendFollowUp: () => void;
  onSave: () => void;
  onReplied: () => void;
  onFollowUpSent: () => void;
}

const STATUS_VARIANT = { drafted: 'secondary', scheduled: 'outline', sent: 'accent', replied: 'success' } as const;

/** One pitch: subject, contact, outlet, date, angle, the body clamped to 4 lines, status, follow-up and actions. */
export function PitchCard({
  pitch,
  saved,
  saving,
  updating,
  sending,
  bounced,
  now,
  onCopy,
  onSend,
  onSendFromMailbox,
  onSendLater,
  onCancelSchedule,
  onSendFollowUp,
  onSave,
  onReplied,
  onFollowUpSent,
}: PitchCardProps) {
  const titleId = useId();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(false);
  const isBounced = bounced && pitch.status === 'sent';
  // No follow-up to an address that bounced: it would bounce too.
  const reminder = isBounced ? null : followUpReminder(pitch, now);
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="font-semibold leading-snug">
          {pitch.subjectLine}
        </h3>
        <Badge variant={isBounced ? 'destructive' : STATUS_VARIANT[pitch.status]} data-testid="pitch-status">
          {isBounced ? 'Bounced' : STATUS_LABELS[pitch.status]}
        </Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">To:</dt>
          <dd data-testid="pitch-contact">{pitch.contact.name}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Outlet:</dt>
          <dd data-testid="pitch-outlet">{pitch.contact.outlet ?? 'Unknown outlet'}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Created:</dt>
          <dd>
            <time dateTime={pitch.createdAt}>{formatDate(pitch.createdAt)}</time>
          </dd>
        </div>
        {pitch.sentAt && (
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">{pitch.status === 'scheduled' ? 'Goes out:' : 'Sent:'}</dt>
            <dd>
              <time dateTime={pitch.sentAt}>
                {pitch.status === 'scheduled' ? new Date(pitch.sentAt).toLocaleString() : formatDate(pitch.sentAt)}
              </time>
            </dd>
          </div>
        )}
        <div className="flex gap-1.5 sm:col-span-2">
          <dt className="text-muted-foreground">Written:</dt>
          <dd data-testid="pitch-engine">{writtenByLabel(pitch.engine)}</dd>
        </div>
        {pitch.storyAngle?.headline && (
          <div className="flex gap-1.5 sm:col-span-2">
            <dt className="text-muted-foreground">Story angle:</dt>
            <dd>{pitch.storyAngle.headline}</dd>
          </div>
        )}
      </dl>
      <div>
        <p
          id={bodyId}
          className={`whitespace-pre-line text-sm ${expanded ? '' : 'line-clamp-4'}`}
          data-testid="pitch-body"
        >
          {pitch.body}
        </p>
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      </div>
      {pitch.status === 'replied' && pitch.replyExcerpt && (
        // The journalist's own first lines, as the inbox check found them: what they said, without opening the mail.
        <figure className="rounded-md border-l-4 border-success bg-muted/50 px-3 py-2 text-sm" data-testid="pitch-reply">
          <figcaption className="text-xs font-medium text-muted-foreground">
            {`${pitch.contact.name} replied${pitch.repliedAt ? ` on ${formatDate(pitch.repliedAt)}` : ''}:`}
          </figcaption>
          <blockquote className="mt-1 whitespace-pre-line">{pitch.replyExcerpt}</blockquote>
        </figure>
      )}
      {reminder && (
        <p
          className={`flex items-center gap-1.5 text-sm ${reminder.state === 'upcoming' ? 'text-muted-foreground' : 'font-medium text-destructive'}`}
          data-testid="pitch-follow-up"
        >
          <CalendarClock className="size-4" aria-hidden="true" />
          {reminder.state === 'upcoming'
            ? `Follow-up ${reminder.number} of ${MAX_FOLLOW_UPS} on ${formatDate(reminder.dueAt)}`
            : `Follow-up ${reminder.number} of ${MAX_FOLLOW_UPS} ${reminder.state === 'due' ? 'due today' : `overdue since ${formatDate(reminder.dueAt)}`}`}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3">
        <Button size="sm" variant="outline" onClick={onCopy}>
          <Copy aria-hidden="true" />
          Copy Pitch
        </Button>
        <Button size="sm" asChild>
          <a href={pitchMailto(pitch)} onClick={onSend}>
            <Mail aria-hidden="true" />
            Send Email
          </a>
        </Button>
        {pitch.status === 'drafted' && pitch.contact.email && (
          <>
            <Button size="sm" variant="outline" disabled={sending} onClick={onSendFromMailbox}>
              <Send aria-hidden="true" />
              {sending ? 'Sending…' : 'Send from My Mailbox'}
            </Button>
            <Button size="sm" variant="ghost" disabled={sending} onClick={onSendLater}>
              <Clock aria-hidden="true" />
              Send Later
            </Button>
          </>
        )}
        {pitch.status === 'scheduled' && (
          <Button size="sm" variant="ghost" disabled={updating} onClick={onCancelSchedule}>
            Cancel Sending
          </Button>
        )}
        <Button size="sm" variant="outline" disabled={saved || saving} aria-pressed={saved} onClick={onSave}>
          {saved ? <BookmarkCheck className="text-primary" aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
          {saved ? 'Saved' : 'Save Pitch'}
        </Button>
        {pitch.status === 'sent' && (
          <Button size="sm" variant="ghost" disabled={updating} onClick={onReplied}>
            <MessageSquareReply aria-hidden="true" />
            Mark replied
          </Button>
        )}
        {reminder && reminder.state !== 'upcoming' && (
          <>
            {pitch.contact.email && (
              <Button size="sm" variant="outline" disabled={sending} onClick={onSendFollowUp}>
                <Send aria-hidden="true" />
                Send Follow-up
              </Button>
            )}
            <Button size="sm" variant="ghost" disabled={updating} onClick={onFollowUpSent}>
              Follow-up sent
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
