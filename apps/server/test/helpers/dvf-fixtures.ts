import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Readable } from 'node:stream';
import type { Db } from '../../src/db/client';
import { importDvf } from '../../src/modules/market/dvf-import.service';

/** Real DVF sales shipped in the repository (Toulon, 2023; see apps/server/seed/dvf/README.md). */
export const TOULON_SAMPLE = path.resolve(__dirname, '../../seed/dvf/83137-2023.csv.gz');

const loaded = new WeakSet<object>();

/**
 * The first lines of the Toulon file, imported once per database: enough real sales for a route
 * to answer 200 (the matrix), far quicker than the whole file. A mutation cut at the end is
 * simply shorter; the API tests import the whole file.
 */
export async function importToulonExtract(db: Db, lines = 400): Promise<void> {
  if (loaded.has(db)) return;
  loaded.add(db);
  const text = zlib
    .gunzipSync(fs.readFileSync(TOULON_SAMPLE))
    .toString('utf8')
    .split('\n')
    .slice(0, lines)
    .join('\n');
  await importDvf(db, {
    source: 'extrait de test (Toulon)',
    body: Readable.from([Buffer.from(text)]),
    bytesTotal: Buffer.byteLength(text),
  });
}
