import './orders.css';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, Input, Space } from 'antd';
import { EMAIL_PATTERN } from '@wander/contract';
import { loadWorkingCompany } from '../../lib/session/storage';
import { showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { FieldRow } from './field-row';
import { OrderLinesEditor, type EditableLine } from './order-lines-editor';
import { ordersApi } from './orders-api';
import { linesToSave, quantitiesValid } from './order-line-quantity';
import { orderErrorText } from './order-errors';

import { SALE_ORDER_LIST, saleOrderKeys } from './sale-order-common';

/** /setup/sale-order-new: a sale at the working company's own prices. */
export function SaleOrderNewPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const distributor = loadWorkingCompany().code;
  const [lines, setLines] = useState<EditableLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const [values, setValues] = useState({ customerName: '', customerEmail: '', remarks: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const save = async () => {
    setError(null);
    const errors: Record<string, string> = {};
    if (!values.customerName.trim()) errors.customerName = 'Customer Name is required';
    if (values.customerEmail && !EMAIL_PATTERN.test(values.customerEmail))
      errors.customerEmail = 'Email is invalid';
    setFieldErrors(errors);
    setTried(true);
    if (Object.keys(errors).length || !quantitiesValid(lines)) return;
    setSaving(true);
    try {
      const so = await ordersApi.saleOrders.create({
        customerName: values.customerName,
        customerEmail: values.customerEmail || null,
        remarks: values.remarks || null,
        lines: linesToSave(lines),
      });
      await queryClient.invalidateQueries({ queryKey: saleOrderKeys.all });
      showMessage('success', 'Create successfully!');
      navigate(`/setup/sale-order-detail/${so.id}`, { replace: true });
    } catch (e) {
      setError(
        orderErrorText(
          e,
          lines.map((l) => l.name),
        ),
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <PageFrame title="New Sale Order" breadcrumb={[SALE_ORDER_LIST]}>
      <Panel>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <FieldRow
            id="so-customer"
            label="Customer Name"
            required
            error={fieldErrors.customerName}
          >
            <Input
              id="so-customer"
              maxLength={120}
              value={values.customerName}
              onChange={set('customerName')}
            />
          </FieldRow>
          <FieldRow id="so-email" label="Customer Email" error={fieldErrors.customerEmail}>
            <Input
              id="so-email"
              maxLength={256}
              value={values.customerEmail}
              onChange={set('customerEmail')}
            />
          </FieldRow>
          <FieldRow id="so-plans" label="Plans" required>
            <OrderLinesEditor
              distributor={distributor}
              lines={lines}
              onChange={setLines}
              showErrors={tried}
            />
          </FieldRow>
          <FieldRow id="so-remarks" label="Remarks">
            <Input.TextArea
              id="so-remarks"
              maxLength={512}
              rows={2}
              value={values.remarks}
              onChange={set('remarks')}
            />
          </FieldRow>
          <FormAlert message={error} />
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              Save
            </Button>
            <Button onClick={() => navigate(SALE_ORDER_LIST.path)}>Cancel</Button>
          </Space>
        </form>
      </Panel>
    </PageFrame>
  );
}
