import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderInspectionPdf } from '../apps/server/src/modules/inspections/inspection-pdf';
import { loadPdfPhotos } from '../apps/server/src/modules/inspections/inspection-pdf-photos';
import { LocalDiskStorage } from '../apps/server/src/storage/local-disk-storage';
import { objectKey } from '../apps/server/src/storage/storage';
import {
  citePhotos,
  exitFrom,
  inspectionContent,
  phonePhoto,
} from '../apps/server/test/helpers/inspection-document-fixtures';

const ROOMS = 6;
const PHOTOS = 60;
const TIME_BUDGET_MS = 10_000;
const SIZE_BUDGET_MB = 20;
const verdict = (ok: boolean) => (ok ? 'OK' : 'DÉPASSÉ');

/**
 * The PDF bound (issue 31): a 6-room exit inspection with 60 photos as phones send them
 * (2,048 px JPEGs) drawn from storage as the « Faire signer » route draws it — photos read, scaled
 * down, embedded, every page written — in ≤ 10 s and ≤ 20 MB.
 */
export async function run() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-bench-inspection-'));
  try {
    const storage = new LocalDiskStorage(dir);
    const agencyId = randomUUID();
    const inspectionId = randomUUID();
    const photos: { id: string; storageKey: string }[] = [];
    let uploaded = 0;
    for (let i = 0; i < PHOTOS; i++) {
      const id = randomUUID();
      const jpeg = await phonePhoto(i + 1, i % 4 === 0 ? 1536 : 2048, i % 4 === 0 ? 2048 : 1536);
      const storageKey = objectKey(agencyId, inspectionId, `${id}.jpg`);
      await storage.put('inspections', storageKey, jpeg);
      photos.push({ id, storageKey });
      uploaded += jpeg.length;
    }
    const entry = inspectionContent({ roomCount: ROOMS, furnished: true });
    const content = citePhotos(
      exitFrom(entry, { Murs: 'mauvais', Sol: 'usage' }),
      photos.map((p) => p.id),
    );
    console.log(
      `${ROOMS} pièces, ${content.rooms.reduce((n, r) => n + r.elements.length, 0)} éléments, ${PHOTOS} photos de 2 048 px (${(uploaded / 1e6).toFixed(1)} Mo envoyés)`,
    );

    for (const run of ['à froid', 'à chaud']) {
      const t0 = performance.now();
      const loaded = await loadPdfPhotos({ storage }, photos);
      const t1 = performance.now();
      const { body, pages } = await renderInspectionPdf({
        kind: 'exit',
        inspectionDate: '2026-11-27',
        propertyLabel: 'T4 Part-Dieu',
        propertyAddress: '58 rue de la Villette, 69003 Lyon',
        furnished: true,
        content,
        agency: {
          name: 'Agence du Parc',
          address: '3 rue Garibaldi, 69006 Lyon',
          cardNumber: 'CPI 6901 2024 000 123 456',
          cardIssuer: 'CCI Lyon Métropole',
        },
        entry: { inspectionDate: '2023-09-01' },
        changes: [],
        photos: loaded,
        draft: false,
      });
      const total = performance.now() - t0;
      const mb = body.length / 1e6;
      console.log(
        `PDF ${run}: ${(total / 1000).toFixed(2)} s (photos ${(t1 - t0).toFixed(0)} ms, mise en page ${(performance.now() - t1).toFixed(0)} ms; budget ${TIME_BUDGET_MS / 1000} s) ${verdict(total <= TIME_BUDGET_MS)}; ` +
          `${mb.toFixed(1)} Mo, ${pages} pages (budget ${SIZE_BUDGET_MB} Mo) ${verdict(mb <= SIZE_BUDGET_MB)}`,
      );
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
