import { and, eq, sql } from 'drizzle-orm';
import type { GroupStatus } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import {
  esimUsages,
  invoiceLines,
  purchaseOrderLines,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import type { GroupOrderRow } from './group.queries.js';

/**
 * Each traveller's eSIMs of the group's order (serial -> invoice line -> order line -> its
 * traveller) with the data used so far (esim_usages), in roster order. Before the order is
 * fulfilled a traveller has none.
 */
export async function groupStatus(tx: Tx, group: GroupOrderRow): Promise<GroupStatus> {
  const rows = group.poId
    ? await tx
        .select({
          travellerId: purchaseOrderLines.travellerId,
          iccid: wanderSerialNumbers.iccid,
          planName: purchaseOrderLines.variantName,
          status: wanderSerialNumbers.status,
          usedMb: sql<number>`coalesce((select sum(${esimUsages.usedMb}) from ${esimUsages}
            where ${esimUsages.serialId} = ${wanderSerialNumbers.id}), 0)::float8`,
        })
        .from(purchaseOrderLines)
        .innerJoin(invoiceLines, eq(invoiceLines.poLineId, purchaseOrderLines.id))
        .innerJoin(wanderSerialNumbers, eq(wanderSerialNumbers.invoiceLineId, invoiceLines.id))
        .where(and(eq(purchaseOrderLines.poId, group.poId)))
        .orderBy(purchaseOrderLines.lineNo, wanderSerialNumbers.iccid)
    : [];
  return {
    travellers: group.travellers.map((t) => ({
      travellerId: t.id,
      name: t.name,
      esims: rows
        .filter((r) => r.travellerId === t.id)
        .map(({ travellerId: _t, ...esim }) => ({ ...esim, usedMb: Number(esim.usedMb) })),
    })),
  };
}
