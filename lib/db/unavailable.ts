// When the store cannot answer at all, as opposed to a query that is wrong (docs/store.md, "When
// the store is down"): the route handlers answer 503 with Retry-After instead of 500
// (lib/store-guarded.ts). Recognised by codes, not classes: Next bundles a module once per route,
// and the store's promise (getDb) is shared by all of them, so an error may come from another copy.

/** The code of a StoreUnavailableError. */
const STORE_UNAVAILABLE = 'CREPIVARA_STORE_UNAVAILABLE';

/** The store (or the data folder beside it) could not be opened; `cause` says why, with its own message. */
export class StoreUnavailableError extends Error {
  readonly code = STORE_UNAVAILABLE;
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'StoreUnavailableError';
  }
}

// SQLite (better-sqlite3's code, extended codes included: SQLITE_IOERR_WRITE, SQLITE_BUSY_SNAPSHOT...):
// locked past busy_timeout, the disk, the file unreadable, read-only or damaged.
const SQLITE = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|READONLY|PROTOCOL|NOTADB|CORRUPT|NOMEM)(_|$)/;
// PostgreSQL's SQLSTATE: connection (08), authorization (28), no such database (3D000), resources
// (53), shutting down or starting (57P01-57P03), system I/O (58).
const POSTGRES = /^(08...|28...|3D000|53...|57P0[123]|58...)$/;
// The network under pg: the server down, unreachable or gone mid-query.
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
// pg's own errors for a lost connection carry no code.
const PG_CONNECTION_LOST =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/** Whether `error` (or its cause, or one of an AggregateError's errors) says the store is out of reach. */
export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (code === STORE_UNAVAILABLE || SQLITE.test(code) || POSTGRES.test(code) || NETWORK.has(code))) return true;
  if (typeof message === 'string' && PG_CONNECTION_LOST.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isStoreUnavailable(inner, depth + 1))) return true;
  return isStoreUnavailable(cause, depth + 1);
}
