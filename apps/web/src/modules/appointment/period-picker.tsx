import { useQuery } from '@tanstack/react-query';
import { Radio } from 'antd';
import { errorMessageOf } from '../../lib/api';
import { appointmentKeys, appointmentsApi } from './appointments-api';

/**
 * The free periods of the chosen day (POST service/Appointments/GetTimePeriodByDate), one radio
 * button each with the places left; full or too-soon periods are shown but cannot be picked.
 */
export function PeriodPicker({
  id,
  date,
  excludeId,
  value,
  onChange,
}: {
  id: string;
  date: string;
  excludeId?: string;
  value: string;
  onChange: (startTime: string) => void;
}) {
  const query = useQuery({
    queryKey: [...appointmentKeys.all, 'periods', date, excludeId ?? null],
    queryFn: () => appointmentsApi.periods(date, excludeId),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
  if (!date) return <p className="appointment-hint">Pick a date to see its free periods.</p>;
  if (query.isError) return <p role="alert">{errorMessageOf(query.error)}</p>;
  const day = query.data;
  if (!day) return <p className="appointment-hint">Loading the periods…</p>;
  if (day.closedReason) return <p className="appointment-hint">{day.closedReason}</p>;
  if (day.periods.length === 0)
    return <p className="appointment-hint">The counter has no timeslot on {day.weekday}s.</p>;
  const free = day.periods.filter((p) => p.available).length;
  return (
    <div>
      <p className="appointment-hint">
        {day.weekday}: {free === 0 ? 'no free period left' : `${free} free periods`}
        {day.periods[0].location ? ` at ${day.periods[0].location}` : ''}
      </p>
      <Radio.Group
        id={id}
        optionType="button"
        value={value || undefined}
        onChange={(e) => onChange(e.target.value as string)}
        className="appointment-periods"
        options={day.periods.map((p) => ({
          value: p.startTime,
          disabled: !p.available,
          label: `${p.startTime}-${p.endTime} (${p.remaining} of ${p.capacity} left)`,
        }))}
      />
    </div>
  );
}
