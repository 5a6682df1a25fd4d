import { fork, type Serializable } from 'node:child_process';

/** Raised when a child task ran past its time limit; the child has been killed. */
export class ChildTaskTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`child task over its time limit (${timeoutMs} ms)`);
  }
}

/** Raised when the child died (out of its heap, a crash) or reported an error of its own. */
export class ChildTaskFailedError extends Error {}

export interface ChildTaskOptions {
  /** Killed after this long, whatever it is doing. */
  timeoutMs: number;
  /** V8 heap of the child (`--max-old-space-size`): a bomb fills it and the child dies, not the server. */
  heapMb: number;
  /** The request went away: the child is killed at once. */
  signal?: AbortSignal;
  /** Intermediate messages (`{ kind: 'event', value }`), in order, before the result. */
  onEvent?: (value: unknown) => void;
}

/**
 * Child processes running hostile input at once, whichever agency sent it: each may use its heap
 * (a few hundred MB) and a core, so a burst of bombs waits here instead of swapping the machine.
 * The waits are bounded by the children's own time limits.
 */
export const MAX_CHILD_TASKS = 4;
let running = 0;
const waiting: (() => void)[] = [];

async function acquire(signal: AbortSignal | undefined): Promise<void> {
  if (running < MAX_CHILD_TASKS) {
    running++;
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const go = () => {
      signal?.removeEventListener('abort', onAbort);
      running++;
      resolve();
    };
    const onAbort = () => {
      const i = waiting.indexOf(go);
      if (i >= 0) waiting.splice(i, 1);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    waiting.push(go);
  });
}

function release() {
  running--;
  waiting.shift()?.();
}

/**
 * Runs `script` (a plain .mjs file: the child does not go through the server's TypeScript
 * loader) in a child process with `message`, and resolves with the value it sends back as
 * `{ kind: 'result', value }`. Work that parses what a member uploaded (ZIP central directories,
 * PDF content streams) can cost seconds of CPU and gigabytes of memory when the file is built to:
 * on the main thread it would stall every agency's requests and cannot be interrupted. A child is
 * killed at its time limit, its heap is capped, and every byte it used goes back to the system
 * when it exits. At most MAX_CHILD_TASKS run at once, server-wide.
 */
export async function runChildTask<T>(
  script: string,
  message: Serializable,
  options: ChildTaskOptions,
): Promise<T> {
  options.signal?.throwIfAborted();
  await acquire(options.signal);
  try {
    return await forkChildTask<T>(script, message, options);
  } finally {
    release();
  }
}

/**
 * The same child process without the server-wide cap, for work that has a pool of its own
 * (page renders for OCR go through the tesseract pool, which bounds them); `timeoutMs` may then be
 * left to the caller's signal.
 */
export function forkChildTask<T>(
  script: string,
  message: Serializable,
  options: Omit<ChildTaskOptions, 'timeoutMs'> & { timeoutMs?: number },
): Promise<T> {
  const { signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const child = fork(script, [], {
      execArgv: [`--max-old-space-size=${options.heapMb}`],
      // The server's own NODE_OPTIONS (a TypeScript loader under tsx or vitest) would only slow it down.
      env: { ...process.env, NODE_OPTIONS: '' },
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-500);
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      fn();
    };
    const timeoutMs = options.timeoutMs;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => settle(() => reject(new ChildTaskTimeoutError(timeoutMs))), timeoutMs);
    const onAbort = () => settle(() => reject(signal!.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('message', (msg: { kind: string; value?: unknown; message?: string }) => {
      if (settled) return;
      if (msg.kind === 'event') options.onEvent?.(msg.value);
      else if (msg.kind === 'result') settle(() => resolve(msg.value as T));
      else settle(() => reject(new ChildTaskFailedError(msg.message ?? 'child task failed')));
    });
    child.once('error', (err) => settle(() => reject(err)));
    // 'close' rather than 'exit': it comes after the IPC channel has delivered its last message.
    child.once('close', (code, sig) =>
      settle(() => reject(new ChildTaskFailedError(`child task exited (${code ?? sig}): ${stderr.trim()}`))),
    );
    child.send(message);
  });
}
