import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Button } from 'antd';
import { ManualInvoiceMessage, type InvoiceDetail } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { Loading } from '../../crud/loading';
import { confirmDialog, DELETE_CONFIRM_TEXT, showMessage } from '../../ui/dialogs';
import { PageFrame } from '../../ui/page-frame';
import { invoiceKeys, invoicesApi } from './invoices-api';
import { newLineKey } from './manual-invoice-lines-editor';
import { ManualInvoiceForm, type ManualInvoiceValues } from './manual-invoice-form';
import { INVOICE_LIST } from './invoice-new-page';

/** A saved draft as the form holds it. */
export const valuesOf = (invoice: InvoiceDetail): ManualInvoiceValues => ({
  customerEntityCode: invoice.customerEntityCode ?? '',
  invoiceDate: invoice.invoiceDate ?? invoice.createdAt.slice(0, 10),
  customerTaxGroupId: invoice.customerTaxGroupId ?? '',
  notes: invoice.notes ?? '',
  lines: invoice.lines.map((l) => ({
    key: newLineKey(),
    variantId: l.variantId,
    name: `${l.productName} - ${l.variantName}`,
    qty: l.qty,
    unitPrice: l.unitPrice,
    currency: invoice.currency,
  })),
});

/**
 * /setup/invoice-edit/{id}: a Draft manual invoice: Save, Delete (after 'Are you sure to
 * delete?') and Complete (after a confirmation: its eSIMs are taken from stock and delivered).
 * Anything but a Draft is shown on its detail page instead.
 */
export function InvoiceEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: () => invoicesApi.detail(id),
  });
  const invoice = query.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
  if (!invoice)
    return (
      <PageFrame title="Edit Invoice" breadcrumb={[INVOICE_LIST]}>
        {query.isError ? <p role="alert">{errorMessageOf(query.error)}</p> : <Loading />}
      </PageFrame>
    );
  const detailPath = `/setup/invoice-detail/${invoice.id}`;
  if (!invoice.actions.includes('Edit'))
    return (
      <PageFrame title={`Invoice ${invoice.documentNo}`} breadcrumb={[INVOICE_LIST]}>
        <p role="alert">
          This invoice is {invoice.status}: only a Draft invoice can be edited.{' '}
          <Button type="link" onClick={() => navigate(detailPath)}>
            Open the invoice
          </Button>
        </p>
      </PageFrame>
    );
  const remove = () =>
    confirmDialog({
      title: DELETE_CONFIRM_TEXT,
      content: `Invoice ${invoice.documentNo} and its lines are deleted.`,
      onYes: async () => {
        try {
          await invoicesApi.remove(invoice.id);
          await refresh();
          showMessage('success', ManualInvoiceMessage.deleted);
          navigate(INVOICE_LIST.path, { replace: true });
        } catch (error) {
          showMessage('error', errorMessageOf(error));
        }
      },
    });
  const complete = () =>
    confirmDialog({
      title: 'Complete the invoice?',
      content:
        'One eSIM per plan is taken from stock and delivered to the customer, who gets them by e-mail. A completed invoice can no longer be edited or deleted.',
      onYes: async () => {
        try {
          await invoicesApi.completeMany([invoice.id]);
          await refresh();
          showMessage('success', ManualInvoiceMessage.completed);
          navigate(detailPath, { replace: true });
        } catch (error) {
          showMessage('error', errorMessageOf(error));
        }
      },
    });
  return (
    <PageFrame title={`Edit Invoice ${invoice.documentNo}`} breadcrumb={[INVOICE_LIST]}>
      <ManualInvoiceForm
        key={invoice.id}
        initial={valuesOf(invoice)}
        onCancel={() => navigate(INVOICE_LIST.path)}
        onSave={async (body) => {
          await invoicesApi.update(invoice.id, body);
          await refresh();
          showMessage('success', ManualInvoiceMessage.updated);
        }}
        extra={
          <>
            {invoice.actions.includes('Complete') && (
              <Button onClick={() => void complete()}>Complete</Button>
            )}
            {invoice.actions.includes('Delete') && (
              <Button danger onClick={() => void remove()}>
                Delete
              </Button>
            )}
          </>
        }
      />
    </PageFrame>
  );
}
