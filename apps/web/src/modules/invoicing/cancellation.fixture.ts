import type { InvoiceCancellationDetail } from '@wander/contract';

/** A Pending cancellation of a wallet-paid invoice, as GetDetail answers it (web tests). */
export const pendingCancellation: InvoiceCancellationDetail = {
  id: 'c-1',
  invoiceId: 'inv-1',
  documentNo: 'INV-000007',
  invoiceStatus: 'Open',
  entityCode: 'DIST001',
  customerName: 'Skyway Travel Agency',
  customerEntityCode: 'CUST001',
  currency: 'MYR',
  totalAmount: 1234.5,
  reason: 'Customer changed the trip',
  status: 'Pending',
  refundMethod: 'wallet',
  refundAmount: 1234.5,
  refundStatus: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  completedAt: null,
  poId: 'po-1',
  poNo: 'PO-000012',
  saleOrderId: null,
  saleOrderNo: null,
  refundError: null,
  createdBy: 'distributor@wander.demo',
  approvals: [],
  actions: ['Edit', 'Complete', 'Delete'],
};
