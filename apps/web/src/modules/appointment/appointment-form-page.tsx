import './appointment.css';
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Button, Input, Select, Space } from 'antd';
import {
  APPOINTMENT_PURPOSE_LABELS,
  APPOINTMENT_PURPOSES,
  EMAIL_PATTERN,
  type AppointmentInput,
} from '@wander/contract';
import { ApiError, errorMessageOf } from '../../lib/api';
import { Loading } from '../../crud/loading';
import { showMessage } from '../../ui/dialogs';
import { FieldRow } from '../../ui/field-row';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { APPOINTMENT_LIST, appointmentKeys, appointmentsApi } from './appointments-api';
import { PeriodPicker } from './period-picker';

type Values = {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  purpose: string;
  appointmentDate: string;
  startTime: string;
  remarks: string;
};
const EMPTY: Values = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  purpose: 'Install',
  appointmentDate: '',
  startTime: '',
  remarks: '',
};

function check(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.customerName.trim()) errors.customerName = 'Customer Name is required';
  if (values.customerEmail && !EMAIL_PATTERN.test(values.customerEmail))
    errors.customerEmail = 'Email is invalid';
  if (!values.appointmentDate) errors.appointmentDate = 'Appointment Date is required';
  if (!values.startTime) errors.startTime = 'Period is required';
  return errors;
}

/**
 * /setup/appointment-new and -edit/{id}: the customer, then a date and one of its free periods
 * (GetTimePeriodByDate; when editing, the appointment's own place counts as free).
 */
export function AppointmentFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const existing = useQuery({
    queryKey: [...appointmentKeys.all, 'detail', id],
    queryFn: () => appointmentsApi.detail(id!),
    enabled: !!id,
  });
  const [values, setValues] = useState<Values>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const loaded = existing.data;
  useEffect(() => {
    if (!loaded) return;
    setValues({
      customerName: loaded.customerName,
      customerEmail: loaded.customerEmail ?? '',
      customerPhone: loaded.customerPhone ?? '',
      purpose: loaded.purpose,
      appointmentDate: loaded.appointmentDate,
      startTime: loaded.startTime,
      remarks: loaded.remarks ?? '',
    });
  }, [loaded]);
  const title = id ? 'Edit Appointment' : 'New Appointment';
  if (id && !loaded) {
    return (
      <PageFrame title={title} breadcrumb={[APPOINTMENT_LIST]}>
        {existing.isError ? <p role="alert">Appointment not found.</p> : <Loading />}
      </PageFrame>
    );
  }
  const set = (key: keyof Values) => (value: string) =>
    setValues((v) => ({
      ...v,
      [key]: value,
      ...(key === 'appointmentDate' ? { startTime: '' } : {}),
    }));
  const save = async () => {
    setError(null);
    const errors = check(values);
    setFieldErrors(errors);
    if (Object.keys(errors).length) return;
    setSaving(true);
    const body: AppointmentInput = {
      customerName: values.customerName,
      customerEmail: values.customerEmail || null,
      customerPhone: values.customerPhone || null,
      purpose: values.purpose as AppointmentInput['purpose'],
      appointmentDate: values.appointmentDate,
      startTime: values.startTime,
      remarks: values.remarks || null,
    };
    try {
      const saved = id
        ? await appointmentsApi.update(id, body)
        : await appointmentsApi.create(body);
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      showMessage('success', id ? 'Update successfully!' : 'Create successfully!');
      navigate(`/setup/appointment-detail/${saved.id}`, { replace: true });
    } catch (e) {
      if (e instanceof ApiError) {
        setFieldErrors(
          Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0]])),
        );
      }
      setError(errorMessageOf(e));
      await queryClient.invalidateQueries({ queryKey: [...appointmentKeys.all, 'periods'] });
    } finally {
      setSaving(false);
    }
  };
  return (
    <PageFrame title={title} breadcrumb={[APPOINTMENT_LIST]}>
      <Panel>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <FieldRow
            id="apt-customer"
            label="Customer Name"
            required
            error={fieldErrors.customerName}
          >
            <Input
              id="apt-customer"
              maxLength={120}
              value={values.customerName}
              onChange={(e) => set('customerName')(e.target.value)}
            />
          </FieldRow>
          <FieldRow id="apt-phone" label="Customer Phone" error={fieldErrors.customerPhone}>
            <Input
              id="apt-phone"
              maxLength={32}
              value={values.customerPhone}
              onChange={(e) => set('customerPhone')(e.target.value)}
            />
          </FieldRow>
          <FieldRow id="apt-email" label="Customer Email" error={fieldErrors.customerEmail}>
            <Input
              id="apt-email"
              maxLength={256}
              value={values.customerEmail}
              onChange={(e) => set('customerEmail')(e.target.value)}
            />
          </FieldRow>
          <FieldRow id="apt-purpose" label="Purpose" required error={fieldErrors.purpose}>
            <Select
              id="apt-purpose"
              value={values.purpose}
              onChange={set('purpose')}
              options={[...APPOINTMENT_PURPOSES]
                .map((p) => ({ value: p, label: APPOINTMENT_PURPOSE_LABELS[p] }))
                .sort((a, b) => a.label.localeCompare(b.label))}
              style={{ width: 240 }}
            />
          </FieldRow>
          <FieldRow
            id="apt-date"
            label="Appointment Date"
            required
            error={fieldErrors.appointmentDate}
          >
            <Input
              id="apt-date"
              type="date"
              value={values.appointmentDate}
              onChange={(e) => set('appointmentDate')(e.target.value)}
              style={{ width: 200 }}
            />
          </FieldRow>
          <FieldRow id="apt-period" label="Period" required error={fieldErrors.startTime}>
            <PeriodPicker
              id="apt-period"
              date={values.appointmentDate}
              excludeId={id}
              value={values.startTime}
              onChange={set('startTime')}
            />
          </FieldRow>
          <FieldRow id="apt-remarks" label="Remarks" error={fieldErrors.remarks}>
            <Input.TextArea
              id="apt-remarks"
              maxLength={512}
              rows={2}
              value={values.remarks}
              onChange={(e) => set('remarks')(e.target.value)}
            />
          </FieldRow>
          <FormAlert message={error} />
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              Save
            </Button>
            <Button
              onClick={() =>
                navigate(id ? `/setup/appointment-detail/${id}` : APPOINTMENT_LIST.path)
              }
            >
              Cancel
            </Button>
          </Space>
        </form>
      </Panel>
    </PageFrame>
  );
}
