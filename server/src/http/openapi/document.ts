import * as shared from '@newsjack/shared';
import { z } from 'zod';
import type { Access, RouteSpec } from '../router';
import { routeKey, type ErrorStatus, type ResponseSpec, type RouteContract } from './contract';

/**
 * The OpenAPI 3.1 document of one app, generated from its route registry and each route's contract.
 * Schemas are converted with zod's own JSON Schema output (draft 2020-12, the dialect of OpenAPI 3.1) from the
 * INPUT side of each schema: that is the JSON on the wire, both for a request the server parses and for a
 * response the client parses. Schemas exported by @newsjack/shared keep their names as components
 * (`keywordSchema` → `Keyword`); a schema declared only in a contract is named after its route.
 */
export type JsonObject = Record<string, unknown>;
export type OpenApiDocument = JsonObject & { openapi: '3.1.0'; paths: Record<string, Record<string, JsonObject>> };

const SCHEMA_PATH = '#/components/schemas/';

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  302: 'Redirect',
  400: 'Bad input: the message names the field, details lists every field at fault',
  401: 'Signed out (`{"message":"Unauthorized"}`), or the credentials were refused',
  402: 'Out of credits until the monthly reset',
  404: "Not found (another user's record is a 404 too)",
  409: 'Conflicts with the current state',
  422: 'Understood but refused by a rule (e.g. a topic that does not fit the company)',
  413: 'Body over 100 kB',
  429: 'Too many requests; try again later',
  502: 'The AI engine gave an unusable answer; nothing was spent',
  503: 'A dependency (database, AI, sign-in provider, news source) is unavailable; `Retry-After` says when to try again when it is the database',
};

const SECURITY: Record<Access, JsonObject[]> = {
  public: [],
  user: [{ session: [] }],
  // OpenAPI 3.1 lets a non-OAuth requirement list the roles it needs.
  admin: [{ session: ['admin'] }],
};

/** Express path → OpenAPI path: `:id` → `{id}`, the wildcard `{*splat}` → `{splat}`. */
export const openApiPath = (path: string) => path.replace(/\{\*(\w+)\}/g, '{$1}').replace(/[:*](\w+)/g, '{$1}');
/** The names of the parameters in an Express path. */
export const pathParamNames = (path: string) => [...path.matchAll(/[:*](\w+)/g)].map((m) => m[1]!);

const pascal = (words: string) =>
  words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
const operationId = (route: RouteSpec) => {
  const id = pascal(`${route.method} ${route.path.replace(/[:*](\w+)/g, 'by $1')}`);
  return id[0]!.toLowerCase() + id.slice(1);
};
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
const ref = (id: string) => ({ $ref: `${SCHEMA_PATH}${id}` });

/** Names every zod schema the document needs, then converts them all at once so they refer to each other. */
class SchemaNames {
  private readonly registry = z.registry<{ id: string }>();
  private readonly taken = new Set<string>();

  constructor() {
    for (const [name, value] of Object.entries(shared)) {
      if (value instanceof z.ZodType && name.endsWith('Schema'))
        this.name(value, pascal(name.slice(0, -'Schema'.length)));
    }
  }

  /** The component id of a schema (its shared name if it has one, else `fallback`). */
  name(schema: z.ZodType, fallback: string): string {
    const known = this.registry.get(schema);
    if (known) return known.id;
    let id = fallback;
    for (let n = 2; this.taken.has(id); n++) id = `${fallback}${n}`;
    this.taken.add(id);
    this.registry.add(schema, { id });
    return id;
  }

  convert(): Record<string, JsonObject> {
    const { schemas } = z.toJSONSchema(this.registry, {
      io: 'input',
      unrepresentable: 'any',
      target: 'draft-2020-12',
      uri: (id) => `${SCHEMA_PATH}${id}`,
    }) as { schemas: Record<string, JsonObject> };
    for (const schema of Object.values(schemas)) {
      delete schema.$id;
      delete schema.$schema;
    }
    return schemas;
  }
}

/** A route's operation, with its schemas as component ids until the components exist. */
type Planned = { route: RouteSpec; contract?: RouteContract; ids: Map<z.ZodType, string> };

function plan(route: RouteSpec, names: SchemaNames): Planned {
  const ids = new Map<z.ZodType, string>();
  const { contract } = route;
  const base = pascal(`${route.method} ${route.path}`) || 'Root';
  const add = (schema: z.ZodType | undefined, suffix: string) => {
    if (schema) ids.set(schema, names.name(schema, `${base}${suffix}`));
  };
  add(contract?.params, 'Params');
  add(contract?.query, 'Query');
  add(contract?.body, 'Body');
  for (const [status, spec] of Object.entries(contract?.responses ?? {}))
    add(responseSchema(spec), `Response${status}`);
  return { route, contract, ids };
}

function responseSchema(spec: ResponseSpec | null | undefined): z.ZodType | undefined {
  if (!spec) return undefined;
  return spec instanceof z.ZodType ? spec : spec.schema;
}

function parameters(planned: Planned, schemas: Record<string, JsonObject>): JsonObject[] {
  const { route, contract, ids } = planned;
  const out: JsonObject[] = [];
  const expand = (schema: z.ZodObject | undefined, where: 'path' | 'query') => {
    if (!schema) return;
    const json = schemas[ids.get(schema)!]!;
    const properties = (json.properties ?? {}) as Record<string, JsonObject>;
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...rest } = property;
      const field = schema.shape[name] as z.ZodType | undefined;
      const required = where === 'path' || (field ? !accepts(field, undefined) : false);
      // Lists travel comma-separated (`?categories=a,b`), which OpenAPI calls form style without explode.
      const list = rest.type === 'array' ? { style: 'form', explode: false } : {};
      out.push({ name, in: where, required, ...(description ? { description } : {}), ...list, schema: rest });
    }
  };
  expand(contract?.params, 'path');
  // A path parameter the contract does not describe is still a parameter (the contract tests flag it).
  const described = new Set(out.map((p) => p.name));
  for (const name of pathParamNames(route.path)) {
    if (!described.has(name)) out.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  expand(contract?.query, 'query');
  return out;
}

function successResponse(status: string, spec: ResponseSpec | null, ids: Map<z.ZodType, string>): JsonObject {
  if (spec === null) return { description: STATUS_TEXT[Number(status)] ?? 'Success' };
  const plain =
    spec instanceof z.ZodType ? { description: STATUS_TEXT[Number(status)] ?? 'Success', schema: spec } : spec;
  const contentType = 'contentType' in plain && plain.contentType ? plain.contentType : 'application/json';
  const schema = plain.schema
    ? ref(ids.get(plain.schema)!)
    : contentType === 'application/json'
      ? undefined
      : { type: 'string' };
  const headers = 'headers' in plain && plain.headers ? plain.headers : undefined;
  return {
    description: plain.description,
    ...(headers
      ? {
          headers: Object.fromEntries(
            Object.entries(headers).map(([h, d]) => [h, { description: d, schema: { type: 'string' } }]),
          ),
        }
      : {}),
    ...(schema ? { content: { [contentType]: { schema } } } : {}),
  };
}

/** Error statuses a route can answer: implied by its declaration, plus the ones its contract names. */
function errorStatuses(route: RouteSpec, contract: RouteContract | undefined): Map<number, string> {
  const out = new Map<number, string>();
  const takesInput = Boolean(contract?.params || contract?.query || contract?.body);
  const write = route.method !== 'get' && route.path.startsWith('/api/');
  if (takesInput) out.set(400, STATUS_TEXT[400]!);
  if (route.access !== 'public') out.set(401, STATUS_TEXT[401]!);
  const forbidden = [
    route.access === 'admin' ? 'Signed in without admin rights' : '',
    write ? 'A cookie-carrying write from another origin (CSRF check)' : '',
  ].filter(Boolean);
  if (forbidden.length > 0) out.set(403, forbidden.join('; or '));
  if (contract?.body) out.set(413, STATUS_TEXT[413]!);
  // Every /api request may need the database (its session is read from there): out of reach, it is a 503.
  if (route.path.startsWith('/api/')) out.set(503, STATUS_TEXT[503]!);
  for (const status of contract?.errors ?? ([] as ErrorStatus[]))
    if (!out.has(status)) out.set(status, STATUS_TEXT[status]!);
  return new Map([...out].sort(([a], [b]) => a - b));
}

function operation(planned: Planned, schemas: Record<string, JsonObject>, errorId: string): JsonObject {
  const { route, contract, ids } = planned;
  const responses: Record<string, JsonObject> = {};
  for (const [status, spec] of Object.entries(contract?.responses ?? {})) {
    responses[status] = successResponse(status, spec ?? null, ids);
  }
  for (const [status, description] of errorStatuses(route, contract)) {
    responses[String(status)] = { description, content: { 'application/json': { schema: ref(errorId) } } };
  }
  const params = parameters(planned, schemas);
  const body = contract?.body;
  return {
    operationId: operationId(route),
    summary: contract?.summary ?? `${routeKey(route.method, route.path)} (no contract)`,
    ...(contract?.description ? { description: contract.description } : {}),
    tags: [contract?.tag ?? 'Other'],
    'x-access': route.access,
    security: SECURITY[route.access],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body
      ? {
          requestBody: {
            required: !accepts(body, undefined),
            content: { 'application/json': { schema: ref(ids.get(body)!) } },
          },
        }
      : {}),
    responses,
  };
}

/** The component ids reachable from `root` through $ref, following components into components. */
function reachable(root: unknown, schemas: Record<string, JsonObject>): Set<string> {
  const seen = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_PATH)) {
          const id = value.slice(SCHEMA_PATH.length);
          if (!seen.has(id)) {
            seen.add(id);
            walk(schemas[id]);
          }
        } else walk(value);
      }
    }
  };
  walk(root);
  return seen;
}

export function buildOpenApiDocument(
  routes: readonly RouteSpec[],
  info: { title: string; version: string; description?: string },
): OpenApiDocument {
  const names = new SchemaNames();
  const errorId = names.name(shared.apiErrorSchema, 'ApiError');
  const planned = routes.map((route) => plan(route, names));
  const schemas = names.convert();

  const paths: OpenApiDocument['paths'] = {};
  for (const p of planned) {
    (paths[openApiPath(p.route.path)] ??= {})[p.route.method] = operation(p, schemas, errorId);
  }
  // Only the schemas some operation uses; the shared package also describes routes other servers may mount.
  const used = reachable(paths, schemas);
  return {
    openapi: '3.1.0',
    info,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: [...new Set(planned.map((p) => p.contract?.tag ?? 'Other'))].map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).filter(([id]) => used.has(id))),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'newsjack.sid',
          description:
            'The session cookie set by sign-in. Writes must also come from the app’s own origin (Origin or Referer).',
        },
      },
    },
  };
}
