import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two processes on one data directory corrupt it.
 * A lock file holding our pid makes the second process refuse to start; a stale lock
 * (its process is gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'immopilote.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isFinite(pid) && isAlive(pid)) {
        throw new DataDirLockedError(
          `Le dossier de données ${dataDir} est déjà utilisé par un autre processus ImmoPilote (pid ${pid}). ` +
            `/ The data directory ${dataDir} is already in use by another ImmoPilote process (pid ${pid}). ` +
            'Arrêtez-le, ou utilisez DATA_DIR ou DATABASE_URL.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Impossible de verrouiller ${dataDir} / Could not lock ${dataDir}`);
}
