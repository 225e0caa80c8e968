import type { Request, RequestHandler } from 'express';
import type { User } from '../modules/users/users.service';
import { forbidden, unauthorized } from '../errors';

/**
 * The signed-in user of a request, loaded once per /api request by `loadSessionUser` (auth/session.ts).
 * Kept in a WeakMap rather than on `req` so it cannot clash with passport's `req.user`.
 */
type Principal = { user: User; isAdmin: boolean };
const principals = new WeakMap<Request, Principal>();

export function setPrincipal(req: Request, principal: Principal): void {
  principals.set(req, principal);
}

/** The signed-in user's row; throws 401 when signed out (use behind `requireAuth` or in 'user' routes). */
export function currentUser(req: Request): User {
  const p = principals.get(req);
  if (!p) throw unauthorized();
  return p.user;
}

export function isAdminRequest(req: Request): boolean {
  return principals.get(req)?.isAdmin ?? false;
}

/** 401 `{"message":"Unauthorized"}` unless signed in. */
export const requireAuth: RequestHandler = (req, _res, next) => {
  next(principals.has(req) ? undefined : unauthorized());
};

/** 401 when signed out, 403 when signed in without admin rights. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  const p = principals.get(req);
  next(!p ? unauthorized() : p.isAdmin ? undefined : forbidden());
};

export function currentUserId(req: Request): string | undefined {
  return principals.get(req)?.user.id;
}
