import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export interface ConfirmRequest {
  title: string;
  description: string;
  /** The destructive button's label ('Delete keyword'). */
  confirmLabel: string;
  onConfirm: () => void;
}

/**
 * A question before something is removed for good (a keyword and its counts, a saved item): one click on a small
 * icon used to delete at once, with no way back. `confirm(request)` asks; `dialog` is to be rendered by the screen.
 * Cancel, Escape and × leave everything as it was, and the focus goes back to the button that asked.
 */
export function useConfirm(): { confirm: (request: ConfirmRequest) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<ConfirmRequest | null>(null);
  // Kept while the dialog animates closed, so its text does not vanish before it does.
  const [shown, setShown] = useState<ConfirmRequest | null>(null);
  const close = () => setPending(null);
  const dialog = (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-md" role="alertdialog">
        <DialogHeader>
          <DialogTitle>{shown?.title}</DialogTitle>
          <DialogDescription>{shown?.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              pending?.onConfirm();
              close();
            }}
          >
            {shown?.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
  return {
    confirm: (request) => {
      setShown(request);
      setPending(request);
    },
    dialog,
  };
}
