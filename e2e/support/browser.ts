import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';

const artefacts = resolve(import.meta.dirname, '../../test-artifacts/screenshots');
const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * One Chromium per test file, a fresh context (cookies) per test. On failure a full-page screenshot is kept
 * under test-artifacts/screenshots so a failing run can be looked at.
 */
export function useBrowser(viewport = { width: 1280, height: 900 }) {
  let browser: Browser;
  // Every context a test opened (a test may act as two users), closed after the test.
  const open: { context: BrowserContext; page: Page }[] = [];
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: flags });
  });
  // Screenshots first: vitest runs afterEach before onTestFailed callbacks, so a page closed here is gone there.
  afterEach(async ({ task }) => {
    const failed = task.result?.state === 'fail';
    for (const [index, { context, page }] of open.entries()) {
      if (failed) {
        mkdirSync(artefacts, { recursive: true });
        const name = `${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${index + 1}`;
        await page.screenshot({ path: join(artefacts, `${name}.png`), fullPage: true }).catch(() => undefined);
      }
      await context.close();
    }
    open.length = 0;
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    async newPage(
      options: {
        viewport?: { width: number; height: number };
        colorScheme?: 'light' | 'dark';
        reducedMotion?: 'reduce' | 'no-preference';
      } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: options.viewport ?? viewport,
        colorScheme: options.colorScheme ?? 'light',
        reducedMotion: options.reducedMotion ?? 'no-preference',
      });
      const page = await context.newPage();
      open.push({ context, page });
      return page;
    },
  };
}

let counter = 0;
/** A unique e-mail per call, so tests sharing one server never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@newsjack.test`;
}
