import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { idParamSchema, keywordSchema } from '@newsjack/shared';
import type { RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '../../src/app';
import { defineContract } from '../../src/http/openapi/contract';
import { contractProblems } from '../../src/http/openapi/contract-check';
import { apiRouter, RouteRegistry } from '../../src/http/router';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Every route the app mounts is described by a contract entry: walks the registry, so a new route is covered. */
let t: TestApp;
let withSpa: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const dist = mkdtempSync(path.join(os.tmpdir(), 'newsjack-contract-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  withSpa = await createTestApp({ config: { clientDistDir: dist }, database: t.database });
});
afterAll(async () => {
  await withSpa.close();
  await t.close();
});

const handler: RequestHandler = (_req, res) => {
  res.end();
};

describe('route contracts', () => {
  it('when the app is built, then every mounted route has a contract entry that describes its parameters', () => {
    expect(routesOf(t.app).length).toBeGreaterThan(30);
    expect(contractProblems(routesOf(t.app))).toEqual([]);
  });

  it('when the client build is served too, then the web app fallback route has its contract entry', () => {
    expect(routesOf(withSpa.app).some((r) => r.path === '/{*splat}')).toBe(true);
    expect(contractProblems(routesOf(withSpa.app))).toEqual([]);
  });

  it('when a route is declared without a contract entry, then the check names it', () => {
    const api = apiRouter(
      defineContract('Test', { 'GET /api/widgets': { summary: 'Widgets', responses: { 200: keywordSchema } } }),
    );
    api.get('/api/widgets', 'user', handler).delete('/api/widgets/:id', 'user', handler);
    expect(contractProblems(api.routes)).toEqual([
      "DELETE /api/widgets/:id: no contract entry (add it to the module's *.contract.ts)",
    ]);
  });

  it('when a contract does not describe a path parameter, or has no success response, then the check names it', () => {
    const api = apiRouter(
      defineContract('Test', {
        'GET /api/widgets/:widgetId': {
          summary: 'One widget',
          params: idParamSchema,
          responses: { 200: keywordSchema },
        },
        'POST /api/widgets': { summary: 'Add a widget', responses: {} },
      }),
    );
    api.get('/api/widgets/:widgetId', 'user', handler).post('/api/widgets', 'user', handler);
    expect(contractProblems(api.routes)).toEqual([
      'GET /api/widgets/:widgetId: path parameters [widgetId] but the contract describes [id]',
      'POST /api/widgets: no success response',
    ]);
  });

  it('when a contract entry names a route its router does not declare, then mounting the router throws', () => {
    const api = apiRouter(
      defineContract('Test', {
        'GET /api/widgets': { summary: 'Widgets', responses: { 200: keywordSchema } },
        'GET /api/gadgets': { summary: 'Gadgets', responses: { 200: keywordSchema } },
      }),
    );
    api.get('/api/widgets', 'user', handler);
    expect(() => new RouteRegistry().add(api.router)).toThrow('Contract entries without a route: GET /api/gadgets');
  });
});
