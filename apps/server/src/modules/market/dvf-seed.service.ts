import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppDeps } from '../../deps';
import type { JobLogger } from '../../jobs/job';
import { importDvf } from './dvf-import.service';
import { hasDoneImport } from './market.repo';

/**
 * The real DVF extract shipped in the repository (apps/server/seed/dvf, see its README): three
 * communes, so that a new install evaluates properties there with no download.
 */
export const SHIPPED_DVF_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../seed/dvf',
);

export function shippedDvfFiles(): string[] {
  return fs
    .readdirSync(SHIPPED_DVF_DIR)
    .filter((f) => f.endsWith('.csv.gz'))
    .sort()
    .map((f) => path.join(SHIPPED_DVF_DIR, f));
}

const shippedSource = (file: string) => `extrait livré : ${path.basename(file)}`;

/** Loads each shipped file once (its import is recorded); a later import of the same communes replaces it. */
export async function seedShippedDvf(deps: Pick<AppDeps, 'db'>, log: JobLogger): Promise<void> {
  for (const file of shippedDvfFiles()) {
    const source = shippedSource(file);
    if (await hasDoneImport(deps.db, source)) continue;
    const summary = await importDvf(deps.db, {
      source,
      body: fs.createReadStream(file),
      bytesTotal: fs.statSync(file).size,
    });
    log.info({ source, sales: summary.salesKept }, 'DVF : extrait livré chargé');
  }
}
