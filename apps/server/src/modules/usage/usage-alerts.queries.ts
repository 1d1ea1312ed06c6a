import { sql, type SQL } from 'drizzle-orm';
import { MB_PER_GB } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';

/**
 * Whether customer company `customer` is in customer group `groupId` of distributor
 * `distributor`: the group on the distributor's record of the customer (customer/Customers).
 */
export function inCustomerGroup(groupId: SQL, customer: SQL, distributor: SQL): SQL {
  return sql`exists (select 1 from customers m where m.entity_code = ${distributor}
    and m.customer_entity_code = ${customer} and m.customer_group_id = ${groupId})`;
}

/** One delivered eSIM a rule applies to, with its usage and expiry. */
export interface AlertCandidate {
  ruleId: string;
  usagePercent: number | null;
  expiryDays: number | null;
  serialId: string;
  iccid: string;
  entityCode: string;
  distributorName: string;
  customerEntityCode: string;
  customerName: string;
  customerEmail: string;
  productName: string;
  variantName: string;
  allowanceMb: number;
  usedMb: number;
  expiresAt: Date;
  /** A consumer's eSIM (a store order): the consumer gets the alert in its language (issue 41). */
  consumerId: string | null;
  /** The sales platform the consumer's order came through (its brand). */
  platformId: string | null;
}

/**
 * Every (active rule, delivered eSIM) pair where the rule reaches the eSIM's buyer: the eSIM was
 * sold by the rule's distributor to one of its business customers (a company with an e-mail),
 * and the rule is for all customers, for that customer, or for a group the customer is in; or
 * it was bought by one of the distributor's Active consumers through a store (issue 41), whom a
 * rule for all customers reaches. `entityCode` narrows it to one distributor (tests); the
 * thresholds are checked by the caller.
 */
export async function alertCandidates(db: Tx, entityCode?: string): Promise<AlertCandidate[]> {
  const onlyDistributor = entityCode ? sql`and r.entity_code = ${entityCode}` : sql``;
  const result = (await db.execute(sql`
    select r.id as "ruleId", r.usage_percent as "usagePercent", r.expiry_days as "expiryDays",
      s.id as "serialId", s.iccid, s.entity_code as "entityCode", d.company_name as "distributorName",
      i.customer_entity_code as "customerEntityCode",
      coalesce(k.name, c.company_name) as "customerName",
      coalesce(k.email, c.email) as "customerEmail", il.product_name as "productName",
      il.variant_name as "variantName",
      ((case when il.is_day_pass then il.data_gb * il.days else il.data_gb end)
        * ${sql.raw(String(MB_PER_GB))})::float8 as "allowanceMb",
      (select coalesce(sum(u.used_mb), 0) from esim_usages u where u.serial_id = s.id)::float8
        as "usedMb",
      s.delivered_at + make_interval(days => il.days) as "expiresAt",
      k.id as "consumerId", po.platform_id as "platformId"
    from usage_notifications r
    join wander_serial_numbers s on s.entity_code = r.entity_code
      and s.status = 'delivered' and s.delivered_at is not null
    join invoice_lines il on il.id = s.invoice_line_id
    join invoices i on i.id = il.invoice_id
    left join purchase_orders po on po.id = i.po_id
    left join consumers k on k.id = po.consumer_id
    left join companies c on c.entity_code = i.customer_entity_code and po.consumer_id is null
    join companies d on d.entity_code = s.entity_code
    where r.is_active ${onlyDistributor}
      and ((k.id is not null and k.status = 'Active' and r.applies_to = 'AllCustomers')
        or (k.id is null and c.email is not null and (r.applies_to = 'AllCustomers'
          or (r.applies_to = 'Customer' and r.customer_entity_code = c.entity_code)
          or (r.applies_to = 'CustomerGroup'
            and ${inCustomerGroup(sql`r.customer_group_id`, sql`c.entity_code`, sql`r.entity_code`)}))))
    order by s.iccid, r.id`)) as unknown as { rows: AlertCandidate[] };
  return result.rows.map((row) => ({
    ...row,
    allowanceMb: Number(row.allowanceMb),
    usedMb: Number(row.usedMb),
    expiresAt: new Date(row.expiresAt),
  }));
}
