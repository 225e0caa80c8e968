/**
 * Answers the server put into a signed-in page (`<script type="application/json" id="initial-reads">`, server
 * http/personal-page.ts): `{ url: body }` for the reads the first screen waits for; into a signed-out page, the
 * sign-in answer alone, null (http/signed-out-page.ts). `getJson` takes a read from
 * here instead of the network (into the same query key; not checked against its schema, see `getJson`), so a
 * signed-in first visit to the dashboard sends none of them. Each answer is taken once: a refetch (staleness,
 * invalidation, a later mount of an always-stale query) asks the server as usual.
 */
let pending: Map<string, unknown> | undefined;

function load(): Map<string, unknown> {
  if (pending) return pending;
  pending = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById('initial-reads');
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [url, body] of Object.entries(parsed)) pending.set(url, body);
      }
    } catch {
      // A page without a readable island: every read goes to the server.
    }
    element.remove();
  }
  return pending;
}

/** The page's answer to GET `url`, taken (a second call finds none), or undefined when the page has none. */
export function takeInitialRead(url: string): { body: unknown } | undefined {
  const reads = load();
  if (!reads.has(url)) return undefined;
  const body = reads.get(url);
  reads.delete(url);
  return { body };
}

/** Whether the page still carries an answer to GET `url`, without taking it. */
export function pageCarriesRead(url: string): boolean {
  return load().has(url);
}

/**
 * Whether the page says who is signed in: a signed-in page carries the sign-in answer, a page served without a
 * session cookie carries it as null (server http/signed-out-page.ts), any other page none (undefined: ask).
 */
export function pageSignedIn(): boolean | undefined {
  const reads = load();
  if (!reads.has(AUTH_USER_URL)) return undefined;
  return reads.get(AUTH_USER_URL) !== null;
}

const AUTH_USER_URL = '/api/auth/user';

/** The path the page was loaded at, and whether the app has since moved to another (the first screen is over). */
let firstPath: string | undefined = typeof window === 'undefined' ? undefined : window.location.pathname;
let firstScreenLeft = false;

/** Called by the router with each location it shows: once it differs from the page's own, the first screen is over. */
export function noteLocation(pathname: string): void {
  if (pathname !== firstPath) firstScreenLeft = true;
}

/**
 * Whether the screen shown is still the one the page was loaded for. An always-stale read (contacts) that the page
 * answered is not asked again when that first screen mounts: the answer was read for this very visit.
 */
export function onFirstScreen(): boolean {
  return !firstScreenLeft;
}

/** What a query option's callback is given, as far as `answeredForFirstScreen` reads it. */
export type AnsweredQuery = { state: { dataUpdateCount: number } };

/**
 * A query whose only answer is this visit's own, on the screen the page was loaded for: an always-stale read
 * (contacts, the onboarding status) is not asked again when that screen mounts it a moment later.
 */
export function answeredForFirstScreen(query: AnsweredQuery): boolean {
  return onFirstScreen() && query.state.dataUpdateCount === 1;
}

/** Forgets what was read from the page (tests load a new one). */
export function resetInitialReads(): void {
  pending = undefined;
  firstPath = typeof window === 'undefined' ? undefined : window.location.pathname;
  firstScreenLeft = false;
}
