import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import type { AppointmentDetail } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { loadWorkingCompany } from '../../lib/session/storage';
import { FieldRow } from '../../ui/field-row';
import { FormAlert } from '../../ui/form-alert';
import { LightDialog } from '../../ui/light-dialog';
import { OrderLinesEditor, type EditableLine } from '../orders/order-lines-editor';
import { orderErrorText } from '../orders/order-errors';
import { linesToSave, quantitiesValid } from '../orders/order-line-quantity';

/** Cancel with a reason (PUT service/Appointments/Cancel/{id} carries it). */
export function CancelDialog({
  onCancel,
  onClose,
}: {
  onCancel: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason.trim()) {
      setError('Reason is required');
      return;
    }
    setBusy(true);
    try {
      await onCancel(reason.trim());
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <LightDialog title="Cancel Appointment" onClose={onClose} width={480}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FieldRow id="apt-cancel-reason" label="Reason" required error={error}>
          <Input.TextArea
            id="apt-cancel-reason"
            rows={3}
            maxLength={256}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </FieldRow>
        <Space>
          <Button danger type="primary" htmlType="submit" loading={busy}>
            Cancel Appointment
          </Button>
          <Button onClick={onClose}>Close</Button>
        </Space>
      </form>
    </LightDialog>
  );
}

/** Adjust: the products used at the counter, picked among the distributor's plans. */
export function AdjustDialog({
  appointment,
  onSave,
  onClose,
}: {
  appointment: AppointmentDetail;
  onSave: (lines: { variantId: string; qty: number }[]) => Promise<void>;
  onClose: () => void;
}) {
  const [lines, setLines] = useState<EditableLine[]>(
    appointment.products.map((p) => ({
      variantId: p.variantId,
      name: `${p.productName} - ${p.variantName}`,
      qty: p.qty,
      unitPrice: null,
    })),
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const save = async () => {
    if (lines.length === 0) {
      setError('Please add at least one product');
      return;
    }
    setTried(true);
    if (!quantitiesValid(lines)) return;
    setBusy(true);
    try {
      await onSave(linesToSave(lines));
    } catch (e) {
      setError(
        orderErrorText(
          e,
          lines.map((l) => l.name),
        ),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <LightDialog title="Adjust Products" onClose={onClose} width={760}>
      <OrderLinesEditor
        distributor={loadWorkingCompany().code}
        lines={lines}
        onChange={setLines}
        showErrors={tried}
      />
      <FormAlert message={error} />
      <Space style={{ marginTop: 12 }}>
        <Button type="primary" loading={busy} onClick={() => void save()}>
          Save Products
        </Button>
        <Button onClick={onClose}>Close</Button>
      </Space>
    </LightDialog>
  );
}
