import type { StoryAngle } from '@newsjack/shared';
import { angleShareText } from './angle-view';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/**
 * Shares the angle as plain text: the system share sheet where the browser has one, else the clipboard.
 * Dismissing the share sheet is not a failure.
 */
export async function shareAngle(angle: StoryAngle, nav: Navigator = navigator): Promise<ShareOutcome> {
  const text = angleShareText(angle);
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: angle.headline, text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (e.g. no user gesture in an iframe): fall back to copying.
    }
  }
  await nav.clipboard.writeText(text);
  return 'copied';
}
