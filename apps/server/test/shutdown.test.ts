/**
 * SIGTERM while a job runs (issue 25): the DVF import once kept the process, and its data
 * directory's lock, for minutes after SIGTERM, and every restart was refused meanwhile. Runs the
 * real `main.ts` on an embedded (PGlite) data directory; the long job is an AI review analysis
 * sent to a provider that never answers (the provider's own timeout is two minutes).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../src/auth/sessions';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { createAgencyWithBoss } from './factories';
import { startFakeServer } from './helpers/fake-ai-servers';
import { type ServerProcess, startServerProcess } from './helpers/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-shutdown-'));
const running: ServerProcess[] = [];
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  for (const close of closers) await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const lockFiles = () => fs.readdirSync(dataDir).filter((f) => f.startsWith('immopilote.lock'));

describe('SIGTERM during a long job', () => {
  it('exits by the shutdown deadline, lets go of the data directory, and the server starts again', async () => {
    const seed = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(seed);
    const { boss } = await createAgencyWithBoss(seed.ownerDb, { subscription: 'premium' });
    const { token } = await createSession(seed.ownerDb, boss.user.id, 3600_000, 'vitest');
    await seed.close();

    const provider = await startFakeServer([{ hang: true }]);
    closers.push(provider.close);
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: provider.url,
      AI_MODEL: 'modele-de-test',
      AI_TIMEOUT_SECONDS: '120',
      AI_MAX_RETRIES: '0',
      SHUTDOWN_DEADLINE_SECONDS: '2',
      LOG_LEVEL: 'info',
    });
    running.push(server);
    const client = server.client();
    client.setCookie(SESSION_COOKIE, token);
    expect((await client.put('/api/ai/settings', { externalEnabled: true })).status).toBe(200);
    const call = await client.post('/api/ai/review-analyses', {
      agencyName: 'Agence du Centre',
      city: 'Lyon',
      reviewsText: [
        '5/5 – 12/01/2025 – Visite bien organisée, suivi parfait.',
        '2/5 – 03/02/2025 – Aucun suivi après la visite.',
        '4/5 – 20/03/2025 – Agence réactive et aimable.',
      ].join('\n\n'),
    });
    expect(call.body.status, call.text).toBe('running');
    for (let i = 0; i < 200 && provider.hanging.size === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(provider.hanging.size, 'the AI call job is running').toBe(1);
    expect(lockFiles()).toHaveLength(1);

    const started = performance.now();
    server.child.kill('SIGTERM');
    const code = await Promise.race([
      server.exited,
      new Promise<'still running'>((r) => setTimeout(() => r('still running'), 15_000)),
    ]);
    // Two seconds of deadline, and the time to notice; without one it waited for the provider.
    expect(code, server.output()).toBe(1);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(server.output()).toContain('tâches interrompues');
    expect(lockFiles()).toEqual([]);

    const again = await startServerProcess({ DATA_DIR: dataDir });
    running.push(again);
    const restarted = again.client();
    restarted.setCookie(SESSION_COOKIE, token);
    expect((await restarted.get('/api/properties')).status).toBe(200);
    expect(await again.stop()).toBe(0);
    expect(lockFiles()).toEqual([]);
  }, 180_000);
});
