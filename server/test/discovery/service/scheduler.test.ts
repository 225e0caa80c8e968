import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { adminConfig, discoveryRuns, discoveryState } from '../../../src/db/schema';
import { TICK_PATTERN } from '../../../src/discovery/scheduler';
import { openTestDatabase, type TestDatabase } from '../../helpers/test-db';
import { ControlledSource, FakeClock, FakeCron, MINUTE, storyItems, testService, type TestService } from './service-helpers';

const START = new Date('2026-11-02T12:00:00.000Z');
let database: TestDatabase;
let db: Db;
let clock: FakeClock;
let cron: FakeCron;
let source: ControlledSource;
let service: TestService;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

beforeEach(async () => {
  await service?.stop();
  await db.delete(discoveryRuns);
  await db.delete(discoveryState);
  await db.delete(adminConfig);
  clock = new FakeClock(START);
  cron = new FakeCron();
  source = new ControlledSource(() => storyItems(clock.now()));
  service = testService(db, { cron, source, now: clock.now });
});

const runs = () => db.select().from(discoveryRuns).orderBy(desc(discoveryRuns.id));

describe('discovery scheduler', () => {
  it('when a process only starts the periodic task (DISCOVERY_ENABLED off there), then it queues the periodic maintenance now and each minute, and no discovery tick', async () => {
    let queued = 0;
    service = testService(db, { cron, source, now: clock.now, alsoEnqueue: async () => void (queued += 1) });
    await service.startPeriodic();
    expect(queued).toBe(1);
    expect(cron.live.map((t) => t.pattern)).toEqual([TICK_PATTERN]);
    await cron.fire();
    await cron.fire();
    expect(queued).toBe(3);
    expect((await service.status()).hasActiveInterval).toBe(false);
    expect(await runs()).toEqual([]);
    // The discovery tick itself no longer queues it: one place, in every process.
    await service.tick();
    expect(queued).toBe(3);
    await service.stop();
    expect(cron.live).toEqual([]);
  });

  it('when started on a fresh database, then one per-minute tick is scheduled, the job is running and the first cycle is due after 720 minutes', async () => {
    await service.start();
    expect(cron.live.map((t) => t.pattern)).toEqual([TICK_PATTERN]);
    const status = await service.status();
    expect(status).toMatchObject({ status: 'running', isPaused: false, hasActiveInterval: true, frequencyMinutes: 720, lastRunAt: null });
    expect(status.nextRunAt).toBe(new Date(START.getTime() + 720 * MINUTE).toISOString());
  });

  it('when ticks come before the due time, then nothing runs; when the clock passes it, then exactly one cycle runs and the next is due a frequency later', async () => {
    await service.start();
    clock.advance(719);
    await cron.fire();
    expect(source.fetches).toBe(0);

    clock.advance(1);
    await cron.fire();
    expect(source.fetches).toBe(1);
    const [run] = await runs();
    expect(run).toMatchObject({ kind: 'global', trigger: 'schedule', status: 'succeeded' });
    const status = await service.status();
    expect(status.lastRunAt).toBe(clock.now().toISOString());
    expect(status.nextRunAt).toBe(new Date(clock.now().getTime() + 720 * MINUTE).toISOString());

    clock.advance(1);
    await cron.fire();
    expect(source.fetches).toBe(1);
  });

  it('when paused, then due ticks run nothing and the job reports paused; when resumed, then the overdue cycle runs on the next tick', async () => {
    await service.start();
    await service.pause('admin-id-not-stored');
    clock.advance(800);
    expect(await service.tick()).toBe('paused');
    expect(source.fetches).toBe(0);
    expect(await service.status()).toMatchObject({ status: 'paused', isPaused: true, hasActiveInterval: false });

    await service.resume(null);
    expect(await service.status()).toMatchObject({ status: 'running', isPaused: false, hasActiveInterval: true });
    expect(await service.tick()).toBe('ran');
    expect(source.fetches).toBe(1);
  });

  it('when the frequency changes, then the next cycle follows the new frequency counted from the last run', async () => {
    await service.start();
    clock.advance(720);
    await cron.fire();
    const lastRun = clock.now();

    clock.advance(10);
    await service.setFrequency(60, null);
    expect((await service.status()).nextRunAt).toBe(new Date(lastRun.getTime() + 60 * MINUTE).toISOString());
    clock.advance(49);
    expect(await service.tick()).toBe('not-due');
    clock.advance(1);
    expect(await service.tick()).toBe('ran');
    expect(source.fetches).toBe(2);
    expect((await service.status()).nextRunAt).toBe(new Date(clock.now().getTime() + 60 * MINUTE).toISOString());
  });

  it('when the frequency is one minute and the minute ticks fire a few hundred milliseconds apart, then a cycle runs on every tick', async () => {
    await service.start();
    await service.setFrequency(1, null);
    const at = (minutes: number, ms: number) => (clock.time = new Date(START.getTime() + minutes * MINUTE + ms));
    // Each cycle times the next from its own start; a tick that fires earlier in its minute than the last one must
    // still find the slot due (the 1-minute frequency that ran every 2 minutes).
    const outcomes = [];
    for (const [minute, ms] of [[1, 400], [2, 50], [3, 700], [4, 10]] as const) {
      at(minute, ms);
      outcomes.push(await service.tick());
    }
    expect(outcomes).toEqual(['ran', 'ran', 'ran', 'ran']);
    expect(source.fetches).toBe(4);
  });

  it('when a longer frequency is saved, then the pending run moves later and the stored config says so', async () => {
    await service.start();
    await service.setFrequency(1440, null);
    expect((await service.status()).frequencyMinutes).toBe(1440);
    clock.advance(720);
    expect(await service.tick()).toBe('not-due');
    const [row] = await db.select().from(adminConfig);
    expect(row).toMatchObject({ key: 'trend_discovery_frequency', value: '1440' });
  });

  it('when a cycle fails, then the job shows error with the reason, and the next due cycle still runs and clears it', async () => {
    await service.start();
    source.failWith = 'feed answered 503';
    clock.advance(720);
    await cron.fire();
    const failed = await service.status();
    expect(failed.status).toBe('error');
    expect(failed.lastError).toContain('feed answered 503');
    expect(failed.nextRunAt).toBe(new Date(clock.now().getTime() + 720 * MINUTE).toISOString());
    expect((await runs())[0]).toMatchObject({ status: 'failed' });

    source.failWith = null;
    clock.advance(720);
    await cron.fire();
    expect(await service.status()).toMatchObject({ status: 'running', lastError: null });
    expect((await runs())[0]).toMatchObject({ status: 'succeeded' });
  });

  it('when a tick fires while the previous one is still running a slow cycle, then it does not start a second cycle', async () => {
    await service.start();
    clock.advance(720);
    source.hold();
    const entered = source.started();
    const first = service.tick();
    await entered;
    clock.advance(720);
    expect(await service.tick()).toBe('busy');
    source.release();
    expect(await first).toBe('ran');
    expect(source.fetches).toBe(1);
  });

  it('when stopped, then the tick is destroyed and the job reports stopped without an active interval', async () => {
    await service.start();
    await service.stop();
    expect(cron.live).toHaveLength(0);
    expect(await service.status()).toMatchObject({ status: 'stopped', hasActiveInterval: false });
  });
});
