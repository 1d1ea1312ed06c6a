import type { providerResource } from '@wander/contract';
import {
  SupplyPaths,
  type PagedResult,
  type PagingRequest,
  type PlanSupplyRow,
  type PlanSupplyUpdate,
  type TestConnectionResult,
  type WebhookUrl,
} from '@wander/contract';
import type { z } from 'zod';
import { api, apiRequest } from '../../lib/api';

/** A provider as GetDetail and Sync answer it (the Providers resource's row). */
export type ProviderRow = z.infer<typeof providerResource.row>;

/**
 * The Providers resource's GetSelectList, spelled out: importing the declaration for its apiPath
 * would load its schemas on the plan supply page.
 */
export const PROVIDER_OPTIONS = 'product/Providers/GetSelectList';

/** The supply calls beside the Providers resource's standard ones (issue 27). */
export const supplyCalls = {
  testConnection: (id: string) =>
    api.post<TestConnectionResult>(SupplyPaths.testConnection(encodeURIComponent(id))),
  sync: (id: string) => api.post<ProviderRow>(SupplyPaths.sync(encodeURIComponent(id))),
  webhookUrl: (id: string) => api.get<WebhookUrl>(SupplyPaths.webhookUrl(encodeURIComponent(id))),
  searchPlans: (body: PagingRequest) =>
    api.post<PagedResult<PlanSupplyRow>>(SupplyPaths.planSupplySearch, body),
  /** The answer carries the server's message ('Supply updated'), shown as it is. */
  updatePlan: (variantId: string, body: PlanSupplyUpdate) =>
    apiRequest<PlanSupplyRow>(SupplyPaths.planSupply(encodeURIComponent(variantId)), {
      method: 'PUT',
      body,
    }),
  acceptCost: (variantId: string) =>
    apiRequest<PlanSupplyRow>(SupplyPaths.acceptCost(encodeURIComponent(variantId)), {
      method: 'POST',
    }),
  reviewMargin: (variantId: string) =>
    apiRequest<PlanSupplyRow>(SupplyPaths.reviewMargin(encodeURIComponent(variantId)), {
      method: 'POST',
    }),
};

/** Query keys of the plan supply list: an edit or an accepted cost refreshes every page. */
export const planSupplyKeys = {
  all: ['plan-supply'] as const,
  search: (body: PagingRequest) => ['plan-supply', 'search', body] as const,
};
