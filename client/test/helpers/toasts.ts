import { currentToasts, type ToastItem } from '@/hooks/use-toast';

/**
 * The open toasts in the store. Read straight from the store, not through a rendered hook: rendering inside a
 * `waitFor` callback mutates the DOM, which re-triggers `waitFor` forever.
 */
export function getToasts(): ToastItem[] {
  return currentToasts().filter((t) => t.open);
}
