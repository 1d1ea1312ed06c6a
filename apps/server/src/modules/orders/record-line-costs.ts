import { sql, type SQL } from 'drizzle-orm';
import { rateToDecimal } from '@wander/contract';
import type { Db, Tx } from '../../platform/db/client.js';
import { purchaseOrderLineCosts, type LineCostPart } from '../../db/schema/index.js';
import { convertStored, ratesOrNone, type DayRate } from '../rates/rate-on.js';

interface CostRow {
  line_id: string;
  seller: string;
  po_id: string;
  sale_currency: string;
  day: string;
  cost_type_id: string | null;
  cost_type_name: string | null;
  currency: string | null;
  amount_minor: string | number | null;
}

/**
 * Records the cost at the moment of sale of the lines of the paid orders matching `where` (on
 * `po`) that have none yet (issue 40). Per line and cost type, the seller's latest active cost
 * setup effective on the payment day (UTC), in the sale's currency when there is one, else in
 * another currency converted at the rate of that day (the latest earlier one, flagged, when the
 * day has none). A line whose plan has no cost is recorded 'no_cost'; one with a part that no
 * rate converts, 'no_rate' (never a silent 1:1). At most `limit` lines; answers how many.
 */
export async function recordLineCosts(tx: Tx, where: SQL, limit = 5_000): Promise<number> {
  const result = await tx.execute(sql`
    with lines as (
      select l.id, l.po_id, l.variant_id, po.currency, po.distributor_entity_code as seller,
        (po.paid_at at time zone 'UTC')::date as day
      from purchase_orders po join purchase_order_lines l on l.po_id = po.id
      where po.paid_at is not null and ${where}
        and not exists (select 1 from purchase_order_line_costs x
          where x.entity_code = po.distributor_entity_code and x.line_id = l.id)
      order by l.id
      limit ${limit}
    )
    select l.id::text as line_id, l.po_id::text as po_id, l.seller, l.currency as sale_currency,
      l.day::text as day, c.cost_type_id::text as cost_type_id, ct.cost_type_name,
      c.currency, c.amount_minor
    from lines l
    left join lateral (
      select distinct on (cs.cost_type_id) cs.cost_type_id, cs.currency, cs.amount_minor
      from cost_setups cs
      where cs.variant_id = l.variant_id and cs.entity_code = l.seller and cs.is_active
        and cs.effective_date <= l.day
      order by cs.cost_type_id, (cs.currency = l.currency) desc, cs.effective_date desc
    ) c on true
    left join cost_types ct on ct.id = c.cost_type_id`);
  const rows = (result as unknown as { rows: CostRow[] }).rows;
  if (rows.length === 0) return 0;
  const byLine = new Map<string, CostRow[]>();
  for (const row of rows) byLine.set(row.line_id, [...(byLine.get(row.line_id) ?? []), row]);
  const questions = rows
    .filter((r) => r.currency && r.currency !== r.sale_currency)
    .map((r) => ({ from: r.currency!, to: r.sale_currency, day: r.day }));
  const answers = await ratesOrNone(tx, questions);
  const rateOf = new Map(questions.map((q, i) => [`${q.from}>${q.to}@${q.day}`, answers[i]]));
  const values = [...byLine.values()].map((parts) => snapshotOf(parts, rateOf));
  for (let i = 0; i < values.length; i += 1_000) {
    await tx.insert(purchaseOrderLineCosts).values(values.slice(i, i + 1_000));
  }
  return values.length;
}

/** One line's snapshot from its cost parts (none when the plan has no cost). */
function snapshotOf(rows: CostRow[], rateOf: Map<string, DayRate | null>) {
  const { line_id, po_id, seller, sale_currency, day } = rows[0];
  const parts: LineCostPart[] = rows
    .filter((r) => r.cost_type_id !== null)
    .map((r) => {
      const amountMinor = Number(r.amount_minor);
      const currency = r.currency!;
      if (currency === sale_currency) {
        return { ...partOf(r), amountMinor, rate: '1', rateDate: day, saleMinor: amountMinor };
      }
      const rate = rateOf.get(`${currency}>${sale_currency}@${day}`) ?? null;
      return {
        ...partOf(r),
        amountMinor,
        rate: rate ? rateToDecimal(rate.rate) : null,
        rateDate: rate?.rateDate ?? null,
        saleMinor: rate ? convertStored(amountMinor, rate.rate) : null,
      };
    });
  const currencies = [...new Set(parts.map((p) => p.currency))];
  const single = currencies.length === 1 ? parts[0] : undefined;
  const status = !parts.length
    ? 'no_cost'
    : parts.some((p) => p.saleMinor === null)
      ? 'no_rate'
      : 'costed';
  const exactRates = parts.every((p) => p.rateDate === null || p.rateDate === day);
  return {
    entityCode: seller,
    lineId: line_id,
    poId: po_id,
    status,
    saleCurrency: sale_currency,
    unitCostMinor: status === 'costed' ? parts.reduce((s, p) => s + p.saleMinor!, 0) : null,
    supplierCurrency: single?.currency ?? null,
    supplierCostMinor: single ? parts.reduce((s, p) => s + p.amountMinor, 0) : null,
    rate: single?.rate ?? null,
    rateDate: single?.rateDate ?? null,
    rateExact: parts.length ? exactRates : null,
    costDate: day,
    parts,
  };
}

const partOf = (r: CostRow) => ({
  costTypeId: r.cost_type_id!,
  costTypeName: r.cost_type_name ?? '',
  currency: r.currency!,
});

/**
 * The sales paid before costs were recorded at payment (an existing database's history, orders
 * written by an import or the demo seed): every paid line without a recorded cost gets one, at
 * its payment day's costs and rates, in batches. Idempotent; answers how many lines it recorded.
 */
export async function recordMissingLineCosts(db: Db, where: SQL = sql`true`): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.transaction((tx) => recordLineCosts(tx, where));
    total += n;
    if (n < 5_000) return total;
  }
}
