import { Router, type RequestHandler } from 'express';
import { requireAdmin, requireAuth } from './guards';
import { routeKey, type Contract, type RouteContract } from './openapi/contract';

/**
 * Route registry. Every module builds its router with `apiRouter(contract)` and declares each route's access:
 *   'public' — anyone; 'user' — signed in (401 otherwise); 'admin' — admin (401 signed out, 403 otherwise).
 * The guard is applied from the declaration, so what the registry says is what is enforced, and the
 * security tests enumerate `app.locals.routes` to check every route against it.
 * The contract (`<module>.contract.ts`, see openapi/contract.ts) gives each route its request and response
 * schemas, linked by 'METHOD /path'; the OpenAPI document is generated from the registry, and the contract
 * tests fail for a route without an entry.
 */
export type Access = 'public' | 'user' | 'admin';
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type RouteSpec = { method: Method; path: string; access: Access; contract?: RouteContract };

type Declared = { routes: RouteSpec[]; contract: Contract };
const declaredOf = new WeakMap<Router, Declared>();
const guardsFor: Record<Access, RequestHandler[]> = { public: [], user: [requireAuth], admin: [requireAdmin] };

type Define = (path: string, access: Access, ...handlers: RequestHandler[]) => ApiRouter;
export type ApiRouter = { router: Router; routes: readonly RouteSpec[] } & Record<Method, Define>;

export function apiRouter(contract: Contract = {}): ApiRouter {
  const router = Router();
  const routes: RouteSpec[] = [];
  declaredOf.set(router, { routes, contract });
  const define =
    (method: Method): Define =>
    (path, access, ...handlers) => {
      routes.push({ method, path, access, contract: contract[routeKey(method, path)] });
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

  /**
   * Records the router's routes. Refuses routers not built with apiRouter(), whose access nobody declared,
   * and contract entries that name no route of the router (a contract describing a route that is not there).
   */
  add(router: Router): Router {
    const declared = declaredOf.get(router);
    if (!declared) throw new Error('Mount only routers built with apiRouter() (server/src/http/router.ts)');
    const defined = new Set(declared.routes.map((r) => routeKey(r.method, r.path)));
    const stray = Object.keys(declared.contract).filter((key) => !defined.has(key as keyof Contract));
    if (stray.length > 0) throw new Error(`Contract entries without a route: ${stray.join(', ')}`);
    this.routes.push(...declared.routes);
    return router;
  }
}
