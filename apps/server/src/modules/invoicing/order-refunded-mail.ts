import { eq } from 'drizzle-orm';
import { formatAmount } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { defineMailTemplate, layout, type Mailer } from '../../platform/mail/index.js';
import { consumers, users } from '../../db/schema/index.js';
import { companyByCode, type lockPurchaseOrder } from '../orders/index.js';

type PoRow = NonNullable<Awaited<ReturnType<typeof lockPurchaseOrder>>>;

/** To the buyer: a paid order could not be supplied and its money went back (issue 37). */
export const orderRefundedMail = defineMailTemplate<{
  poId: string;
  poNo: string;
  distributorName: string;
  /** Why, in the buyer's words ('Japan 3GB 7 days is out of stock'); null: not said. */
  reason: string | null;
  refund: string;
  /** The buyer's order page in the portal; none for a consumer of a store. */
  orderPath: string | null;
}>('order-refunded', (data, ctx) => ({
  subject: `Your order ${data.poNo} was refunded`,
  ...layout(
    {
      title: `Order ${data.poNo} was refunded`,
      paragraphs: [
        `${data.distributorName} could not supply the eSIMs of your order ${data.poNo}${data.reason ? ` (${data.reason})` : ''}.`,
        `The order is cancelled and ${data.refund}.`,
      ],
      action: data.orderPath
        ? { label: 'Open the order', url: ctx.link(data.orderPath) }
        : undefined,
    },
    ctx,
  ),
}));

/** How the refund reads to the buyer. */
export function refundWords(refund: { method: string; minor: number; currency: string }) {
  const amount = `${refund.currency} ${formatAmount(refund.minor / 100)}`;
  if (refund.method === 'wallet') return `${amount} went back to your wallet`;
  if (refund.method === 'card') return `${amount} is being refunded to your card`;
  return 'nothing had been paid';
}

/**
 * Queues the buyer's refund e-mail in the refund's transaction: to the consumer of a store order,
 * else to the user who placed it (or the buying company's address).
 */
export async function queueOrderRefundedMail(
  tx: Tx,
  mail: Mailer,
  po: PoRow,
  refund: { method: string; minor: number; currency: string },
  reason: string | null,
) {
  const to = await buyerAddress(tx, po);
  if (!to) return;
  const distributor = await companyByCode(tx, po.distributorEntityCode);
  await mail.queue(tx, {
    template: orderRefundedMail,
    to,
    data: {
      poId: po.id,
      poNo: po.documentNo,
      distributorName: distributor?.companyName ?? po.distributorEntityCode,
      reason: reason?.slice(0, 300) ?? null,
      refund: refundWords(refund),
      orderPath: po.consumerId ? null : `/purchase-order-detail/${po.id}`,
    },
    entityCode: po.distributorEntityCode,
  });
}

async function buyerAddress(tx: Tx, po: PoRow) {
  if (po.consumerId) {
    const [row] = await tx
      .select({ email: consumers.email })
      .from(consumers)
      .where(eq(consumers.id, po.consumerId));
    return row?.email ?? null;
  }
  if (po.createdBy) {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, po.createdBy));
    if (user) return user.email;
  }
  return (await companyByCode(tx, po.entityCode))?.email ?? null;
}
