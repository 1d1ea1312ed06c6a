import type {
  ManualInvoiceInput,
  TaxPerItem,
  InvoiceDetail,
  InvoiceEsimRow,
  InvoiceExportRequest,
  InvoiceRow,
  PagingRequest,
} from '@wander/contract';
import { api } from '../../lib/api';
import type { Paged } from './orders-api';

const INVOICES = 'payment/Invoices';
/** Exports may take long on a big list (spec section 9: export timeout 600000 ms). */
const EXPORT_TIMEOUT_MS = 600_000;

/** The calls of spec section 7 "Invoices and documents" that the invoice screens make. */
export const invoicesApi = {
  search: (body: PagingRequest) => api.post<Paged<InvoiceRow>>(`${INVOICES}/Search`, body),
  detail: (id: string) => api.get<InvoiceDetail>(`${INVOICES}/GetDetail/${id}`),
  esims: (invoiceId: string, body: PagingRequest) =>
    api.post<Paged<InvoiceEsimRow>>(`${INVOICES}/SearchInvoiceDetail`, { ...body, invoiceId }),
  complete: (id: string) => api.put<unknown>(`${INVOICES}/Complete/${id}`),
  pdf: (id: string) => api.file(`${INVOICES}/CreatePDF/${id}`),
  poHeaderPdf: (id: string) => api.file(`${INVOICES}/CreatePOHeaderPDF/${id}`),
  create: (body: ManualInvoiceInput) => api.post<ManualInvoiceSaved>(INVOICES, body),
  update: (id: string, body: ManualInvoiceInput) =>
    api.put<ManualInvoiceSaved>(`${INVOICES}/${id}`, body),
  remove: (id: string) => api.delete<ManualInvoiceSaved>(`${INVOICES}/${id}`),
  completeMany: (ids: string[]) =>
    api.put<{ invoiceIds: string[]; delivered: number }>(`${INVOICES}/Complete`, { ids }),
  customerOptions: () =>
    api.get<{ label: string; value: string; email: string | null }[]>(
      `${INVOICES}/GetCustomerOptions`,
    ),
  taxGroupOptions: () =>
    api.get<{ label: string; value: string }[]>('network/TaxGroups/GetSelectList'),
  taxPerItem: (query: { variantId: string; netPrice: number; customerTaxGroupId?: string }) =>
    api.get<TaxPerItem>('network/TaxGroups/GetTaxPerItem', { query }),
  exportExcel: (body: InvoiceExportRequest) =>
    api.file(`${INVOICES}/ExportExcel`, {
      body,
      signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
    }),
};

export interface ManualInvoiceSaved {
  id: string;
  documentNo: string;
  status: string;
  totalAmount: number;
}

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (body: unknown) => ['invoices', 'list', body] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
  esims: (id: string, body: unknown) => ['invoices', 'esims', id, body] as const,
};
