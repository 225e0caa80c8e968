import { defineConfig } from 'vitest/config';

// `npm run screenshots`: the built app on a fresh server (the browser tests' global setup), one run that signs in
// and photographs every screen (screenshots.shots.ts). Not part of the test suite: it asserts only that each
// screen drew, and writes into screenshots/ (not committed).
export default defineConfig({
  test: {
    name: 'screenshots',
    root: './e2e',
    include: ['screenshots.shots.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
