import { renderHook } from '@testing-library/react';
import { useToast, type ToastItem } from '@/hooks/use-toast';

/** The toasts currently in the store (open ones), read through the public hook. */
export function getToasts(): ToastItem[] {
  const { result, unmount } = renderHook(() => useToast());
  const open = result.current.toasts.filter((t) => t.open);
  unmount();
  return open;
}
