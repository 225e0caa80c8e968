import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { FetchFailedError, FetchRefusedError, isPublicAddress, safeFetch, type Resolver } from '../../src/net';
import { startLoopbackServer, type LoopbackServer } from './loopback-server';

const servers: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(handler: Parameters<typeof startLoopbackServer>[0]): Promise<LoopbackServer> {
  const server = await startLoopbackServer(handler);
  servers.push(server);
  return server;
}

/** A resolver that fails the test if it is consulted: IP literals must never reach DNS. */
const noDns: Resolver = () => Promise.reject(new Error('DNS must not be consulted'));

async function refusal(promise: Promise<unknown>): Promise<FetchRefusedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchRefusedError);
  return error as FetchRefusedError;
}

async function failure(promise: Promise<unknown>): Promise<FetchFailedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchFailedError);
  return error as FetchFailedError;
}

describe('safeFetch address guard', () => {
  it('when the URL is a loopback address with a live server behind it, then it is refused and the server sees nothing', async () => {
    const server = await serve((_req, res) => res.end('secret'));
    const error = await refusal(safeFetch(`${server.origin}/admin`, { resolve: noDns }));
    expect(error.reason).toBe('private_address');
    expect(server.log).toHaveLength(0);
  });

  it.each([
    ['http://10.0.0.1/', 'a private network address'],
    ['http://169.254.169.254/latest/meta-data/', 'the cloud metadata endpoint'],
    ['http://[::1]/', 'IPv6 loopback'],
    ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped loopback'],
    ['http://100.64.0.7/', 'a carrier-grade NAT address'],
    ['http://0.0.0.0/', 'the unspecified address'],
    ['http://2130706433/', 'loopback written as one decimal number'],
    ['http://[fd12:3456::1]/', 'an IPv6 unique-local address'],
  ])('when the URL is %s (%s), then it is refused as private', async (url) => {
    const error = await refusal(safeFetch(url, { resolve: noDns }));
    expect(error.reason).toBe('private_address');
  });

  it('when a public-looking name resolves to a private address, then it is refused', async () => {
    const resolve: Resolver = async () => [{ address: '10.20.30.40', family: 4 }];
    const error = await refusal(safeFetch('https://news.acme-payments.com/feed', { resolve }));
    expect(error.reason).toBe('private_address');
    expect(error.message).toContain('10.20.30.40');
  });

  it('when a name resolves to both a public and a private address, then it is refused', async () => {
    const resolve: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '192.168.1.5', family: 4 },
    ];
    expect((await refusal(safeFetch('http://mixed.example.org/', { resolve }))).reason).toBe('private_address');
  });

  it('when private fetches are allowed, then the same loopback server answers', async () => {
    const server = await serve((_req, res) => res.end('hello'));
    const result = await safeFetch(`${server.origin}/`, { allowPrivate: true });
    expect(result).toMatchObject({ status: 200, bodyText: 'hello', notModified: false });
  });

  it('when a name is checked, then the connection goes to the checked address, resolved once (no rebinding)', async () => {
    const server = await serve((req, res) => res.end(`host=${req.headers.host}`));
    let calls = 0;
    const resolve: Resolver = async () => {
      calls += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    // 'feeds.internal.test' does not exist in real DNS: the answer can only come from the pinned address.
    const result = await safeFetch(`http://feeds.internal.test:${server.port}/rss`, { resolve, allowHosts: ['feeds.internal.test'] });
    expect(result.bodyText).toBe(`host=feeds.internal.test:${server.port}`);
    expect(calls).toBe(1);
  });
});

describe('safeFetch schemes and URLs', () => {
  it.each(['file:///etc/passwd', 'ftp://ftp.example.com/file.txt', 'javascript:alert(1)', 'gopher://example.com/'])(
    'when the URL is %s, then it is refused as an unsupported scheme',
    async (url) => {
      expect((await refusal(safeFetch(url, { resolve: noDns }))).reason).toBe('unsupported_scheme');
    },
  );

  it('when the URL is not a URL or carries credentials, then it is refused with its own reason', async () => {
    expect((await refusal(safeFetch('acme payments', { resolve: noDns }))).reason).toBe('invalid_url');
    expect((await refusal(safeFetch('https://user:pw@example.com/', { resolve: noDns }))).reason).toBe('credentials_in_url');
  });
});

describe('safeFetch redirects', () => {
  it('when an allowed server redirects to the metadata address, then the second hop is refused', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    });
    const error = await refusal(safeFetch(`${server.origin}/start`, { allowHosts: ['127.0.0.1'] }));
    expect(error.reason).toBe('private_address');
    expect(error.url).toBe('http://169.254.169.254/latest/meta-data/');
    expect(server.log.map((r) => r.url)).toEqual(['/start']);
  });

  it('when an allowed server redirects to a name that resolves to loopback, then that hop is refused too', async () => {
    const server = await serve((_req, res) => res.writeHead(301, { location: `http://sneaky.example.net:${server.port}/x` }).end());
    const resolve: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const error = await refusal(safeFetch(`${server.origin}/`, { allowHosts: ['127.0.0.1'], resolve }));
    expect(error.reason).toBe('private_address');
    expect(server.log).toHaveLength(1);
  });

  it('when redirects stay on an allowed host, then they are followed and the final URL is reported', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/old') res.writeHead(301, { location: '/middle' }).end();
      else if (req.url === '/middle') res.writeHead(307, { location: '/new?x=1' }).end();
      else res.writeHead(200, { 'content-type': 'text/plain' }).end(`at ${req.url}`);
    });
    const result = await safeFetch(`${server.origin}/old`, { allowHosts: ['127.0.0.1'] });
    expect(result.url).toBe(`${server.origin}/new?x=1`);
    expect(result.bodyText).toBe('at /new?x=1');
  });

  it('when a server redirects in a loop, then it stops after maxRedirects with a typed error', async () => {
    const server = await serve((req, res) => res.writeHead(302, { location: `/loop${server.log.length}` }).end());
    const error = await failure(safeFetch(`${server.origin}/loop`, { allowHosts: ['127.0.0.1'], maxRedirects: 3 }));
    expect(error.reason).toBe('too_many_redirects');
    expect(server.log).toHaveLength(4);
  });
});

describe('safeFetch limits', () => {
  it('when the declared body is larger than maxBytes, then it fails as too large', async () => {
    const server = await serve((_req, res) => res.end('x'.repeat(5000)));
    const error = await failure(safeFetch(server.origin, { allowPrivate: true, maxBytes: 1000 }));
    expect(error.reason).toBe('too_large');
  });

  it('when a chunked body without length grows past maxBytes, then it is cut off as too large', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 10; i += 1) res.write('y'.repeat(500));
      res.end();
    });
    expect((await failure(safeFetch(server.origin, { allowPrivate: true, maxBytes: 2000 }))).reason).toBe('too_large');
  });

  it('when a small gzip body inflates past maxBytes, then the decompressed size is what counts', async () => {
    const bomb = gzipSync(Buffer.alloc(3 * 1024 * 1024));
    const server = await serve((_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb));
    expect(bomb.length).toBeLessThan(10_000);
    expect((await failure(safeFetch(server.origin, { allowPrivate: true, maxBytes: 1024 * 1024 }))).reason).toBe('too_large');
  });

  it('when the server never answers, then the fetch fails with a timeout soon after timeoutMs', async () => {
    const server = await serve(() => undefined);
    const started = Date.now();
    const error = await failure(safeFetch(server.origin, { allowPrivate: true, timeoutMs: 200 }));
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('when the server sends headers then stalls the body, then the overall timeout still applies', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200);
      res.write('partial');
    });
    expect((await failure(safeFetch(server.origin, { allowPrivate: true, timeoutMs: 200 }))).reason).toBe('timeout');
  });
});

describe('safeFetch answers', () => {
  it('when the ETag still matches, then a 304 comes back as notModified with the conditional headers sent', async () => {
    const server = await serve((req, res) => {
      if (req.headers['if-none-match'] === '"v7"') res.writeHead(304, { etag: '"v7"' }).end();
      else res.writeHead(200, { etag: '"v7"', 'last-modified': 'Tue, 03 Mar 2026 10:00:00 GMT' }).end('<rss/>');
    });
    const first = await safeFetch(server.origin, { allowPrivate: true });
    expect(first).toMatchObject({ status: 200, notModified: false, etag: '"v7"', lastModified: 'Tue, 03 Mar 2026 10:00:00 GMT' });
    const since = new Date('2026-03-03T10:00:00Z');
    const second = await safeFetch(server.origin, { allowPrivate: true, ifNoneMatch: '"v7"', ifModifiedSince: since });
    expect(second).toMatchObject({ status: 304, notModified: true, bodyText: '' });
    expect(server.log[1]?.headers['if-modified-since']).toBe('Tue, 03 Mar 2026 10:00:00 GMT');
  });

  it('when the body is gzip-compressed Latin-1, then it is inflated and decoded with the declared charset', async () => {
    const body = gzipSync(Buffer.from('<p>Café résumé</p>', 'latin1'));
    const server = await serve((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1', 'content-encoding': 'gzip' }).end(body),
    );
    const result = await safeFetch(server.origin, { allowPrivate: true, accept: 'text/html' });
    expect(result.bodyText).toBe('<p>Café résumé</p>');
    expect(result.contentType).toBe('text/html; charset=ISO-8859-1');
    expect(server.log[0]?.headers.accept).toBe('text/html');
  });

  it('when the server answers 404, then the status is returned rather than thrown', async () => {
    const server = await serve((_req, res) => res.writeHead(404, { 'content-type': 'text/plain' }).end('gone'));
    expect(await safeFetch(server.origin, { allowPrivate: true })).toMatchObject({ status: 404, bodyText: 'gone' });
  });

  it('when nothing listens on the port, then it fails as a network error', async () => {
    const server = await serve(() => undefined);
    const port = server.port;
    await server.close();
    servers.length = 0;
    expect((await failure(safeFetch(`http://127.0.0.1:${port}/`, { allowPrivate: true }))).reason).toBe('network');
  });
});

describe('isPublicAddress', () => {
  it('when given public unicast addresses, then they pass; special ranges do not', () => {
    for (const ok of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) expect(isPublicAddress(ok)).toBe(true);
    for (const bad of ['127.0.0.1', '172.16.0.1', '192.168.0.1', '224.0.0.1', '255.255.255.255', 'fe80::1', '::', '::ffff:10.0.0.1', '2002:7f00:1::1', 'not-an-ip']) {
      expect(isPublicAddress(bad)).toBe(false);
    }
  });
});
