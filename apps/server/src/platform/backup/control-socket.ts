import { hash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';

/**
 * The embedded database is one process's: nothing else may open `DATA_DIR/pglite` while a server
 * runs on it. The server therefore listens on a Unix socket in its data directory (mode 0600: the
 * server's own user), through which `npm run backup` asks it for a backup, and whose answer tells
 * `npm run restore` (and a second server) that the directory is in use.
 *
 * The protocol: the client writes one line (`backup` or `status`), the server answers one line of
 * JSON (`{"ok":true,...}` or `{"ok":false,"error":"..."}`) and, for a backup, the archive's bytes
 * until it closes the connection.
 */
export function controlSocketPath(dataDir: string): string {
  const inDir = path.join(dataDir, 'wander.sock');
  // A Unix socket's path is at most 107 bytes; a deep DATA_DIR gets one in the temp directory.
  if (Buffer.byteLength(inDir) < 100) return inDir;
  return path.join(os.tmpdir(), `wander-${hash('sha1', path.resolve(dataDir)).slice(0, 16)}.sock`);
}

export type BackupHandler = (out: Writable) => Promise<void>;

export interface ControlServer {
  /** What a `backup` request runs, once the database is open. */
  onBackup(handler: BackupHandler): void;
  close(): Promise<void>;
}

const answer = (socket: net.Socket, body: object) => socket.write(`${JSON.stringify(body)}\n`);

/** Connects to the socket; undefined when no server listens on it. */
function connect(file: string): Promise<net.Socket | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(file);
    socket.once('connect', () => resolve(socket));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
  });
}

/**
 * Listens on the data directory's control socket. Refuses when another live server answers on
 * it; a socket file left by a process that died (kill -9) is replaced.
 */
export async function openControlSocket(dataDir: string): Promise<ControlServer> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = controlSocketPath(dataDir);
  let backup: BackupHandler | undefined;
  let running = false;
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    let line = '';
    const onData = (chunk: Buffer) => {
      line += chunk.toString('utf8');
      const end = line.indexOf('\n');
      if (end < 0) return;
      socket.off('data', onData);
      void handle(socket, line.slice(0, end).trim());
    };
    socket.on('data', onData);
  });
  const handle = async (socket: net.Socket, command: string) => {
    if (command === 'status') {
      answer(socket, { ok: true, pid: process.pid, ready: !!backup });
      socket.end();
      return;
    }
    if (command !== 'backup') {
      answer(socket, { ok: false, error: `unknown command ${command}` });
      socket.end();
      return;
    }
    if (!backup || running) {
      const error = running ? 'a backup is already running' : 'the server is still starting';
      answer(socket, { ok: false, error: `${error}; try again in a moment` });
      socket.end();
      return;
    }
    running = true;
    try {
      answer(socket, { ok: true, pid: process.pid });
      await backup(socket);
      socket.end();
    } catch (error) {
      // The archive is cut short: the client's check of its end refuses it.
      socket.destroy(error instanceof Error ? error : new Error(String(error)));
    } finally {
      running = false;
    }
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => {
        server.off('error', reject);
        resolve();
      });
    });
  try {
    await listen();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const other = await connect(file);
    if (other) {
      other.destroy();
      throw new Error(
        `another Wander server runs on ${dataDir} (it answers on ${file}); one process opens the embedded database at a time`,
      );
    }
    fs.rmSync(file, { force: true });
    await listen();
  }
  fs.chmodSync(file, 0o600);
  return {
    onBackup: (handler) => void (backup = handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(file, { force: true });
      }),
  };
}

export interface ControlAnswer {
  ok: boolean;
  error?: string;
  pid?: number;
  ready?: boolean;
  /** The connection, positioned after the answer line (a backup's bytes follow). */
  socket: net.Socket;
}

/** Sends `command` to the server running on `dataDir`; undefined when none runs. */
export async function askServer(
  dataDir: string,
  command: string,
): Promise<ControlAnswer | undefined> {
  const socket = await connect(controlSocketPath(dataDir));
  if (!socket) return undefined;
  socket.write(`${command}\n`);
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(0x0a);
      if (end < 0) return;
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.pause();
      const rest = buffered.subarray(end + 1);
      if (rest.length > 0) socket.unshift(rest);
      try {
        resolve({ ...JSON.parse(buffered.subarray(0, end).toString('utf8')), socket });
      } catch (error) {
        reject(error as Error);
      }
    };
    const onEnd = () => reject(new Error('the server closed the control connection'));
    socket.on('data', onData);
    socket.once('end', onEnd);
    socket.once('error', reject);
  });
}

/**
 * Throws when a server runs on the embedded database of `dataDir`: a command that opens it
 * itself (an admin's creation, a re-seal, a restore) must not while a server has it open.
 */
export async function assertNoServerOn(dataDir: string) {
  const running = await askServer(dataDir, 'status');
  if (!running) return;
  running.socket.destroy();
  throw new Error(`a server runs on ${dataDir} (pid ${running.pid}): stop it first`);
}
