import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import {
  agents,
  companies,
  invoiceLines,
  invoices,
  purchaseOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';

/**
 * Attribution (docs/api-contract.md, "Agents"): a business customer invited by an agent belongs
 * to that agent (companies.agent_id), and every order it places is credited to that agent
 * (purchase_orders.agent_id, fixed when the order is created).
 */
export async function agentIdOfUser(tx: Tx, userId: string, entityCode: string) {
  const [row] = await tx
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.userId, userId), eq(agents.entityCode, entityCode)));
  return row?.id ?? null;
}

/** The buyer company's agent, as an expression for the order's insert. */
export const agentOfBuyer = (entityCode: string) =>
  sql`(select ${companies.agentId} from ${companies} where ${companies.entityCode} = ${entityCode})`;

/**
 * A top-up of an eSIM is credited to the agent of the order that bought the eSIM (its invoice's
 * purchase order), when that order had one; otherwise the top-up order keeps the buyer's agent it
 * was created with.
 */
export async function creditTopUpToOriginalAgent(tx: Tx, topUpPoId: string, serialId: string) {
  const [original] = await tx
    .select({ agentId: purchaseOrders.agentId })
    .from(wanderSerialNumbers)
    .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, invoices.poId))
    .where(eq(wanderSerialNumbers.id, serialId));
  if (!original?.agentId) return;
  await tx
    .update(purchaseOrders)
    .set({ agentId: original.agentId })
    .where(eq(purchaseOrders.id, topUpPoId));
}
