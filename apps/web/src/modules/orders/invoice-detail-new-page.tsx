import './orders.css';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, Space } from 'antd';
import { ManualInvoiceMessage } from '@wander/contract';
import { ApiError, errorMessageOf } from '../../lib/api';
import { loadWorkingCompany } from '../../lib/session/storage';
import { Loading } from '../../crud/loading';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { invoiceKeys, invoicesApi } from './invoices-api';
import { invoiceBody, validateInvoice } from './manual-invoice-form';
import { ManualInvoiceLinesEditor, type ManualLine } from './manual-invoice-lines-editor';
import { INVOICE_LIST } from './invoice-new-page';
import { valuesOf } from './invoice-edit-page';

/**
 * /setup/invoice-detail-new?invoiceId={id}: new invoice details (lines) for a Draft manual
 * invoice: the lines to add, with their price and tax, saved onto the draft (PUT
 * payment/Invoices/{id} with its lines and these). Without an invoice it starts a new invoice.
 */
export function InvoiceDetailNewPage() {
  const [params] = useSearchParams();
  const invoiceId = params.get('invoiceId');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<ManualLine[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const query = useQuery({
    queryKey: invoiceKeys.detail(invoiceId ?? ''),
    queryFn: () => invoicesApi.detail(invoiceId!),
    enabled: !!invoiceId,
  });
  if (!invoiceId) return <Navigate to="/setup/invoice-new" replace />;
  const invoice = query.data;
  if (!invoice)
    return (
      <PageFrame title="New Invoice Detail" breadcrumb={[INVOICE_LIST]}>
        {query.isError ? <p role="alert">{errorMessageOf(query.error)}</p> : <Loading />}
      </PageFrame>
    );
  const editPath = `/setup/invoice-edit/${invoice.id}`;
  const existing = valuesOf(invoice);
  const offset = existing.lines.length;
  const save = async () => {
    setFormError(null);
    if (lines.length === 0) {
      setFormError(ManualInvoiceMessage.noLines);
      return;
    }
    const body = invoiceBody({ ...existing, lines: [...existing.lines, ...lines] });
    // Errors of the new lines, numbered as this page shows them.
    const renumber = (found: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(found).map(([key, message]) => {
          const m = /^lines\.(\d+)\.(.*)$/.exec(key);
          return [m ? `lines.${Number(m[1]) - offset}.${m[2]}` : key, message];
        }),
      );
    const found = renumber(validateInvoice(body));
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await invoicesApi.update(invoice.id, body);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      navigate(editPath, { replace: true });
    } catch (error) {
      if (error instanceof ApiError)
        setErrors(
          renumber(
            Object.fromEntries(Object.entries(error.fieldErrors).map(([k, m]) => [k, m[0]])),
          ),
        );
      setFormError(errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <PageFrame
      title={`New Invoice Detail: ${invoice.documentNo}`}
      breadcrumb={[INVOICE_LIST, { title: `Invoice ${invoice.documentNo}`, path: editPath }]}
    >
      <Panel title={`Lines to add to ${invoice.documentNo} (${invoice.customerName})`}>
        {invoice.status !== 'Draft' ? (
          <p role="alert">{ManualInvoiceMessage.notDraft(invoice.status)}</p>
        ) : (
          <ManualInvoiceLinesEditor
            issuer={loadWorkingCompany().code}
            customerTaxGroupId={invoice.customerTaxGroupId}
            lines={lines}
            onChange={setLines}
            errors={errors}
          />
        )}
      </Panel>
      <FormAlert message={formError} />
      <Space>
        <Button
          type="primary"
          loading={saving}
          disabled={invoice.status !== 'Draft'}
          onClick={() => void save()}
        >
          Add to invoice
        </Button>
        <Button onClick={() => navigate(editPath)}>Cancel</Button>
      </Space>
    </PageFrame>
  );
}
