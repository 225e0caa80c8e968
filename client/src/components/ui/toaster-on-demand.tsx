import { lazy, Suspense, useState } from 'react';
import { useToast } from '@/hooks/use-toast';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/**
 * The toast renderer (Radix toast, ~9 KB) is downloaded with the first toast, not with every first screen: most
 * first screens show none. Once mounted it stays, so later toasts and the exit animations need no download.
 */
export function ToasterOnDemand() {
  const { toasts } = useToast();
  const [used, setUsed] = useState(false);
  if (!used && toasts.length > 0) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
