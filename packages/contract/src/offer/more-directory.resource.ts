import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { optionalText, requiredText } from '../validation/validators.js';
import { imageUrlField, LINK_MESSAGE, sortOrderField, WEB_ADDRESS } from './offer-fields.js';

/** What a directory entry is, for the consumer apps' "More" page. */
export const DIRECTORY_KINDS = ['Partner', 'Link', 'Support'] as const;

const moreDirectoryFields = {
  title: requiredText('Title', { max: 120 }),
  kind: z.enum(DIRECTORY_KINDS, { error: 'Type is required' }),
  description: optionalText('Description', { max: 512 }),
  linkUrl: requiredText('Link', { max: 512 }).regex(WEB_ADDRESS, { error: LINK_MESSAGE('Link') }),
  imageUrl: imageUrlField('Icon'),
  sortOrder: sortOrderField.default(0),
  isActive: z.boolean().default(true),
};

/**
 * The directory (network/MoreDirectory): the links and partners the consumer apps list on their
 * "More" page (help centre, partner sites, the APN guide ...), in sort order.
 */
export const moreDirectoryResource = defineResource({
  apiPath: 'network/MoreDirectory',
  labels: { singular: 'Directory Entry', plural: 'Directory' },
  route: '/setup/more-directory',
  row: z.object({
    id: z.string(),
    title: z.string(),
    kind: z.string(),
    description: z.string().nullable(),
    linkUrl: z.string(),
    imageUrl: z.string().nullable(),
    sortOrder: z.number(),
    isActive: z.boolean(),
  }),
  create: z.object(moreDirectoryFields).strict(),
  update: z.object(moreDirectoryFields).strict(),
  id: 'id',
  columns: [
    { key: 'title', title: 'Title' },
    { key: 'kind', title: 'Type', width: 120 },
    { key: 'linkUrl', title: 'Link' },
    { key: 'sortOrder', title: 'Sort Order', kind: 'number', width: 120 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    { key: 'title', label: 'Title' },
    {
      key: 'kind',
      label: 'Type',
      input: 'select',
      options: DIRECTORY_KINDS.map((k) => ({ label: k, value: k })),
    },
    { key: 'description', label: 'Description', input: 'textarea' },
    { key: 'linkUrl', label: 'Link', placeholder: 'https://...' },
    { key: 'imageUrl', label: 'Icon', input: 'image' },
    { key: 'sortOrder', label: 'Sort Order', input: 'number' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    title: ['contains', 'startsWith'],
    kind: ['eq'],
    linkUrl: ['contains'],
    sortOrder: ['eq', 'gt', 'lt', 'between'],
    isActive: ['eq'],
  },
  sorts: ['title', 'kind', 'sortOrder'],
  defaultSort: { column: 'sortOrder', order: 'asc' },
  selectList: { value: 'id', label: 'title' },
  scope: 'company',
  example: {
    create: {
      title: 'Help centre',
      kind: 'Support',
      description: 'Set-up guides and answers',
      linkUrl: 'https://help.example.com',
      imageUrl: null,
      sortOrder: 1,
      isActive: true,
    },
    update: {
      title: 'Help and support',
      kind: 'Link',
      description: null,
      linkUrl: 'https://help.example.com/esim',
      imageUrl: null,
      sortOrder: 2,
      isActive: false,
    },
  },
});

export const directoryEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.string(),
  description: z.string().nullable(),
  linkUrl: z.string(),
  imageUrl: z.string().nullable(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;
