import { Router, type RequestHandler } from 'express';
import { requireAdmin, requireAuth } from './guards';

/**
 * Route registry. Every module builds its router with `apiRouter()` and declares each route's access:
 *   'public' — anyone; 'user' — signed in (401 otherwise); 'admin' — admin (401 signed out, 403 otherwise).
 * The guard is applied from the declaration, so what the registry says is what is enforced, and the
 * security tests enumerate `app.locals.routes` to check every route against it.
 */
export type Access = 'public' | 'user' | 'admin';
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type RouteSpec = { method: Method; path: string; access: Access };

const specsOf = new WeakMap<Router, RouteSpec[]>();
const guardsFor: Record<Access, RequestHandler[]> = { public: [], user: [requireAuth], admin: [requireAdmin] };

type Define = (path: string, access: Access, ...handlers: RequestHandler[]) => ApiRouter;
export type ApiRouter = { router: Router; routes: readonly RouteSpec[] } & Record<Method, Define>;

export function apiRouter(): ApiRouter {
  const router = Router();
  const routes: RouteSpec[] = [];
  specsOf.set(router, routes);
  const define =
    (method: Method): Define =>
    (path, access, ...handlers) => {
      routes.push({ method, path, access });
      router[method](path, ...guardsFor[access], ...handlers);
      return api;
    };
  const api: ApiRouter = {
    router,
    routes,
    get: define('get'),
    post: define('post'),
    put: define('put'),
    patch: define('patch'),
    delete: define('delete'),
  };
  return api;
}

/** Every route mounted on one app, in mounting order. */
export class RouteRegistry {
  readonly routes: RouteSpec[] = [];

  /** Records the router's routes; refuses routers not built with apiRouter(), whose access nobody declared. */
  add(router: Router): Router {
    const specs = specsOf.get(router);
    if (!specs) throw new Error('Mount only routers built with apiRouter() (server/src/http/router.ts)');
    this.routes.push(...specs);
    return router;
  }
}
