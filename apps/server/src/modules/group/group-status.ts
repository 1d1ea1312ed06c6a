import type { GroupStatus } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import type { GroupOrderRow } from './group.queries.js';
import { groupEsims } from './group-esims.queries.js';

/**
 * Each traveller's eSIMs of the group's order with the data used so far and whether the supplier
 * reported them installed, in roster order. Before the order is fulfilled a traveller has none.
 */
export async function groupStatus(tx: Tx, group: GroupOrderRow): Promise<GroupStatus> {
  const esims = group.poId ? await groupEsims(tx, group.poId) : [];
  return {
    travellers: group.travellers.map((t) => ({
      travellerId: t.id,
      name: t.name,
      email: t.email,
      esims: esims
        .filter((e) => e.travellerId === t.id)
        .map((e) => ({
          serialId: e.serialId,
          iccid: e.iccid,
          planName: e.planName,
          status: e.status,
          deliveredAt: e.deliveredAt?.toISOString() ?? null,
          installedAt: e.installedAt?.toISOString() ?? null,
          usedMb: e.usedMb,
          movable: e.status === 'delivered' && e.installedAt === null && e.usedMb === 0,
        })),
    })),
  };
}
