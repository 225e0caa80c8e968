import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, onTestFailed } from 'vitest';

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
  const state: { context?: BrowserContext; page?: Page } = {};
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: flags });
  });
  afterEach(async () => {
    await state.context?.close();
    state.context = undefined;
    state.page = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    async newPage(options: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
      state.context = await browser.newContext({ baseURL: baseUrl, viewport: options.viewport ?? viewport });
      const page = await state.context.newPage();
      state.page = page;
      onTestFailed(async ({ task }) => {
        mkdirSync(artefacts, { recursive: true });
        const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
        await page.screenshot({ path: join(artefacts, `${name}.png`), fullPage: true }).catch(() => undefined);
      });
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
