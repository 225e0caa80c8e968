import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Pitch } from '@newsjack/shared';
import { Inbox, Mail, Sparkles } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { doNotContactQueryOptions } from '@/lib/do-not-contact';
import { savedItemsQueryOptions } from '@/lib/saved-items';
import { pitchesQueryOptions } from './api/pitches-queries';
import { FollowUpReminders } from './components/follow-up-reminders';
import { PitchCard } from './components/pitch-card';
import { SendLaterDialog } from './components/send-later-dialog';
import { usePitchActions } from './use-pitch-actions';
import { useReplyCheck } from './use-reply-check';

interface PitchesPageProps {
  /** 'Generate New Pitch' and 'Generate Your First Pitch': the composition opens the wizard. */
  onGenerate: () => void;
}

/** Pitches (spec 02 §2): the active company's pitches with copy, send, save, status and follow-up reminders. */
export function PitchesPage({ onGenerate }: PitchesPageProps) {
  const pitches = useQuery(pitchesQueryOptions());
  const saved = useQuery(savedItemsQueryOptions());
  const actions = usePitchActions();
  const replies = useReplyCheck();
  const [sendingLater, setSendingLater] = useState<Pitch | null>(null);
  const doNotContact = useQuery(doNotContactQueryOptions());
  const bounced = new Set(doNotContact.data?.filter((e) => e.reason === 'bounced').map((e) => e.email.toLowerCase()));
  const hasBounced = (pitch: Pitch) => !!pitch.contact.email && bounced.has(pitch.contact.email.toLowerCase());
  const savedIds = new Set(saved.data?.filter((item) => item.type === 'pitch').map((item) => item.itemId));
  const now = new Date();
  const list = pitches.data ?? [];

  return (
    <>
      <PageHeader
        title="Pitches"
        subtitle="Personalised email pitches for the journalists you chose"
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={replies.checking} onClick={replies.checkNow}>
              <Inbox aria-hidden="true" />
              {replies.checking ? 'Checking…' : 'Check Replies'}
            </Button>
            <Button onClick={onGenerate}>
              <Sparkles aria-hidden="true" />
              Generate New Pitch
            </Button>
          </div>
        }
      />
      <div className="grid gap-4">
        {/* The cards below are h3s: this names their list, so the page's headings go h1, h2, h3. */}
        <h2 className="sr-only">Your pitches</h2>
        {pitches.isLoading ? (
          <div className="grid gap-3 xl:grid-cols-2" aria-busy="true" data-testid="pitches-loading">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-56 w-full" />
            ))}
          </div>
        ) : pitches.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Failed to load pitches. Please try again later.</AlertTitle>
          </Alert>
        ) : list.length === 0 ? (
          <Card className="grid justify-items-center gap-2 p-8 text-center">
            <Mail className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No pitches yet</p>
            <p className="text-sm text-muted-foreground">
              Pick a story angle and the journalists who cover it; each gets a pitch written for them.
            </p>
            <Button size="sm" onClick={onGenerate}>
              Generate Your First Pitch
            </Button>
          </Card>
        ) : (
          <>
            <FollowUpReminders
              pitches={list.filter((pitch) => !hasBounced(pitch))}
              now={now}
              isUpdating={actions.isUpdating}
              onFollowUpSent={actions.followUpSent}
            />
            <div className="grid gap-3 xl:grid-cols-2">
              {list.map((pitch) => (
                <PitchCard
                  key={pitch.id}
                  pitch={pitch}
                  now={now}
                  saved={savedIds.has(pitch.id)}
                  saving={actions.isSaving(pitch.id)}
                  updating={actions.isUpdating(pitch.id)}
                  sending={actions.isSending(pitch.id)}
                  bounced={hasBounced(pitch)}
                  onCopy={() => void actions.copy(pitch)}
                  onSend={() => actions.sent(pitch)}
                  onSendFromMailbox={() => actions.sendFromMailbox(pitch)}
                  onSendLater={() => setSendingLater(pitch)}
                  onCancelSchedule={() => actions.cancelSchedule(pitch)}
                  onSendFollowUp={() => actions.sendFollowUp(pitch)}
                  onSave={() => actions.save(pitch)}
                  onReplied={() => actions.replied(pitch)}
                  onFollowUpSent={() => actions.followUpSent(pitch)}
                />
              ))}
            </div>
          </>
        )}
      </div>
      {actions.dialog}
      <SendLaterDialog pitch={sendingLater} onClose={() => setSendingLater(null)} onSchedule={actions.sendLater} />
    </>
  );
}
