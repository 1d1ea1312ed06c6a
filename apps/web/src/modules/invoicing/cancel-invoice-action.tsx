import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Input, Space } from 'antd';
import { invoiceCancellationUpdateSchema } from '@wander/contract';
import { useApiCall } from '../../lib/api/use-api-call';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { LightDialog } from '../../ui/light-dialog';
import { cancellationPath, cancellationsApi } from './invoicing-api';

/** The reason's first error in the contract's words, or null. */
export function reasonError(reason: string) {
  const parsed = invoiceCancellationUpdateSchema.safeParse({ reason });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * "Cancel invoice" on an Open invoice's detail page: a dialog asks for the reason, a confirmation
 * follows, then the request is recorded (Pending) and its page opens, where it is completed.
 */
export function CancelInvoiceAction({
  invoiceId,
  documentNo,
}: {
  invoiceId: string;
  documentNo: string;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const call = useApiCall(cancellationsApi.create);
  const error = touched ? reasonError(reason) : null;
  const submit = async () => {
    setTouched(true);
    if (reasonError(reason)) return;
    await confirmDialog({
      title: `Cancel invoice ${documentNo}?`,
      content:
        'The cancellation is recorded as Pending. Completing it cancels the invoice and its order, returns its eSIMs to stock and refunds the buyer.',
      onYes: async () => {
        const result = await call.run({ invoiceId, reason: reason.trim() });
        if (!result) return;
        setOpen(false);
        showMessage('success', 'Cancellation requested');
        navigate(cancellationPath(result.data.id));
      },
    });
  };
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        Cancel invoice
      </Button>
      {open && (
        <LightDialog title={`Cancel invoice ${documentNo}`} onClose={() => setOpen(false)}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Space orientation="vertical" style={{ width: '100%' }}>
              <label htmlFor="cancel-reason">Reason</label>
              <Input.TextArea
                id="cancel-reason"
                autoFocus
                rows={3}
                maxLength={512}
                showCount
                value={reason}
                status={error ? 'error' : undefined}
                aria-invalid={Boolean(error)}
                onChange={(e) => setReason(e.target.value)}
                onBlur={() => setTouched(true)}
              />
              {error && (
                <div className="field-error" role="alert" style={{ color: '#ff4d4f' }}>
                  {error}
                </div>
              )}
              <FormAlert message={call.errorMessage} />
              <Space>
                <Button type="primary" danger htmlType="submit" loading={call.loading}>
                  Cancel invoice
                </Button>
                <Button onClick={() => setOpen(false)}>Close</Button>
              </Space>
            </Space>
          </form>
        </LightDialog>
      )}
    </>
  );
}
