import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from '@/hooks/use-toast';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/** Idle time after the first screen: the toaster mounts then, before any dialog a user may open over it. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1000);
  return () => clearTimeout(timer);
}

/**
 * The toast renderer (Radix toast, ~9 KB) is not part of any first screen's download: it is mounted once the page is
 * idle, or at the first toast if that comes sooner. Not only at the first toast: mounted while a dialog was open, its
 * layer took the Escape meant for the dialog (the keywords browser test). Once mounted it stays, so later toasts and
 * the exit animations need no download.
 */
export function ToasterOnDemand() {
  const { toasts } = useToast();
  const [used, setUsed] = useState(false);
  useEffect(() => (used ? undefined : whenIdle(() => setUsed(true))), [used]);
  if (!used && toasts.length > 0) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
