import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { SupplyPaths } from './plan-supply.js';
import { PROVIDER_KIND_OPTIONS, PROVIDER_KINDS } from './provider-kinds.js';
import { messages } from '../validation/messages.js';
import {
  decimalValue,
  integerValue,
  optionalHttpsUrl,
  optionalText,
  requiredText,
} from '../validation/validators.js';

export const SYNC_STATUS_OPTIONS = [
  { value: 'Running', label: 'Running' },
  { value: 'Succeeded', label: 'Succeeded' },
  { value: 'Failed', label: 'Failed' },
] as const;

const kind = z.enum(PROVIDER_KINDS, { error: messages.required('Kind') });
const common = {
  providerName: requiredText('Provider Name', { max: 100 }),
  kind,
  /**
   * Where the provider's API is reached instead of its documented address: a regional host, a
   * company proxy, a local fake. A supplier's sandbox is a mode of the account, not a host.
   */
  apiBaseUrl: optionalHttpsUrl('API Address', { max: 256 }),
  lowBalance: decimalValue('Low Balance Alert', { min: 0 }),
  /** Added to a provider top-up's cost to price it for the buyer (issue 27). */
  topUpMarginPercent: integerValue('Top-up Margin (%)', { min: 0, max: 500 }).default(25),
  isActive: z.boolean().default(true),
};
/** Write-only: the server encrypts them and never answers them. */
const secrets = {
  clientId: requiredText('Client ID / Access Code', { max: 256 }),
  clientSecret: requiredText('Client Secret / Secret Key', { max: 512 }),
  webhookSecret: optionalText('Webhook Secret', { max: 512 }),
};

/**
 * product/Providers (issue 27): a distributor's accounts at upstream eSIM suppliers. The
 * credentials go in and never come out: an edit that leaves them empty keeps the stored ones.
 */
export const providerResource = defineResource({
  apiPath: 'product/Providers',
  labels: { singular: 'Provider', plural: 'Providers' },
  route: '/setup/provider',
  row: z.object({
    id: z.string(),
    providerName: z.string(),
    kind: z.string(),
    apiBaseUrl: z.string().nullable(),
    credentialsHint: z.string(),
    balance: z.number().nullable(),
    balanceCurrency: z.string().nullable(),
    lowBalance: z.number(),
    topUpMarginPercent: z.number(),
    lastSyncAt: z.date().or(z.string()).nullable(),
    lastSyncStatus: z.string().nullable(),
    lastSyncMessage: z.string().nullable(),
    syncDone: z.number(),
    syncTotal: z.number(),
    isActive: z.boolean(),
  }),
  create: z.object({ ...common, ...secrets }).strict(),
  update: z
    .object({
      ...common,
      clientId: optionalText('Client ID / Access Code', { max: 256 }),
      clientSecret: optionalText('Client Secret / Secret Key', { max: 512 }),
      webhookSecret: secrets.webhookSecret,
    })
    .strict(),
  id: 'id',
  columns: [
    { key: 'providerName', title: 'Provider Name' },
    { key: 'kind', title: 'Kind', width: 170, options: PROVIDER_KIND_OPTIONS },
    { key: 'balance', title: 'Balance', kind: 'number', width: 120 },
    { key: 'lastSyncAt', title: 'Last Sync', kind: 'date', width: 130 },
    { key: 'lastSyncStatus', title: 'Sync Status', width: 120, options: SYNC_STATUS_OPTIONS },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    { key: 'providerName', label: 'Provider Name' },
    // The server's list: the Demo Supplier is offered only where this server allows it.
    { key: 'kind', label: 'Kind', input: 'select', options: { apiPath: SupplyPaths.kindOptions } },
    {
      key: 'apiBaseUrl',
      label: 'API Address',
      placeholder: 'Leave empty for the provider’s own address',
    },
    { key: 'clientId', label: 'Client ID / Access Code', input: 'password' },
    { key: 'clientSecret', label: 'Client Secret / Secret Key', input: 'password' },
    { key: 'webhookSecret', label: 'Webhook Secret', input: 'password' },
    { key: 'lowBalance', label: 'Low Balance Alert', input: 'number' },
    { key: 'topUpMarginPercent', label: 'Top-up Margin (%)', input: 'number' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    providerName: ['contains', 'eq', 'startsWith'],
    kind: ['eq'],
    lastSyncStatus: ['eq'],
    isActive: ['eq'],
  },
  sorts: ['providerName', 'kind', 'lastSyncAt'],
  defaultSort: { column: 'providerName', order: 'asc' },
  selectList: { value: 'id', label: 'providerName' },
  scope: 'company',
  rowClick: 'detail',
  example: {
    company: 'DIST001',
    create: {
      providerName: 'Test Supplier',
      kind: 'demo',
      clientId: 'demo-client',
      clientSecret: 'demo-secret',
      lowBalance: 100,
      isActive: true,
    },
    update: {
      providerName: 'Test Supplier (renamed)',
      kind: 'demo',
      lowBalance: 50,
      isActive: false,
    },
  },
});
