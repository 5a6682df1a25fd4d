/**
 * `npm run dvf:import -- <file.csv | file.csv.gz | département>… [--annees=2023,2024]`
 *
 * Imports DVF sales (Etalab geo-dvf CSV) into the database the server uses: PGlite in DATA_DIR
 * (refused while a server holds that directory) or PostgreSQL with DATABASE_URL. A département
 * code downloads that département's files, one per year, from DVF_BASE_URL (Etalab's site by
 * default) and streams them without storing them.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { DVF_DROP_REASONS, formatNumber, marketMessages } from '@immopilote/contracts';
import { ConfigError, loadConfig } from '../config';
import { migrateDatabase, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import {
  availableYears,
  checkCovered,
  DVF_DEFAULT_BASE_URL,
  departmentCode,
  downloadDepartmentYear,
} from '../modules/market/dvf-download';
import {
  type DvfImportProgress,
  type DvfImportSummary,
  DvfFormatError,
  importDvf,
} from '../modules/market/dvf-import.service';

const mb = (bytes: number) => formatNumber(bytes / 1_000_000, 1);

/** A bar redrawn in place on a terminal; in a log (no TTY), one line per quarter. */
function progressPrinter(label: string) {
  const tty = process.stderr.isTTY;
  let lastQuarter = -1;
  return {
    update(p: DvfImportProgress) {
      const ratio = p.bytesTotal ? Math.min(1, p.bytesRead / p.bytesTotal) : null;
      const figures = `${mb(p.bytesRead)}${p.bytesTotal ? ` / ${mb(p.bytesTotal)}` : ''} Mo · ${formatNumber(p.rowsRead)} lignes · ${formatNumber(p.salesKept)} ventes`;
      if (tty) {
        const width = 24;
        const filled = ratio === null ? 0 : Math.round(ratio * width);
        const bar =
          ratio === null
            ? ''
            : `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round(ratio * 100)} % `;
        process.stderr.write(`\r${label} ${bar}${figures}\x1b[K`);
      } else if (ratio !== null && Math.floor(ratio * 4) > lastQuarter) {
        lastQuarter = Math.floor(ratio * 4);
        console.log(`${label} ${lastQuarter * 25} % · ${figures}`);
      }
    },
    done() {
      if (tty) process.stderr.write('\n');
    },
  };
}

function printSummary(source: string, summary: DvfImportSummary) {
  console.log(marketMessages.import.summary(source, summary.salesKept, summary.rowsRead, summary.seconds));
  for (const reason of DVF_DROP_REASONS) {
    if (summary.dropped[reason] > 0) {
      console.log(
        `  − ${formatNumber(summary.dropped[reason])} mutations écartées : ${marketMessages.import.dropReasons[reason]}`,
      );
    }
  }
  const communes = new Set(summary.replaced.map((s) => s.split(':')[0]));
  const years = [...new Set(summary.replaced.map((s) => s.split(':')[1]))].sort();
  console.log(`  Remplacé : ${formatNumber(communes.size)} commune(s), année(s) ${years.join(', ') || '–'}`);
}

async function main() {
  const args = process.argv.slice(2);
  const yearsArg = args.find((a) => a.startsWith('--annees='));
  const targets = args.filter((a) => !a.startsWith('--'));
  if (targets.length === 0 || args.some((a) => a.startsWith('--') && !a.startsWith('--annees='))) {
    console.error(marketMessages.import.usage);
    process.exit(2);
  }
  const onlyYears = yearsArg
    ? yearsArg
        .slice('--annees='.length)
        .split(',')
        .map((y) => Number(y.trim()))
        .filter((y) => Number.isInteger(y) && y > 2000)
    : null;
  // Every target is checked before the database is opened: a typo fails fast.
  for (const target of targets) {
    if (fs.existsSync(target)) continue;
    const code = departmentCode(target);
    if (!code) throw new DvfFormatError(marketMessages.import.departmentUnknown(target));
    checkCovered(code);
  }

  const config = loadConfig();
  const baseUrl = process.env.DVF_BASE_URL || DVF_DEFAULT_BASE_URL;
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: 2 }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await migrateDatabase(database);
    const started = performance.now();
    for (const target of targets) {
      if (fs.existsSync(target)) {
        const printer = progressPrinter(target);
        const summary = await importDvf(database.db, {
          source: target.split(/[\\/]/).pop() ?? target,
          body: fs.createReadStream(target),
          bytesTotal: fs.statSync(target).size,
          onProgress: printer.update,
        });
        printer.done();
        printSummary(target, summary);
        continue;
      }
      const code = departmentCode(target)!;
      const years = (await availableYears(baseUrl)).filter((y) => !onlyYears || onlyYears.includes(y));
      for (const year of years) {
        const file = await downloadDepartmentYear(baseUrl, code, year);
        if (!file) {
          console.log(`${code} : pas de fichier pour ${year}.`);
          continue;
        }
        const printer = progressPrinter(file.source);
        const summary = await importDvf(database.db, { ...file, onProgress: printer.update });
        printer.done();
        printSummary(file.source, summary);
      }
    }
    console.log(`Terminé en ${formatNumber((performance.now() - started) / 1000, 1)}\u00a0s.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  if (process.stderr.isTTY) process.stderr.write('\n');
  if (err instanceof DvfFormatError || err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
