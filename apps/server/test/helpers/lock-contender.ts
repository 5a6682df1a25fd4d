import readline from 'node:readline';
import { acquireDataDirLock, DataDirLockedError } from '../../src/db/data-dir-lock';

/**
 * A separate process taking data-directory locks on command, for the race test in startup.test.ts.
 * stdin: `hold <dir>...` takes each lock and keeps it; `go <dir> <epochMs>` tries to take one at that
 * instant (spinning the last milliseconds so every contender tries at once); `release` lets it go.
 * stdout: `ready`, then `held`, `won`, `refused` or `error <message>` per command.
 */
let release: (() => void) | undefined;
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', async (line) => {
  const [command, ...args] = line.split(' ');
  if (command === 'hold') {
    for (const dir of args) acquireDataDirLock(dir);
    console.log('held');
  } else if (command === 'go') {
    const at = Number(args[1]);
    await new Promise((r) => setTimeout(r, Math.max(0, at - Date.now() - 15)));
    while (Date.now() < at) {}
    try {
      release = acquireDataDirLock(args[0]!);
      console.log('won');
    } catch (err) {
      console.log(err instanceof DataDirLockedError ? 'refused' : `error ${(err as Error).message}`);
    }
  } else if (command === 'release') {
    release?.();
    release = undefined;
    console.log('released');
  }
});
lines.on('close', () => process.exit(0));
console.log('ready');
