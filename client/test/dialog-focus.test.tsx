import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** A dialog opened from state by a plain button (not a Dialog.Trigger), as the app's screens open theirs. */
function OpenedFromState({ slow = false }: { slow?: boolean }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const openIt = () => {
    if (!slow) return setOpen(true);
    // Like Search Trends: the button disables itself while its request runs, then the results dialog opens.
    setBusy(true);
    setTimeout(() => {
      setBusy(false);
      setOpen(true);
    }, 20);
  };
  return (
    <>
      <button type="button" disabled={busy} onClick={openIt}>
        Open it
      </button>
      <button type="button">Elsewhere</button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Results</DialogTitle>
          <DialogDescription>What was found.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('dialog focus', () => {
  it('when a dialog opened by a plain button closes with Escape, then the focus is back on that button', async () => {
    render(<OpenedFromState />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Open it' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Results' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('when the opener disabled itself before the dialog opened, then the focus still returns to it on close', async () => {
    render(<OpenedFromState slow />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Open it' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Results' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
