import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { requiredText } from '../validation/validators.js';
import { requiredFileRef } from '../files/files.js';
import { sortOrderField } from './offer-fields.js';

const giftBackgroundFields = {
  name: requiredText('Name', { max: 100 }),
  /** An upload to product/GiftBackgroundImage/files (its id), or an outside http(s) URL. */
  imageUrl: requiredFileRef('Image'),
  sortOrder: sortOrderField.default(0),
  isActive: z.boolean().default(true),
};

/**
 * Gift backgrounds (product/GiftBackgroundImage): the cards a gifted eSIM is presented on to its
 * receiver (birthday, honeymoon, business trip ...), offered in sort order while active.
 */
export const giftBackgroundImageResource = defineResource({
  apiPath: 'product/GiftBackgroundImage',
  labels: { singular: 'Gift Background Image', plural: 'Gift Background Images' },
  route: '/setup/gift-background-image',
  row: z.object({
    id: z.string(),
    name: z.string(),
    imageUrl: z.string(),
    sortOrder: z.number(),
    isActive: z.boolean(),
  }),
  create: z.object(giftBackgroundFields).strict(),
  update: z.object(giftBackgroundFields).strict(),
  id: 'id',
  columns: [
    { key: 'name', title: 'Name' },
    { key: 'imageUrl', title: 'Image', kind: 'image', width: 120 },
    { key: 'sortOrder', title: 'Sort Order', kind: 'number', width: 120 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    { key: 'name', label: 'Name' },
    { key: 'imageUrl', label: 'Image', input: 'image' },
    { key: 'sortOrder', label: 'Sort Order', input: 'number' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    name: ['contains', 'eq', 'startsWith'],
    sortOrder: ['eq', 'gt', 'lt', 'between'],
    isActive: ['eq'],
  },
  sorts: ['name', 'sortOrder'],
  defaultSort: { column: 'sortOrder', order: 'asc' },
  selectList: { value: 'id', label: 'name' },
  scope: 'company',
  example: {
    create: {
      name: 'Cherry blossom',
      imageUrl: 'https://images.example.com/gift/sakura.jpg',
      sortOrder: 1,
      isActive: true,
    },
    update: {
      name: 'Cherry blossom night',
      imageUrl: 'https://images.example.com/gift/sakura-night.jpg',
      sortOrder: 2,
      isActive: false,
    },
  },
});
