import nodeCron from 'node-cron';
import { describe, expect, it } from 'vitest';
import { createNodeCron } from '../../../src/discovery/cron';
import { TICK_PATTERN } from '../../../src/discovery/scheduler';
import { silent } from './service-helpers';

describe('node-cron wrapper', () => {
  it('when a task is scheduled, then node-cron holds it with overlap protection; when destroyed, then it is gone', async () => {
    const before = nodeCron.getTasks().size;
    const task = createNodeCron(silent).schedule(TICK_PATTERN, async () => undefined, { name: 'wrapper-test' });
    const scheduled = [...nodeCron.getTasks().values()].find((t) => t.name === 'wrapper-test');
    expect(scheduled?.getPattern()).toBe(TICK_PATTERN);
    expect(scheduled!.getNextRun()!.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    await task.destroy();
    expect(nodeCron.getTasks().size).toBe(before);
  });
});
