import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '../apps/server/src/auth/sessions';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { createAgencyWithBoss } from '../apps/server/test/factories';
import { signedInClient } from '../apps/server/test/helpers/actors';
import { writePolirisExportFile } from '../apps/server/test/helpers/poliris-export-fixture';
import { startTestApp } from '../apps/server/test/helpers/test-app';
import { openScratchDatabase } from './support/scratch-database';

/**
 * « Importer » (issue 33): another software's Poliris export of 2,000 listings and 20,000 photos
 * (small varied JPEGs made with sharp, Windows-1252 CSV) uploaded over HTTP, analysed (dry run),
 * then imported through the photo pipeline, by the real app on PGlite on disk in this process (PostgreSQL with `DATABASE_URL`). Target:
 * ≤ 10 minutes on this machine, memory bounded (the ZIP streamed, never whole in memory).
 * `BENCH_IMPORT_LISTINGS` / `BENCH_IMPORT_PHOTOS` make it smaller for a quick look.
 */
const LISTINGS = Number(process.env.BENCH_IMPORT_LISTINGS ?? 2000);
const PHOTOS_EACH = Number(process.env.BENCH_IMPORT_PHOTOS ?? 10);
const TARGET_MS = 10 * 60 * 1000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function peakRssBytes(): number {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

export async function run() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-bench-import-'));
  const zipPath = path.join(tmp, 'export-hektor.zip');
  let started = performance.now();
  await writePolirisExportFile(zipPath, {
    listings: LISTINGS,
    photosPerListing: PHOTOS_EACH,
    distinctPhotos: 400,
    photoWidth: 480,
  });
  const zipBytes = fs.statSync(zipPath).size;
  console.log(
    `export généré : ${LISTINGS} annonces, ${LISTINGS * PHOTOS_EACH} photos, ${mb(zipBytes)} (${seconds(performance.now() - started)})`,
  );

  // As production runs without DATABASE_URL: PGlite on disk (an in-memory database would count
  // its own tables and WAL in the process's memory and blur the import's).
  const database = process.env.DATABASE_URL
    ? await openScratchDatabase('bench_import', 10)
    : await openDatabase({ kind: 'pglite', dataDir: path.join(tmp, 'db') });
  await migrateDatabase(database);
  const t = await startTestApp({ LISTING_IMPORT_MAX_MB: '4096', LOG_LEVEL: 'warn' }, { database });
  let peakSampled = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakSampled = Math.max(peakSampled, process.memoryUsage().rss);
  }, 100);
  try {
    const { boss } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
    const client = await signedInClient(t, boss.user.id);
    const cookie = `${SESSION_COOKIE}=${client.getCookie(SESSION_COOKIE) ?? ''}`;
    const poll = async (id: string, until: string[]) => {
      for (;;) {
        const res = await client.get(`/api/imports/listings/${id}`);
        if (until.includes(res.body.status)) return res.body;
        await new Promise((r) => setTimeout(r, 500));
      }
    };

    started = performance.now();
    const form = new FormData();
    // A Blob backed by the file: fetch streams it, the bench never holds the ZIP in memory either.
    form.append('file', await fs.openAsBlob(zipPath, { type: 'application/zip' }), 'export-hektor.zip');
    const uploaded = await fetch(`${t.baseUrl}/api/imports/listings`, {
      method: 'POST',
      body: form,
      headers: { 'x-immopilote-csrf': '1', cookie },
    });
    const created = (await uploaded.json()) as { id: string; error?: { message: string } };
    if (uploaded.status !== 201) throw new Error(`upload refused: ${JSON.stringify(created)}`);
    const uploadMs = performance.now() - started;
    const analysed = await poll(created.id, ['ready', 'failed']);
    const analysisMs = performance.now() - started - uploadMs;
    if (analysed.status !== 'ready') throw new Error(`dry run failed: ${analysed.error}`);

    const runStarted = performance.now();
    const confirm = await client.post(`/api/imports/listings/${created.id}/confirm`);
    if (confirm.status !== 200) throw new Error(`confirm refused: ${confirm.text}`);
    const done = await poll(created.id, ['done', 'failed']);
    const runMs = performance.now() - runStarted;
    const totalMs = performance.now() - started;
    if (done.status !== 'done') throw new Error(`import failed: ${done.error}`);

    const r = done.result;
    console.log(`envoi (flux vers le stockage) : ${seconds(uploadMs)}`);
    console.log(`analyse (rapport à blanc) : ${seconds(analysisMs)} — ${analysed.analysis.toCreate} à créer`);
    console.log(
      `import : ${seconds(runMs)} — ${r.created} créées, ${r.updated} mises à jour, ${r.photos} photos (${r.photosSkipped} ignorées), ${(r.photos / (runMs / 1000)).toFixed(1)} photos/s`,
    );
    console.log(`total envoi + analyse + import : ${seconds(totalMs)} (cible ≤ ${seconds(TARGET_MS)})`);
    console.log(
      `mémoire : pic RSS pendant l’import ${mb(peakSampled)}, pic du processus (VmHWM) ${mb(peakRssBytes())} — ZIP de ${mb(zipBytes)}`,
    );
  } finally {
    clearInterval(sampler);
    await t.close();
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
