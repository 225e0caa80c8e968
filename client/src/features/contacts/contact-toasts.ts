import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError, parseApiError } from '@/lib/api-client';

/** Spec 02 §8's failure texts, shown as destructive toasts. */
export const CONTACT_FAILURES = {
  generate: 'Failed to generate media contacts. Please try again.',
  suggest: 'Failed to submit suggestion. Please try again.',
  flag: 'Failed to flag duplicate. Please try again.',
  score: 'Failed to score contacts. Please try again.',
  save: 'Failed to save contact',
  fetch: 'Failed to fetch contacts',
} as const;

/**
 * A failed call's toast: nothing for a lost session (the app shows its own notice and signs in again), else the
 * spec's text.
 */
export function failureToast(description: string, error: unknown): void {
  if (isUnauthorizedError(error)) return;
  toast({ title: 'Error', description, variant: 'destructive' });
}

/**
 * Generation failures: when the server refused the outlet for a reason the user can act on (a 4xx with a message,
 * such as 'no journalists found for this outlet' or a rate limit), that reason is shown, since "try again" would
 * not help; anything else gets the spec's text.
 */
export function generationFailureText(error: unknown): string {
  const { status, message } = parseApiError(error, CONTACT_FAILURES.generate);
  return status !== null && status >= 400 && status < 500 && message ? message : CONTACT_FAILURES.generate;
}

/** 'No Changes - Please make …' → a toast titled 'No Changes' with the rest as its text (the spec's title - text form). */
export function splitTitle(text: string): { title: string; description?: string } {
  const at = text.indexOf(' - ');
  return at < 0 ? { title: text } : { title: text.slice(0, at), description: text.slice(at + 3) };
}
