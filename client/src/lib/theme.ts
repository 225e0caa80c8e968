import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'system' | 'light' | 'dark';
export const themeChoices: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The key and rule client/theme-init.js reads before the first paint; keep the two in step. */
const STORAGE_KEY = 'newsjack.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

function stored(): ThemeChoice {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

const systemIsDark = () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

/** Puts the class on <html> that the stylesheet's dark variant reads. */
function apply(choice: ThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && systemIsDark());
  document.documentElement.classList.toggle('dark', dark);
}

/** Remembers the choice on this device and applies it at once. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the choice lasts for this visit.
  }
  current = choice;
  apply(choice);
  listeners.forEach((notify) => notify());
}

let current: ThemeChoice | undefined;

/**
 * Follows the system's light or dark while the choice is 'system' (the page may stay open across sunset), and
 * another tab's choice. Called once at start-up.
 */
export function followSystemTheme(): void {
  if (typeof window.matchMedia === 'function') {
    window.matchMedia(DARK_QUERY).addEventListener('change', () => apply(themeChoice()));
  }
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    current = stored();
    apply(current);
    listeners.forEach((notify) => notify());
  });
}

export function themeChoice(): ThemeChoice {
  return (current ??= stored());
}

/** The stored choice ('system' unless the user picked one), re-rendering when it changes. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    themeChoice,
    () => 'system',
  );
}
