import { useRef } from 'react';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface WelcomeModalProps {
  open: boolean;
  onShowMeAround: () => void;
  /** Also what closing with × or Escape does: the user chose not to take the tour. */
  onSkip: () => void;
}

export function WelcomeModal({ open, onShowMeAround, onSkip }: WelcomeModalProps) {
  const primaryRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onSkip()}>
      <DialogContent
        className="max-w-md"
        // Start on the inviting choice rather than the first button in the DOM (Skip Tour).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          primaryRef.current?.focus();
        }}
      >
        <DialogHeader className="items-center text-center sm:items-center sm:text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Sparkles className="size-6" aria-hidden="true" />
          </span>
          <DialogTitle className="text-xl">Welcome to Your Dashboard!</DialogTitle>
          <DialogDescription>
            Your company profile is set up and Newsjack is already watching the news for you. Take a one-minute tour of
            where trends, story angles, journalists and pitches live, or skip it and start exploring.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <Button variant="outline" onClick={onSkip}>
            Skip Tour
          </Button>
          <Button ref={primaryRef} onClick={onShowMeAround}>
            Show Me Around
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
