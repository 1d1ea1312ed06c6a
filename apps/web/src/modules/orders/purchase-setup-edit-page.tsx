import './orders.css';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Button, Input, InputNumber, Space } from 'antd';
import {
  purchaseSetupInputSchema,
  SuccessMessage,
  type PurchaseSetupInput,
} from '@wander/contract';
import { errorMessageOf, splitFormErrors } from '../../lib/api';
import { Loading } from '../../crud/loading';
import { showMessage } from '../../ui/dialogs';
import { FieldRow } from '../../ui/field-row';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import {
  documentTypeLabel,
  purchaseSetupKeys,
  purchaseSetupsApi,
  SEQUENCE_LIST,
  type PurchaseSetup,
} from './purchase-setups-api';

const FIELDS = ['prefix', 'nextNumber', 'padding'] as const;
const documentNo = (prefix: string, n: number, padding: number) =>
  `${prefix}-${String(n).padStart(padding, '0')}`;

/**
 * The form's checks, in the contract's words, plus the rule the server enforces: the next number
 * never goes below the one the sequence would issue now (no document number is issued twice).
 */
export function setupErrors(values: PurchaseSetupInput, current: PurchaseSetup) {
  const errors: Record<string, string> = {};
  const parsed = purchaseSetupInputSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  if (!errors.nextNumber && values.nextNumber < current.nextNumber)
    errors.nextNumber = `Next Number should have minimum value of ${current.nextNumber}`;
  return errors;
}

function SetupForm({ setup }: { setup: PurchaseSetup }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PurchaseSetupInput>({
    prefix: setup.prefix,
    nextNumber: setup.nextNumber,
    padding: setup.padding,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof PurchaseSetupInput>(key: K, value: PurchaseSetupInput[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const save = async () => {
    setFormError(null);
    const found = setupErrors(values, setup);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await purchaseSetupsApi.update(setup.id, values);
      await queryClient.invalidateQueries({ queryKey: purchaseSetupKeys.all });
      showMessage('success', SuccessMessage.updated);
      navigate(SEQUENCE_LIST.path);
    } catch (error) {
      const split = splitFormErrors(error, FIELDS);
      setErrors(Object.fromEntries(split.fields.map((f) => [f.name, f.errors[0]])));
      setFormError(split.formMessage ?? (split.fields.length ? null : errorMessageOf(error)));
    } finally {
      setSaving(false);
    }
  };
  const lastIssued = setup.nextNumber - 1;
  const valid = values.prefix && Number.isInteger(values.nextNumber) && values.padding >= 1;
  return (
    <form
      aria-label="Sequence setup"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <dl className="order-summary" style={{ marginBottom: 16 }}>
        <dt>Document</dt>
        <dd>{documentTypeLabel(setup.documentType)}</dd>
        <dt>Last Issued</dt>
        <dd>{lastIssued > 0 ? documentNo(setup.prefix, lastIssued, setup.padding) : 'None yet'}</dd>
        <dt>Next Document No</dt>
        <dd aria-label="Next document number">
          {valid ? documentNo(values.prefix, values.nextNumber, values.padding) : '-'}
        </dd>
      </dl>
      <FieldRow id="setup-prefix" label="Prefix" required error={errors.prefix}>
        <Input
          id="setup-prefix"
          maxLength={16}
          value={values.prefix}
          onChange={(e) => set('prefix', e.target.value.toUpperCase())}
        />
      </FieldRow>
      <FieldRow id="setup-next" label="Next Number" required error={errors.nextNumber}>
        <InputNumber
          id="setup-next"
          min={1}
          precision={0}
          style={{ width: 200 }}
          value={values.nextNumber}
          onChange={(n) => set('nextNumber', n ?? 0)}
        />
      </FieldRow>
      <FieldRow id="setup-padding" label="Padding" required error={errors.padding}>
        <InputNumber
          id="setup-padding"
          min={1}
          max={12}
          precision={0}
          style={{ width: 200 }}
          value={values.padding}
          onChange={(n) => set('padding', n ?? 0)}
        />
      </FieldRow>
      <FormAlert message={formError} />
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save
        </Button>
        <Button onClick={() => navigate(SEQUENCE_LIST.path)}>Cancel</Button>
      </Space>
    </form>
  );
}

/** /setup/purchase-setup-edit/{id}: one document sequence's prefix, next number and padding. */
export function PurchaseSetupEditPage() {
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: purchaseSetupKeys.detail(id),
    queryFn: () => purchaseSetupsApi.detail(id),
  });
  return (
    <PageFrame title="Edit Sequence Setup" breadcrumb={[SEQUENCE_LIST]}>
      <Panel>
        {query.data ? (
          <SetupForm key={query.data.id} setup={query.data} />
        ) : query.isError ? (
          <p role="alert">{errorMessageOf(query.error)}</p>
        ) : (
          <Loading />
        )}
      </Panel>
    </PageFrame>
  );
}
