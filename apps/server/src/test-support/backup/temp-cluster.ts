import fs from 'node:fs';
import path from 'node:path';
import { chownToPostgres, runTool } from '../../platform/backup/pg-tools.js';
import { PG_BINDIR } from '../../stack/pg-ha-cluster.js';

/**
 * A PostgreSQL cluster of its own for a test (Debian's binaries, run as the `postgres` user when
 * the test runs as root), in `dir`, on `port`, its socket in `dir/run`: the machine's own cluster
 * is never touched.
 */
export class TempCluster {
  readonly pgdata: string;
  readonly socketDir: string;
  readonly logFile: string;

  constructor(
    readonly dir: string,
    readonly port: number,
  ) {
    this.pgdata = path.join(dir, 'pgdata');
    this.socketDir = path.join(dir, 'run');
    this.logFile = path.join(dir, 'postgres.log');
  }

  url(database = 'postgres') {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  private pgCtl(args: string[]) {
    return runTool(path.join(PG_BINDIR, 'pg_ctl'), ['-D', this.pgdata, ...args]);
  }

  async init() {
    for (const sub of [this.dir, this.socketDir]) {
      fs.mkdirSync(sub, { recursive: true });
      chownToPostgres(sub);
    }
    await runTool(path.join(PG_BINDIR, 'initdb'), [
      '-D',
      this.pgdata,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    fs.appendFileSync(
      path.join(this.pgdata, 'postgresql.conf'),
      [
        `port = ${this.port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${this.socketDir}'`,
        // A test on a shared disk: what a crash would need is not what is tested here.
        'fsync = off',
        '',
      ].join('\n'),
    );
  }

  start() {
    return this.pgCtl(['-l', this.logFile, '-w', '-t', '60', 'start']);
  }

  restart() {
    return this.pgCtl(['-l', this.logFile, '-w', '-t', '60', '-m', 'fast', 'restart']);
  }

  async stop() {
    if (!fs.existsSync(path.join(this.pgdata, 'postmaster.pid'))) return;
    await this.pgCtl(['-w', '-t', '60', '-m', 'immediate', 'stop']).catch(() => undefined);
  }
}

/** Stops a cluster started in `pgdata` (a restored one) if it runs. */
export async function stopCluster(pgdata: string) {
  if (!fs.existsSync(path.join(pgdata, 'postmaster.pid'))) return;
  await runTool(path.join(PG_BINDIR, 'pg_ctl'), [
    '-D',
    pgdata,
    '-w',
    '-m',
    'immediate',
    'stop',
  ]).catch(() => undefined);
}
