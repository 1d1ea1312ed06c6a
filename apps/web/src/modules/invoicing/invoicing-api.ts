import {
  InvoiceCancellationPath as Path,
  InvoiceImportPath,
  type InvoiceCancellationCreate,
  type InvoiceCancellationDetail,
  type InvoiceCancellationRow,
  type InvoiceImport,
  type PagingRequest,
} from '@wander/contract';
import { api, apiRequest } from '../../lib/api';

export interface Paged<T> {
  items: T[];
  pageCount: number;
  totalCount: number;
}

/** The calls of payment/InvoiceCancelled, the card refund retry and the invoice import. */
export const cancellationsApi = {
  search: (body: PagingRequest) => api.post<Paged<InvoiceCancellationRow>>(Path.search, body),
  detail: (id: string) => api.get<InvoiceCancellationDetail>(Path.detail(id)),
  create: (body: InvoiceCancellationCreate) =>
    apiRequest<InvoiceCancellationDetail>(Path.base, { method: 'POST', body }),
  update: (id: string, reason: string) =>
    apiRequest<InvoiceCancellationDetail>(Path.item(id), { method: 'PUT', body: { reason } }),
  withdraw: (id: string) => apiRequest<null>(Path.item(id), { method: 'DELETE' }),
  complete: (id: string) =>
    apiRequest<InvoiceCancellationDetail>(Path.complete(id), { method: 'PUT' }),
  approveRefund: (id: string, note?: string) =>
    apiRequest<InvoiceCancellationDetail>(Path.approveRefund(id), {
      method: 'PUT',
      body: note ? { note } : {},
    }),
  rejectRefund: (id: string, note: string) =>
    apiRequest<InvoiceCancellationDetail>(Path.rejectRefund(id), { method: 'PUT', body: { note } }),
  retryRefund: (invoiceId: string) =>
    apiRequest<{ invoiceId: string; queued: number }>(Path.paydollarRefund(invoiceId), {
      method: 'POST',
    }),
};

export const importsApi = {
  upload: (file: File) => {
    const formData = new FormData();
    formData.append('file', file);
    return apiRequest<InvoiceImport>(InvoiceImportPath.import, { method: 'POST', formData });
  },
  status: (id: string) => api.get<InvoiceImport>(InvoiceImportPath.status(id)),
  history: (body: PagingRequest) => api.post<Paged<InvoiceImport>>(InvoiceImportPath.history, body),
};

export const cancellationKeys = {
  all: ['invoice-cancellations'] as const,
  list: (body: unknown) => ['invoice-cancellations', 'list', body] as const,
  detail: (id: string) => ['invoice-cancellations', 'detail', id] as const,
};

export const importKeys = {
  all: ['invoice-imports'] as const,
  status: (id: string) => ['invoice-imports', 'status', id] as const,
  history: (body: unknown) => ['invoice-imports', 'history', body] as const,
};

export const CANCELLED_LIST = {
  title: 'Cancelled Invoices',
  path: '/setup/invoice-cancelled-list',
};
export const cancellationPath = (id: string) => `/setup/invoice-cancelled-edit/${id}`;
