import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { CODE_MESSAGE, CODE_PATTERN } from '../validation/code.js';
import { envelopeOf } from '../common/envelope.js';
import { messages, optionalText, requiredText } from '../validation/validators.js';

/** The payment providers a sales platform may take money through. */
export const PLATFORM_PROVIDERS = [
  { value: 'wallet', label: 'Wallet' },
  { value: 'stripe', label: 'Stripe' },
  { value: 'paydollar', label: 'PayDollar' },
] as const;
export type PlatformProvider = (typeof PLATFORM_PROVIDERS)[number]['value'];
const providerValues = PLATFORM_PROVIDERS.map((p) => p.value) as [
  PlatformProvider,
  ...PlatformProvider[],
];

const platformFields = {
  platformCode: requiredText('Platform Code', { max: 16 }).regex(CODE_PATTERN, {
    error: CODE_MESSAGE('Platform Code'),
  }),
  platformName: requiredText('Platform Name', { max: 100 }),
  currencyCode: requiredText('Currency', { max: 3 }).regex(/^[A-Z]{3}$/, {
    error: messages.invalidOption('Currency'),
  }),
  paymentProviders: z
    .array(z.enum(providerValues, { error: messages.invalidOption('Payment Providers') }), {
      error: messages.required('Payment Providers'),
    })
    .min(1, { error: messages.required('Payment Providers') })
    .max(providerValues.length),
  description: optionalText('Description', { max: 256 }),
  isActive: z.boolean().default(true),
  /** The distributor whose consumers sign up and buy through it (its store API calls). */
  distributorEntityCode: z
    .string()
    .max(32, { error: messages.invalidOption('Distributor') })
    .nullable()
    .optional(),
};

/**
 * The sales platforms through which Wander's consumer apps sell (spec section 7:
 * payment/{brand}Platforms): code, name, currency, the payment providers allowed, and an API key
 * the app presents. The key is issued by `IssueApiKey/{id}`, shown once and stored as a hash; the
 * row shows only its prefix.
 */
export const wanderPlatformResource = defineResource({
  apiPath: 'payment/WanderPlatforms',
  labels: { singular: 'Platform', plural: 'Platforms' },
  route: '/setup/wander-platform',
  row: z.object({
    id: z.string(),
    platformCode: z.string(),
    platformName: z.string(),
    currencyCode: z.string(),
    paymentProviders: z.array(z.string()),
    description: z.string().nullable(),
    isActive: z.boolean(),
    apiKeyPrefix: z.string().nullable(),
    distributorEntityCode: z.string().nullable(),
    apiKeyIssuedAt: z.date().or(z.string()).nullable(),
    // The store's branding is edited on Store Branding (payment/PlatformBranding, issue 37).
    storeName: z.string().nullable(),
    storeLogoUrl: z.string().nullable(),
    storePrimaryColor: z.string().nullable(),
    storeSupportEmail: z.string().nullable(),
    storeDefaultLanguage: z.string(),
  }),
  create: z.object(platformFields).strict(),
  update: z.object(platformFields).strict(),
  id: 'id',
  columns: [
    { key: 'platformCode', title: 'Platform Code', width: 150 },
    { key: 'platformName', title: 'Platform Name' },
    { key: 'currencyCode', title: 'Currency', width: 110 },
    { key: 'distributorEntityCode', title: 'Distributor', width: 130 },
    { key: 'apiKeyPrefix', title: 'API Key', width: 170 },
    { key: 'apiKeyIssuedAt', title: 'Key Issued', kind: 'date', width: 140 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 100 },
  ],
  fields: [
    { key: 'platformCode', label: 'Platform Code', readOnlyOnEdit: true },
    { key: 'platformName', label: 'Platform Name' },
    {
      key: 'currencyCode',
      label: 'Currency',
      input: 'select',
      options: { apiPath: 'network/Currency/GetSelectList' },
    },
    {
      key: 'paymentProviders',
      label: 'Payment Providers',
      input: 'select',
      options: PLATFORM_PROVIDERS.map((p) => ({ ...p })),
    },
    {
      key: 'distributorEntityCode',
      label: 'Distributor',
      input: 'select',
      options: { apiPath: 'network/CompanyProfiles/GetSelectList' },
    },
    { key: 'description', label: 'Description', input: 'textarea' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    platformCode: ['contains', 'eq', 'startsWith'],
    platformName: ['contains', 'startsWith'],
    currencyCode: ['eq', 'in'],
    isActive: ['eq'],
  },
  sorts: ['platformCode', 'platformName', 'currencyCode', 'apiKeyIssuedAt'],
  defaultSort: { column: 'platformCode', order: 'asc' },
  selectList: { value: 'platformCode', label: 'platformName' },
  scope: 'global',
  example: {
    create: {
      platformCode: 'TESTAPP',
      platformName: 'Test App',
      currencyCode: 'USD',
      paymentProviders: ['stripe'],
      description: 'A test consumer app',
      isActive: true,
    },
    update: {
      platformCode: 'TESTAPP',
      platformName: 'Test App (renamed)',
      currencyCode: 'USD',
      paymentProviders: ['stripe', 'wallet'],
      description: null,
      isActive: false,
    },
  },
});

export const WanderPlatformPath = {
  issueApiKey: (id: string) => `payment/WanderPlatforms/IssueApiKey/${id}`,
  selectList: 'network/Wander/GetSelectList',
} as const;

/** The answer of IssueApiKey: the only time the whole key is shown. */
export const issuedApiKeySchema = z.object({
  id: z.string(),
  apiKey: z.string(),
  apiKeyPrefix: z.string(),
  apiKeyIssuedAt: z.date().or(z.string()),
});
export type IssuedApiKey = z.infer<typeof issuedApiKeySchema>;
export const issuedApiKeyEnvelope = envelopeOf(issuedApiKeySchema);

export const PlatformMessage = {
  keyIssued: 'API key issued: copy it now, it is not shown again',
  unknownCurrency: 'Currency is not a valid option',
} as const;
