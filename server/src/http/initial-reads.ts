import { request as httpRequest } from 'node:http';
import type { Request } from 'express';
import { SESSION_COOKIE } from '../auth/session';

/**
 * The reads a signed-in first screen waits for, answered into the page itself (docs/decisions/0026, addendum 3).
 * Only the server knows of a session before the browser has run any code; the browser would otherwise ask for
 * these in two waves (the sign-in answer, then everything else) after `index.js` has run.
 *
 * The sign-in state: who is signed in, whether onboarding is done (it decides the first screen), the operator
 * flag (the frame's sidebar). The URLs are exactly those the client's query options ask (lib/initial-reads.ts
 * on the client takes an answer from the page only for the URL it was about to fetch).
 */
export const SIGNED_IN_READS = ['/api/auth/user', '/api/onboarding/status', '/api/auth/is-admin'] as const;
/** The dashboard's first screen (client app/routes/dashboard-reads.ts), the trends with the panel's defaults. */
export const DASHBOARD_READS = [
  '/api/stats',
  '/api/credits',
  '/api/trends?source=all&timeframe=24h',
  '/api/saved-items',
  '/api/story-angles',
  '/api/keywords',
] as const;

/**
 * What the signed-in frame draws above every screen once onboarding is done: the active client's bar (the client
 * feature's ActiveClientBar). In the page, the bar is drawn with the screen instead of arriving after it and pushing
 * the page down (Lighthouse measured that shift, 0.055, on every signed-in screen).
 */
export const FRAME_READS = ['/api/company-profiles', '/api/user/active-company'] as const;

/**
 * Each first screen's own reads, as its page asks them with its default controls: the dashboard's; My Trends' (the
 * trends list, which are saved, the active company's name in the title); Media Contacts' (the contacts, the
 * do-not-contact list, the angles a contact is matched against, the company). Without them the screen's reads left
 * only once its code had downloaded and rendered: a third wave of requests before the largest paint.
 */
export const SCREEN_READS: Readonly<Record<string, readonly string[]>> = {
  '/': DASHBOARD_READS,
  '/trends': ['/api/company-profile', '/api/trends?source=all&timeframe=24h', '/api/saved-items'],
  '/media-contacts': ['/api/company-profile', '/api/contacts', '/api/do-not-contact', '/api/story-angles'],
};

/** A read that takes longer is left out of the page: the client then asks for it itself. */
const READ_TIMEOUT_MS = 2_000;

export type InitialReads = Map<string, string>;

/** True when the request carries a session cookie at all (a visit without one gets the signed-out page at once). */
export function hasSessionCookie(req: Request): boolean {
  return (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * One GET of `url` through this same server, as the browser would send it (its cookie, its Host), so the answer is
 * the route's own, byte for byte: the same session and authorisation, the same answer cache (http/answer-cache.ts),
 * no second implementation of any read. The body of a 200 JSON answer, or undefined (anything else, a timeout).
 */
function readThroughServer(req: Request, url: string): Promise<string | undefined> {
  const socket = req.socket;
  if (!socket.localPort) return Promise.resolve(undefined);
  const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'identity' };
  for (const name of ['cookie', 'host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'] as const) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return new Promise((resolve) => {
    const out = httpRequest(
      {
        host: socket.localAddress,
        port: socket.localPort,
        path: url,
        method: 'GET',
        headers,
        timeout: READ_TIMEOUT_MS,
      },
      (res) => {
        const json = /^application\/json\b/.test(res.headers['content-type'] ?? '');
        if (res.statusCode !== 200 || !json) {
          res.resume();
          resolve(undefined);
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        res.on('error', () => resolve(undefined));
      },
    );
    out.on('timeout', () => out.destroy());
    out.on('error', () => resolve(undefined));
    out.end();
  });
}

/**
 * The answers to put in the page for this request, or undefined when nobody is signed in. The sign-in answer
 * first: a 401 (no session, an expired one) ends it. The frame's and the screen's reads only once onboarding is done
 * (before that the first screen is onboarding, which reads none of them).
 */
export async function initialReadsFor(req: Request): Promise<InitialReads | undefined> {
  if (!hasSessionCookie(req)) return undefined;
  const user = await readThroughServer(req, '/api/auth/user');
  if (user === undefined) return undefined;
  const reads: InitialReads = new Map([['/api/auth/user', user]]);
  const [onboarding, isAdmin] = await Promise.all(SIGNED_IN_READS.slice(1).map((url) => readThroughServer(req, url)));
  if (onboarding !== undefined) reads.set('/api/onboarding/status', onboarding);
  if (isAdmin !== undefined) reads.set('/api/auth/is-admin', isAdmin);
  const onboarded = onboarding !== undefined && isOnboarded(onboarding);
  if (!onboarded) return reads;
  const urls = [...FRAME_READS, ...(SCREEN_READS[req.path] ?? [])];
  const answers = await Promise.all(urls.map((url) => readThroughServer(req, url)));
  urls.forEach((url, i) => {
    const body = answers[i];
    if (body !== undefined) reads.set(url, body);
  });
  return reads;
}

function isOnboarded(body: string): boolean {
  try {
    return (JSON.parse(body) as { hasCompletedOnboarding?: unknown }).hasCompletedOnboarding === true;
  } catch {
    return false;
  }
}

/**
 * The `<script type="application/json">` carrying the answers, `{ url: body }`. Each body is a route's JSON text
 * as sent. Every `<` is written `\u003c` (the same character to JSON.parse), so no text in any answer (`</script>`,
 * `<!--`) can end the element or start anything in the page; U+2028/2029 likewise, for old parsers.
 */
export function initialReadsScript(reads: InitialReads): string {
  const members = [...reads].map(([url, body]) => `${JSON.stringify(url)}:${body}`);
  const json = `{${members.join(',')}}`
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="initial-reads">${json}</script>`;
}
