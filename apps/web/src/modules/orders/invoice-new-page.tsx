import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ManualInvoiceMessage } from '@wander/contract';
import { showMessage } from '../../ui/dialogs';
import { PageFrame } from '../../ui/page-frame';
import { invoiceKeys, invoicesApi } from './invoices-api';
import { emptyInvoice, ManualInvoiceForm } from './manual-invoice-form';

export const INVOICE_LIST = { title: 'Invoices', path: '/setup/invoice-list' };

/**
 * /setup/invoice-new: a manual invoice of the working company to one of its customers, saved as
 * a Draft (then /setup/invoice-edit/{id}, where it is completed or deleted).
 */
export function InvoiceNewPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <PageFrame title="New Invoice" breadcrumb={[INVOICE_LIST]}>
      <ManualInvoiceForm
        initial={emptyInvoice()}
        onCancel={() => navigate(INVOICE_LIST.path)}
        onSave={async (body) => {
          const saved = await invoicesApi.create(body);
          await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
          showMessage('success', ManualInvoiceMessage.created);
          navigate(`/setup/invoice-edit/${saved.id}`, { replace: true });
        }}
      />
    </PageFrame>
  );
}
