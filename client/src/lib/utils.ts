import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets later Tailwind classes override earlier ones (shadcn-ui convention). One list alone has
 * nothing to override: it is joined without tailwind-merge, whose reading of every distinct list was a tenth of a
 * signed-in first screen's main-thread time on Lighthouse's mobile profile. Every list a screen shows is checked to
 * hold no two classes of one property (e2e/support/class-conflicts.ts, in the axe walk), so a single list that would
 * need merging is found there.
 */
export function cn(...inputs: ClassValue[]): string {
  let given = 0;
  for (const input of inputs) if (input) given++;
  return given > 1 ? twMerge(clsx(inputs)) : clsx(inputs);
}

/**
 * Builds tailwind-merge's class map (its first call, ~12 ms of CPU) in a task of its own while the first screen's
 * code is still downloading, rather than inside the first render.
 */
export function prepareClassMerge(): void {
  setTimeout(() => twMerge('p-1 p-2'), 0);
}
