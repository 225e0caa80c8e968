import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';

const Body = vi.fn(() => <p>The explanation</p>);

function Uncontrolled({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <Collapsible defaultOpen={defaultOpen} data-testid="root">
      <CollapsibleTrigger asChild>
        <button>Why this trend?</button>
      </CollapsibleTrigger>
      <CollapsibleContent>
        <Body />
      </CollapsibleContent>
    </Collapsible>
  );
}

describe('Collapsible', () => {
  it('when closed, then the region is hidden, its children are never rendered and the trigger says so', () => {
    Body.mockClear();
    render(<Uncontrolled />);
    const trigger = screen.getByRole('button', { name: 'Why this trend?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(trigger.getAttribute('aria-controls')!);
    expect(region).not.toBeNull();
    expect(region).toHaveAttribute('hidden');
    expect(Body).not.toHaveBeenCalled();
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'closed');
  });

  it('when the trigger is clicked, then the region opens with its children, and a second click closes it', async () => {
    render(<Uncontrolled />);
    const trigger = screen.getByRole('button', { name: 'Why this trend?' });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('The explanation')).toBeVisible();
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'open');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('The explanation')).toBeNull();
  });

  it('when opened by default, then the children show at once', () => {
    render(<Uncontrolled defaultOpen />);
    expect(screen.getByText('The explanation')).toBeVisible();
  });

  it('when controlled, then a click asks the owner and the owner decides', async () => {
    const asked: boolean[] = [];
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <Collapsible
          open={open}
          onOpenChange={(next) => {
            asked.push(next);
            setOpen(next);
          }}
        >
          <CollapsibleTrigger>More</CollapsibleTrigger>
          <CollapsibleContent>Details</CollapsibleContent>
        </Collapsible>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(asked).toEqual([true]);
    expect(screen.getByText('Details')).toBeVisible();
  });
});
