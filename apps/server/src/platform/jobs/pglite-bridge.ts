import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** Protocol messages that continue an extended-protocol unit (Parse, Bind, Describe, Execute, Close, Flush). */
const CONTINUES_UNIT = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));
/** A unit left open longer than this (a dropped connection) gives the database back to the app. */
const UNIT_TIMEOUT_MS = 10_000;

type PGliteInternals = PGlite & {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
};

/**
 * The embedded database has one session. The application uses it directly; pg-boss reaches it
 * over the PostgreSQL wire protocol through pglite-socket. This wrapper makes every protocol unit
 * from the socket (a simple Query, or Parse..Sync) wait for the application's open transaction
 * to end and keep the application out until it is done, so the two never share a transaction.
 */
function exclusiveView(pglite: PGlite): PGlite {
  const db = pglite as PGliteInternals;
  let release: (() => void) | null = null;
  let timer: NodeJS.Timeout | undefined;
  let lastType = 0;

  const endUnit = () => {
    clearTimeout(timer);
    const done = release;
    release = null;
    done?.();
  };
  const beginUnit = async () => {
    if (release) return;
    await new Promise<void>((entered) => {
      void db._runExclusiveTransaction(
        () =>
          new Promise<void>((done) => {
            release = done;
            timer = setTimeout(endUnit, UNIT_TIMEOUT_MS);
            entered();
          }),
      );
    });
  };

  return new Proxy(pglite, {
    get(target, prop, receiver) {
      if (prop === 'runExclusive') {
        return async <T>(fn: () => Promise<T>): Promise<T> => {
          await beginUnit();
          try {
            return await target.runExclusive(fn);
          } finally {
            if (!CONTINUES_UNIT.has(lastType)) endUnit();
          }
        };
      }
      if (prop === 'execProtocolRawStream') {
        return (message: Uint8Array, options: Parameters<PGlite['execProtocolRawStream']>[1]) => {
          lastType = message[0] ?? 0;
          return target.execProtocolRawStream(message, options);
        };
      }
      if (prop === 'exec') {
        // Used by the socket server to roll back a dropped client's transaction: the unit lock
        // is held then, so run it inside the query lock only.
        return async (query: string) => {
          endUnit();
          return target.exec(query);
        };
      }
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

export interface PgliteBridge {
  connectionString: string;
  stop(): Promise<void>;
}

/** Serves the embedded database on 127.0.0.1 (a free port) for pg-boss. */
export async function startPgliteBridge(pglite: PGlite): Promise<PgliteBridge> {
  const server = new PGLiteSocketServer({
    db: exclusiveView(pglite),
    host: '127.0.0.1',
    port: 0,
    maxConnections: 4,
  });
  await server.start();
  const [, port] = server.getServerConn().split(':');
  return {
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
