/**
 * Whether the web app's build is up to date. `npm run build` ends by writing a stamp into
 * apps/web/dist (Vite empties dist when a build begins, so a failed build leaves none); the build
 * is fresh when the stamp is newer than every input below. `npm start` builds only when it is not.
 *
 *   node scripts/web-build.mjs --stamp   record a completed build (last step of `npm run build`)
 *   node scripts/web-build.mjs           print whether the build is fresh (exit 1 when it is not)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUILD_STAMP = path.join(repoRoot, 'apps/web/dist/.build-complete');

/** Everything the web build reads besides node_modules (whose changes go through package-lock.json). */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
];

/** The most recently modified file under `target`, or null when it does not exist. */
function newest(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return null;
  }
  if (!stat.isDirectory()) return { file: target, mtimeMs: stat.mtimeMs };
  let found = null;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules') continue;
    const candidate = newest(path.join(target, entry));
    if (candidate && (!found || candidate.mtimeMs > found.mtimeMs)) found = candidate;
  }
  return found;
}

/** @returns {{ fresh: true, builtAt: Date } | { fresh: false, reason: string }} */
export function webBuildState() {
  let builtAtMs;
  try {
    builtAtMs = fs.statSync(BUILD_STAMP).mtimeMs;
  } catch {
    return { fresh: false, reason: 'aucune construction complète' };
  }
  for (const input of WEB_BUILD_INPUTS) {
    const latest = newest(path.join(repoRoot, input));
    if (latest && latest.mtimeMs > builtAtMs) {
      return {
        fresh: false,
        reason: `${path.relative(repoRoot, latest.file)} a changé depuis la construction`,
      };
    }
  }
  return { fresh: true, builtAt: new Date(builtAtMs) };
}

export function writeBuildStamp() {
  fs.writeFileSync(BUILD_STAMP, `${new Date().toISOString()}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--stamp')) {
    writeBuildStamp();
  } else {
    const state = webBuildState();
    console.log(
      state.fresh
        ? `à jour (construite le ${state.builtAt.toISOString()})`
        : `à reconstruire : ${state.reason}`,
    );
    process.exitCode = state.fresh ? 0 : 1;
  }
}
