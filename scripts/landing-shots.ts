/**
 * `npm run landing:shots`: the landing page's product images, taken from the running app filled
 * with the demonstration agency (`npm run demo`), so they show the product as it is. Writes
 * apps/web/public/landing/*.webp, committed with this script (docs/decisions/web-app.md): a build
 * must not need a browser. Run it again after a visible change of the dashboard.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CSRF_HEADER } from '../packages/contracts/src';
import { DEMO_HEAD } from '../apps/server/src/demo/demo-data';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/chromium';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.SHOTS_PORT ?? 3199);
const dataDir = path.join(root, '.tmp', 'landing-shots');
const out = path.join(root, 'apps/web/public/landing');
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} : échec`);
}

async function waitForServer(server: ChildProcess) {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error('Le serveur s’est arrêté.');
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('Le serveur ne répond pas.');
}

async function main() {
  rmSync(dataDir, { recursive: true, force: true });
  run('npx', ['tsx', 'apps/server/src/demo/demo.ts']);
  run('npm', ['run', 'build']);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  try {
    await waitForServer(server);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    mkdirSync(out, { recursive: true });
    for (const shot of [
      { name: 'tableau-de-bord', width: 1280, height: 800 },
      { name: 'tableau-de-bord-mobile', width: 360, height: 740 },
    ]) {
      const context = await browser.newContext({
        baseURL: `http://localhost:${port}`,
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: 2,
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
      });
      const signIn = await context.request.post('/api/auth/sign-in', {
        headers: { [CSRF_HEADER]: '1' },
        data: { email: DEMO_HEAD.email, password: DEMO_HEAD.password },
      });
      if (!signIn.ok()) throw new Error('Connexion de démonstration refusée.');
      const page = await context.newPage();
      await page.goto('/dashboard');
      await page.getByText('Biens actifs').waitFor();
      await page.getByRole('heading', { name: /Mes biens/ }).waitFor();
      await page.waitForLoadState('networkidle');
      const png = await page.screenshot();
      await sharp(png)
        .resize({ width: shot.width })
        .webp({ quality: 78 })
        .toFile(path.join(out, `${shot.name}.webp`));
      await context.close();
    }
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
