import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** As root, pgBackRest and pg_ctl run as `postgres` (the owner of the data directory). */
export function asPostgres(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

export function chownToPostgres(target: string) {
  const { uid, gid } = asPostgres();
  if (uid !== undefined && gid !== undefined) fs.chownSync(target, uid, gid);
}

/** Runs a program (as `postgres` when root); answers its standard output, throws with its errors. */
export function runTool(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...asPostgres(),
      cwd: '/',
      env: { PATH: process.env.PATH, LANG: 'C.UTF-8', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(out);
      else
        reject(
          new Error(
            `${path.basename(command)} ${args.join(' ')} failed (exit ${code}): ${(err || out).trim().slice(-2000)}`,
          ),
        );
    });
  });
}

export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const setting = async (client: pg.Client, name: string) =>
  (await client.query<{ v: string }>(`select current_setting($1) as v`, [name])).rows[0].v;
