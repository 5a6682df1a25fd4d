import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mts|js|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Server files (relative to src) that load a package, by import, export-from, dynamic import or require. */
function importersOf(pkg: string, files = sourceFiles(SRC)): string[] {
  const name = pkg.replace(/[/\\^$*+?.()|[\]{}-]/g, '\\$&');
  const loads = new RegExp(`(?:from|import|require)\\s*\\(?\\s*['"]${name}(?:/[^'"]*)?['"]`);
  return files
    .filter((f) => loads.test(fs.readFileSync(f, 'utf8')))
    .map((f) => path.relative(SRC, f).split(path.sep).join('/'))
    .sort();
}

// Every CSV a person may open must neutralise formulas, and every XLSX must type its cells: a module
// writing its own would skip that, so the libraries are reachable from one file each (files/xlsx.ts
// also reads a person's workbook, streamed, for the contacts import).
describe('one writer per spreadsheet format', () => {
  it('only files/csv.ts writes CSV (csv-stringify) and only files/xlsx.ts writes XLSX (exceljs)', () => {
    expect(importersOf('csv-stringify')).toEqual(['files/csv.ts']);
    expect(importersOf('exceljs')).toEqual(['files/xlsx.ts']);
  });

  it('would catch a module that loads one of them itself', () => {
    const dir = fs.mkdtempSync(path.join(SRC, '..', '.tmp-one-writer-'));
    try {
      const files = ['a.ts', 'b.ts', 'c.ts', 'd.ts'].map((f) => path.join(dir, f));
      fs.writeFileSync(files[0] as string, "import { stringify } from 'csv-stringify/sync';\n");
      fs.writeFileSync(files[1] as string, "const ExcelJS = await import('exceljs');\n");
      fs.writeFileSync(files[2] as string, "export { stringify } from 'csv-stringify';\n");
      fs.writeFileSync(files[3] as string, "import { parse } from 'csv-parse/sync';\n");
      const rel = (f: string) => path.relative(SRC, f).split(path.sep).join('/');
      expect(importersOf('csv-stringify', files)).toEqual([rel(files[0] as string), rel(files[2] as string)]);
      expect(importersOf('exceljs', files)).toEqual([rel(files[1] as string)]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
