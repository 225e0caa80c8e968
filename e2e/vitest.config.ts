import { defineConfig } from 'vitest/config';
import { reporters } from '../test-support/reporters.ts';

// Browser tests: one built app per run (global setup), one Chromium per test file, files run one at a time
// because the machine has two cores and Chromium plus the server already use both.
export default defineConfig({
  test: {
    name: 'e2e',
    root: './e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    ...reporters('e2e'),
  },
});
