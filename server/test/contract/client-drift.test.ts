import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../../src/app';
import type { RouteSpec } from '../../src/http/router';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { referencesInSource, scanApiReferences, type ApiReference } from './client-api-references';

/**
 * The client cannot drift from the server: every /api method and path that the client code, the client tests
 * (their fetch mocks) and the browser tests name must be mounted by the server. A test that mocks a route the
 * server lacks would pass against an endpoint that does not exist.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const SCANNED = ['client/src', 'client/test', 'e2e'] as const;

/** An Express path segment ':id' matches any one segment; a reference's ':param' matches only a parameter. */
function pathMatches(route: string, reference: string): boolean {
  const a = route.split('/');
  const b = reference.split('/');
  return a.length === b.length && a.every((seg, i) => (seg.startsWith(':') ? b[i] !== '' : seg === b[i]));
}

function unmounted(routes: readonly RouteSpec[], references: readonly ApiReference[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const ref of references) {
    const found = routes.some(
      (r) => (ref.method === 'ANY' || r.method.toUpperCase() === ref.method) && pathMatches(r.path, ref.path),
    );
    if (found) continue;
    const key = `${ref.method} ${ref.path}`;
    out.set(key, [...(out.get(key) ?? []), `${ref.file}:${ref.line}`]);
  }
  return out;
}

const describeOffenders = (offenders: Map<string, string[]>) =>
  [...offenders].map(([key, where]) => `${key}  ← ${where.join(', ')}`).sort();

let t: TestApp;
let references: ApiReference[];
beforeAll(async () => {
  t = await createTestApp();
  references = scanApiReferences(repoRoot, SCANNED);
});
afterAll(() => t.close());

describe('client drift', () => {
  it('when client code names routes in each of its ways, then the scanner finds each with its method and path', () => {
    const source = `
      const URL = '/api/user/switch-company';
      const KEY = ['/api/keywords'] as const;
      const TRENDS = '/api/trends';
      apiRequest('POST', '/api/story-angles/generate', body);
      apiRequest('DELETE', \`/api/keywords/\${id}\`);
      apiRequest('POST', URL, { companyId });
      fetch('/api/stats');
      fetch('/api/keywords', { method: 'PATCH' });
      queryOptions({ queryKey: [TRENDS, trendId, 'explanation'] });
      queryOptions({ queryKey: [...KEY, 'suggestions'] });
      queryOptions({ queryKey: ['/api/trends', { timeframe: '24h' }] });
      mockApi({ 'POST /api/generate-audience-persona': {}, [\`GET /api/trends/\${top.id}/explanation\`]: {} });
      apiGet(page, \`/api/trends\${query}\`);
      page.request.post('/api/onboarding/curate');
      page.route('**/api/onboarding/complete', handler);
      if (value.startsWith('/api/')) return '/';
    `;
    const found = referencesInSource('client/src/x.ts', source).map((r) => `${r.method} ${r.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/story-angles/generate',
        'DELETE /api/keywords/:param',
        'POST /api/user/switch-company',
        'GET /api/stats',
        'PATCH /api/keywords',
        'GET /api/trends/:param/explanation',
        'GET /api/keywords/suggestions',
        'GET /api/trends',
        'POST /api/generate-audience-persona',
        'GET /api/trends/:param/explanation',
        'POST /api/onboarding/curate',
        'ANY /api/onboarding/complete',
      ]),
    );
    expect(found.some((f) => f.endsWith(' /api'))).toBe(false);
  });

  it('when a reference names a method or a path the server does not mount, then it is reported with where it is', () => {
    const routes: RouteSpec[] = [
      { method: 'get', path: '/api/trends/:id/explanation', access: 'user' },
      { method: 'post', path: '/api/keywords', access: 'user' },
    ];
    const at = { file: 'client/src/x.ts', line: 3 };
    const refs: ApiReference[] = [
      { method: 'GET', path: '/api/trends/:param/explanation', ...at },
      { method: 'GET', path: '/api/trends/12/explanation', ...at },
      { method: 'ANY', path: '/api/keywords', ...at },
      { method: 'GET', path: '/api/keywords', ...at },
      { method: 'POST', path: '/api/story-angles/generate', ...at },
      { method: 'GET', path: '/api/trends/:param', ...at },
    ];
    expect(describeOffenders(unmounted(routes, refs))).toEqual([
      'GET /api/keywords  ← client/src/x.ts:3',
      'GET /api/trends/:param  ← client/src/x.ts:3',
      'POST /api/story-angles/generate  ← client/src/x.ts:3',
    ]);
  });

  it('when the client, its tests or the browser tests name an /api method and path, then the server mounts it', () => {
    expect(references.length).toBeGreaterThan(100);
    const offenders = unmounted(routesOf(t.app), references);
    expect(describeOffenders(offenders)).toEqual([]);
  });
});
