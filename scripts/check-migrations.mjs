// Fails when a table (the module schemas db/schema.ts assembles) changed without a generated migration (STYLE habit 10):
// drizzle-kit generates into a scratch copy of the migrations; any new file means one is missing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const migrations = path.resolve('apps/server/src/db/migrations');
// drizzle-kit only accepts an output folder relative to the project.
const scratch = `.tmp/migrations-check-${process.pid}`;
fs.rmSync(scratch, { recursive: true, force: true });
fs.mkdirSync(scratch, { recursive: true });
fs.cpSync(migrations, scratch, { recursive: true });
const before = new Set(fs.readdirSync(scratch));
const output = execFileSync(
  'npx',
  [
    'drizzle-kit',
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    'apps/server/src/db/schema.ts',
    '--out',
    scratch,
  ],
  { stdio: 'pipe', encoding: 'utf8' },
);
if (!/No schema changes|migration file/.test(output)) {
  console.error(`drizzle-kit n'a pas pu comparer le schéma :\n${output}`);
  process.exit(1);
}
const added = fs.readdirSync(scratch).filter((f) => !before.has(f));
fs.rmSync(scratch, { recursive: true, force: true });
if (added.length > 0) {
  console.error(
    `Le schéma a changé sans migration : lancez \`npm run db:generate\` (nouveau : ${added.join(', ')}).`,
  );
  process.exit(1);
}
console.log('Migrations à jour.');
