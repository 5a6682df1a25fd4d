import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_PREFIX = 'immopilote.lock.';
const LOCK_NAME = /^immopilote\.lock\.(\d+)$/;
/** Rounds before giving up when other processes keep taking and releasing the lock under us. */
const MAX_ROUNDS = 50;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock generations present in the directory, newest first. */
function generations(dataDir: string): number[] {
  return fs
    .readdirSync(dataDir)
    .map((name) => LOCK_NAME.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => b - a);
}

/** The pid written in a lock file, or null when the file is gone (released while we looked). */
function ownerOf(lockPath: string): number | null {
  try {
    return Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * PGlite is a single-process database: two processes on one data directory corrupt it, so the
 * second one must refuse to start, and a lock left by a dead process must go to exactly one of
 * the processes starting after it.
 *
 * The lock is the newest `immopilote.lock.N` file, holding its owner's pid. A process takes
 * generation N+1 after seeing that N's owner is dead (or that there is none), by hard-linking a
 * file it wrote beforehand: link(2) fails if the name exists, so among processes that judged the
 * same generation stale exactly one wins, and nobody ever reads a half-written pid. Stale files
 * are never deleted before being superseded, which is what let two processes both "take over"
 * the single lock file this replaces (delete, then create).
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const candidate = path.join(dataDir, `.immopilote.lock-${process.pid}-${crypto.randomUUID()}`);
  fs.writeFileSync(candidate, String(process.pid));
  try {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const seen = generations(dataDir);
      const newest = seen[0] ?? 0;
      if (newest > 0) {
        const pid = ownerOf(path.join(dataDir, `${LOCK_PREFIX}${newest}`));
        if (pid === null) continue;
        if (Number.isFinite(pid) && isAlive(pid)) {
          throw new DataDirLockedError(
            `Le dossier de données ${dataDir} est déjà utilisé par un autre processus ImmoPilote (pid ${pid}). ` +
              `/ The data directory ${dataDir} is already in use by another ImmoPilote process (pid ${pid}). ` +
              'Arrêtez-le, ou utilisez DATA_DIR ou DATABASE_URL.',
          );
        }
      }
      const lockPath = path.join(dataDir, `${LOCK_PREFIX}${newest + 1}`);
      try {
        fs.linkSync(candidate, lockPath);
      } catch (err) {
        // Another process took this generation first: its owner is judged on the next round.
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw err;
      }
      // Every older generation belonged to a dead process (a live owner's file is always the newest).
      for (const n of seen) fs.rmSync(path.join(dataDir, `${LOCK_PREFIX}${n}`), { force: true });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    }
    throw new DataDirLockedError(`Impossible de verrouiller ${dataDir} / Could not lock ${dataDir}`);
  } finally {
    fs.rmSync(candidate, { force: true });
  }
}
