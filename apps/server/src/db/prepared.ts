import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** What Drizzle's `.prepare(name)` answers: a statement built once, run with its placeholders' values. */
interface PreparedQuery {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * A statement of the hot paths (a request's creation, its alert waves), built once and named, then
 * run on the connection of whichever database handle the caller holds: the pool, or a transaction's
 * own connection (decision 0056). Drizzle prepares a statement on one session and a transaction is
 * another session, so a statement prepared on the pool would leave the transaction, and one prepared
 * in each transaction is built again each time. Here the built statement is reused with the
 * transaction's client in place of the pool: node-postgres parses a named statement once per
 * connection and PostgreSQL keeps its plan; PGlite, in process, takes the text each time.
 *
 * Both drivers' prepared queries run on their `client` field (drizzle-orm 0.45); the tests of every
 * caller run on both databases, so a Drizzle that moved it fails them at once.
 *
 * `build` makes it with the first handle it is run on; the statement may be defined once for the
 * module, where its repository is made for each transaction. Names must be unique in the whole
 * process (node-postgres refuses one name for two texts): prefix them with the module.
 */
export function preparedStatement<P extends PreparedQuery>(build: (database: Database) => P) {
  let statement: P | undefined;
  return {
    /** The statement, to run on `database`'s connection. */
    on(database: Database): P {
      statement ??= build(database);
      const { client } = (database as unknown as { session: { client: unknown } }).session;
      return Object.create(statement, { client: { value: client } }) as P;
    },
  };
}

const dialect = new PgDialect();

/** What a raw statement answers on both drivers: its rows as the driver gives them (timestamps as text). */
interface RawResult<Row> {
  rows: Row[];
}

interface PreparingSession {
  prepareQuery(query: ReturnType<PgDialect['sqlToQuery']>, fields: undefined, name: string, arrayMode: false): PreparedQuery;
}

/**
 * `preparedStatement` for a statement Drizzle's builders do not write (data-modifying CTEs, a lock):
 * `statement` takes its values through `sql.placeholder(...)`.
 */
export function preparedSql<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return preparedStatement((database) => {
    const { session } = database as unknown as { session: PreparingSession };
    const prepared = session.prepareQuery(query, undefined, name, false);
    return prepared as { execute(values?: Record<string, unknown>): Promise<RawResult<Row>> };
  });
}
