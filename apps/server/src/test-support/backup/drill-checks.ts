import pg from 'pg';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The eSIMs of an order: those its invoice lines hold and those bought for its lines. */
const ESIMS_OF_ORDERS = `
  select pol.po_id as id, s.iccid from wander_serial_numbers s
  join invoice_lines il on il.id = s.invoice_line_id
  join purchase_order_lines pol on pol.id = il.po_line_id
  where pol.po_id = any($1::uuid[])
  union
  select pol.po_id, s.iccid from wander_serial_numbers s
  join purchase_order_lines pol on pol.id = s.reserved_for_line_id
  where pol.po_id = any($1::uuid[])`;

export type EsimsByOrder = Record<string, string[]>;

function grouped(rows: { id: string; iccid: string }[]): EsimsByOrder {
  const out: EsimsByOrder = {};
  for (const row of rows) (out[row.id] ??= []).push(row.iccid);
  for (const list of Object.values(out)) list.sort();
  return out;
}

/**
 * The moment T of the drill, read from the database, with the eSIMs the given orders had then,
 * in one snapshot: everything the snapshot shows committed before T (the snapshot is taken when
 * its first statement starts, clock_timestamp() is read during it).
 */
const NOW = `select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' as t`;

export async function momentWithEsims(url: string, orderIds: string[]) {
  return withClient(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ t: string }>(NOW);
    const esims = grouped((await client.query(ESIMS_OF_ORDERS, [orderIds])).rows);
    await client.query('commit');
    return { t: rows[0].t, esims };
  });
}

/** The database's clock now, as a restore target (UTC, microseconds). */
export const moment = (url: string) =>
  withClient(url, async (client) => (await client.query<{ t: string }>(NOW)).rows[0].t);

export const esimsOf = (url: string, orderIds: string[]) =>
  withClient(url, async (client) =>
    grouped((await client.query(ESIMS_OF_ORDERS, [orderIds])).rows),
  );

/** Serials held by two orders: one ICCID twice, or bought for one order and issued to another. */
export const serialsInTwoOrders = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query(`
      select iccid, count(*) as rows from wander_serial_numbers group by iccid having count(*) > 1
      union all
      select s.iccid, 2 from wander_serial_numbers s
      join invoice_lines il on il.id = s.invoice_line_id
      join purchase_order_lines issued on issued.id = il.po_line_id
      join purchase_order_lines reserved on reserved.id = s.reserved_for_line_id
      where issued.po_id <> reserved.po_id`);
    return rows;
  });

/** How many of the table's rows were created after `t` (the drill checks none survive). */
export const createdAfter = (url: string, table: string, t: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from ${table} where created_at > $1::timestamptz`,
      [t],
    );
    return rows[0].n;
  });

export const tableExists = (url: string, table: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ ok: boolean }>(
      `select to_regclass($1) is not null as ok`,
      [table],
    );
    return rows[0].ok;
  });

export const execute = (url: string, statement: string) =>
  withClient(url, async (client) => void (await client.query(statement)));

export const databaseSize = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ size: string }>(
      'select pg_size_pretty(pg_database_size(current_database())) as size',
    );
    return rows[0].size;
  });
