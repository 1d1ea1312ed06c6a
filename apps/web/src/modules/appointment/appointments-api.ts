import {
  APPOINTMENTS_PATH as AP,
  type AppointmentAdjustInput,
  type AppointmentConfig,
  type AppointmentDetail,
  type AppointmentInput,
  type TimePeriods,
} from '@wander/contract';
import { api } from '../../lib/api';

export const APPOINTMENT_LIST = { title: 'Appointments', path: '/setup/appointment-list' };
export const appointmentKeys = { all: ['appointments'] as const };

/** The calls of spec section 7 "Appointments". */
export const appointmentsApi = {
  detail: (id: string) => api.get<AppointmentDetail>(`${AP}/GetDetail/${encodeURIComponent(id)}`),
  create: (body: AppointmentInput) => api.post<AppointmentDetail>(AP, body),
  update: (id: string, body: AppointmentInput) =>
    api.put<AppointmentDetail>(`${AP}/${encodeURIComponent(id)}`, body),
  remove: (id: string) => api.delete<null>(`${AP}/${encodeURIComponent(id)}`),
  periods: (date: string, excludeId?: string) =>
    api.post<TimePeriods>(`${AP}/GetTimePeriodByDate`, { date, excludeId: excludeId ?? null }),
  confirm: (id: string) => api.put<AppointmentDetail>(`${AP}/Confirm/${encodeURIComponent(id)}`),
  cancel: (id: string, reason: string) =>
    api.put<AppointmentDetail>(`${AP}/Cancel/${encodeURIComponent(id)}`, { reason }),
  complete: (id: string) => api.put<AppointmentDetail>(`${AP}/Complete/${encodeURIComponent(id)}`),
  adjust: (id: string, body: AppointmentAdjustInput) =>
    api.put<AppointmentDetail>(`${AP}/Adjust/${encodeURIComponent(id)}`, body),
  config: () => api.get<AppointmentConfig>(`${AP}/GetConfig`),
  updateConfig: (body: AppointmentConfig) => api.put<AppointmentConfig>(`${AP}/UpdateConfig`, body),
};
