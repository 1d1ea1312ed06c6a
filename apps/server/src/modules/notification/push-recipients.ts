import { count, eq, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.js';
import type { Tx } from '../../platform/db/client.js';

/**
 * Writes a push message's recipients as Pending rows, one per device, in one statement:
 * - customers (target `customers`, `customerGroup`, `all`): the devices (user_devices) of the
 *   active users of the customer companies: the chosen ones, the group's (customers.customer_group_id),
 *   or every customer company;
 * - consumers (target `platform`, `all`): the devices (consumer_devices) of the active consumers
 *   who signed up through the platform, or of every consumer.
 * A distributor's message (`sender_entity_code`, issue 26) reaches only its own: the customers
 * whose parent it is or that are in its customer list, and its own consumers, whatever the
 * target names (the target was checked when it was sent; this holds at delivery too).
 * A token is written once even when its owner is reached twice. Answers how many were written.
 */
export async function insertRecipients(tx: Tx, batchId: string): Promise<number> {
  const refs = sql`(select jsonb_array_elements_text(b.target_refs) from notification_batches b where b.id = ${batchId})`;
  const target = sql`(select b.target from notification_batches b where b.id = ${batchId})`;
  const sender = sql`(select b.sender_entity_code from notification_batches b where b.id = ${batchId})`;
  await tx.execute(sql`
    insert into notifications
      (batch_id, title, message, recipient_entity_code, recipient_name, recipient_kind,
       user_id, consumer_id, device_token, status)
    select ${batchId}, b.title, b.message, r.entity_code, left(r.name, 120), r.kind,
           r.user_id, r.consumer_id, r.token, 'Pending'
    from notification_batches b,
    (
      select distinct on (token) * from (
        select c.entity_code, trim(u.first_name || ' ' || u.last_name) || ' (' || c.company_name || ')' as name,
               'user' as kind, u.id as user_id, null::uuid as consumer_id, d.token
        from companies c
        join user_companies uc on uc.company_id = c.id
        join users u on u.id = uc.user_id and u.is_active
        join user_devices d on d.user_id = u.id
        where c.company_type = 'customer'
          and (
            ${sender} is null
            or c.parent_entity_code = ${sender}
            or c.entity_code in (
              select cs.customer_entity_code from customers cs where cs.entity_code = ${sender})
          )
          and (
            (${target} = 'customers' and c.entity_code in ${refs})
            or (${target} = 'customerGroup' and c.entity_code in (
              select cu.customer_entity_code from customers cu
              where cu.customer_group_id::text in ${refs}))
            or ${target} = 'all'
          )
        union all
        select co.entity_code, co.name, 'consumer', null::uuid, co.id, d.token
        from consumers co
        join consumer_devices d on d.consumer_id = co.id
        where co.status = 'Active'
          and (${sender} is null or co.entity_code = ${sender})
          and (
            (${target} = 'platform' and co.platform_id::text in ${refs})
            or ${target} = 'all'
          )
      ) t
      order by token, kind, name
    ) r
    where b.id = ${batchId}
  `);
  const [{ n }] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.batchId, batchId));
  return n;
}
