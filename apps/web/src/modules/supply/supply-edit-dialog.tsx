import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Radio, Select, Space } from 'antd';
import {
  planSupplyUpdateSchema,
  SUPPLY_MODE_LABELS,
  SUPPLY_MODES,
  SupplyPaths,
  SupplyText,
  type PlanSupplyRow,
  type PlanSupplyUpdate,
  type SelectOption,
  type SupplyMode,
} from '@wander/contract';
import { useApiCall } from '../../lib/api/use-api-call';
import { crudKeys, fetchOptions } from '../../crud/crud-api';
import { TABLE_EMPTY_TEXT } from '../../ui/empty-text';
import { showMessage } from '../../ui/dialogs';
import { FieldRow } from '../../ui/field-row';
import { FormAlert } from '../../ui/form-alert';
import { LightDialog } from '../../ui/light-dialog';
import { supplyCalls } from './supply-calls';

type Errors = Partial<Record<'mode' | 'providerId' | 'providerPackageId', string>>;

/** The body of the edit, or the errors to show: the contract's rules, and a provider first. */
export function supplyBodyOf(values: {
  mode: SupplyMode;
  providerId: string | null;
  providerPackageId: string | null;
}): { body: PlanSupplyUpdate; errors: null } | { body: null; errors: Errors } {
  const parsed = planSupplyUpdateSchema.safeParse({
    mode: values.mode,
    providerPackageId: values.providerPackageId,
  });
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'providerPackageId') as keyof Errors;
    errors[key] ??= issue.message;
  }
  if (errors.providerPackageId && !values.providerId) errors.providerId = 'Provider is required';
  return { body: null, errors };
}

function usePackageOptions(providerId: string | null) {
  const query = { providerId: providerId ?? undefined };
  return useQuery({
    queryKey: crudKeys.options(SupplyPaths.packageOptions, query),
    queryFn: () => fetchOptions(SupplyPaths.packageOptions, query),
    enabled: !!providerId,
  });
}

/**
 * A plan's Edit supply dialog: the supply mode, and the provider's package it is bought as (needed
 * unless it is supplied from stock alone; kept when it is, for a later switch).
 */
export function SupplyEditDialog({
  row,
  providers,
  onClose,
  onSaved,
}: {
  row: PlanSupplyRow;
  providers: readonly SelectOption[];
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}) {
  const [mode, setMode] = useState<SupplyMode>(row.mode);
  const [providerId, setProviderId] = useState<string | null>(row.providerId);
  const [packageId, setPackageId] = useState<string | null>(row.providerPackageId);
  const [errors, setErrors] = useState<Errors>({});
  const packages = usePackageOptions(providerId);
  const call = useApiCall(supplyCalls.updatePlan);
  const needsProvider = mode !== 'stock';
  // The mapped package shows by its name while its provider's list loads.
  const mapped =
    row.providerPackageId && providerId === row.providerId
      ? [{ value: row.providerPackageId, label: row.packageName ?? row.packageCode ?? '' }]
      : [];
  const packageOptions = packages.data ?? mapped;

  const save = async () => {
    const checked = supplyBodyOf({ mode, providerId, providerPackageId: packageId });
    setErrors(checked.errors ?? {});
    if (!checked.body) return;
    const result = await call.run(row.variantId, checked.body);
    if (!result) return;
    showMessage('success', result.message ?? SupplyText.supplySaved);
    await onSaved();
  };

  return (
    <LightDialog title={`Edit supply: ${row.productName} ${row.variantName}`} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FieldRow id="supply-mode" label="Supply" required error={errors.mode}>
          <Radio.Group
            id="supply-mode"
            aria-label="Supply"
            value={mode}
            onChange={(e) => setMode(e.target.value as SupplyMode)}
            options={SUPPLY_MODES.map((value) => ({ value, label: SUPPLY_MODE_LABELS[value] }))}
          />
        </FieldRow>
        <FieldRow
          id="supply-provider"
          label="Provider"
          required={needsProvider}
          error={errors.providerId}
        >
          <Select
            id="supply-provider"
            style={{ width: '100%' }}
            allowClear
            placeholder="Choose the provider"
            notFoundContent={TABLE_EMPTY_TEXT}
            value={providerId ?? undefined}
            options={[...providers]}
            status={errors.providerId ? 'error' : undefined}
            onChange={(value: string | undefined) => {
              setProviderId(value ?? null);
              // Another provider's packages are not this one's.
              setPackageId(null);
            }}
          />
        </FieldRow>
        <FieldRow
          id="supply-package"
          label="Provider Package"
          required={needsProvider}
          error={errors.providerPackageId}
        >
          <Select
            id="supply-package"
            style={{ width: '100%' }}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={providerId ? 'Choose the package' : 'Choose the provider first'}
            notFoundContent={TABLE_EMPTY_TEXT}
            loading={packages.isFetching}
            value={packageId ?? undefined}
            options={providerId ? packageOptions : []}
            status={errors.providerPackageId ? 'error' : undefined}
            onChange={(value: string | undefined) => setPackageId(value ?? null)}
          />
        </FieldRow>
        <FormAlert message={call.errorMessage} />
        <Space style={{ marginTop: 12 }}>
          <Button type="primary" htmlType="submit" loading={call.loading}>
            Save
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </Space>
      </form>
    </LightDialog>
  );
}
