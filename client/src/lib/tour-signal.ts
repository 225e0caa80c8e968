/**
 * How other parts of the app ask the guided tour to start, without importing the tour feature:
 * - `requestTourStart()` starts it now (the drawer's 'Help & Tour').
 * - `requestTourOnNextLoad()` sets a localStorage flag that the tour reads once the app has loaded (for a link
 *   that reloads or navigates away first, e.g. from the How It Works guide).
 */
export const TOUR_START_EVENT = 'newsjack:start-tour';
export const FORCE_TOUR_STORAGE_KEY = 'newsjack.forceTour';

export function requestTourStart(): void {
  window.dispatchEvent(new Event(TOUR_START_EVENT));
}

export function requestTourOnNextLoad(): void {
  try {
    window.localStorage.setItem(FORCE_TOUR_STORAGE_KEY, 'true');
  } catch {
    // Storage blocked: the tour can still be started from 'Help & Tour'.
  }
}

/** Reads and clears the flag, so a forced start happens once. */
export function consumeTourOnLoadFlag(): boolean {
  try {
    const set = window.localStorage.getItem(FORCE_TOUR_STORAGE_KEY) !== null;
    if (set) window.localStorage.removeItem(FORCE_TOUR_STORAGE_KEY);
    return set;
  } catch {
    return false;
  }
}
