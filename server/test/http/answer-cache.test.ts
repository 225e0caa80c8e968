import express, { type Request } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { WriteGeneration } from '../../src/db/write-generation';
import { answerCache } from '../../src/http/answer-cache';
import { setPrincipal } from '../../src/http/guards';

/**
 * The dashboard answer cache under concurrent misses (single flight, db/read-cache.ts): an app with the real
 * middleware whose route counts its runs and holds its answer until every request of the burst has arrived, so
 * the waiting requests are in place whatever the machine's speed.
 */
const BURST = 12;

function burstApp(answer: (run: number) => { status: number; body: unknown }) {
  const generation = new WriteGeneration();
  let arrivals = 0;
  let runs = 0;
  const app = express();
  app.use((req: Request, _res, next) => {
    arrivals += 1;
    setPrincipal(req, { user: { id: 'user-1' }, isAdmin: false } as unknown as Parameters<typeof setPrincipal>[1]);
    next();
  });
  app.use(
    '/api',
    answerCache(generation, () => new Date()),
  );
  app.get('/api/stats', async (_req, res) => {
    runs += 1;
    const run = runs;
    while (arrivals < BURST) await new Promise((r) => setImmediate(r));
    const { status, body } = answer(run);
    res.status(status).json(body);
  });
  return { app, generation, runs: () => runs };
}

const burst = (app: express.Express) =>
  Promise.all(Array.from({ length: BURST }, () => request(app).get('/api/stats')));

describe('answer cache under a burst of misses', () => {
  it('when many requests of the same call miss together, then the route runs once and all get its answer', async () => {
    const { app, runs } = burstApp((run) => ({ status: 200, body: { run } }));
    const answers = await burst(app);
    expect(answers.map((r) => r.status)).toEqual(Array(BURST).fill(200));
    expect(answers.map((r) => r.body)).toEqual(Array(BURST).fill({ run: 1 }));
    expect(answers[BURST - 1]!.headers['content-type']).toMatch(/^application\/json/);
    expect(runs()).toBe(1);
  });

  it('when the shared run answers an error, then the waiting requests run the route themselves', async () => {
    const { app, runs } = burstApp((run) =>
      run === 1 ? { status: 503, body: { message: 'busy' } } : { status: 200, body: { run } },
    );
    const answers = await burst(app);
    expect(answers.filter((r) => r.status === 503)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(BURST - 1);
    expect(runs()).toBe(BURST);
  });

  it('when a write lands while the answer is computed, then the next request computes it again', async () => {
    const { app, generation, runs } = burstApp((run) => {
      if (run === 1) generation.noteStatement('insert into keywords (term) values ($1)');
      return { status: 200, body: { run } };
    });
    await burst(app);
    expect(runs()).toBe(1);
    const next = await request(app).get('/api/stats').expect(200);
    expect(next.body).toEqual({ run: 2 });
  });
});

describe('answer cache renewal', () => {
  it('when an answer is due for renewal, then one request runs the route while the others are answered from the cache', async () => {
    const clock = { t: Date.parse('2025-06-15T12:00:00Z') };
    let runs = 0;
    let open: () => void = () => undefined;
    const gate = new Promise<void>((r) => (open = r));
    const app = express();
    app.use((req: Request, _res, next) => {
      setPrincipal(req, { user: { id: 'user-1' }, isAdmin: false } as unknown as Parameters<typeof setPrincipal>[1]);
      next();
    });
    app.use(
      '/api',
      answerCache(new WriteGeneration(), () => new Date(clock.t)),
    );
    app.get('/api/stats', async (_req, res) => {
      runs += 1;
      const run = runs;
      if (run === 2) await gate;
      res.json({ run });
    });
    await request(app).get('/api/stats').expect(200, { run: 1 });
    clock.t += 1_600;
    const renewing = request(app)
      .get('/api/stats')
      .then((r) => r.body as unknown);
    while (runs < 2) await new Promise((r) => setImmediate(r));
    for (let i = 0; i < 4; i += 1) await request(app).get('/api/stats').expect(200, { run: 1 });
    open();
    expect(await renewing).toEqual({ run: 2 });
    expect(runs).toBe(2);
    // The renewed answer counts from its own time: at 3 s it has not expired.
    clock.t += 1_400;
    await request(app).get('/api/stats').expect(200, { run: 2 });
    expect(runs).toBe(2);
  });
});

describe('answer cache and ETags', () => {
  it('when a kept answer is sent, then it carries the ETag of the first answer and a conditional GET with it is a 304', async () => {
    const { app, runs } = burstApp(() => ({ status: 200, body: { trends: ['a', 'b'] } }));
    const first = (await burst(app))[0]!;
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await request(app).get('/api/stats');
    expect(again.status).toBe(200);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toEqual({ trends: ['a', 'b'] });
    await request(app).get('/api/stats').set('If-None-Match', etag).expect(304);
    expect(runs()).toBe(1);
  });
});
