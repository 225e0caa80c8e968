import { createContext, useContext, useId, useState, type ComponentProps } from 'react';
import { Slot } from 'radix-ui';

/**
 * A disclosure: a trigger button (aria-expanded, aria-controls) and a region whose children exist only while open.
 * Radix's Collapsible did the same, and also measured its content on mount to animate its height (a forced layout
 * in a layout effect, per instance: on My Trends one per card, the first screen's largest blocking task). Nothing
 * here animates a height, so nothing is measured. The API and the data-state attributes are Radix's.
 */
interface CollapsibleState {
  open: boolean;
  toggle: () => void;
  contentId: string;
}

const CollapsibleContext = createContext<CollapsibleState | null>(null);

function useCollapsible(): CollapsibleState {
  const state = useContext(CollapsibleContext);
  if (!state) throw new Error('Collapsible parts must be inside <Collapsible>');
  return state;
}

const dataState = (open: boolean) => (open ? 'open' : 'closed');

export function Collapsible({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...props
}: ComponentProps<'div'> & { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void }) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const contentId = useId();
  const toggle = () => {
    if (openProp === undefined) setOwnOpen(!open);
    onOpenChange?.(!open);
  };
  return (
    <CollapsibleContext.Provider value={{ open, toggle, contentId }}>
      <div {...props} data-state={dataState(open)} />
    </CollapsibleContext.Provider>
  );
}

export function CollapsibleTrigger({ asChild = false, onClick, ...props }: ComponentProps<'button'> & { asChild?: boolean }) {
  const { open, toggle, contentId } = useCollapsible();
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type="button"
      {...props}
      aria-controls={contentId}
      aria-expanded={open}
      data-state={dataState(open)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle();
      }}
    />
  );
}

export function CollapsibleContent({ children, ...props }: ComponentProps<'div'>) {
  const { open, contentId } = useCollapsible();
  return (
    <div {...props} id={contentId} data-state={dataState(open)} hidden={!open}>
      {open ? children : null}
    </div>
  );
}
