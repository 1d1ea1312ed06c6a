/**
 * Heavy neighbours (issue 39): does one client's heavy work hold the others' requests? 50 clients
 * search the catalogue (as the demo customer, uncached: every search runs its statements), each
 * at BENCH_RATE searches a second (default 4: 200 a second, a third of what this server answers
 * flat out on 2 cores; latency counted from when a search was due, so a late one counts late),
 * for BENCH_SECONDS, first with nothing else running (quiet), then while one client, in loops:
 *   - plans a 1,000-traveller group whose travellers each have their own trip (POST Plan),
 *   - imports a 5,000-row roster as an xlsx (refused: a group has at most 1,000 travellers),
 *   - downloads 20 invoice PDFs one after the other (the distributor's newest).
 * Reports the searchers' p50/p95/p99 and the server's event-loop delay (monitorEventLoopDelay in
 * the server's own process) for both phases, and what the heavy client got done.
 * Goal (2 cores): the searchers' p95 at most 1.5 x the quiet one, event-loop delay p99 under
 * 50 ms. Exits 1 when a goal is missed or a heavy call fails.
 * Run: npm run bench:neighbours   (BENCH_SECONDS, default 20; BENCH_DATABASES, default postgres:
 * a database of its own beside BENCH_DATABASE_URL's; pglite: the embedded database, whose queries
 * run on the server's event loop; DATABASE_POOL_SIZE)
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import readline from 'node:readline';
import ExcelJS from 'exceljs';
import { CatalogPath } from '@wander/contract';
import { forEachBenchDatabase } from './bench-databases.js';
import { httpLoad, type Figures } from './load.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SEARCHERS = 50;
/** Searches a second of each client (BENCH_RATE; 0: as fast as the server answers). */
const RATE = Number(process.env.BENCH_RATE ?? 4);

interface Ready {
  address: string;
  customer: string;
  distributor: string;
  groupId: string;
  rosterGroupId: string;
  invoiceIds: string[];
}

async function rosterXlsx(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Travellers');
  sheet.addRow(['name', 'email', 'phone', 'language', 'legs', 'gbPerDay']);
  for (let i = 0; i < rows; i++) {
    sheet.addRow([`Traveller ${i + 1}`, `t${i + 1}@tour.example.com`, '', 'en', 'JP:3', '']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const roster = await rosterXlsx(5000);

/** One run against one database (undefined: the embedded one); answers whether every goal was met. */
async function runOn(databaseUrl: string | undefined): Promise<boolean> {
  const child = spawn(
    process.execPath,
    [
      // BENCH_PROFILE=dir writes the server's CPU profile there (its main thread's and workers').
      ...(process.env.BENCH_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
        : []),
      '--import',
      'tsx',
      'bench/neighbours-server.ts',
    ],
    {
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = readline.createInterface({ input: child.stdout! });
  const queue: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  lines.on('line', (line) => {
    // The server's own messages (the mail log's notice) are not its answers.
    if (!line.startsWith('{')) return;
    const next = waiting.shift();
    if (next) next(line);
    else queue.push(line);
  });
  const nextLine = () =>
    new Promise<string>((resolve) => {
      const line = queue.shift();
      if (line !== undefined) resolve(line);
      else waiting.push(resolve);
    });
  const ask = async (command: string) => {
    child.stdin!.write(`${command}\n`);
    return JSON.parse(await nextLine());
  };

  const ready = JSON.parse(await nextLine()) as Ready;
  const base = ready.address;
  const as = (token: string, company: string) => ({
    authorization: `Bearer ${token}`,
    'x-company-code': company,
  });
  const customer = as(ready.customer, 'CUST001');
  const distributor = as(ready.distributor, 'DIST001');

  /** The searchers: autocannon, 50 connections, every answer's latency kept. */
  const search = () =>
    httpLoad({
      url: `${base}/api/${CatalogPath.search}`,
      connections: SEARCHERS,
      seconds: SECONDS,
      method: 'POST',
      headers: { ...customer, 'content-type': 'application/json' },
      connectionRate: RATE || undefined,
      body: JSON.stringify({
        pageIndex: 1,
        pageSize: 12,
        distributorEntityCode: 'DIST001',
        countryCode: ['JP'],
      }),
    });

  interface Heavy {
    name: string;
    done: number;
    failed: number;
    ms: number[];
    last?: string;
  }
  async function loop(
    heavy: Heavy,
    until: () => boolean,
    call: () => Promise<Response>,
    expected: number,
  ) {
    while (!until()) {
      const started = performance.now();
      const status = await statusOf(call());
      heavy.ms.push(performance.now() - started);
      if (status === expected) heavy.done++;
      else {
        heavy.failed++;
        heavy.last = `HTTP ${status}`;
      }
    }
  }

  /** The answer's status once its body is read. */
  async function statusOf(answer: Promise<Response>): Promise<number> {
    const res = await answer;
    await res.arrayBuffer();
    return res.status;
  }

  async function phase(withHeavy: boolean) {
    await ask('reset');
    let over = false;
    const heavy: Heavy[] = [
      { name: 'plan 1,000 travellers', done: 0, failed: 0, ms: [] },
      { name: 'import 5,000-row roster (refused)', done: 0, failed: 0, ms: [] },
      { name: '20 invoice PDFs', done: 0, failed: 0, ms: [] },
    ];
    const loops = withHeavy
      ? [
          () =>
            loop(
              heavy[0],
              () => over,
              () =>
                fetch(`${base}/api/network/GroupOrders/Plan/${ready.groupId}`, {
                  method: 'POST',
                  headers: customer,
                }),
              200,
            ),
          () =>
            loop(
              heavy[1],
              () => over,
              () => {
                const form = new FormData();
                form.append('file', new Blob([roster]), 'roster.xlsx');
                return fetch(`${base}/api/network/GroupOrders/Import/${ready.rosterGroupId}`, {
                  method: 'POST',
                  headers: customer,
                  body: form,
                });
              },
              400,
            ),
          () =>
            loop(
              heavy[2],
              () => over,
              async () => {
                // The 20 in a row; the first one not answered with a PDF is the loop's answer.
                for (const id of ready.invoiceIds) {
                  const res = await fetch(`${base}/api/payment/Invoices/CreatePDF/${id}`, {
                    method: 'POST',
                    headers: distributor,
                  });
                  if (res.status !== 200) return res;
                  await res.arrayBuffer();
                }
                return new Response(null, { status: 200 });
              },
              200,
            ),
        ]
      : [];
    // BENCH_HEAVY=plan,import,pdf runs some of the heavy loops (which one costs the others most).
    const only = process.env.BENCH_HEAVY?.split(',');
    const kinds = ['plan', 'import', 'pdf'];
    const running = loops
      .filter((_, i) => !only || only.includes(kinds[i]))
      .map((start) => start());
    if (only) heavy.splice(0, heavy.length, ...heavy.filter((_, i) => only.includes(kinds[i])));
    const figures = await search();
    over = true;
    await Promise.all(running);
    const delay = (await ask('report')) as { p50: number; p99: number; max: number };
    return { figures, delay, heavy };
  }

  const row = (label: string, f: Figures, d: { p99: number; max: number }) =>
    `${label.padEnd(8)} ${String(f.requests).padStart(7)} ${f.rps.toFixed(0).padStart(6)} ${f.p50.toFixed(1).padStart(7)} ${f.p95.toFixed(1).padStart(7)} ${f.p99.toFixed(1).padStart(7)} ${String(f.errors).padStart(6)} ${d.p99.toFixed(1).padStart(8)} ${d.max.toFixed(1).padStart(8)}`;

  console.log(
    `bench:neighbours on ${databaseUrl ? 'PostgreSQL' : 'the embedded database (PGlite)'}, ${os.availableParallelism()} cores, ${SEARCHERS} searchers${RATE ? ` at ${RATE} searches a second each` : ' as fast as answered'} for ${SECONDS} s per phase`,
  );
  await search(); // warm-up (statements prepared, the catalogue read once)
  const quiet = await phase(false);
  const busy = await phase(true);
  console.log('phase    answers  req/s     p50     p95     p99 errors  loop p99  loop max   (ms)');
  console.log(row('quiet', quiet.figures, quiet.delay));
  console.log(row('heavy', busy.figures, busy.delay));
  for (const h of busy.heavy) {
    const mean = h.ms.length ? h.ms.reduce((a, b) => a + b, 0) / h.ms.length : NaN;
    console.log(
      `  ${h.name}: ${h.done} done, ${h.failed} failed${h.last ? ` (${h.last})` : ''}, ${mean.toFixed(0)} ms each`,
    );
  }
  const ratio = busy.figures.p95 / quiet.figures.p95;
  const goals = [
    [`searchers' p95 ${ratio.toFixed(2)} x the quiet one (goal <= 1.5)`, ratio <= 1.5],
    [`event-loop delay p99 ${busy.delay.p99} ms while heavy (goal < 50)`, busy.delay.p99 < 50],
    [
      'every heavy call answered as expected',
      busy.heavy.every((h) => h.failed === 0 && h.done > 0),
    ],
    ['no search failed', busy.figures.errors === 0 && quiet.figures.errors === 0],
  ] as const;
  for (const [what, met] of goals) console.log(`${met ? 'MET   ' : 'MISSED'} ${what}`);
  // The server closes on `quit` (it answers nothing).
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin!.write('quit\n');
  await exited;
  return goals.every(([, met]) => met);
}

let met = true;
await forEachBenchDatabase('wander_neighbours', 'postgres', async (url) => {
  met = (await runOn(url)) && met;
});
process.exit(met ? 0 : 1);
