import { z } from 'zod';
import { importRowErrorSchema } from '../catalog/serial-import.js';
import { tripPlanSchema } from '../catalog/trip-plan.js';

/** The actions of network/GroupOrders beyond the standard pattern (issue 29). */
export const GroupOrderPaths = {
  importTravellers: (id: string) => `network/GroupOrders/Import/${id}`,
  plan: (id: string) => `network/GroupOrders/Plan/${id}`,
  order: (id: string) => `network/GroupOrders/Order/${id}`,
  status: (id: string) => `network/GroupOrders/Status/${id}`,
} as const;

/** The roster file's columns; legs (`JP:5;KR:4`) and gbPerDay may be left out. */
export const TRAVELLER_IMPORT_COLUMNS = [
  'name',
  'email',
  'phone',
  'language',
  'legs',
  'gbPerDay',
] as const;
export const TRAVELLER_IMPORT_OPTIONAL_COLUMNS = ['phone', 'legs', 'gbPerDay'] as const;

/**
 * POST network/GroupOrders/Import/{id}: Completed with the roster replaced by the file's
 * travellers, or Failed with every bad row named and nothing saved.
 */
export const travellerImportResultSchema = z.object({
  status: z.string(),
  totalRows: z.number(),
  importedRows: z.number(),
  errors: z.array(importRowErrorSchema),
});
export type TravellerImportResult = z.infer<typeof travellerImportResultSchema>;

/** POST network/GroupOrders/Plan/{id}: each traveller's plan and the group's total. */
export const groupPlanSchema = z.object({
  travellers: z.array(
    z.object({
      travellerId: z.string(),
      name: z.string(),
      /** Whether the traveller has legs or data of their own (else the group's). */
      ownTrip: z.boolean(),
      plan: tripPlanSchema,
    }),
  ),
  total: z.number(),
  currency: z.string(),
});
export type GroupPlan = z.infer<typeof groupPlanSchema>;

/** POST network/GroupOrders/Order/{id}: the purchase order made (a Draft to pay). */
export const groupOrderPlacedSchema = z.object({
  poId: z.string(),
  documentNo: z.string(),
  total: z.number(),
  currency: z.string(),
});
export type GroupOrderPlaced = z.infer<typeof groupOrderPlacedSchema>;

/** POST network/GroupOrders/Status/{id}: each traveller's eSIMs of the group's order and their use. */
export const groupStatusSchema = z.object({
  travellers: z.array(
    z.object({
      travellerId: z.string(),
      name: z.string(),
      esims: z.array(
        z.object({
          iccid: z.string(),
          planName: z.string(),
          /** allocated | delivered | ... (the serial's status). */
          status: z.string(),
          usedMb: z.number(),
        }),
      ),
    }),
  ),
});
export type GroupStatus = z.infer<typeof groupStatusSchema>;
