import { z } from 'zod';
import { messages } from '../validation/validators.js';

/** POST catalog/TripPlan (issue 29): the cheapest mix of a distributor's plans for a trip. */
export const TRIP_PLAN_PATH = 'catalog/TripPlan';
export const TRIP_MAX_LEGS = 30;

const integerIn = (label: string, min: number, max: number) =>
  z
    .number({ error: messages.required(label) })
    .int({ error: messages.integer(label) })
    .min(min, { error: messages.minValue(label, min) })
    .max(max, { error: messages.maxValue(label, max) });

export const tripLegSchema = z
  .object({
    countryCode: z
      .string({ error: messages.required('Country') })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'Country should be a 2-letter ISO code' }),
    days: integerIn('Days', 1, 365),
  })
  .strict();
export type TripLeg = z.infer<typeof tripLegSchema>;

export const tripPlanRequestSchema = z
  .object({
    distributorEntityCode: z
      .string({ error: messages.required('Distributor') })
      .min(1, { error: messages.required('Distributor') })
      .max(32),
    legs: z
      .array(tripLegSchema, { error: 'Add at least one destination' })
      .min(1, { error: 'Add at least one destination' })
      .max(TRIP_MAX_LEGS, { error: `A trip has at most ${TRIP_MAX_LEGS} destinations` }),
    gbPerDay: z
      .number({ error: messages.required('Data per day (GB)') })
      .min(0, { error: messages.minValue('Data per day (GB)', 0) })
      .max(100, { error: messages.maxValue('Data per day (GB)', 100) }),
  })
  .strict();
export type TripPlanRequest = z.infer<typeof tripPlanRequestSchema>;

export const tripPlanLineSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  variantCode: z.string(),
  planName: z.string(),
  /** ISO codes of the countries the plan covers. */
  countries: z.array(z.string()),
  days: z.number(),
  dataGb: z.number(),
  isDayPass: z.boolean(),
  quantity: z.number(),
  /** The buyer's own unit price (group and quantity discounts, before tax). */
  unitPrice: z.number(),
  /** Why this plan: "one Asia 8 plan covers Japan and Korea for 9 days". */
  reason: z.string(),
});
export type TripPlanLine = z.infer<typeof tripPlanLineSchema>;

export const tripPlanSchema = z.object({
  lines: z.array(tripPlanLineSchema),
  /** What the cart will charge: the lines after discounts, with tax. */
  total: z.number(),
  currency: z.string(),
});
export type TripPlan = z.infer<typeof tripPlanSchema>;
