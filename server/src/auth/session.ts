import type { Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import { runAsWriter, type WriterScope } from '../db/write-generation';
import { setPrincipal } from '../http/guards';
import type { UsersService } from '../modules/users/users.service';
import type { DbSessionStore } from './session-store';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** Where to go after an identity-provider round trip (a same-site path). */
    returnTo?: string;
  }
}

export const SESSION_COOKIE = 'newsjack.sid';
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Cookie sessions stored in the database. `secure: 'auto'` marks the cookie Secure exactly when the request
 * arrived over TLS (as Express sees it, so behind a proxy that needs TRUST_PROXY). Nothing is stored until
 * someone signs in.
 */
export function sessionMiddleware(store: DbSessionStore, secret: string): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION_MAX_AGE_MS, path: '/' },
  });
}

/**
 * Loads the session's user once per request for the guards; a session of a deleted account is emptied. The row is
 * reused across requests until it may have been written (UsersService.getById reads through a cache), so a burst of
 * dashboard calls costs one user query, not one each.
 *
 * The rest of a non-admin user's request runs as that user's writer (db/write-generation.ts) until its response is
 * finished: what it writes to the user's own rows moves only that user's counters, so other users' cached answers,
 * users and active companies stay. An admin's request is not scoped: what it writes may be anyone's.
 */
export function loadSessionUser(users: UsersService): RequestHandler {
  return async (req, res, next) => {
    const userId = req.session?.userId;
    if (!userId) return next();
    const user = await users.getById(userId);
    if (!user) {
      delete req.session.userId;
      return next();
    }
    const isAdmin = users.isAdmin(user);
    setPrincipal(req, { user, isAdmin });
    if (isAdmin) return next();
    // Writes after the answer went out (work the request left running) are shared: nobody waits for them.
    const scope: WriterScope = { userId: user.id, open: true };
    const close = () => (scope.open = false);
    res.once('finish', close);
    res.once('close', close);
    runAsWriter(scope, next);
  };
}

const promisify = (fn: (cb: (err?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));

/** Starts a fresh session for `userId` (a new id, so a session fixed before sign-in is worthless) and saves it. */
export async function signIn(req: Request, userId: string): Promise<void> {
  await promisify((cb) => req.session.regenerate(cb));
  req.session.userId = userId;
  await promisify((cb) => req.session.save(cb));
}

/** Ends the session in the store and tells the browser to drop the cookie. */
export async function signOut(req: Request, res: Response): Promise<void> {
  if (req.session) await promisify((cb) => req.session.destroy(cb));
  res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}
