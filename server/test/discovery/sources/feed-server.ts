/**
 * A real HTTP server on 127.0.0.1 serving test feeds, and the fetcher the sources use against it (the
 * production `safeFetch`, which the sources call with `allowPrivate: true` here).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { safeFetch } from '../../../src/net/safe-fetch';
import type { Fetcher } from '../../../src/discovery/types';

export type Route = (req: IncomingMessage, res: ServerResponse) => void;

export interface FeedServer {
  url: (path: string) => string;
  /** Every request seen, in order, with its path and headers. */
  requests: { path: string; headers: IncomingMessage['headers'] }[];
  close: () => Promise<void>;
}

export async function startFeedServer(routes: Record<string, Route>): Promise<FeedServer> {
  const requests: FeedServer['requests'] = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    requests.push({ path: req.url ?? '/', headers: req.headers });
    const route = routes[path];
    if (route) route(req, res);
    else res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers with a body and a content type. */
export function serve(body: string, contentType = 'application/rss+xml; charset=utf-8', headers: Record<string, string> = {}): Route {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': contentType, ...headers });
    res.end(body);
  };
}

export const fetcher: Fetcher = safeFetch;

export const NOW = new Date('2026-11-02T12:00:00Z');
