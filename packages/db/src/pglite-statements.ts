import {
  messages as pg,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** What drizzle's PGlite session calls on its client. */
export type PgliteQueryClient = Pick<PGlite, 'query' | 'transaction'>;

interface Statement {
  name: string;
  /** Parameter type oids, as PostgreSQL inferred them when it prepared the statement. */
  paramTypes: number[];
  /** Result columns, or none for a statement that returns no rows. */
  fields: { name: string; dataTypeID: number }[];
}

/**
 * Errors after which the statement is prepared again (once): its tables changed shape since it was
 * prepared (0A000 with this text), or it is gone from the connection (26000, after DEALLOCATE ALL).
 */
function isStale(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: string };
  return (
    (code === '0A000' && error.message === 'cached plan must not change result type') ||
    code === '26000'
  );
}

/** Reads: the only statements that run prepared. */
const SELECT = /^\s*select\s/i;
// Statement names are per connection; numbered per process, so two caches on one PGlite never clash.
let lastStatementId = 0;

/** Execute (the unnamed portal, all rows) then Sync: the same after every Bind. */
const EXECUTE_SYNC = concat([serialize.execute(), serialize.sync()]);

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Runs parameterised SELECTs on PGlite as named prepared statements, one per distinct query text.
 *
 * `PGlite.query` sends every statement through Parse, Describe, Bind, Describe, Execute and Sync,
 * each a separate trip into the WASM backend, and PostgreSQL parses and plans the text again every
 * time. Here a text is parsed once; afterwards a run is one trip (Bind, Execute, Sync) of an already
 * planned statement, which is several times cheaper for the short reads of the api.
 *
 * Everything else (writes, transactions, queries with blobs or explicit parameter types) goes to
 * `PGlite.query` unchanged. Runs take the same locks as `PGlite.query`, so they never interleave
 * with a transaction. Result rows, parsers and errors are those `PGlite.query` gives.
 *
 *
 * It calls members PGlite does not document (`_checkReady`, `_runExclusiveTransaction`,
 * `_runExclusiveQuery`, `execProtocol` with its raw messages): the dependency is pinned to an exact
 * version and `pglite-statements.test.ts` fails when an upgrade changes them.
 */
export class PgliteStatementCache implements PgliteQueryClient {
  readonly #client: PGlite;
  readonly #maxStatements: number;
  /** By query text, least recently used first. */
  readonly #statements = new Map<string, Statement>();

  constructor(client: PGlite, maxStatements = 500) {
    this.#client = client;
    this.#maxStatements = maxStatements;
  }

  /** How many statements are prepared right now. */
  get size(): number {
    return this.#statements.size;
  }

  transaction: PGlite['transaction'] = (callback) => this.#client.transaction(callback);

  query = async <T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    if (!SELECT.test(text) || options?.blob || options?.paramTypes || options?.serializers) {
      return this.#client.query<T>(text, params, options);
    }
    const client = this.#client;
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await this.#run<T>(text, params, options);
        } catch (error) {
          if (!isStale(error)) throw withQuery(error, text, params, options);
          await this.#forget(text);
          return await this.#run<T>(text, params, options).catch((again: unknown) => {
            throw withQuery(again, text, params, options);
          });
        }
      }),
    );
  };

  async #run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const statement = this.#statements.get(text) ?? (await this.#prepare(text));
    // Least recently used first: a hit moves to the end.
    this.#statements.delete(text);
    this.#statements.set(text, statement);

    const serializers = this.#client.serializers;
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = serializers[statement.paramTypes[i]!];
      return serializer ? serializer(param) : String(param);
    });
    const { messages } = await this.#client.execProtocol(
      concat([serialize.bind({ statement: statement.name, values }), EXECUTE_SYNC]),
      // Nothing to sync after a read (PGlite syncs only browser file systems anyway).
      { syncToFs: false, onNotice: options?.onNotice },
    );
    return this.#results<T>(statement, messages, options);
  }

  async #prepare(text: string): Promise<Statement> {
    const name = `feedline_s${(lastStatementId += 1)}`;
    const { messages } = await this.#client.execProtocol(
      concat([
        serialize.parse({ name, text, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    let paramTypes: number[] = [];
    let fields: Statement['fields'] = [];
    for (const message of messages) {
      if (message instanceof pg.ParameterDescriptionMessage) paramTypes = message.dataTypeIDs;
      if (message instanceof pg.RowDescriptionMessage) {
        fields = message.fields.map((field) => ({
          name: field.name,
          dataTypeID: field.dataTypeID,
        }));
      }
    }
    if (this.#statements.size >= this.#maxStatements) {
      const oldest = this.#statements.keys().next();
      if (!oldest.done) await this.#forget(oldest.value);
    }
    return { name, paramTypes, fields };
  }

  async #forget(text: string) {
    const statement = this.#statements.get(text);
    if (!statement) return;
    this.#statements.delete(text);
    await this.#client.execProtocol(
      concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
      {
        syncToFs: false,
      },
    );
  }

  /** The same result `PGlite.query` builds (its parseResults), from the prepared row description. */
  #results<T>(
    statement: Statement,
    messages: pg.BackendMessage[],
    options: QueryOptions | undefined,
  ): Results<T> {
    const { fields } = statement;
    const defaults = this.#client.parsers;
    const custom = options?.parsers;
    const parsers = fields.map(({ dataTypeID }) => custom?.[dataTypeID] ?? defaults[dataTypeID]);
    const asArray = options?.rowMode === 'array';
    const rows: unknown[] = [];
    const result: Results<T> = { rows: rows as T[], fields, affectedRows: 0 };
    for (const message of messages) {
      if (message instanceof pg.DataRowMessage) {
        const values = message.fields;
        const row: unknown[] | Record<string, unknown> = asArray ? [] : {};
        for (let i = 0; i < values.length; i += 1) {
          const raw = values[i]!;
          const parser = parsers[i];
          const value = raw === null ? null : parser ? parser(raw, fields[i]!.dataTypeID) : raw;
          if (asArray) (row as unknown[]).push(value);
          else (row as Record<string, unknown>)[fields[i]!.name] = value;
        }
        rows.push(row);
      } else if (message instanceof pg.CommandCompleteMessage) {
        const parts = message.text.split(' ');
        result.command = parts[0];
        const rowCount = Number.parseInt(parts[parts.length - 1]!, 10);
        if (!Number.isNaN(rowCount)) (result as { rowCount?: number }).rowCount = rowCount;
      }
    }
    return result;
  }
}

/** What `PGlite.query` adds to a database error. */
function withQuery(
  error: unknown,
  query: string,
  params: unknown[],
  options: QueryOptions | undefined,
) {
  if (error && typeof error === 'object' && 'severity' in error) {
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
}
