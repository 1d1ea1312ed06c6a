import { z } from 'zod';
import {
  EMAIL_PATTERN,
  UUID_PATTERN,
  integerValue,
  messages,
  optionalText,
  requiredText,
} from '../validation/validators.js';
import { orderQuantitySchema } from '../orders/purchase-order.js';
import { calendarDate, timeOfDay } from './time-of-day.js';

export const APPOINTMENTS_PATH = 'service/Appointments';

/**
 * An appointment's statuses (the spec names only the actions: confirm, cancel, complete, adjust).
 * Adjust sets the products used and keeps the status.
 */
export const APPOINTMENT_STATUSES = ['Pending', 'Confirmed', 'Completed', 'Cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_TRANSITIONS: Readonly<
  Record<AppointmentStatus, readonly AppointmentStatus[]>
> = {
  Pending: ['Confirmed', 'Cancelled'],
  Confirmed: ['Completed', 'Cancelled'],
  Completed: [],
  Cancelled: [],
};
/** Statuses that hold a place in their period (a cancelled one frees it). */
export const APPOINTMENT_HOLDS_PLACE: readonly AppointmentStatus[] = [
  'Pending',
  'Confirmed',
  'Completed',
];
/** Statuses in which the booking (customer, date, period) and the products may still change. */
export const APPOINTMENT_OPEN: readonly AppointmentStatus[] = ['Pending', 'Confirmed'];

export const APPOINTMENT_PURPOSES = ['Install', 'Collect'] as const;
export const APPOINTMENT_PURPOSE_LABELS: Record<(typeof APPOINTMENT_PURPOSES)[number], string> = {
  Install: 'Install eSIMs',
  Collect: 'Collect eSIMs',
};

/** POST service/Appointments and PUT service/Appointments/{id}: a booking of one period. */
export const appointmentInputSchema = z
  .object({
    customerName: requiredText('Customer Name', { max: 120 }),
    customerEmail: z
      .string()
      .trim()
      .max(256, { error: messages.maxLength('Customer Email', 256) })
      .regex(EMAIL_PATTERN, { error: messages.email })
      .or(z.literal(''))
      .nullish(),
    customerPhone: optionalText('Customer Phone', { max: 32 }),
    purpose: z.enum(APPOINTMENT_PURPOSES, { error: messages.required('Purpose') }),
    appointmentDate: calendarDate('Appointment Date'),
    startTime: timeOfDay('Period'),
    remarks: optionalText('Remarks', { max: 512 }),
  })
  .strict();
export type AppointmentInput = z.infer<typeof appointmentInputSchema>;

export const appointmentRowSchema = z.object({
  id: z.string(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  purpose: z.string(),
  appointmentDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});
export type AppointmentRow = z.infer<typeof appointmentRowSchema>;

export const appointmentProductSchema = z.object({
  variantId: z.string(),
  productName: z.string(),
  variantName: z.string(),
  qty: z.number(),
  /** eSIMs of this plan in the distributor's stock now (available, not yet allocated). */
  inStock: z.number(),
});

export const appointmentDetailSchema = appointmentRowSchema.extend({
  customerEmail: z.string().nullable(),
  remarks: z.string().nullable(),
  cancelReason: z.string().nullable(),
  products: z.array(appointmentProductSchema),
  /** The sale issued when the appointment was completed (its invoice took the eSIMs from stock). */
  saleOrder: z
    .object({
      id: z.string(),
      documentNo: z.string(),
      status: z.string(),
      invoiceNo: z.string().nullable(),
    })
    .nullable(),
  /** What may be done now: 'Edit', 'Confirm', 'Cancel', 'Adjust', 'Complete', 'Delete'. */
  actions: z.array(z.string()),
});
export type AppointmentDetail = z.infer<typeof appointmentDetailSchema>;

/** PUT service/Appointments/Cancel/{id}: why. */
export const appointmentCancelSchema = z
  .object({ reason: requiredText('Reason', { max: 256 }) })
  .strict();
export type AppointmentCancelInput = z.infer<typeof appointmentCancelSchema>;

/** PUT service/Appointments/Adjust/{id}: the products used (replaces the earlier list). */
export const appointmentAdjustSchema = z
  .object({
    products: z
      .array(
        z
          .object({
            variantId: z
              .string({ error: messages.required('Variant') })
              .regex(UUID_PATTERN, { error: messages.invalidOption('Variant') }),
            qty: orderQuantitySchema,
          })
          .strict(),
        { error: 'Please add at least one product' },
      )
      .min(1, { error: 'Please add at least one product' })
      .max(50, { error: 'An appointment can have at most 50 products' }),
  })
  .strict();
export type AppointmentAdjustInput = z.infer<typeof appointmentAdjustSchema>;

/** GET service/Appointments/GetConfig and PUT .../UpdateConfig: the booking rules. */
export const appointmentConfigSchema = z
  .object({
    slotMinutes: integerValue('Slot Length (minutes)', { min: 5, max: 480 }),
    capacityPerSlot: integerValue('Capacity per Slot', { min: 1, max: 100 }),
    leadTimeHours: integerValue('Lead Time (hours)', { min: 0, max: 720 }),
    daysAhead: integerValue('Days Ahead', { min: 1, max: 365 }),
    timeZone: requiredText('Time Zone', { max: 64 }).refine(isTimeZone, {
      error: 'Time Zone is not a known time zone',
    }),
  })
  .strict();
export type AppointmentConfig = z.infer<typeof appointmentConfigSchema>;
export const DEFAULT_APPOINTMENT_CONFIG: AppointmentConfig = {
  slotMinutes: 30,
  capacityPerSlot: 3,
  leadTimeHours: 2,
  daysAhead: 14,
  timeZone: 'Asia/Kuala_Lumpur',
};

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** POST service/Appointments/GetTimePeriodByDate. */
export const timePeriodRequestSchema = z
  .object({
    date: calendarDate('Date'),
    /** The appointment being moved: its own place does not count against the period. */
    excludeId: z
      .string()
      .regex(UUID_PATTERN, { error: messages.invalidOption('Appointment') })
      .nullish(),
  })
  .strict();
export type TimePeriodRequest = z.infer<typeof timePeriodRequestSchema>;

export const timePeriodSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  location: z.string().nullable(),
  capacity: z.number(),
  booked: z.number(),
  remaining: z.number(),
  /** Free: a place is left and the period starts after the lead time. */
  available: z.boolean(),
});
export type TimePeriod = z.infer<typeof timePeriodSchema>;

export const timePeriodsSchema = z.object({
  date: z.string(),
  weekday: z.string(),
  /** Why nothing can be booked that day (a holiday, past, too far ahead), or null. */
  closedReason: z.string().nullable(),
  periods: z.array(timePeriodSchema),
});
export type TimePeriods = z.infer<typeof timePeriodsSchema>;
