import './appointment.css';
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, InputNumber } from 'antd';
import type { AppointmentConfig } from '@wander/contract';
import { ApiError, errorMessageOf } from '../../lib/api';
import { Loading } from '../../crud/loading';
import { showMessage } from '../../ui/dialogs';
import { FieldRow } from '../../ui/field-row';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { appointmentKeys, appointmentsApi } from './appointments-api';

const NUMBERS: {
  key: Exclude<keyof AppointmentConfig, 'timeZone'>;
  label: string;
  min: number;
  max: number;
  help: string;
}[] = [
  {
    key: 'slotMinutes',
    label: 'Slot Length (minutes)',
    min: 5,
    max: 480,
    help: 'Each timeslot is cut into periods of this length.',
  },
  {
    key: 'capacityPerSlot',
    label: 'Capacity per Slot',
    min: 1,
    max: 100,
    help: 'Customers the counter serves in one period.',
  },
  {
    key: 'leadTimeHours',
    label: 'Lead Time (hours)',
    min: 0,
    max: 720,
    help: 'How long before a period it can still be booked.',
  },
  {
    key: 'daysAhead',
    label: 'Days Ahead',
    min: 1,
    max: 365,
    help: 'How far ahead appointments can be booked.',
  },
];

/** /setup/appointment-config: the booking rules (GET GetConfig, PUT UpdateConfig). */
export function AppointmentConfigPage() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...appointmentKeys.all, 'config'],
    queryFn: appointmentsApi.config,
  });
  const [values, setValues] = useState<AppointmentConfig | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (query.data) setValues(query.data);
  }, [query.data]);
  const title = 'Appointment Config';
  if (!values)
    return (
      <PageFrame title={title}>
        {query.isError ? <p role="alert">{errorMessageOf(query.error)}</p> : <Loading />}
      </PageFrame>
    );
  const save = async () => {
    setError(null);
    const errors: Record<string, string> = {};
    for (const n of NUMBERS) {
      const v = values[n.key];
      if (v === null || v === undefined || Number.isNaN(v))
        errors[n.key] = `${n.label} is required`;
      else if (v < n.min) errors[n.key] = `${n.label} should have minimum value of ${n.min}`;
      else if (v > n.max) errors[n.key] = `${n.label} should have maximum value of ${n.max}`;
    }
    if (!values.timeZone.trim()) errors.timeZone = 'Time Zone is required';
    setFieldErrors(errors);
    if (Object.keys(errors).length) return;
    setSaving(true);
    try {
      setValues(await appointmentsApi.updateConfig(values));
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      showMessage('success', 'Update successfully!');
    } catch (e) {
      if (e instanceof ApiError)
        setFieldErrors(
          Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0]])),
        );
      setError(errorMessageOf(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <PageFrame title={title}>
      <Panel>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {NUMBERS.map((n) => (
            <FieldRow
              key={n.key}
              id={`cfg-${n.key}`}
              label={n.label}
              required
              error={fieldErrors[n.key]}
            >
              <InputNumber
                id={`cfg-${n.key}`}
                min={n.min}
                max={n.max}
                precision={0}
                value={values[n.key]}
                onChange={(v) =>
                  setValues({ ...values, [n.key]: v === null ? (null as never) : Number(v) })
                }
                style={{ width: 160 }}
              />
              <div className="appointment-hint">{n.help}</div>
            </FieldRow>
          ))}
          <FieldRow id="cfg-timeZone" label="Time Zone" required error={fieldErrors.timeZone}>
            <Input
              id="cfg-timeZone"
              maxLength={64}
              value={values.timeZone}
              onChange={(e) => setValues({ ...values, timeZone: e.target.value })}
              style={{ width: 260 }}
              placeholder="Asia/Kuala_Lumpur"
            />
            <div className="appointment-hint">
              The counter’s clock: timeslots and dates are read in it.
            </div>
          </FieldRow>
          <FormAlert message={error} />
          <Button type="primary" htmlType="submit" loading={saving}>
            Save
          </Button>
        </form>
      </Panel>
    </PageFrame>
  );
}
