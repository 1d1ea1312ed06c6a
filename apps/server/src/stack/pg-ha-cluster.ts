import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPrimaryProxy } from './primary-proxy.js';

/**
 * PostgreSQL as the most trusted deployments run it, on this one machine (issue 31): Debian's
 * pg_auto_failover (`postgresql-15-auto-failover`, `pg-auto-failover-cli`): a monitor, a primary
 * and a synchronous standby, each its own `pg_autoctl` keeper with its own data directory, on
 * local ports; in front of them haproxy, which sends connections to whichever node is the
 * writable primary (./primary-proxy.ts). Nothing here touches the machine's own cluster.
 */
export const PG_BINDIR = process.env.PG_HA_BINDIR ?? '/usr/lib/postgresql/15/bin';
export const PG_AUTOCTL = process.env.PG_AUTOCTL_PATH ?? '/usr/bin/pg_autoctl';

export function pgAutoFailoverInstalled(): boolean {
  return fs.existsSync(PG_AUTOCTL) && fs.existsSync(path.join(PG_BINDIR, 'pg_ctl'));
}

export interface HaNode {
  name: string;
  port: number;
  pgdata: string;
  /** The node's keeper (`pg_autoctl`), whose process group holds its PostgreSQL too. */
  keeper?: ChildProcess;
}

export interface HaPorts {
  monitor: number;
  nodes: [number, number];
  proxy: number;
}

/**
 * The monitor's timings, shortened from pg_auto_failover's defaults (a keeper silent for 20 s,
 * 30 s for the old primary to demote itself) so a failover takes seconds: a node is unhealthy
 * when its keeper has not reported for 3 s and the monitor's own connection check fails.
 */
const MONITOR_SETTINGS: Record<string, number> = {
  'pgautofailover.health_check_period': 1000,
  'pgautofailover.health_check_timeout': 1000,
  'pgautofailover.health_check_max_retries': 1,
  'pgautofailover.health_check_retry_delay': 500,
  'pgautofailover.node_considered_unhealthy_timeout': 3000,
  'pgautofailover.primary_demote_timeout': 3000,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** pg_autoctl refuses to run as root: as root, every process runs as the `postgres` user. */
function runAs(): { uid?: number; gid?: number; user: string } {
  if (process.getuid?.() !== 0) return { user: os.userInfo().username };
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g'), user: 'postgres' };
}

export class HaCluster {
  readonly nodes: HaNode[];
  readonly url: string;
  private monitor?: ChildProcess;
  private proxyClose?: () => Promise<void>;
  private readonly who = runAs();
  private readonly env: NodeJS.ProcessEnv;

  constructor(
    readonly ports: HaPorts,
    readonly dir: string,
  ) {
    this.nodes = ports.nodes.map((port, i) => ({
      name: `node${i + 1}`,
      port,
      pgdata: path.join(dir, `node${i + 1}`),
    }));
    this.url = `postgres://postgres@127.0.0.1:${ports.proxy}/postgres`;
    // pg_autoctl keeps its configuration, state and pid files under these: all in `dir`.
    this.env = {
      PATH: `${PG_BINDIR}:${process.env.PATH ?? ''}`,
      HOME: dir,
      XDG_CONFIG_HOME: path.join(dir, 'config'),
      XDG_DATA_HOME: path.join(dir, 'data'),
      XDG_RUNTIME_DIR: path.join(dir, 'run'),
      LANG: 'C.UTF-8',
    };
  }

  get monitorUrl() {
    return `postgres://autoctl_node@127.0.0.1:${this.ports.monitor}/pg_auto_failover?sslmode=disable`;
  }

  private autoctl(args: string[], log: string): ChildProcess {
    const out = fs.openSync(path.join(this.dir, log), 'a');
    const child = spawn(PG_AUTOCTL, args, {
      env: this.env,
      uid: this.who.uid,
      gid: this.who.gid,
      // A process group of its own: the keeper, its PostgreSQL and every backend die together.
      detached: true,
      stdio: ['ignore', out, out],
    });
    child.once('exit', () => fs.closeSync(out));
    return child;
  }

  private async monitorQuery<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
    const client = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${this.ports.monitor}/pg_auto_failover`,
      connectionTimeoutMillis: 2_000,
    });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query<T>(sql)).rows;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** Each node's reported and assigned state, from the monitor. */
  async states(): Promise<{ name: string; reported: string; goal: string }[]> {
    return this.monitorQuery(
      `select nodename as name, reportedstate::text as reported, goalstate::text as goal
       from pgautofailover.node order by nodeid`,
    );
  }

  /** The primary with its synchronous standby in step: both report the state assigned to them. */
  async steady(): Promise<{ primary: HaNode; standby: HaNode } | undefined> {
    const states = await this.states().catch(() => []);
    const primary = states.find((s) => s.reported === 'primary' && s.goal === 'primary');
    const standby = states.find((s) => s.reported === 'secondary' && s.goal === 'secondary');
    if (!primary || !standby || states.length !== 2) return undefined;
    return { primary: this.node(primary.name), standby: this.node(standby.name) };
  }

  async waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await probe().catch(() => undefined);
      if (found) return found;
      if (Date.now() > deadline) {
        console.error(this.logTails());
        throw new Error(
          `${what}: not within ${timeoutMs / 1000} s (${JSON.stringify(await this.states().catch(() => []))})`,
        );
      }
      await sleep(250);
    }
  }

  /** The end of every keeper's log, for a failure's report. */
  logTails(lines = 25): string {
    return ['monitor', ...this.nodes.map((n) => n.name)]
      .map((name) => {
        const file = path.join(this.dir, `${name}.log`);
        const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
        return `--- ${name}\n${text.split('\n').slice(-lines).join('\n')}`;
      })
      .join('\n');
  }

  node(name: string): HaNode {
    const found = this.nodes.find((n) => n.name === name);
    if (!found) throw new Error(`no node ${name}`);
    return found;
  }

  async start() {
    fs.mkdirSync(this.dir, { recursive: true });
    for (const sub of ['config', 'data', 'run']) fs.mkdirSync(path.join(this.dir, sub));
    if (this.who.uid !== undefined) {
      execFileSync('chown', ['-R', `${this.who.uid}:${this.who.gid}`, this.dir]);
    }
    const common = ['--hostname', '127.0.0.1', '--auth', 'trust', '--no-ssl', '--run'];
    this.monitor = this.autoctl(
      [
        'create',
        'monitor',
        '--pgdata',
        path.join(this.dir, 'monitor'),
        '--pgport',
        String(this.ports.monitor),
        ...common,
      ],
      'monitor.log',
    );
    await this.waitFor(
      'the monitor',
      async () => (await this.monitorQuery('select 1 from pgautofailover.formation')).length > 0,
    );
    for (const [name, value] of Object.entries(MONITOR_SETTINGS)) {
      await this.monitorQuery(`alter system set ${name} = ${value}`);
    }
    await this.monitorQuery('select pg_reload_conf()');
    const create = (node: HaNode) =>
      (node.keeper = this.autoctl(
        [
          'create',
          'postgres',
          '--pgdata',
          node.pgdata,
          '--pgport',
          String(node.port),
          '--listen',
          '127.0.0.1',
          '--name',
          node.name,
          '--monitor',
          this.monitorUrl,
          ...common,
        ],
        `${node.name}.log`,
      ));
    // The first node initialises the primary; the second is cloned from it as its standby.
    create(this.nodes[0]);
    await this.waitFor('the first node', async () =>
      (await this.states()).some((s) => s.reported === 'single'),
    );
    create(this.nodes[1]);
    await this.waitFor('the standby', () => this.steady());
    const proxy = await startPrimaryProxy(this.ports.nodes, {
      port: this.ports.proxy,
      dir: this.dir,
      user: 'postgres',
    });
    this.proxyClose = proxy.close;
    // haproxy starts with every node up until its first check fails (the standby's within the
    // 1 s check timeout): only then does every connection go to the primary.
    await sleep(2_500);
    await this.waitFor('the proxy to the primary', () => this.writable());
  }

  /** Answers true once a connection through the proxy reaches a writable primary. */
  async writable(): Promise<boolean> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const { rows } = await client.query<{ ro: boolean }>(
        "select pg_is_in_recovery() or current_setting('transaction_read_only')::bool as ro",
      );
      return rows[0]?.ro === false;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /**
   * SIGKILL to the node's keeper and its PostgreSQL (postmaster and every backend) at once: the
   * machine is lost. A PostgreSQL killed alone is restarted in place by its keeper within a
   * second, which is a restart, not a failover.
   */
  async kill(node: HaNode) {
    const keeper = node.keeper;
    if (!keeper?.pid || keeper.exitCode !== null || keeper.signalCode !== null) {
      throw new Error(`${node.name} is not running`);
    }
    const exited = new Promise((r) => keeper.once('exit', r));
    process.kill(-keeper.pid, 'SIGKILL');
    await exited;
    node.keeper = undefined;
  }

  /** The node's keeper again: it learns from the monitor it was demoted, rewinds and follows. */
  rejoin(node: HaNode) {
    node.keeper = this.autoctl(['run', '--pgdata', node.pgdata], `${node.name}.log`);
  }

  /** Stops a node as an operator would (`pg_autoctl stop`), waiting for its keeper to exit. */
  async stopNode(node: HaNode) {
    const keeper = node.keeper;
    if (!keeper?.pid || keeper.exitCode !== null || keeper.signalCode !== null) return;
    const exited = new Promise((r) => keeper.once('exit', r));
    process.kill(-keeper.pid, 'SIGTERM');
    const timer = setTimeout(() => process.kill(-keeper.pid!, 'SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
    node.keeper = undefined;
  }

  async stop() {
    await this.proxyClose?.().catch(() => undefined);
    for (const node of this.nodes) await this.stopNode(node).catch(() => undefined);
    const monitor = this.monitor;
    if (monitor?.pid && monitor.exitCode === null && monitor.signalCode === null) {
      const exited = new Promise((r) => monitor.once('exit', r));
      process.kill(-monitor.pid, 'SIGTERM');
      const timer = setTimeout(() => process.kill(-monitor.pid!, 'SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Starts a cluster in a fresh temporary directory. */
export async function startHaCluster(ports: HaPorts): Promise<HaCluster> {
  const cluster = new HaCluster(ports, fs.mkdtempSync(path.join(os.tmpdir(), 'wander-pg-ha-')));
  try {
    await cluster.start();
  } catch (error) {
    const logs = cluster.logTails();
    await cluster.stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${logs}`);
  }
  return cluster;
}
