import type { z } from 'zod';
import type { PurchaseSetupInput, purchaseSetupSchema } from '@wander/contract';
import { api } from '../../lib/api';

export type PurchaseSetup = z.infer<typeof purchaseSetupSchema>;

const SETUPS = 'network/PurchaseSetups';

/** Sequence setup (spec section 7 "Orders": GET network/PurchaseSetups, GetDetail, PUT). */
export const purchaseSetupsApi = {
  list: () => api.get<PurchaseSetup[]>(SETUPS),
  detail: (id: string) => api.get<PurchaseSetup>(`${SETUPS}/GetDetail/${id}`),
  update: (id: string, body: PurchaseSetupInput) => api.put<PurchaseSetup>(`${SETUPS}/${id}`, body),
};

export const purchaseSetupKeys = {
  all: ['purchaseSetups'] as const,
  detail: (id: string) => ['purchaseSetups', id] as const,
};

/** 'PurchaseOrder' -> 'Purchase Order'. */
export const documentTypeLabel = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2');

export const SEQUENCE_LIST = { title: 'Sequence Setup', path: '/setup/purchase-setup-list' };
