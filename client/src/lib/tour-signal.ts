/**
 * How other parts of the app talk to the guided tour without importing the tour feature:
 * - `requestTourStart()` starts it now (the sidebar's and the drawer's 'Help & Tour').
 * - `requestTourOnNextLoad()` sets a localStorage flag that the tour reads once the app has loaded (for a link
 *   that reloads or navigates away first, e.g. from the How It Works guide).
 * - `setTourDrawer(open)` is the tour asking the small-screen drawer to open (its steps point at the links inside
 *   it) and to close again when the tour ends; the drawer listens with `onTourDrawer`.
 */
export const TOUR_START_EVENT = 'newsjack:start-tour';
export const TOUR_DRAWER_EVENT = 'newsjack:tour-drawer';
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

export function setTourDrawer(open: boolean): void {
  window.dispatchEvent(new CustomEvent<boolean>(TOUR_DRAWER_EVENT, { detail: open }));
}

/** Subscribes to the tour's drawer requests; returns the unsubscribe function. */
export function onTourDrawer(listener: (open: boolean) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<boolean>).detail === true);
  window.addEventListener(TOUR_DRAWER_EVENT, handler);
  return () => window.removeEventListener(TOUR_DRAWER_EVENT, handler);
}
