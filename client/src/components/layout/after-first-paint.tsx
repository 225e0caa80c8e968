import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws its children once the screen around them has been painted, in a render React may split into short tasks
 * (a transition): for parts of a first screen that are below the fold on a phone (the dashboard's side column), so
 * their mount, their Radix measurements and their layout are not one long task with the rest of the screen's.
 * Nothing is drawn in their place: the part must sit where appearing later moves nothing above it.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; the timeout after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready ? children : null;
}
