import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run ux:shots` — the issue 16 before/after screenshots, not part of the test suite. */
export default defineConfig({
  ...base,
  testDir: '.',
  retries: 0,
  webServer: { ...(base.webServer as object), cwd: root } as typeof base.webServer,
});
