import { ApiPath, type InviteCustomerInput, type PagedResult } from '@wander/contract';
import { api, apiRequest } from '../../lib/api';

export interface InvitationRow {
  id: string;
  entityCode: string;
  companyName: string;
  email: string;
  status: string;
  customerEntityCode: string | null;
  expiresAt: string;
  respondedAt: string | null;
  createdAt: string;
}

export const invitationCalls = {
  search: (pageIndex: number, pageSize: number) =>
    api.post<PagedResult<InvitationRow>>(ApiPath.invitationSearch, {
      pageIndex,
      pageSize,
      sortColumns: [{ columnName: 'createdAt', sortOrder: 'desc' }],
    }),
  invite: (body: InviteCustomerInput) =>
    apiRequest<{ id: string }>(ApiPath.inviteCustomer, { method: 'POST', body }),
  /** Accept, then make sure the customer link exists (CreateByInvitation is idempotent). */
  accept: async (id: string) => {
    const result = await apiRequest<unknown>(`${ApiPath.invitationAccept}/${id}`, {
      method: 'PUT',
    });
    await apiRequest<unknown>(`${ApiPath.createCustomerByInvitation}/${id}`, { method: 'POST' });
    return result;
  },
  deny: (id: string) => apiRequest<null>(`${ApiPath.invitationDeny}/${id}`, { method: 'PUT' }),
  remove: (id: string) => apiRequest<null>(`${ApiPath.invitations}/${id}`, { method: 'DELETE' }),
};
