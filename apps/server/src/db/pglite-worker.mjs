/**
 * The embedded database's own thread: it owns the PGlite instance and runs the queries the main
 * thread sends (db/pglite-proxy.ts), so a slow query's WebAssembly never blocks HTTP.
 *
 * Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader of the
 * process (tsx, vitest), and this file must load the same way under each of them.
 *
 * Order matters: a notification raised by a statement is posted before that statement's result
 * (PGlite calls the listener while it reads the statement's messages), so the main thread's caches
 * are cleared before the write's promise resolves there, exactly as with PGlite in process.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs in a worker thread');

/** Fields of a PostgreSQL error the main thread relies on (db/errors.ts: code, constraint…). */
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'file',
  'line',
  'routine',
];

function serializeError(err) {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields = {};
  for (const key of ERROR_FIELDS) {
    const value = err[key];
    if (value !== undefined && (typeof value === 'string' || typeof value === 'number')) fields[key] = value;
  }
  return { name: err.name, message: err.message, stack: err.stack, fields };
}

const identity = (value) => value;

/** drizzle's parsers are identity functions (dates, intervals… stay text); the main thread sends their type ids. */
function queryOptions(msg) {
  const options = {};
  if (msg.rowMode) options.rowMode = msg.rowMode;
  if (msg.paramTypes) options.paramTypes = msg.paramTypes;
  if (msg.identityTypes) {
    options.parsers = {};
    for (const oid of msg.identityTypes) options.parsers[oid] = identity;
  }
  return options;
}

const { dataDir, loadDataDir, bindingSql } = workerData ?? {};
// The extensions the migrations create, as PGLITE_EXTENSIONS in db/client.ts.
const pg = await PGlite.create({
  extensions: { pg_trgm, unaccent },
  ...(dataDir ? { dataDir } : {}),
  ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
});

/** Open transactions by id: their PGlite handle and how to end them. */
const transactions = new Map();
let nextTransaction = 1;
/** Channels this thread listens to, and how to stop. */
const channels = new Map();
/** Rejection that ends a transaction the main thread rolled back; not an error to report. */
const ROLLBACK = Symbol('rollback');

function target(msg) {
  if (msg.tx === undefined) return pg;
  const open = transactions.get(msg.tx);
  if (!open) throw new Error(`Transaction ${msg.tx} is closed`);
  return open.tx;
}

/**
 * The binding of db/agency-scope.ts (role, agency, user) set for this transaction only, before
 * anything else runs in it: the same settings as db/bound-postgres.ts gives a PostgreSQL server.
 */
async function bindTransaction(tx, binding) {
  if (binding) await tx.query(bindingSql, binding);
}

function begin(id, binding) {
  const txId = nextTransaction++;
  let begun = false;
  const done = pg.transaction(async (tx) => {
    await bindTransaction(tx, binding);
    return new Promise((resolve, reject) => {
      begun = true;
      transactions.set(txId, { tx, resolve, reject, done });
      port.postMessage({ id, ok: true, result: txId });
    });
  });
  // `done` is awaited by `end`; a failure before the callback (BEGIN refused) answers `begin`.
  done.catch((err) => {
    if (!begun) port.postMessage({ id, ok: false, error: serializeError(err) });
  });
}

async function end(msg) {
  const open = transactions.get(msg.tx);
  if (!open) throw new Error(`Transaction ${msg.tx} is closed`);
  transactions.delete(msg.tx);
  if (msg.commit) {
    open.resolve();
    await open.done;
    return null;
  }
  open.reject(ROLLBACK);
  try {
    await open.done;
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
  return null;
}

async function handle(msg) {
  switch (msg.op) {
    case 'query':
      // A statement outside a transaction, with a binding, runs in a transaction of its own.
      if (msg.tx === undefined && msg.binding) {
        return pg.transaction(async (tx) => {
          await bindTransaction(tx, msg.binding);
          return tx.query(msg.sql, msg.params, queryOptions(msg));
        });
      }
      return target(msg).query(msg.sql, msg.params, queryOptions(msg));
    case 'exec':
      return target(msg).exec(msg.sql);
    case 'rollback':
      return target(msg).rollback();
    case 'end':
      return end(msg);
    case 'listen': {
      // The promise is kept at once, so a second listen on the channel waits for the first LISTEN.
      if (!channels.has(msg.channel)) {
        channels.set(
          msg.channel,
          pg.listen(msg.channel, (payload) =>
            port.postMessage({ op: 'notify', channel: msg.channel, payload }),
          ),
        );
      }
      await channels.get(msg.channel);
      return null;
    }
    case 'unlisten': {
      const listening = channels.get(msg.channel);
      channels.delete(msg.channel);
      if (listening) await (await listening)();
      return null;
    }
    case 'dump': {
      const file = await pg.dumpDataDir(msg.compression);
      return { bytes: await file.arrayBuffer(), name: file.name, type: file.type };
    }
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`unknown operation ${msg.op}`);
  }
}

port.on('message', (msg) => {
  if (msg.op === 'begin') {
    begin(msg.id, msg.binding);
    return;
  }
  handle(msg).then(
    (result) => {
      const transfer = msg.op === 'dump' ? [result.bytes] : [];
      port.postMessage({ id: msg.id, ok: true, result }, transfer);
    },
    (err) => port.postMessage({ id: msg.id, ok: false, error: serializeError(err) }),
  );
});
port.postMessage({ op: 'ready' });
