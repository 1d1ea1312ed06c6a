import pg from 'pg';

/** The run's own purchase orders carry this in their remarks. */
export const RUN_TAG = 'kill9';

/**
 * Each query answers the rows that break one invariant (none: it holds). They read committed
 * state only, so they hold at every moment, whatever a killed process was doing.
 */
export const ALWAYS: Record<string, string> = {
  'a wallet balance differs from the sum of its ledger': `
    select w.id, w.balance_minor, coalesce(sum(t.amount_minor), 0) as ledger
    from wallets w left join wallet_transactions t on t.wallet_id = w.id
    group by w.id having w.balance_minor <> coalesce(sum(t.amount_minor), 0)`,
  'a wallet-paid order is Paid, Fulfilled or Completed without its debit': `
    select po.document_no, po.status from purchase_orders po
    where po.payment_method = 'wallet' and po.status in ('Paid', 'Fulfilled', 'Completed')
      and po.total_minor > 0
      and (select count(*) from wallet_transactions t
           where t.purchase_order_id = po.id and t.kind = 'purchase'
             and t.amount_minor = -po.total_minor) <> 1`,
  'a purchase debit whose order is not paid (nor cancelled with its refund)': `
    select t.id, po.document_no, po.status from wallet_transactions t
    join purchase_orders po on po.id = t.purchase_order_id
    where t.kind = 'purchase'
      and not (po.payment_method = 'wallet' and po.status in ('Paid', 'Fulfilled', 'Completed'))
      and not (po.status = 'Cancelled' and exists (select 1 from wallet_transactions r
               where r.purchase_order_id = po.id and r.kind = 'refund'))`,
  'a serial is allocated or delivered without the invoice line that holds it': `
    select s.iccid, s.status from wander_serial_numbers s
    where s.status in ('allocated', 'delivered')
      and not exists (select 1 from invoice_lines il where il.id = s.invoice_line_id)`,
  "an issued invoice line does not hold exactly its quantity of serials in the invoice's state": `
    select i.document_no, il.line_no, il.qty, count(s.id) as serials from invoices i
    join invoice_lines il on il.invoice_id = i.id
    left join wander_serial_numbers s on s.invoice_line_id = il.id
      and s.status = case i.status when 'Completed' then 'delivered' else 'allocated' end
    where i.status in ('Open', 'Completed') and i.po_id is not null
    group by i.document_no, il.id having count(s.id) <> il.qty`,
  "an order's status and its invoice disagree (Paid: none; Fulfilled: Open; Completed: Completed)": `
    select po.document_no, po.status, i.status as invoice from purchase_orders po
    left join invoices i on i.po_id = po.id
    where po.remarks like '${RUN_TAG}%' and not (
      (po.status in ('Draft', 'Submitted', 'Paid') and i.id is null)
      or (po.status = 'Fulfilled' and i.status = 'Open')
      or (po.status = 'Completed' and i.status = 'Completed'))`,
  'a top-up is paid without exactly one credit of its amount, or credited while not paid': `
    select u.id, u.status, count(t.id) as credits from wallet_top_ups u
    left join wallet_transactions t on t.top_up_id = u.id and t.kind = 'topup'
      and t.amount_minor = u.amount_minor and t.wallet_id = u.wallet_id
    group by u.id having count(t.id) <> case u.status when 'paid' then 1 else 0 end`,
  'an order got its eSIM e-mail other than once per completion': `
    select po.document_no, po.status, count(m.id) as mails from purchase_orders po
    left join email_logs m on m.template = 'esim-delivery'
      and m.subject like 'Your eSIMs for ' || po.document_no || ' (%'
    where po.remarks like '${RUN_TAG}%'
    group by po.id having count(m.id) <> case po.status when 'Completed' then 1 else 0 end`,
  'delivery on payment recorded against an order in the wrong state': `
    select po.document_no, po.status, po.delivery_on_payment from purchase_orders po
    where po.remarks like '${RUN_TAG}%' and (
      (po.delivery_on_payment = 'Delivered' and po.status <> 'Completed')
      or (po.delivery_on_payment = 'Pending' and po.status <> 'Paid'))`,
  'a provider-supplied line was bought more than once (more eSIMs than ordered, or two provider orders)': `
    select pol.id, pol.qty, count(distinct s.id) as esims, count(distinct o.id) as orders
    from purchase_order_lines pol
    left join wander_serial_numbers s on s.reserved_for_line_id = pol.id
    left join provider_orders o on o.po_line_id = pol.id
    group by pol.id, pol.qty
    having count(distinct s.id) > pol.qty or count(distinct o.id) > 1`,
  'one idempotency key of the run paid more than one order': `
    select po.remarks, count(*) from purchase_orders po
    where po.remarks like '${RUN_TAG} key %' group by po.remarks having count(*) > 1`,
};

/** Once the work is let finish: nothing waits on a job any more. */
export const AT_REST: Record<string, string> = {
  'a paid order that delivers on payment was not delivered (its job was lost or failed)': `
    select po.document_no, po.status, po.delivery_on_payment from purchase_orders po
    where po.remarks like '${RUN_TAG}%' and po.delivery_on_payment is not null
      and po.delivery_on_payment <> 'Delivered'`,
  'a provider order of the run was left half-done': `
    select o.reference, o.status from provider_orders o
    join purchase_orders po on po.id = o.po_id
    where po.remarks like '${RUN_TAG}%' and o.status <> 'Completed'`,
};

export type Violations = Record<string, unknown[]>;

async function run(url: string, checks: Record<string, string>): Promise<Violations> {
  const client = new pg.Client({ connectionString: url });
  // A connection cut by a failover must fail its query, not the test run.
  client.on('error', () => undefined);
  await client.connect();
  const found: Violations = {};
  try {
    // One snapshot for every check, taken while the next process already serves.
    await client.query('begin isolation level repeatable read read only');
    for (const [name, statement] of Object.entries(checks)) {
      const { rows } = await client.query(statement);
      if (rows.length > 0) found[name] = rows.slice(0, 5);
    }
    await client.query('commit');
  } finally {
    await client.end();
  }
  return found;
}

export const invariantsAlways = (url: string) => run(url, ALWAYS);
export const invariantsAtRest = (url: string) => run(url, { ...ALWAYS, ...AT_REST });

/** What the run left behind, for the log: orders by state, top-ups, delivery jobs by state. */
export async function runSummary(url: string) {
  const client = new pg.Client({ connectionString: url });
  // A connection cut by a failover must fail its query, not the test run.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const q = async (sql: string) =>
      Object.fromEntries(
        (await client.query(sql)).rows.map((r: { k: string; n: string }) => [
          r.k,
          Number.isNaN(Number(r.n)) ? r.n : Number(r.n),
        ]),
      );
    return {
      orders: await q(`select status || coalesce('/' || delivery_on_payment, '') as k, count(*) as n
        from purchase_orders where remarks like '${RUN_TAG}%' group by 1 order by 1`),
      topUps: await q(`select status as k, count(*) as n from wallet_top_ups group by 1`),
      deliveryJobs: await q(`select state as k, count(*) as n from pgboss.job
        where name = 'orders.deliver-on-payment' group by 1`),
      queuePolicies: await q(`select name as k, policy as n from pgboss.queue order by 1`),
    };
  } finally {
    await client.end();
  }
}

/** Picks work for the distributor: the run's paid orders to fulfil and fulfilled ones to complete. */
export async function distributorWork(url: string) {
  const client = new pg.Client({ connectionString: url });
  // A connection cut by a failover must fail its query, not the test run.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; status: string; invoice_id: string | null }>(
      `select po.id, po.status, i.id as invoice_id from purchase_orders po
       left join invoices i on i.po_id = po.id
       where po.remarks like '${RUN_TAG}%' and po.delivery_on_payment is null
         and po.status in ('Paid', 'Fulfilled')`,
    );
    return rows;
  } finally {
    await client.end();
  }
}
