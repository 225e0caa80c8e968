import type { Express } from 'express';

/** Every route Express will actually dispatch, as 'METHOD /path' (express 5 keeps them on app.router.stack,
 * nested per router): what the registry and the OpenAPI document are checked against. */
export function mountedRoutes(app: Express): string[] {
  type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };
  const out: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route)
        for (const m of Object.keys(layer.route.methods)) out.push(`${m.toUpperCase()} ${layer.route.path}`);
      else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return out;
}

/** A concrete URL for a route pattern: numeric ids where an id is expected (`:id`, `:contactId`), a word elsewhere. */
export const concretePath = (path: string) =>
  path.replace(/:(\w+)/g, (_m, name: string) => (/id$/i.test(name) ? '1' : 'sample'));

/** 'GET /api/trends' for a registered route, as failures are listed. */
export const routeLabel = (route: { method: string; path: string }) => `${route.method.toUpperCase()} ${route.path}`;
