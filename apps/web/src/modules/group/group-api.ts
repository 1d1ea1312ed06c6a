import {
  CatalogPath,
  GroupOrderPaths,
  groupOrderResource,
  type DistributorOption,
  type GroupOrderInput,
  type GroupMailed,
  type GroupOrderPlaced,
  type GroupPlan,
  type GroupStatus,
  type GroupTraveller,
  type SelectOption,
  type TravellerImportResult,
} from '@wander/contract';
import { api, apiRequest } from '../../lib/api';

const base = groupOrderResource.apiPath;

export interface GroupOrder extends Omit<GroupOrderInput, 'travellers'> {
  id: string;
  travellers: GroupTraveller[];
  poId: string | null;
  orderedAt: string | null;
}

/** network/GroupOrders (issue 29): the group, its roster import, its plan and its order. */
export const groupApi = {
  detail: (id: string) => api.get<GroupOrder>(`${base}/GetDetail/${id}`),
  save: (id: string | undefined, body: GroupOrderInput) =>
    id ? api.put<GroupOrder>(`${base}/${id}`, body) : api.post<GroupOrder>(base, body),
  importTravellers: (id: string, file: File) => {
    const formData = new FormData();
    formData.append('file', file);
    return apiRequest<TravellerImportResult>(GroupOrderPaths.importTravellers(id), {
      method: 'POST',
      formData,
    });
  },
  plan: (id: string) => api.post<GroupPlan>(GroupOrderPaths.plan(id)),
  order: (id: string) => api.post<GroupOrderPlaced>(GroupOrderPaths.order(id)),
  status: (id: string) => api.post<GroupStatus>(GroupOrderPaths.status(id)),
  resend: (id: string, travellerId: string) =>
    api.post<GroupMailed>(GroupOrderPaths.resend(id), { travellerId }),
  move: (id: string, iccid: string, fromTravellerId: string, toTravellerId: string) =>
    api.post<GroupMailed>(GroupOrderPaths.move(id), { iccid, fromTravellerId, toTravellerId }),
  distributors: () => api.get<DistributorOption[]>(CatalogPath.distributorOptions),
  countries: (distributor: string) =>
    api.get<SelectOption[]>(`${CatalogPath.countryOptions}/${encodeURIComponent(distributor)}`),
};
