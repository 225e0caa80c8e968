import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routesOf } from '../../src/app';
import { openApiPath, pathParamNames, type JsonObject } from '../../src/http/openapi/document';
import type { RouteSpec } from '../../src/http/router';
import { mountedRoutes } from '../helpers/mounted-routes';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../helpers/test-app';

type Operation = JsonObject & {
  'x-access': string;
  security: JsonObject[];
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: JsonObject };

let t: TestApp;
let withSpa: TestApp;
let doc: Document;
let user: SignedUp;
let admin: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  const dist = mkdtempSync(path.join(os.tmpdir(), 'newsjack-openapi-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">newsjack spa</div>');
  withSpa = await createTestApp({ config: { clientDistDir: dist }, database: t.database });
  doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as Document;
  user = await signUp(t.app);
  admin = await signUp(t.app, { admin: true });
  await user
    .post('/api/onboarding/curate')
    .send({
      companyName: 'Northwind Payments',
      website: 'northwind-payments.example',
      mediaOutlets: [],
      socialMediaLinks: {},
      companyProfile:
        'Northwind Payments builds real-time payment infrastructure for online retailers: instant payouts, ' +
        'fraud scoring and cross-border settlement for mid-sized merchants in Europe and North America.',
      selectedKeywords: ['payments', 'fraud prevention'],
      customKeywords: [],
      suggestedMediaOutlets: [],
      aiSocialMediaLinks: {},
    })
    .expect(200);
});
afterAll(async () => {
  await withSpa.close();
  await t.close();
});

const operationOf = (d: Document, route: RouteSpec) => d.paths[openApiPath(route.path)]?.[route.method];
const documented = (d: Document) =>
  Object.entries(d.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
const mounted = (t: TestApp) =>
  mountedRoutes(t.app).map((r) => r.replace(/ (.*)$/, (_m, p: string) => ` ${openApiPath(p)}`));

describe('GET /api/openapi.json', () => {
  it('when fetched signed out, then it is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc as unknown as JsonObject);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('when the app is built, then it lists exactly the routes Express dispatches, and nothing else', () => {
    expect(documented(doc).sort()).toEqual(mounted(t).sort());
    expect(documented(doc)).toEqual(expect.arrayContaining(['GET /api/keywords', 'DELETE /api/keywords/{id}']));
  });

  it('when the client build is served, then the web app fallback is listed too and the document stays JSON', async () => {
    const res = await request(withSpa.app).get('/api/openapi.json').expect(200).expect('Content-Type', /json/);
    const spaDoc = res.body as Document;
    expect(documented(spaDoc).sort()).toEqual(mounted(withSpa).sort());
    expect(documented(spaDoc)).toContain('GET /{splat}');
  });

  it('when a route declares its access, then the operation carries it as a security requirement', () => {
    for (const route of routesOf(t.app)) {
      const op = operationOf(doc, route)!;
      expect(op['x-access'], route.path).toBe(route.access);
      const expected = { public: [], user: [{ session: [] }], admin: [{ session: ['admin'] }] }[route.access];
      expect(op.security, route.path).toEqual(expected);
      if (route.access !== 'public') expect(Object.keys(op.responses), route.path).toContain('401');
      if (route.access === 'admin') expect(Object.keys(op.responses), route.path).toContain('403');
    }
  });

  it('when a route takes params, query or a body, then each is described, and its success statuses are listed', () => {
    for (const route of routesOf(t.app)) {
      const op = operationOf(doc, route)!;
      const contract = route.contract!;
      const params = op.parameters ?? [];
      for (const name of pathParamNames(route.path)) {
        expect(params.find((p) => p.name === name && p.in === 'path')?.required, `${route.path} :${name}`).toBe(true);
      }
      for (const name of Object.keys(contract.query?.shape ?? {})) {
        expect(
          params.some((p) => p.name === name && p.in === 'query'),
          `${route.path} ?${name}`,
        ).toBe(true);
      }
      if (contract.body) {
        expect(op.requestBody?.content['application/json']?.schema.$ref, route.path).toMatch(
          /^#\/components\/schemas\//,
        );
        expect(Object.keys(op.responses), route.path).toContain('400');
      }
      for (const status of Object.keys(contract.responses))
        expect(op.responses[status], `${route.path} ${status}`).toBeDefined();
    }
  });

  it('when a route can fail, then its error responses are the shape {message, details?}', () => {
    const errorSchema = (doc.components.schemas as Record<string, JsonObject>).ApiError!;
    expect(errorSchema).toMatchObject({ type: 'object', required: ['message'] });
    expect(Object.keys(errorSchema.properties as JsonObject).sort()).toEqual(['details', 'message']);
    const login = doc.paths['/api/auth/login']!.post!;
    expect(login.responses['400']!.content!['application/json']!.schema.$ref).toBe('#/components/schemas/ApiError');
    expect(Object.keys(doc.paths['/api/trends']!.get!.responses)).toEqual(['200', '400', '401', '503']);
  });

  it('when every schema-described GET is called, then the answer parses with the schema its contract names', async () => {
    const checked: string[] = [];
    const failures: string[] = [];
    for (const route of routesOf(t.app)) {
      const spec = route.contract?.responses[200];
      const schema = spec instanceof z.ZodType ? spec : spec?.schema;
      // Routes that need input (path parameters, or a query with required fields) are covered by their own tests.
      const needsQuery = route.contract?.query !== undefined && !route.contract.query.safeParse({}).success;
      if (route.method !== 'get' || !schema || pathParamNames(route.path).length > 0 || needsQuery) continue;
      const res = await (route.access === 'admin' ? admin : user).get(route.path);
      const parsed = schema.safeParse(res.body);
      if (res.status !== 200 || !parsed.success) {
        failures.push(
          `${route.path} → ${res.status} ${parsed.error?.issues[0]?.path.join('.') ?? ''} ${parsed.error?.issues[0]?.message ?? ''}`,
        );
      }
      checked.push(route.path);
    }
    expect(failures).toEqual([]);
    expect(checked).toEqual(
      expect.arrayContaining(['/api/keywords', '/api/trends', '/api/stats', '/api/admin/config']),
    );
  });
});

describe('GET /api/docs', () => {
  it('when opened signed out, then it is a page that loads only same-origin scripts, under the app CSP', async () => {
    const res = await request(t.app).get('/api/docs').expect(200).expect('Content-Type', /html/);
    const scripts = [...res.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual(['<script src="/api/docs/scalar.js">', '<script src="/api/docs/init.js">']);
    expect(res.text).not.toMatch(/https?:\/\//);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('when its scripts are fetched, then Scalar comes from the installed package and reads this document', async () => {
    const scalar = await request(t.app)
      .get('/api/docs/scalar.js')
      .expect(200)
      .expect('Content-Type', /javascript/);
    expect(scalar.text.length).toBeGreaterThan(1_000_000);
    const init = await request(t.app)
      .get('/api/docs/init.js')
      .expect(200)
      .expect('Content-Type', /javascript/);
    expect(init.text).toContain('Scalar.createApiReference');
    expect(init.text).toContain('"url":"/api/openapi.json"');
    expect(init.text).toContain('"withDefaultFonts":false');
  });

  it('when an unknown path under /api/docs is asked for, then the /api JSON 404 still answers', async () => {
    const res = await request(withSpa.app).get('/api/docs/missing.js').expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ message: expect.any(String) });
    const spa = await request(withSpa.app).get('/docs').expect(200).expect('Content-Type', /html/);
    expect(spa.text).toContain('newsjack spa');
  });
});
