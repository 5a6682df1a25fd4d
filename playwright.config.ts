import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = `.tmp/e2e-data-${port}`;
const desktop = { ...devices['Desktop Chrome'], channel: undefined };
// These specs move or read what every agency shares (the demonstration agency's clocks, the DVF
// sales, the administrator's outbox and account): they run one at a time, beside the others.
const SHARED_STATE =
  /\/(billing|privacy|price-evaluation|market-insights|admin-profile|password-reset)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two in CI: a page mostly waits on the server, so two browsers take little more than one's CPU.
  workers: Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1)),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // First: its one lane starts at once beside the others instead of running alone at the end.
    { name: 'shared-state', testMatch: SHARED_STATE, workers: 1, use: desktop },
    { name: 'desktop', testIgnore: SHARED_STATE, use: desktop },
  ],
  webServer: {
    // A fresh PGlite database per run, with the demonstration agency (`npm run demo`, the only one
    // whose clocks move); the SPA is built first so the server serves it, unless its build is
    // already up to date with the sources (CI builds once, and `npm start` reuses it the same way).
    command: `rm -rf ${dataDir} && (node scripts/web-build.mjs || npm run build) && tsx apps/server/src/demo/demo.ts && tsx apps/server/src/main.ts`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAILS: 'admin@e2e.immopilote.test',
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      DEV_MAILBOX: 'true',
      // billing.spec.ts and privacy.spec.ts move the demonstration agency's own clocks.
      DEMO_BILLING_CLOCK: 'true',
      DEMO_RETENTION_CLOCK: 'true',
      // webhooks.spec.ts: its receiver listens on 127.0.0.1 (refused in production).
      WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
    },
  },
});
