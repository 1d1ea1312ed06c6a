import pg from 'pg';

/**
 * DIST001's plans in stock (the Singapore ones deliver on payment, the Japanese ones by hand) and
 * those the Demo Supplier supplies.
 */
export async function planIds(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; code: string }>(
      `select v.id, v.variant_code as code from product_prices pp
       join product_variants v on v.id = pp.variant_id
       where pp.entity_code = 'DIST001'
         and (v.variant_code like 'WDR-SG-DATA-%' or v.variant_code like 'WDR-JP-DATA-%')
         and (select count(*) from wander_serial_numbers s where s.variant_id = v.id
              and s.entity_code = 'DIST001' and s.status = 'available') >= 30`,
    );
    const onPayment = rows.filter((r) => r.code.startsWith('WDR-SG')).map((r) => r.id);
    const byHand = rows.filter((r) => r.code.startsWith('WDR-JP')).map((r) => r.id);
    // The Demo Supplier's plans: no stock, bought from the provider by the delivery job.
    const supplied = await client.query<{ id: string }>(
      `select s.variant_id as id from plan_supplies s
       where s.entity_code = 'DIST001' and s.mode = 'provider'`,
    );
    const fromProvider = supplied.rows.map((r) => r.id);
    if (onPayment.length === 0 || byHand.length === 0 || fromProvider.length === 0) {
      throw new Error('demo plans not found');
    }
    return { onPayment, byHand, fromProvider };
  } finally {
    await client.end();
  }
}
