import { sql } from 'drizzle-orm';
import { bigint, pgView, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Every money movement and payment attempt in one read-only list (payment/Transactions): card
 * top-ups at a provider, card payments of purchase orders and their refunds, and every wallet
 * ledger row. A view over the tables that hold them, so it can never disagree with them; a card
 * refund's row id is derived from its payment's (md5), unique and stable.
 */
export const paymentTransactions = pgView('payment_transactions', {
  id: uuid('id').notNull(),
  /** topup | card_payment | card_refund | wallet */
  kind: varchar('kind', { length: 16 }).notNull(),
  /** The ledger row's kind for wallet rows (purchase, topup, refund, opening, adjustment). */
  walletKind: varchar('wallet_kind', { length: 16 }),
  provider: varchar('provider', { length: 16 }).notNull(),
  reference: varchar('reference', { length: 256 }),
  /** Signed minor units: money in positive, money out negative. */
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  status: varchar('status', { length: 16 }).notNull(),
  entityCode: varchar('entity_code', { length: 32 }).notNull(),
  companyName: varchar('company_name', { length: 256 }).notNull(),
  parentEntityCode: varchar('parent_entity_code', { length: 32 }),
  purchaseOrderId: uuid('purchase_order_id'),
  poNo: varchar('po_no', { length: 32 }),
  topUpId: uuid('top_up_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).as(sql`
  select t.id, 'topup' as kind, null as wallet_kind, t.provider,
    coalesce(t.payment_ref, t.order_ref) as reference, t.amount_minor, t.currency, t.status,
    c.entity_code, c.company_name, c.parent_entity_code,
    null::uuid as purchase_order_id, null as po_no, t.id as top_up_id, t.created_at
  from wallet_top_ups t join companies c on c.id = t.company_id
  union all
  select s.id, 'card_payment', null, s.provider, coalesce(s.payment_ref, s.provider_ref),
    s.amount_minor, s.currency,
    case when s.status like 'refund%' then 'paid' else s.status end,
    c.entity_code, c.company_name, c.parent_entity_code, p.id, p.document_no, null::uuid,
    s.created_at
  from payment_sessions s
    join purchase_orders p on p.id = s.po_id
    join companies c on c.entity_code = p.entity_code
  union all
  select md5(s.id::text || ':refund')::uuid, 'card_refund', null, s.provider, s.refund_ref,
    -s.amount_minor, s.currency,
    case s.status when 'refund_pending' then 'pending' when 'refund_failed' then 'failed'
      else 'refunded' end,
    c.entity_code, c.company_name, c.parent_entity_code, p.id, p.document_no, null::uuid,
    coalesce(s.refunded_at, s.paid_at, s.created_at)
  from payment_sessions s
    join purchase_orders p on p.id = s.po_id
    join companies c on c.entity_code = p.entity_code
  where s.status in ('refund_pending', 'refunded', 'refund_failed')
  union all
  select w.id, 'wallet', w.kind, 'wallet', w.reference, w.amount_minor, wl.currency, 'posted',
    c.entity_code, c.company_name, c.parent_entity_code, w.purchase_order_id, p.document_no,
    w.top_up_id, w.created_at
  from wallet_transactions w
    join wallets wl on wl.id = w.wallet_id
    join companies c on c.id = wl.company_id
    left join purchase_orders p on p.id = w.purchase_order_id
`);
