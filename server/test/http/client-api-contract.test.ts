import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../../src/app';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The client may only call routes the server mounts (a screen that calls a missing route only looks done).
 * Every '/api/<name>…' path written in client/src must match a registered route; `${…}` stands for a path parameter.
 */
const CLIENT_SRC = fileURLToPath(new URL('../../../client/src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Each API path the client names, with the file naming it. */
function clientApiPaths(): { path: string; file: string }[] {
  const found: { path: string; file: string }[] = [];
  for (const file of sourceFiles(CLIENT_SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"`](\/api\/[a-z][^'"`?#\s]*)/g)) {
      found.push({ path: match[1]!.replace(/\$\{[^}]*\}/g, 'param'), file: relative(CLIENT_SRC, file) });
    }
  }
  return found;
}

const routePattern = (routePath: string) =>
  new RegExp(`^${routePath.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\//g, '\\/')}$`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('client and server API contract', () => {
  it('when the client source names an API path, then the server mounts a route for it', () => {
    const patterns = routesOf(t.app).map((r) => routePattern(r.path));
    const paths = clientApiPaths();
    expect(paths.length).toBeGreaterThan(10);
    const missing = paths.filter(({ path }) => !patterns.some((p) => p.test(path)));
    expect(missing).toEqual([]);
  });

  it('when a path is not mounted, then the check reports it', () => {
    const patterns = routesOf(t.app).map((r) => routePattern(r.path));
    expect(patterns.some((p) => p.test('/api/keywords/param/search-trends'))).toBe(true);
    expect(patterns.some((p) => p.test('/api/story-angles/generate'))).toBe(false);
  });
});
