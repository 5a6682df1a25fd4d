import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { BINDING_SQL } from './agency-scope';

/**
 * What the server uses of PGlite: drizzle's pglite driver (query with its options, transaction
 * with `tx.query`/`tx.exec`), LISTEN for the caches (auth/session-cache.ts, modules/properties/property-list-cache.ts),
 * `exec` and `dumpDataDir` for tests, and close. PGlite itself and the worker proxy below both
 * provide it.
 */
export interface PgliteClient {
  /**
   * `binding`: the parameters of db/agency-scope.ts's BINDING_SQL; the statement then runs in a
   * transaction of its own that sets them first (db/pglite-proxy.ts).
   */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
    binding?: readonly string[],
  ): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  /** `binding`: set at the start of the transaction, as for `query`. */
  transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>, binding?: readonly string[]): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<File | Blob>;
  close(): Promise<void>;
}

export interface PgliteTransaction {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** PGlite in process, behind the same interface as the worker (its listen also takes a transaction, unused here). */
export function inProcess(pg: PGlite): PgliteClient {
  const bind = async (tx: PgliteTransaction, binding: readonly string[]) => {
    await tx.query(BINDING_SQL, [...binding]);
  };
  return {
    query: (sql, params, options, binding) =>
      binding
        ? pg.transaction(async (tx) => {
            await bind(tx, binding);
            return tx.query(sql, params, options);
          })
        : pg.query(sql, params, options),
    exec: (sql) => pg.exec(sql),
    transaction: (callback, binding) =>
      pg.transaction(async (tx) => {
        if (binding) await bind(tx, binding);
        return callback(tx);
      }),
    listen: (channel, callback) => pg.listen(channel, callback),
    dumpDataDir: (compression) => pg.dumpDataDir(compression),
    close: () => pg.close(),
  };
}

interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number>;
}

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SerializedError };
type Notice = { op: 'notify'; channel: string; payload: string } | { op: 'ready' };

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
  /** The caller's stack, so an error points at the code that sent the query. */
  origin: Error;
}

/** A PostgreSQL error raised in the worker, with its fields (code, constraint, detail…) intact. */
export class PgliteWorkerError extends Error {
  [field: string]: unknown;
}

function revive(serialized: SerializedError, origin: Error): Error {
  const err = new PgliteWorkerError(serialized.message);
  err.name = serialized.name;
  Object.assign(err, serialized.fields);
  err.stack = `${serialized.name}: ${serialized.message}\n${origin.stack?.split('\n').slice(1).join('\n') ?? ''}`;
  return err;
}

/** drizzle passes the same options object for every run of a prepared query: checked once. */
const checkedParsers = new WeakMap<object, number[]>();

/** The type ids of drizzle's parsers, which must be identities to be rebuilt in the worker. */
function identityTypes(options: QueryOptions | undefined): number[] | undefined {
  if (!options?.parsers) return undefined;
  const known = checkedParsers.get(options.parsers);
  if (known) return known;
  const probe = '\u0000probe';
  const types = Object.entries(options.parsers).map(([oid, parse]) => {
    if (parse(probe, Number(oid)) !== probe) {
      throw new Error(`PGlite worker: only identity parsers cross threads (type ${oid})`);
    }
    return Number(oid);
  });
  checkedParsers.set(options.parsers, types);
  return types;
}

export interface WorkerOptions {
  /** PGlite's data directory; in memory when absent. */
  dataDir?: string;
  /** A dump to start from (in memory), as `PGlite.create({ loadDataDir })`. */
  loadDataDir?: Blob;
}

/**
 * PGlite on its own thread (db/pglite-worker.mjs), behind the subset of its API the server uses.
 * One PGlite is one connection: the worker's PGlite serialises statements exactly as in process (a
 * query sent from outside an open transaction waits for it to end). Notifications arrive before the
 * result of the statement that raised them (one ordered message channel).
 */
export class PgliteWorkerClient implements PgliteClient {
  /** The thread itself, for its resource use and for tests that stop it the hard way. */
  readonly thread: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private failure: Error | null = null;
  private closing = false;
  private readonly failureListeners = new Set<(err: Error) => void>();

  private constructor(thread: Worker) {
    this.thread = thread;
    // No pending request, nothing to wait for: like PGlite in process, an idle database does not
    // keep the process alive.
    thread.unref();
    thread.on('message', (msg: Reply | Notice) => {
      if ('op' in msg) {
        if (msg.op === 'notify')
          for (const listener of this.listeners.get(msg.channel) ?? []) listener(msg.payload);
        return;
      }
      const waiting = this.pending.get(msg.id);
      if (!waiting) return;
      this.pending.delete(msg.id);
      if (this.pending.size === 0) thread.unref();
      if (msg.ok) waiting.resolve(msg.result);
      else waiting.reject(revive(msg.error, waiting.origin));
    });
    thread.on('error', (err) => this.fail(err));
    thread.on('exit', (code) =>
      this.fail(new Error(this.closing ? 'base fermée' : `code de sortie ${code}`)),
    );
  }

  static async create(options: WorkerOptions = {}): Promise<PgliteWorkerClient> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const thread = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: options.dataDir, loadDataDir, bindingSql: BINDING_SQL },
      transferList: loadDataDir ? [loadDataDir] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (msg: Notice) => {
        if ('op' in msg && msg.op === 'ready') {
          thread.off('error', reject);
          thread.off('exit', onExit);
          resolve();
        }
      };
      const onExit = (code: number) =>
        reject(new Error(`PGlite : le thread de la base s’est arrêté au démarrage (code ${code})`));
      thread.once('message', onMessage);
      thread.once('error', reject);
      thread.once('exit', onExit);
    });
    return new PgliteWorkerClient(thread);
  }

  /** Every waiting query fails with a clear error, and so does every later one: nothing hangs. */
  private fail(cause: Error) {
    if (this.failure) return;
    this.failure = new Error(`PGlite : le thread de la base de données s’est arrêté (${cause.message})`, {
      cause,
    });
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
    if (!this.closing) for (const listener of this.failureListeners) listener(this.failure);
  }

  /** Called once if the thread ends other than by `close` (a crash): the database is gone for good. */
  onFailure(listener: (err: Error) => void): void {
    this.failureListeners.add(listener);
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, origin: new Error() });
      if (this.pending.size === 1) this.thread.ref();
      this.thread.postMessage({ ...message, id });
    });
  }

  private async runQuery<T>(
    tx: number | undefined,
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
    binding?: readonly string[],
  ) {
    return this.call<Results<T>>({
      op: 'query',
      tx,
      sql,
      params: params ?? [],
      rowMode: options?.rowMode,
      paramTypes: options?.paramTypes,
      identityTypes: identityTypes(options),
      binding,
    });
  }

  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
    binding?: readonly string[],
  ) {
    return this.runQuery<T>(undefined, sql, params, options, binding);
  }

  exec(sql: string) {
    return this.call<Results[]>({ op: 'exec', sql });
  }

  async transaction<T>(
    callback: (tx: PgliteTransaction) => Promise<T>,
    binding?: readonly string[],
  ): Promise<T> {
    const id = await this.call<number>({ op: 'begin', binding });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: PgliteTransaction = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.runQuery<R>(id, sql, params, options);
      },
      exec: async (sql: string) => {
        open();
        return this.call<Results[]>({ op: 'exec', tx: id, sql });
      },
      rollback: async () => {
        open();
        await this.call({ op: 'rollback', tx: id });
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      closed = true;
      // The worker rolls back (unless the callback already did) and frees the connection.
      await this.call({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw err;
    }
    closed = true;
    // COMMIT may fail (a deferred constraint): that error is the transaction's.
    await this.call({ op: 'end', tx: id, commit: true });
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(callback);
    // Every call waits for the worker's LISTEN (started once per channel) to have run.
    await this.call({ op: 'listen', channel });
    return async () => {
      const current = this.listeners.get(channel);
      if (!current?.delete(callback) || current.size > 0) return;
      this.listeners.delete(channel);
      await this.call({ op: 'unlisten', channel });
    };
  }

  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<File> {
    const dump = await this.call<{ bytes: ArrayBuffer; name: string; type: string }>({
      op: 'dump',
      compression,
    });
    return new File([dump.bytes], dump.name, { type: dump.type });
  }

  /** PGlite closes (its files synced) in the worker, then the thread ends. */
  async close(): Promise<void> {
    if (!this.failure) await this.call({ op: 'close' });
    this.closing = true;
    await this.thread.terminate();
  }
}
