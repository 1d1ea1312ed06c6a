CREATE VIEW "public"."payment_transactions" AS (
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
);