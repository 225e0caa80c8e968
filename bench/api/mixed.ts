import type { AutocannonRequest } from './load';

/**
 * The mixed load: each connection is one user (its cookie, company and trend in the connection's context); it reads
 * the dashboard and writes between reads. Every request is built per connection from that context.
 */
export function mixedRequests(base: string): AutocannonRequest[] {
  const json = { 'Content-Type': 'application/json', Origin: base };
  let serial = 0;
  type Ctx = Record<string, unknown>;
  const as = (ctx: Ctx, req: AutocannonRequest, extra: Partial<AutocannonRequest>): AutocannonRequest => ({
    ...req,
    ...extra,
    headers: { ...req.headers, ...(extra.method === 'GET' || !extra.method ? {} : json), Cookie: String(ctx.cookie) },
  });
  const step = (
    method: string,
    build: (ctx: Ctx) => Partial<AutocannonRequest>,
    onResponse?: AutocannonRequest['onResponse'],
  ): AutocannonRequest => ({
    method,
    setupRequest: (req, ctx) => as(ctx, req, { method, ...build(ctx) }),
    ...(onResponse ? { onResponse } : {}),
  });
  return [
    step('GET', () => ({ path: '/api/auth/user' })),
    step('GET', () => ({ path: '/api/trends' })),
    step('GET', () => ({ path: '/api/keywords' })),
    step('PATCH', (ctx) => ({
      path: `/api/company-profile/${String(ctx.companyId)}`,
      body: JSON.stringify({ companyProfile: `${String(ctx.profile)} Updated ${(serial += 1)}.` }),
    })),
    step('GET', () => ({ path: '/api/stats' })),
    step(
      'POST',
      () => ({ path: '/api/keywords', body: JSON.stringify({ term: `bench term ${(serial += 1)}` }) }),
      (status, body, ctx) => {
        ctx.keywordId = status === 201 ? (JSON.parse(body) as { id: number }).id : 0;
      },
    ),
    step('GET', () => ({ path: '/api/company-profile' })),
    step('DELETE', (ctx) => ({ path: `/api/keywords/${String(ctx.keywordId ?? 0)}` })),
    step('POST', (ctx) => ({
      path: '/api/saved-items',
      body: JSON.stringify({ itemType: 'trend', itemId: ctx.trendId }),
    })),
    step('GET', () => ({ path: '/api/story-angles' })),
    step('DELETE', (ctx) => ({ path: `/api/saved-items?itemType=trend&itemId=${String(ctx.trendId)}` })),
  ];
}
