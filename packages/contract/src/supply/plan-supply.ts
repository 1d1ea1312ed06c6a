import { z } from 'zod';
import { messages } from '../validation/messages.js';
import type { NoticeProviderKind } from './provider-kinds.js';

/**
 * Plan supply (issue 27): how each of a distributor's plans (variants) is supplied, and the
 * provider calls beside the Providers resource. Paths are relative to /api/.
 */
export const SupplyPaths = {
  testConnection: (id: string) => `product/Providers/TestConnection/${id}`,
  sync: (id: string) => `product/Providers/Sync/${id}`,
  /** An account's own webhook URL (its token is the provider row's `webhook_token`). */
  webhook: (kind: NoticeProviderKind, token: string) =>
    `product/Providers/Webhook/${kind}/${token}`,
  /** GET: the account's webhook URL to copy into the provider's console. */
  webhookUrl: (id: string) => `product/Providers/WebhookUrl/${id}`,
  planSupplySearch: 'product/PlanSupply/Search',
  planSupply: (variantId: string) => `product/PlanSupply/${variantId}`,
  acceptCost: (variantId: string) => `product/PlanSupply/AcceptCost/${variantId}`,
  /** POST: the distributor has looked at a plan whose margin a rate move pushed below minimum. */
  reviewMargin: (variantId: string) => `product/PlanSupply/ReviewMargin/${variantId}`,
  packageOptions: 'product/ProviderPackages/GetSelectList',
  /** The provider kinds this server offers (the Demo Supplier only where it is allowed). */
  kindOptions: 'product/ProviderKinds/GetSelectList',
} as const;

export const SUPPLY_MODES = ['stock', 'provider', 'stock-then-provider'] as const;
export type SupplyMode = (typeof SUPPLY_MODES)[number];
export const SUPPLY_MODE_LABELS: Record<SupplyMode, string> = {
  stock: 'From stock',
  provider: 'From provider',
  'stock-then-provider': 'Stock, then provider',
};

/**
 * What a mapping row flags for the distributor: never applied to a selling price by itself.
 * 'Margin below minimum': an exchange rate moved past the distributor's threshold since the plan
 * was last reviewed and its margin at the new rate is below the distributor's minimum. 'No rate':
 * the package's cost could not be converted into the selling currency (no exchange rate), so it
 * has no suggested price.
 */
export const SUPPLY_FLAGS = [
  'Price changed',
  'Withdrawn',
  'Margin below minimum',
  'No rate',
] as const;
export type SupplyFlag = (typeof SUPPLY_FLAGS)[number];

/** The figures behind 'Margin below minimum', as the check that raised it saw them. */
export const marginAlertSchema = z.object({
  /** The day the check ran for (YYYY-MM-DD). */
  checkedOn: z.string(),
  /** 1 cost currency = `rate` selling currency, now (decimal text) and its day. */
  rate: z.string(),
  rateDate: z.string(),
  /** The rate the plan was last reviewed at, and its day. */
  reviewedRate: z.string(),
  reviewedRateDate: z.string(),
  /** How far the rate moved since, in percent (two decimals, signed: + the cost rose). */
  movePercent: z.number(),
  /** The cost at the new rate and the selling price, in the selling currency (decimals). */
  cost: z.number(),
  price: z.number(),
  currency: z.string(),
  /** Margin over the selling price at the new rate, and the distributor's minimum, percent. */
  marginPercent: z.number(),
  minimumPercent: z.number(),
});
export type MarginAlert = z.infer<typeof marginAlertSchema>;

export const planSupplyRowSchema = z.object({
  variantId: z.string(),
  productCode: z.string(),
  productName: z.string(),
  variantName: z.string(),
  mode: z.enum(SUPPLY_MODES),
  providerId: z.string().nullable(),
  providerName: z.string().nullable(),
  providerPackageId: z.string().nullable(),
  packageCode: z.string().nullable(),
  packageName: z.string().nullable(),
  /** The provider's cost now and the one accepted before it changed (decimals). */
  providerCost: z.number().nullable(),
  previousCost: z.number().nullable(),
  costCurrency: z.string().nullable(),
  /** The distributor's selling price of the variant, if it sells it. */
  sellingPrice: z.number().nullable(),
  sellingCurrency: z.string().nullable(),
  availableStock: z.number(),
  /** The first of `flags` (Withdrawn, Price changed, Margin below minimum, No rate). */
  flag: z.enum(SUPPLY_FLAGS).nullable(),
  flags: z.array(z.enum(SUPPLY_FLAGS)),
  /**
   * The suggested selling price (issue 40): the provider's cost converted into the distributor's
   * selling currency at the rate of the day it was made (`suggestedOn`, the sync), marked up and
   * rounded as that currency's prices round. Null with `suggestionNote` saying why (no rate).
   */
  suggestedPrice: z.number().nullable(),
  suggestedCurrency: z.string().nullable(),
  suggestedOn: z.string().nullable(),
  /** 1 cost currency = rate selling currency (decimal text), and the day of that rate: earlier
   * than `suggestedOn` when that day had none. Null for a cost already in the selling currency. */
  suggestionRate: z.string().nullable(),
  suggestionRateDate: z.string().nullable(),
  suggestionNote: z.string().nullable(),
  marginAlert: marginAlertSchema.nullable(),
});
export type PlanSupplyRow = z.infer<typeof planSupplyRowSchema>;

/** Filters of the mapping list: columnName one of these (eq), or `search` (contains). */
export const PLAN_SUPPLY_FILTERS = ['mode', 'providerId', 'flag', 'search'] as const;
export const PLAN_SUPPLY_SORTS = ['productName', 'mode', 'providerCost', 'availableStock'] as const;

export const planSupplyUpdateSchema = z
  .object({
    mode: z.enum(SUPPLY_MODES, { error: messages.required('Supply') }),
    providerPackageId: z.string().uuid().nullable().default(null),
  })
  .strict()
  .refine((v) => v.mode === 'stock' || v.providerPackageId !== null, {
    path: ['providerPackageId'],
    error: messages.required('Provider Package'),
  });
export type PlanSupplyUpdate = z.infer<typeof planSupplyUpdateSchema>;

export const testConnectionResultSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  balance: z.number().nullable(),
  currency: z.string().nullable(),
});
export type TestConnectionResult = z.infer<typeof testConnectionResultSchema>;

/**
 * Where the provider sends this account's notices: the portal's public address, the webhook path
 * and the account's random token; null for a provider that sends none (the Demo Supplier).
 */
export const webhookUrlSchema = z.object({ webhookUrl: z.string().nullable() });
export type WebhookUrl = z.infer<typeof webhookUrlSchema>;

export const SupplyText = {
  connected: 'Connection successful',
  syncStarted: 'Sync started',
  syncRunning: 'A sync of this provider is already running',
  supplySaved: 'Supply updated',
  costAccepted: 'New cost accepted',
  noChangedCost: 'The provider cost has not changed',
  marginReviewed: 'Margin reviewed',
  noMarginAlert: "The plan's margin is not flagged",
  webhookRejected: 'Invalid signature',
  demoSupplierOff:
    'The Demo Supplier is only available on the demo: it hands out made-up eSIMs at no cost',
  webhookRetry: 'The provider cannot be read now; send the notice again later',
} as const;
