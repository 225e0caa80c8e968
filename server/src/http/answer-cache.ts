import type { Application, RequestHandler } from 'express';
import { ReadCache } from '../db/read-cache';
import type { WriteGeneration } from '../db/write-generation';
import { currentUserId, isAdminRequest } from './guards';

/**
 * The dashboard's reads: every screen load asks for all of them at once, and each is several queries. Their
 * answers depend only on the signed-in user, the URL, the stored data and the clock. /api/trends is kept twice, on
 * purpose: here as the finished answer (a hit sends the stored JSON; building and serialising the list costs ~0.3 ms
 * more per request, which took the dashboard bench under 25% of the bare endpoint), and per company by the trends
 * service (TREND_LIST_TABLES), which survives the user's own writes that drop the answer here.
 */
export const CACHED_READS: ReadonlySet<string> = new Set([
  '/api/auth/user',
  '/api/stats',
  '/api/trends',
  '/api/keywords',
  '/api/company-profile',
  '/api/story-angles',
]);

/** Short: answers that depend on the clock (windows, monthly credit resets) are at most this much behind it. */
const ANSWER_CACHE_MS = 2_000;

/**
 * Reuses a signed-in user's 200 answer to one of CACHED_READS while nothing it may depend on has been written to
 * the database since it was computed, and for at most ANSWER_CACHE_MS of `now()`. A read during which such a write
 * began is not kept. "Nothing it may depend on" is the user's view of the write counter (db/write-generation.ts,
 * `forUser`): every write through this process except other users' writes to their own rows, which no answer of
 * this user reads (an admin's answers take every write). So the user's own writes show at once, and so does any
 * change to shared data (discovery's trends, settings, an admin's edits); a write made by another process (a
 * second instance on the same PostgreSQL) may be seen up to two seconds late. Runs after the session's user is
 * loaded.
 *
 * Requests that miss while the same user's same call is being computed, with nothing written since it began, wait
 * for that answer instead of computing it again (db/read-cache.ts, single flight): when an answer expires under 50
 * connections, one request runs the route's queries, not fifty on a pool of ten. And the first request after
 * three quarters of the cache time renews the answer while the others are still answered from the cache, so under
 * steady reads nobody waits for it to be computed.
 */
/** A kept answer: its JSON text and the ETag Express gives that text (none when the app has ETags off). */
type Answer = { text: string; etag: string | undefined };

/** The app's own ETag function (Express's 'etag fn' setting), so a kept answer carries the ETag Express would send. */
function etagOf(app: Application, text: string): string | undefined {
  const make = app.get('etag fn') as ((body: string, encoding: BufferEncoding) => string) | undefined;
  return make ? make(text, 'utf8') : undefined;
}

export function answerCache(generation: WriteGeneration | undefined, now: () => Date): RequestHandler {
  // Keys are `<u|a> <user id> <url>`: a user's answers follow the user's view, an admin's every write.
  const view =
    generation && ((key: string) => (key.startsWith('a') ? generation : generation.forUser(key.split(' ')[1]!)));
  const cache = new ReadCache<Answer>(view, ANSWER_CACHE_MS, () => now().getTime());
  return async (req, res, next) => {
    const userId = currentUserId(req);
    // Mounted under /api, where req.path has lost that prefix.
    if (req.method !== 'GET' || !userId || !CACHED_READS.has(req.baseUrl + req.path)) return next();
    const key = `${isAdminRequest(req) ? 'a' : 'u'} ${userId} ${req.originalUrl}`;
    const cached = cache.get(key);
    // One request renews an answer about to expire (it runs the route); the others are answered from the cache.
    const renew = cached === undefined ? undefined : cache.renewal(key);
    const hit = renew ? undefined : (cached ?? (await cache.joinable(key)));
    if (hit !== undefined) {
      // The ETag made when the answer was stored: Express would otherwise hash the whole body again on every hit
      // (the trends list is the largest answer; hashing it cost /api/trends its share of the bare endpoint).
      if (hit.etag) res.set('ETag', hit.etag);
      res.type('json').send(hit.text);
      return;
    }
    const settle = renew ?? cache.lead(key, cache.begin(key));
    // Anything but a 200 JSON answer (an error, a closed connection) is not shared: the waiting requests run the route.
    res.once('close', () => settle(undefined));
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode !== 200) {
        settle(undefined);
        return json(body);
      }
      const text = JSON.stringify(body);
      const etag = etagOf(req.app, text);
      settle({ text, etag });
      if (etag) res.set('ETag', etag);
      return res.type('json').send(text);
    };
    next();
  };
}
