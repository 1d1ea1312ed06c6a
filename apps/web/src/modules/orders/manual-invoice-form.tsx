import './orders.css';
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Select, Space } from 'antd';
import { manualInvoiceInputSchema, type ManualInvoiceInput } from '@wander/contract';
import { ApiError, errorMessageOf } from '../../lib/api';
import { loadWorkingCompany } from '../../lib/session/storage';
import { FormAlert } from '../../ui/form-alert';
import { Panel } from '../../ui/panel';
import { FieldRow } from './field-row';
import { invoicesApi } from './invoices-api';
import { ManualInvoiceLinesEditor, type ManualLine } from './manual-invoice-lines-editor';

export interface ManualInvoiceValues {
  customerEntityCode: string;
  invoiceDate: string;
  customerTaxGroupId: string;
  notes: string;
  lines: ManualLine[];
}

/** Today in the user's time zone, as the date input holds it. */
export const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
export const emptyInvoice = (): ManualInvoiceValues => ({
  customerEntityCode: '',
  invoiceDate: today(),
  customerTaxGroupId: '',
  notes: '',
  lines: [],
});

/** The body POST/PUT payment/Invoices takes. */
export const invoiceBody = (v: ManualInvoiceValues): ManualInvoiceInput => ({
  customerEntityCode: v.customerEntityCode,
  invoiceDate: v.invoiceDate,
  customerTaxGroupId: v.customerTaxGroupId || null,
  notes: v.notes || null,
  lines: v.lines.map((l) => ({
    variantId: l.variantId,
    qty: l.qty as number,
    unitPrice: l.unitPrice,
  })),
});

/** The first message per field, keyed like the server's field errors ('lines.0.qty'). */
export function validateInvoice(body: ManualInvoiceInput): Record<string, string> {
  const result = manualInvoiceInputSchema.safeParse(body);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The manual invoice form of /setup/invoice-new and /setup/invoice-edit/{id}: the header
 * (customer, invoice date, customer tax group, notes) and the lines with their tax and totals.
 * Checked with the contract's schema before it is sent; the server's field errors show in place.
 */
export function ManualInvoiceForm(props: {
  initial: ManualInvoiceValues;
  onSave: (body: ManualInvoiceInput) => Promise<unknown>;
  onCancel: () => void;
  extra?: ReactNode;
}) {
  const issuer = loadWorkingCompany().code;
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const customers = useQuery({
    queryKey: ['invoices', 'customerOptions'],
    queryFn: invoicesApi.customerOptions,
  });
  const taxGroups = useQuery({
    queryKey: ['invoices', 'taxGroupOptions'],
    queryFn: invoicesApi.taxGroupOptions,
  });
  const set = <K extends keyof ManualInvoiceValues>(key: K, value: ManualInvoiceValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const save = async () => {
    setFormError(null);
    const body = invoiceBody(values);
    const found = validateInvoice(body);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await props.onSave(body);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, m]) => [k, m[0]])));
      }
      setFormError(errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Panel title="Invoice">
        <FieldRow id="inv-customer" label="Customer" required error={errors.customerEntityCode}>
          <Select
            id="inv-customer"
            showSearch
            optionFilterProp="label"
            placeholder="Choose a customer"
            style={{ width: '100%', maxWidth: 480 }}
            value={values.customerEntityCode || undefined}
            loading={customers.isFetching}
            notFoundContent="No Data..."
            options={(customers.data ?? []).map((o) => ({ label: o.label, value: o.value }))}
            onChange={(value: string) => set('customerEntityCode', value)}
          />
        </FieldRow>
        <FieldRow id="inv-date" label="Invoice Date" required error={errors.invoiceDate}>
          <Input
            id="inv-date"
            type="date"
            style={{ width: 200 }}
            value={values.invoiceDate}
            onChange={(e) => set('invoiceDate', e.target.value)}
          />
        </FieldRow>
        <FieldRow id="inv-tax-group" label="Customer Tax Group" error={errors.customerTaxGroupId}>
          <Select
            id="inv-tax-group"
            allowClear
            placeholder="The plan's own tax"
            style={{ width: 240 }}
            value={values.customerTaxGroupId || undefined}
            options={taxGroups.data ?? []}
            onChange={(value: string | undefined) => set('customerTaxGroupId', value ?? '')}
          />
        </FieldRow>
        <FieldRow id="inv-notes" label="Notes" error={errors.notes}>
          <Input.TextArea
            id="inv-notes"
            maxLength={512}
            rows={2}
            value={values.notes}
            onChange={(e) => set('notes', e.target.value)}
          />
        </FieldRow>
      </Panel>
      <Panel title="Lines">
        <ManualInvoiceLinesEditor
          issuer={issuer}
          customerTaxGroupId={values.customerTaxGroupId || null}
          lines={values.lines}
          onChange={(lines) => set('lines', lines)}
          errors={errors}
        />
        {errors.lines && (
          <div className="field-row__error" role="alert">
            {errors.lines}
          </div>
        )}
      </Panel>
      <FormAlert message={formError} />
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save as draft
        </Button>
        {props.extra}
        <Button onClick={props.onCancel}>Cancel</Button>
      </Space>
    </form>
  );
}
