import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  port: number;
  origin: string;
  /** Every request received, in order: method, path and headers. */
  log: Array<{ method: string; url: string; headers: IncomingMessage['headers'] }>;
  close(): Promise<void>;
}

/** A throwaway HTTP server on 127.0.0.1 that records what reached it, so tests can prove a request was (not) made. */
export async function startLoopbackServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<LoopbackServer> {
  const log: LoopbackServer['log'] = [];
  const server = http.createServer((req, res) => {
    log.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
