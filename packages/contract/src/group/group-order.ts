import { z } from 'zod';
import { importRowErrorSchema } from '../catalog/serial-import.js';
import { tripPlanSchema } from '../catalog/trip-plan.js';

/** The actions of network/GroupOrders beyond the standard pattern (issue 29). */
export const GroupOrderPaths = {
  importTravellers: (id: string) => `network/GroupOrders/Import/${id}`,
  plan: (id: string) => `network/GroupOrders/Plan/${id}`,
  order: (id: string) => `network/GroupOrders/Order/${id}`,
  status: (id: string) => `network/GroupOrders/Status/${id}`,
  resend: (id: string) => `network/GroupOrders/Resend/${id}`,
  move: (id: string) => `network/GroupOrders/Move/${id}`,
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
      email: z.string(),
      esims: z.array(
        z.object({
          /** The eSIM's id: its top-up page is /top-up-esim/{serialId}. */
          serialId: z.string(),
          iccid: z.string(),
          planName: z.string(),
          /** allocated | delivered | ... (the serial's status). */
          status: z.string(),
          deliveredAt: z.string().nullable(),
          /** When the supplier first reported it installed; null until then. */
          installedAt: z.string().nullable(),
          usedMb: z.number(),
          /** Delivered, not installed and no data used: it may move to another traveller. */
          movable: z.boolean(),
        }),
      ),
    }),
  ),
});
export type GroupStatus = z.infer<typeof groupStatusSchema>;

/** POST network/GroupOrders/Resend/{id}: a traveller's eSIM e-mail (and SMS) again. */
export const groupResendSchema = z.object({
  travellerId: z.string({ error: 'Traveller is required' }).min(1, 'Traveller is required'),
});
export type GroupResend = z.infer<typeof groupResendSchema>;

/**
 * POST network/GroupOrders/Move/{id}: an unused eSIM to another traveller of the group. The
 * caller names the traveller it saw the eSIM with and it moves only from them: of two Moves of
 * one eSIM sent at once, the second is told it has moved meanwhile.
 */
export const groupMoveSchema = z.object({
  iccid: z.string({ error: 'eSIM is required' }).min(1, 'eSIM is required').max(22),
  fromTravellerId: z
    .string({ error: 'Traveller is required' })
    .min(1, 'Traveller is required')
    .max(64),
  toTravellerId: z.string({ error: 'Traveller is required' }).min(1, 'Traveller is required'),
});
export type GroupMove = z.infer<typeof groupMoveSchema>;

/** What Resend and Move answer: the traveller(s) e-mailed. */
export const groupMailedSchema = z.object({ mailed: z.number(), texted: z.number() });
export type GroupMailed = z.infer<typeof groupMailedSchema>;

/** The group page's messages of the delivery actions. */
export const GroupDeliveryMessage = {
  notDelivered: 'This group has no delivered eSIMs yet',
  noEsims: 'This traveller has no eSIM of the group',
  esimNotFound: 'eSIM is not a valid option',
  travellerNotFound: 'Traveller is not a valid option',
  notMovable: 'This eSIM has been installed or used and can no longer move to another traveller',
  sameTraveller: "The eSIM is already this traveller's",
  movedAway: 'This eSIM has just moved to another traveller: look again before moving it',
} as const;
