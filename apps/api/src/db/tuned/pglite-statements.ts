import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Statement {
  name: string;
  /** The parameters' types, as PostgreSQL inferred them when it parsed the text. */
  paramTypes: number[];
  /** The rows' description (absent for a statement that returns none). */
  rowDescription: BackendMessage | undefined;
}

/** Only these are kept: a DDL statement's plan would go stale with the schema it changes. */
const KEEPABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** Texts seen once, remembered to prepare on the second sighting; cleared when full. */
const SEEN_LIMIT = 2_000;

/** Statement names, unique in the process: a PGlite session may outlive one KeptStatements. */
let named = 0;

/**
 * PGlite's `query()` parses, describes, binds and executes its text as the unnamed statement, in
 * six calls into its WebAssembly PostgreSQL, every time. A text run a second time is parsed once
 * here as a named statement instead (as pgx and postgres.js do for PostgreSQL), and each run is
 * then one call: bind, execute, sync (its figures: docs/measurements/hot-paths.md, decision
 * 029). The least recently used statement beyond `limit` is closed.
 *
 * `query` takes PGlite's transaction and query mutexes, as `client.query` does; `inTransaction`
 * takes the query mutex inside a transaction that holds the other.
 */
export class KeptStatements {
  readonly #client: PGlite;
  readonly #limit: number;
  readonly #kept = new Map<string, Statement>();
  readonly #seen = new Set<string>();

  constructor(client: PGlite, limit = 200) {
    this.#client = client;
    this.#limit = limit;
  }

  /**
   * As `client.query`, outside a transaction: through a kept statement once `text` has been seen
   * before, through `client.query` itself the first time.
   */
  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    const client = this.#client;
    if (!this.#keeps(text, options)) return client.query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const results = await this.#run<T>(text, params, options);
        await client.syncToFs();
        return results;
      }),
    );
  }

  /** As `tx.query`, inside the transaction `tx` (which holds the transaction mutex). */
  async inTransaction<T>(
    tx: Transaction,
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ) {
    if (!this.#keeps(text, options)) return tx.query<T>(text, params, options);
    // rejected, as PGlite's own tx.query is
    if (tx.closed) throw new Error('Transaction is closed');
    return this.#client._runExclusiveQuery(() => this.#run<T>(text, params, options));
  }

  /** Whether `text` goes through a kept statement; one not yet seen is remembered for next time. */
  #keeps(text: string, options: QueryOptions | undefined): boolean {
    if (options?.paramTypes || options?.blob) return false;
    if (this.#kept.has(text) || this.#seen.has(text)) return true;
    if (!KEEPABLE.test(text)) return false;
    if (this.#seen.size >= SEEN_LIMIT) this.#seen.clear();
    this.#seen.add(text);
    return false;
  }

  async #run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    try {
      const statement = this.#used(text) ?? (await this.#prepare(text));
      const values = params.map((value, i) =>
        this.#serialize(value, statement.paramTypes[i], options),
      );
      const messages = await this.#client.execProtocolStream(
        join([
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false, onNotice: options?.onNotice },
      );
      if (statement.rowDescription) messages.unshift(statement.rowDescription);
      return parse.parseResults(messages, this.#client.parsers, options)[0] as Results<T>;
    } catch (err) {
      // the shape PGlite's own query errors have (makePGliteError)
      if (err instanceof protocol.messages.DatabaseError) {
        // a table this statement reads changed shape: parse it again next time
        if (err.code === '0A000') await this.#forget(text);
        Object.assign(err, { query: text, params, queryOptions: options });
      }
      throw err;
    }
  }

  async #prepare(text: string): Promise<Statement> {
    await this.#closeOldest();
    const name = `kept_${++named}`;
    const messages = await this.#client.execProtocolStream(
      join([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    this.#kept.set(text, statement);
    this.#seen.delete(text);
    return statement;
  }

  /** The kept statement of `text`, now the most recently used. */
  #used(text: string): Statement | undefined {
    const statement = this.#kept.get(text);
    if (statement) {
      this.#kept.delete(text);
      this.#kept.set(text, statement);
    }
    return statement;
  }

  /** As PGlite's `query()` serializes a parameter. */
  #serialize(value: unknown, type: number | undefined, options?: QueryOptions): string | null {
    if (value === null || value === undefined) return null;
    if (type === undefined) return String(value);
    const serializer = options?.serializers?.[type] ?? this.#client.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  async #closeOldest() {
    if (this.#kept.size < this.#limit) return;
    const oldest = this.#kept.keys().next().value;
    if (oldest !== undefined) await this.#forget(oldest);
  }

  async #forget(text: string) {
    const statement = this.#kept.get(text);
    if (!statement) return;
    this.#kept.delete(text);
    // not thrown: in an aborted transaction the close is refused, and the statement is only left
    // unused under a name never given again
    await this.#client.execProtocolStream(
      join([
        protocol.serialize.close({ type: 'S', name: statement.name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false, throwOnError: false },
    );
  }
}

function join(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
