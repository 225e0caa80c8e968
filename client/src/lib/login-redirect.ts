import { toast } from '@/hooks/use-toast';
import { LOGIN_URL, navigation } from './navigation';

/** The spec's pause between the "logged out" notice and the jump to the sign-in flow. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

let pending: ReturnType<typeof setTimeout> | null = null;

/**
 * Tells the user their session is gone and sends the browser to /api/login after 500 ms. Several failing queries
 * (or a query and the route guard) can ask at once; only the first one shows a toast and schedules the jump.
 */
export function redirectToLogin(): void {
  if (pending) return;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  pending = setTimeout(() => {
    pending = null;
    navigation.assign(LOGIN_URL);
  }, LOGIN_REDIRECT_DELAY_MS);
}

/** Tests cancel a scheduled redirect between cases. */
export function cancelLoginRedirect(): void {
  if (pending) clearTimeout(pending);
  pending = null;
}
