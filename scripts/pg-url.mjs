import net from 'node:net';

/** The PostgreSQL database the tests use: TEST_DATABASE_URL, else the local test database. */
export const TEST_PG_URL =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** True when something accepts TCP connections on the URL's host and port. */
export function pgListening(url = TEST_PG_URL, timeoutMs = 2_000) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 5432) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
