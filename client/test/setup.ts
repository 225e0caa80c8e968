import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToasts } from '@/hooks/use-toast';
import { cancelLoginRedirect } from '@/lib/login-redirect';

// Pages are lazy chunks; their first import in a test run includes the transform, which can take a second or two.
configure({ asyncUtilTimeout: 5000 });
// Whole-app renders in jsdom take a few seconds on a busy two-core machine; 5 s flakes, 15 s does not.
vi.setConfig({ testTimeout: 15_000 });

// jsdom lacks these browser APIs; Radix, framer-motion and our media-query hook expect them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  resetToasts();
  cancelLoginRedirect();
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
