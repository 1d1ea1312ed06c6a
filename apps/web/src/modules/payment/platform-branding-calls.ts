import {
  PlatformBrandingPath,
  type PlatformBrandingRow,
  type PlatformPricingStatus,
  type PlatformBrandingUpdate,
} from '@wander/contract';
import { api, apiRequest } from '../../lib/api';

/** The Store Branding page's calls (issue 37). */
export const brandingCalls = {
  list: () => api.get<PlatformBrandingRow[]>(PlatformBrandingPath.list),
  /** What the platform's store has for sale in its currency (issue 40). */
  pricing: (id: string) =>
    api.get<PlatformPricingStatus>(PlatformBrandingPath.pricing(encodeURIComponent(id))),
  /** The answer carries the server's message ('Store branding saved'). */
  save: (id: string, body: PlatformBrandingUpdate) =>
    apiRequest<PlatformBrandingRow>(PlatformBrandingPath.one(encodeURIComponent(id)), {
      method: 'PUT',
      body,
    }),
};

export const brandingKeys = {
  all: ['platform-branding'] as const,
  pricing: (id: string) => ['platform-branding', 'pricing', id] as const,
};
