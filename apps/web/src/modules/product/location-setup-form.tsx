import { useState } from 'react';
import { Button, Input, InputNumber, Select, Space } from 'antd';
import {
  LOCATION_RANGES,
  LocationMessage,
  locationCodeOf,
  locationSetupInputSchema,
  locationTotal,
  MAX_LOCATIONS,
  type LocationSetup,
  type LocationSetupInput,
} from '@wander/contract';
import { errorMessageOf, splitFormErrors } from '../../lib/api';
import { FieldRow } from '../../ui/field-row';
import { FormAlert } from '../../ui/form-alert';

type Counts = Pick<LocationSetupInput, keyof typeof LOCATION_RANGES>;
/** The form's values: a cleared number box is null until the user types again. */
export type SetupDraft = {
  prefix: string;
  separator: string;
} & { [K in keyof Counts]: number | null };

export const SETUP_FIELDS = [
  'prefix',
  'separator',
  'zoneCount',
  'rackCount',
  'levelCount',
  'binCount',
] as const;

/** Separator options, by label. */
export const SEPARATOR_OPTIONS = [
  { label: 'Dot (.)', value: '.' },
  { label: 'Hyphen (-)', value: '-' },
  { label: 'None', value: '' },
  { label: 'Slash (/)', value: '/' },
  { label: 'Underscore (_)', value: '_' },
];

const COUNT_FIELDS = Object.keys(LOCATION_RANGES) as (keyof Counts)[];

export const draftOf = (setup: LocationSetup): SetupDraft => ({
  prefix: setup.prefix,
  separator: setup.separator,
  zoneCount: setup.zoneCount,
  rackCount: setup.rackCount,
  levelCount: setup.levelCount,
  binCount: setup.binCount,
});

/** The contract's checks (first message per field) and the cap on the total as a form error. */
export function checkSetup(draft: SetupDraft): {
  fields: Record<string, string>;
  form: string | null;
  value: LocationSetupInput | null;
} {
  const fields: Record<string, string> = {};
  const body = Object.fromEntries(
    Object.entries(draft).map(([k, v]) => [k, v === null ? undefined : v]),
  );
  const parsed = locationSetupInputSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    return { fields, form: null, value: null };
  }
  const total = locationTotal(parsed.data);
  if (total > MAX_LOCATIONS) return { fields, form: LocationMessage.tooMany(total), value: null };
  return { fields, form: null, value: parsed.data };
}

/** "KL-A-01-01-01 to KL-B-03-02-04 (48 locations)", or null while the values are not valid. */
export function previewOf(draft: SetupDraft): string | null {
  const { value } = checkSetup(draft);
  if (!value) return null;
  const first = locationCodeOf(value, 1, 1, 1, 1);
  const last = locationCodeOf(
    value,
    value.zoneCount,
    value.rackCount,
    value.levelCount,
    value.binCount,
  );
  const total = locationTotal(value);
  return total === 1
    ? `${first} (1 location)`
    : `${first} to ${last} (${total.toLocaleString('en-US')} locations)`;
}

/**
 * The setup form: prefix, separator and the four counts, with the codes it makes. Enter saves;
 * field errors come from the contract first and from the server after.
 */
export function LocationSetupForm(props: {
  setup: LocationSetup;
  canSave: boolean;
  onSave: (value: LocationSetupInput) => Promise<void>;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [draft, setDraft] = useState<SetupDraft>(() => draftOf(props.setup));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof SetupDraft>(key: K, value: SetupDraft[K]) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    props.onDirtyChange(JSON.stringify(next) !== JSON.stringify(draftOf(props.setup)));
  };
  const save = async () => {
    const checked = checkSetup(draft);
    setErrors(checked.fields);
    setFormError(checked.form);
    if (!checked.value) return;
    setSaving(true);
    try {
      await props.onSave(checked.value);
      props.onDirtyChange(false);
    } catch (error) {
      const split = splitFormErrors(error, SETUP_FIELDS);
      setErrors(Object.fromEntries(split.fields.map((f) => [f.name, f.errors[0]])));
      setFormError(split.formMessage ?? (split.fields.length ? null : errorMessageOf(error)));
    } finally {
      setSaving(false);
    }
  };
  const preview = previewOf(draft);
  return (
    <form
      aria-label="Location setup"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <FieldRow id="location-prefix" label="Prefix" required error={errors.prefix}>
        <Input
          id="location-prefix"
          maxLength={8}
          style={{ width: 200 }}
          disabled={!props.canSave}
          value={draft.prefix}
          onChange={(e) => set('prefix', e.target.value.toUpperCase())}
        />
      </FieldRow>
      <FieldRow id="location-separator" label="Separator" required error={errors.separator}>
        <Select
          id="location-separator"
          style={{ width: 200 }}
          disabled={!props.canSave}
          options={SEPARATOR_OPTIONS}
          value={draft.separator}
          onChange={(value: string) => set('separator', value)}
        />
      </FieldRow>
      {COUNT_FIELDS.map((key) => (
        <FieldRow
          key={key}
          id={`location-${key}`}
          label={LOCATION_RANGES[key].label}
          required
          error={errors[key]}
        >
          <InputNumber
            id={`location-${key}`}
            min={1}
            max={LOCATION_RANGES[key].max}
            precision={0}
            style={{ width: 200 }}
            disabled={!props.canSave}
            value={draft[key]}
            onChange={(n) => set(key, typeof n === 'number' ? n : null)}
          />
        </FieldRow>
      ))}
      <p aria-label="Location codes" className="location-preview">
        {preview ? `Codes: ${preview}` : 'Codes: -'}
      </p>
      <FormAlert message={formError} />
      {props.canSave && (
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            Save
          </Button>
        </Space>
      )}
    </form>
  );
}
