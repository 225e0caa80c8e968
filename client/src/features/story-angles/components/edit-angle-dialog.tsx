import { useEffect, useState, type FormEvent } from 'react';
import type { StoryAngle, UpdateStoryAngleBody } from '@newsjack/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface EditAngleDialogProps {
  angle: StoryAngle | null;
  pending: boolean;
  onClose: () => void;
  onSave: (body: UpdateStoryAngleBody) => void;
}

interface Draft {
  headline: string;
  angle: string;
  targetAudience: string;
  keyMessages: string;
}

const toDraft = (a: StoryAngle): Draft => ({
  headline: a.headline,
  angle: a.angle,
  targetAudience: a.targetAudience ?? '',
  keyMessages: a.keyMessages.join('\n'),
});

/** Edits headline, angle, audience and key messages (one per line); headline and angle are required. */
export function EditAngleDialog({ angle, pending, onClose, onSave }: EditAngleDialogProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setDraft(angle ? toDraft(angle) : null);
    setError(null);
  }, [angle]);

  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => (d ? { ...d, [key]: e.target.value } : d));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const headline = draft.headline.trim();
    const text = draft.angle.trim();
    if (!headline || !text) {
      setError('Headline and angle are required');
      return;
    }
    onSave({
      headline,
      angle: text,
      targetAudience: draft.targetAudience.trim(),
      keyMessages: draft.keyMessages
        .split('\n')
        .map((m) => m.trim())
        .filter(Boolean),
    });
  };

  return (
    <Dialog open={angle !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        {draft && (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>Edit Story Angle</DialogTitle>
              <DialogDescription>Change the wording before you pitch it.</DialogDescription>
            </DialogHeader>
            <div className="grid gap-1.5">
              <Label htmlFor="edit-headline">Headline</Label>
              <Input id="edit-headline" value={draft.headline} onChange={set('headline')} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="edit-angle">Angle</Label>
              <Textarea id="edit-angle" rows={4} value={draft.angle} onChange={set('angle')} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="edit-audience">Target Audience</Label>
              <Input id="edit-audience" value={draft.targetAudience} onChange={set('targetAudience')} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="edit-messages">Key Messages (one per line)</Label>
              <Textarea id="edit-messages" rows={4} value={draft.keyMessages} onChange={set('keyMessages')} />
            </div>
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? 'Saving…' : 'Save Changes'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
