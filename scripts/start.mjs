/**
 * `npm start`: the production start. Builds the web app only when its build is missing or older
 * than its sources (scripts/web-build.mjs), then runs the server in this terminal. A second start
 * on an unchanged checkout goes straight to the server.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot, webBuildState } from './web-build.mjs';

const state = webBuildState();
if (state.fresh) {
  console.log(
    `Application web à jour (construite le ${state.builtAt.toLocaleString('fr-FR')}) : pas de construction.`,
  );
} else {
  console.log(`Construction de l'application web (${state.reason})…`);
  const begun = performance.now();
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(
    `Application web construite en ${((performance.now() - begun) / 1000).toFixed(2).replace('.', ',')} s.`,
  );
}

// One Node process with tsx's loader, rather than `npm run serve` (npm, then tsx's CLI, then Node):
// it receives our signals directly and starts about a second sooner.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  // The server shuts down gracefully (requests, jobs, database); this process waits for it.
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
