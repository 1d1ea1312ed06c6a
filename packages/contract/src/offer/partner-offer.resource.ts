import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { optionalDateTime } from '../validation/date-time.js';
import { CODE_MESSAGE, CODE_PATTERN } from '../validation/code.js';
import { UUID_PATTERN } from '../validation/messages.js';
import { optionalText, requiredId, requiredText } from '../validation/validators.js';
import { imageUrlField, optionalUrl, VALIDITY_MESSAGE, when } from './offer-fields.js';

const partnerOfferFields = {
  offerCode: requiredText('Offer Code', { max: 32 }).regex(CODE_PATTERN, {
    error: CODE_MESSAGE('Offer Code'),
  }),
  partnerName: requiredText('Partner', { max: 120 }),
  title: requiredText('Title', { max: 256 }),
  description: optionalText('Description', { max: 1000 }),
  imageUrl: imageUrlField(),
  linkUrl: optionalUrl('Link'),
  offerGroupId: requiredId('Offer Group'),
  validFrom: optionalDateTime('Valid From'),
  validTo: optionalDateTime('Valid To', { endOfDay: true }),
  /** Countries the offer is shown for (the buyer's or traveller's country); none: everywhere. */
  countryCodes: z
    .array(z.string().regex(/^[A-Z]{2}$/, { error: 'Country is invalid' }), {
      error: 'Countries is invalid',
    })
    .max(250)
    .default([]),
  /** Customer groups the offer is shown to; none: every customer. */
  customerGroupIds: z
    .array(z.string().regex(UUID_PATTERN, { error: 'Customer Group is invalid' }), {
      error: 'Customer Groups is invalid',
    })
    .max(50)
    .default([]),
  isActive: z.boolean().default(true),
};

const partnerOfferBody = z
  .object(partnerOfferFields)
  .strict()
  .superRefine((o, ctx) => {
    if (o.validFrom && o.validTo && o.validTo <= o.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: VALIDITY_MESSAGE });
    }
  });

export const partnerOfferRow = z.object({
  id: z.string(),
  offerCode: z.string(),
  partnerName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  offerGroupId: z.string(),
  validFrom: when.nullable(),
  validTo: when.nullable(),
  countryCodes: z.array(z.string()),
  customerGroupIds: z.array(z.string()),
  isActive: z.boolean(),
});

/**
 * A partner's offer (network/PartnerOffer): airport lounges, travel insurance, transfers ... shown
 * to the company's buyers under an offer group while it is valid. The back-office list shows every
 * offer, expired or not; the buyers' read (network/PartnerOffer/GetActiveOffers) only the valid ones.
 */
export const partnerOfferResource = defineResource({
  apiPath: 'network/PartnerOffer',
  labels: { singular: 'Partner Offer', plural: 'Partner Offers' },
  route: '/setup/partner-offer',
  row: partnerOfferRow,
  create: partnerOfferBody,
  update: partnerOfferBody,
  id: 'id',
  columns: [
    { key: 'offerCode', title: 'Offer Code', width: 150 },
    { key: 'partnerName', title: 'Partner', width: 180 },
    { key: 'title', title: 'Title' },
    { key: 'validFrom', title: 'Valid From', kind: 'startDate', width: 150 },
    { key: 'validTo', title: 'Valid To', kind: 'endDate', width: 150 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
    { key: 'imageUrl', title: 'Image', kind: 'image', width: 100 },
  ],
  fields: [
    { key: 'offerCode', label: 'Offer Code', readOnlyOnEdit: true },
    { key: 'partnerName', label: 'Partner' },
    { key: 'title', label: 'Title' },
    { key: 'description', label: 'Description', input: 'textarea' },
    {
      key: 'offerGroupId',
      label: 'Offer Group',
      input: 'select',
      options: { apiPath: 'network/OfferGroup/GetSelectList' },
    },
    { key: 'imageUrl', label: 'Image', input: 'image' },
    { key: 'linkUrl', label: 'Link', placeholder: 'https://...' },
    { key: 'validFrom', label: 'Valid From', input: 'date' },
    { key: 'validTo', label: 'Valid To', input: 'date' },
    {
      key: 'countryCodes',
      label: 'Countries',
      input: 'select',
      options: { apiPath: 'product/Country/GetSelectList' },
    },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    offerCode: ['contains', 'eq', 'startsWith'],
    partnerName: ['contains', 'startsWith'],
    title: ['contains', 'startsWith'],
    offerGroupId: ['eq'],
    isActive: ['eq'],
    validFrom: ['gte', 'lte', 'between'],
    validTo: ['gte', 'lte', 'between'],
  },
  sorts: ['offerCode', 'partnerName', 'title', 'validFrom', 'validTo'],
  defaultSort: { column: 'offerCode', order: 'asc' },
  selectList: { value: 'id', label: 'title' },
  scope: 'company',
  example: {
    create: {
      offerCode: 'TEST-OFFER',
      partnerName: 'SkyLounge',
      title: '20% off airport lounges',
      description: 'Show the code at the desk',
      imageUrl: 'https://images.example.com/lounge.jpg',
      linkUrl: 'https://skylounge.example.com/wander',
      // The contract test fills the group from the demo world (see the offer seed).
      offerGroupId: '00000000-0000-4000-8000-000000000000',
      validFrom: '2026-01-01T00:00:00.000Z',
      validTo: '2026-12-31T23:59:59.999Z',
      countryCodes: ['JP'],
      customerGroupIds: [],
      isActive: true,
    },
    update: {
      offerCode: 'TEST-OFFER',
      partnerName: 'SkyLounge',
      title: '25% off airport lounges',
      description: null,
      imageUrl: null,
      linkUrl: null,
      offerGroupId: '00000000-0000-4000-8000-000000000000',
      validFrom: null,
      validTo: null,
      countryCodes: [],
      customerGroupIds: [],
      isActive: false,
    },
  },
});

/** One offer as buyers read it (GetActiveOffers): valid now, with its group's name. */
export const activeOfferSchema = z.object({
  id: z.string(),
  offerCode: z.string(),
  partnerName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  groupName: z.string(),
  validTo: when.nullable(),
});
export type ActiveOffer = z.infer<typeof activeOfferSchema>;

export const activeOffersQuerySchema = z
  .object({
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, { error: 'Country is invalid' })
      .optional(),
  })
  .strict();

export const PartnerOfferPath = {
  activeOffers: 'network/PartnerOffer/GetActiveOffers',
  directory: 'network/MoreDirectory/GetDirectory',
} as const;
