import pg from 'pg';
import { BINDING_SQL, bindingParams, currentBinding, type DbBinding } from './agency-scope';

const BINDING_STATEMENT = 'immopilote_binding';

type QueryCallback = (err: Error | null, result: pg.QueryResult) => void;

/**
 * One statement with its binding (db/agency-scope.ts), in one round trip: the binding's
 * `set_config(…, true)` and the statement go out together before a single Sync, so the server runs
 * them in one implicit transaction and the settings end with it. Nothing is left on the connection
 * for the next user of the pool, and the statement costs no extra round trip.
 *
 * The binding statement's own replies (a data row and a command completion; no row description is
 * asked for) are not the caller's result and are dropped.
 */
class BoundQuery extends (pg.Query as unknown as new (
  config: pg.QueryConfig,
  values: unknown[] | undefined,
  callback: QueryCallback,
) => PgQueryInternals) {
  private bindingReplies = 2;

  constructor(
    config: pg.QueryConfig,
    values: unknown[] | undefined,
    callback: QueryCallback,
    private readonly binding: DbBinding,
  ) {
    super(config, values, callback);
  }

  // Text without parameters would go as a simple query, which cannot share a Sync with the binding.
  override requiresPreparation() {
    return true;
  }

  override prepare(connection: PgConnection) {
    if (connection.parsedStatements[BINDING_STATEMENT] === undefined) {
      connection.parse({ text: BINDING_SQL, name: BINDING_STATEMENT, types: [] });
      connection.parsedStatements[BINDING_STATEMENT] = BINDING_SQL;
    }
    connection.bind({
      portal: '',
      statement: BINDING_STATEMENT,
      values: bindingParams(this.binding),
      binary: false,
      valueMapper: (value: unknown) => value,
    });
    connection.execute({ portal: '', rows: 0 });
    super.prepare(connection);
  }

  override handleDataRow(msg: unknown) {
    if (this.bindingReplies === 2) {
      this.bindingReplies = 1;
      return;
    }
    super.handleDataRow(msg);
  }

  override handleCommandComplete(msg: unknown, connection: PgConnection) {
    if (this.bindingReplies > 0) {
      this.bindingReplies = 0;
      return;
    }
    super.handleCommandComplete(msg, connection);
  }
}

/** What BoundQuery uses of pg's internal Query and Connection (pg 8). */
interface PgConnection {
  parsedStatements: Record<string, string>;
  parse(message: { text: string; name: string; types: unknown[] }): void;
  bind(message: {
    portal: string;
    statement: string;
    values: unknown[];
    binary: boolean;
    valueMapper: (value: unknown) => unknown;
  }): void;
  execute(message: { portal: string; rows: number }): void;
}

interface PgQueryInternals {
  requiresPreparation(): boolean;
  prepare(connection: PgConnection): void;
  handleDataRow(msg: unknown): void;
  handleCommandComplete(msg: unknown, connection: PgConnection): void;
}

function bound(client: pg.PoolClient, config: pg.QueryConfig, values: unknown[] | undefined) {
  const binding = currentBinding();
  return new Promise<pg.QueryResult>((resolve, reject) => {
    client.query(
      new BoundQuery(
        config,
        values,
        (err, result) => (err ? reject(err) : resolve(result)),
        binding,
      ) as unknown as pg.QueryConfig,
    );
  });
}

function asConfig(text: string | pg.QueryConfig): pg.QueryConfig {
  return typeof text === 'string' ? { text } : text;
}

/**
 * The pool drizzle is given for the application's queries: every statement it runs carries the
 * binding of the async work that sent it. A transaction (drizzle's `begin`) takes the binding at its
 * start with `set_config(…, true)` in the same round trip, and keeps it to its end.
 *
 * drizzle recognises a pool by its class name (node-postgres session: "…Pool").
 */
export class BoundPool {
  constructor(private readonly pool: pg.Pool) {}

  async query(text: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const client = await this.pool.connect();
    try {
      return await bound(client, asConfig(text), values);
    } finally {
      client.release();
    }
  }

  async connect(): Promise<BoundTransactionClient> {
    return new BoundTransactionClient(await this.pool.connect());
  }
}

/**
 * A connection drizzle holds for one transaction: `begin` goes out with the binding in one
 * simple-protocol round trip; every later statement runs inside that transaction as it is.
 */
class BoundTransactionClient {
  private begun = false;

  constructor(private readonly client: pg.PoolClient) {}

  query(text: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const config = asConfig(text);
    if (this.begun) return this.client.query(config, values);
    if (!/^begin\b/i.test(config.text) || (values && values.length > 0)) {
      // Not a transaction after all: each statement carries its own binding.
      return bound(this.client, config, values);
    }
    this.begun = true;
    return this.client.query(`${config.text}; ${inlineBinding(currentBinding())}`);
  }

  release(err?: Error | boolean) {
    this.client.release(err);
  }
}

/** The binding as literals, for the simple protocol (which takes no parameters). */
function inlineBinding(binding: DbBinding): string {
  const literals = bindingParams(binding).map((value) => pg.escapeLiteral(value));
  return BINDING_SQL.replace(/\$(\d)/g, (_, n: string) => literals[Number(n) - 1]!);
}
