import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench [-- name...]` runs every bench/*.bench.ts (or those whose name contains a filter).
 * Each module exports `run()` and prints its own figures; targets are printed beside them, never asserted.
 */
const dir = path.dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((name) => f.includes(name)))
  .sort();

for (const file of files) {
  console.log(`\n=== ${file.replace('.bench.ts', '')} ===`);
  const mod = (await import(path.join(dir, file))) as { run: () => Promise<void> };
  await mod.run();
}
if (files.length === 0) console.log(`Aucun benchmark ne correspond à : ${filters.join(', ')}`);
