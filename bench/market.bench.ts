import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { migrateDatabase } from '../apps/server/src/db/client';
import { evaluateFromComparables } from '../apps/server/src/integrations/ai/valuation/dvf-engine';
import { importDvf } from '../apps/server/src/modules/market/dvf-import.service';
import { findComparables } from '../apps/server/src/modules/market/market.service';
import { openScratchDatabase } from './support/scratch-database';

/**
 * Market data (`npm run bench -- market`): a whole real DVF file imported (rows per second, peak
 * resident memory while it streams), then the latency of an evaluation (comparables query and
 * figures) on the loaded data. PGlite in memory, or PostgreSQL when DATABASE_URL is set.
 */
const FILE = '/work/shared/data/dvf/83137-2023.csv';
const FALLBACK = 'apps/server/seed/dvf/83137-2023.csv.gz';
const EVALUATIONS = 50;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} Mo`;
const ms = (v: number) => `${v.toFixed(1)} ms`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function run() {
  const file = fs.existsSync(FILE) ? FILE : FALLBACK;
  const database = await openScratchDatabase('immopilote_bench', 2);
  try {
    await migrateDatabase(database);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const summary = await importDvf(database.db, {
      source: file,
      body: fs.createReadStream(file),
      bytesTotal: fs.statSync(file).size,
    });
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(
      `import ${file.split('/').pop()} (${database.kind}) : ${summary.rowsRead.toLocaleString('fr-FR')} lignes, ${summary.salesKept.toLocaleString('fr-FR')} ventes en ${summary.seconds.toFixed(2)} s → ${Math.round(summary.rowsRead / summary.seconds).toLocaleString('fr-FR')} lignes/s`,
    );
    console.log(
      `mémoire : RSS ${mb(before)} avant, pic ${mb(peak)} pendant l’import (+${mb(peak - before)}) — le flux garde la mémoire plate quelle que soit la taille du fichier`,
    );

    const deps = { db: database.db };
    const latencies: number[] = [];
    let count = 0;
    for (let i = 0; i < EVALUATIONS; i++) {
      const begun = performance.now();
      const set = await findComparables(deps, {
        kind: 'appartement',
        postcode: '83000',
        city: 'Toulon',
        address: '289 chemin de Plaisance',
        surface: 55 + (i % 10),
      });
      const result = evaluateFromComparables({
        property: {
          id: 'bench',
          kind: 'appartement',
          surface: 60,
          askingPriceExclFees: 200000,
          address: '',
          city: '',
          zip: '',
        },
        comparablePricesPerM2: set.sales.map((s) => s.pricePerM2),
        enough: set.enough,
      });
      latencies.push(performance.now() - begun);
      if (result.outcome !== 'estimated') throw new Error('the bench evaluation should find comparables');
      count = set.sales.length;
    }
    console.log(
      `évaluation (comparables + chiffres, ~${count.toLocaleString('fr-FR')} ventes) : médiane ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))} sur ${EVALUATIONS} — objectif < 200 ms`,
    );
  } finally {
    await database.close();
  }
}
