import { and, eq, sql } from 'drizzle-orm';
import type { TestApp } from '../test-app.js';
import {
  companies,
  wallets,
  walletTransactions,
  wanderSerialNumbers,
} from '../../db/schema/index.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls and facts the invoicing tests share (orders placed, paid and fulfilled through the API). */
export function invoicingHelpers(t: TestApp, variantId: string) {
  const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as never });
  const db = () => t.database.db;

  return {
    call,
    /** A wallet-paid purchase order of CUST001 at DIST001. */
    walletPaidOrder: async (customer: Record<string, string>, qty: number) => {
      const res = await call('POST', 'payment/Payment/WanderCheckout', customer, {
        dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId, qty }] },
      });
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json().data.poHeaderId as string;
    },
    /** A card-paid purchase order through the sandbox provider's page. */
    cardPaidOrder: async (customer: Record<string, string>, qty: number) => {
      const po = await call('POST', 'network/PurchaseOrders', customer, {
        distributorEntityCode: 'DIST001',
        lines: [{ variantId, qty }],
      });
      const poId = po.json().data.id as string;
      const start = await call('POST', 'payment/Payment/GetStripePlzUrl', customer, {
        poHeaderId: poId,
      });
      const url = start.json().data.url as string;
      const pay = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      });
      if (pay.statusCode !== 302) throw new Error(pay.body);
      return poId;
    },
    /** The distributor fulfils a paid order: answers its Open invoice's id. */
    fulfil: async (distributor: Record<string, string>, poId: string) => {
      const res = await call('PUT', `network/PurchaseOrders/Fulfil/${poId}`, distributor);
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json().data.invoice.id as string;
    },
    requestCancel: (
      distributor: Record<string, string>,
      invoiceId: string,
      reason = 'Wrong plan',
    ) => call('POST', 'payment/InvoiceCancelled', distributor, { invoiceId, reason }),
    walletBalance: async (entityCode: string) => {
      const [row] = await db()
        .select({ balance: wallets.balanceMinor })
        .from(wallets)
        .innerJoin(companies, eq(companies.id, wallets.companyId))
        .where(eq(companies.entityCode, entityCode));
      return row.balance;
    },
    ledgerRows: async (poId: string, kind: string) =>
      db()
        .select()
        .from(walletTransactions)
        .where(
          and(eq(walletTransactions.purchaseOrderId, poId), eq(walletTransactions.kind, kind)),
        ),
    serialCount: async (status: string) =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(wanderSerialNumbers)
          .where(
            and(
              eq(wanderSerialNumbers.status, status),
              eq(wanderSerialNumbers.variantId, variantId),
            ),
          )
      )[0].n,
  };
}
