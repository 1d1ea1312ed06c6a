import type {
  CheckoutResult,
  PagingRequest,
  PurchaseOrderDetail,
  PurchaseOrderInput,
  PurchaseOrderRow,
  SaleOrderDetail,
  SaleOrderInput,
  OrderQuote,
} from '@wander/contract';
import { api } from '../../lib/api';

export interface Paged<T> {
  items: T[];
  pageCount: number;
  totalCount: number;
}

export interface VariantOption {
  label: string;
  value: string;
  unitPrice: number;
  currency: string;
}

export type SaleOrderRow = Omit<
  SaleOrderDetail,
  'lines' | 'actions' | 'customerEmail' | 'remarks' | 'subTotal' | 'discountAmount' | 'taxAmount'
>;

const PO = 'network/PurchaseOrders';
const SO = 'network/SaleOrders';

/** The calls of spec section 7 "Orders", "Wallet and payment" and "Invoices and documents". */
export const ordersApi = {
  search: (body: PagingRequest) => api.post<Paged<PurchaseOrderRow>>(`${PO}/Search`, body),
  searchReceived: (body: PagingRequest) =>
    api.post<Paged<PurchaseOrderRow>>(`${PO}/SearchReceivedOrders`, body),
  detail: (id: string) => api.get<PurchaseOrderDetail>(`${PO}/GetDetail/${id}`),
  receivedDetail: (id: string) =>
    api.get<PurchaseOrderDetail>(`${PO}/GetReceivedOrderDetail/${id}`),
  create: (body: PurchaseOrderInput) => api.post<PurchaseOrderDetail>(PO, body),
  update: (id: string, body: PurchaseOrderInput) =>
    api.put<PurchaseOrderDetail>(`${PO}/${id}`, body),
  submit: (id: string) => api.put<PurchaseOrderDetail>(`${PO}/Submit/${id}`),
  cancel: (id: string) => api.put<PurchaseOrderDetail>(`${PO}/Cancel/${id}`),
  fulfil: (id: string) => api.put<PurchaseOrderDetail>(`${PO}/Fulfil/${id}`),
  /** A paid order waiting for stock, refunded by its distributor (issue 37). */
  refund: (id: string) => api.put<PurchaseOrderDetail>(`${PO}/Refund/${id}`),
  complete: (invoiceId: string) => api.put<unknown>(`payment/Invoices/Complete/${invoiceId}`),
  variantOptions: (distributorEntityCode: string, search: string) =>
    api.get<VariantOption[]>(`${PO}/GetVariantOptions`, {
      query: { distributorEntityCode, search },
    }),
  summaryPdf: (startDate: string, endDate: string) =>
    api.file(`${PO}/GenerateSummaryPDF/${startDate}/${endDate}`),
  bulkPdf: (invoiceId: string) => api.file(`network/Wander/CreateBulkPDF/${invoiceId}`),
  esimPdf: (esimId: string) => api.file(`network/Wander/CreatePDF/${esimId}`),
  sendEsims: (invoiceId: string) =>
    api.post<{ queued: number }>('network/Wander/SendCustomerEmail', { invoiceId }),
  payFromWallet: (poHeaderId: string, idempotencyKey: string, couponCode?: string) =>
    api.post<CheckoutResult>(
      'payment/Payment/WanderCheckout',
      { poHeaderId, ...(couponCode && { couponCode }) },
      { headers: { 'Idempotency-Key': idempotencyKey } },
    ),
  /** What the checkout would charge: an order or the plans of a new one, with a coupon. */
  quote: (body: { poHeaderId?: string; dataPlanModel?: PurchaseOrderInput; couponCode?: string }) =>
    api.post<OrderQuote>('payment/Payment/Quote', body),
  payByCard: (poHeaderId: string, provider?: 'paydollar', couponCode?: string) =>
    api.post<{ url: string; poHeaderId: string }>('payment/Payment/GetStripePlzUrl', {
      poHeaderId,
      ...(provider && { provider }),
      ...(couponCode && { couponCode }),
    }),
  saleOrders: {
    search: (body: PagingRequest) => api.post<Paged<SaleOrderRow>>(`${SO}/Search`, body),
    detail: (id: string) => api.get<SaleOrderDetail>(`${SO}/GetDetail/${id}`),
    create: (body: SaleOrderInput) => api.post<SaleOrderDetail>(SO, body),
    confirm: (id: string) => api.put<SaleOrderDetail>(`${SO}/Confirm/${id}`),
    cancel: (id: string) => api.delete<SaleOrderDetail>(`${SO}/${id}`),
  },
};

export { pdfViewerPath } from '../../ui/pdf-viewer-path';

export const orderKeys = {
  all: ['orders'] as const,
  list: (side: string, body: unknown) => ['orders', side, 'list', body] as const,
  detail: (side: string, id: string) => ['orders', side, 'detail', id] as const,
};
