import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../../src/http/static-spa';
import type { KeywordsService } from '../../src/modules/keywords/keywords.service';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';

/** The body as text; superagent undoes brotli and gzip itself, so the header says what went over the wire. */
const raw = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
  });

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};`;
const html = `<!doctype html><title>Newsjack</title><div id="root">newsjack spa ${'·'.repeat(600)}</div>`;
/** Tagged copies, so a test sees which file the server picked rather than trusting the header alone. */
const brScript = `${script}//br`;
const gzScript = `${script}//gz`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // A stand-in for what scripts/build.mjs leaves in client/dist: files with their .br and .gz siblings.
  dist = mkdtempSync(path.join(os.tmpdir(), 'newsjack-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-9c1f.js'), script);
  writeFileSync(path.join(dist, 'assets', 'index-9c1f.js.br'), brotliCompressSync(brScript));
  writeFileSync(path.join(dist, 'assets', 'index-9c1f.js.gz'), gzipSync(gzScript));
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(html));
  const many = Array.from({ length: 60 }, (_, i) => ({ id: `k${i}`, keyword: `instant payouts ${i}`, isActive: true }));
  const keywords = { list: async () => many } as unknown as KeywordsService;
  t = await createTestApp({ config: { clientDistDir: dist }, deps: { keywords } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('precompressed client files', () => {
  it('when the browser accepts brotli, then a hashed asset comes as the build’s brotli copy, immutable', async () => {
    const res = await raw(request(t.app).get('/assets/index-9c1f.js').set('Accept-Encoding', 'gzip, deflate, br'));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.body).toBe(brScript);
  });

  it('when the browser accepts only gzip, then it gets the gzip copy', async () => {
    const res = await raw(request(t.app).get('/assets/index-9c1f.js').set('Accept-Encoding', 'gzip'));
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body).toBe(gzScript);
  });

  it('when the browser accepts no encoding, then it gets the plain file, still immutable', async () => {
    const res = await raw(request(t.app).get('/assets/index-9c1f.js').set('Accept-Encoding', 'identity'));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(script);
  });

  it('when a client route is opened, then index.html comes compressed and revalidated', async () => {
    const res = await raw(request(t.app).get('/dashboard').set('Accept-Encoding', 'br'));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(html);
  });
});

describe('API answers', () => {
  it('when an answer is over 1 kB and the client accepts compression, then it is compressed', async () => {
    const agent = await signUp(t.app);
    for (const accept of ['br', 'gzip']) {
      const res = await raw(agent.get('/api/keywords').set('Accept-Encoding', accept));
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(accept);
      expect(JSON.parse(res.body as string)).toHaveLength(60);
    }
  });

  it('when an answer is small, then it is sent as it is', async () => {
    const res = await raw(request(t.app).get('/healthz').set('Accept-Encoding', 'br, gzip'));
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body as string)).toEqual({ status: 'ok' });
  });
});

describe('pickEncoding', () => {
  it('when the browser lists gzip before br with equal weight, then brotli is chosen', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
  });

  it('when the browser weighs gzip higher or refuses br, then gzip is chosen', () => {
    expect(pickEncoding('br;q=0.5, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('br;q=0, *', ['br', 'gzip'])).toBe('gzip');
  });

  it('when nothing offered is accepted, then there is no encoding', () => {
    expect(pickEncoding(undefined, ['br', 'gzip'])).toBeUndefined();
    expect(pickEncoding('identity', ['br', 'gzip'])).toBeUndefined();
    expect(pickEncoding('*;q=0', ['br', 'gzip'])).toBeUndefined();
  });
});
