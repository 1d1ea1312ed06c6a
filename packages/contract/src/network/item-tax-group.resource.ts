import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { optionalText, requiredId, requiredText } from '../validation/validators.js';
import { CODE_MESSAGE, CODE_PATTERN } from './tax-code.resource.js';

const itemTaxGroupFields = {
  itemTaxGroupCode: requiredText('Item Tax Group Code', { max: 16 }).regex(CODE_PATTERN, {
    error: CODE_MESSAGE('Item Tax Group Code'),
  }),
  description: optionalText('Description', { max: 256 }),
  taxGroupId: requiredId('Tax Group'),
};

/** Item tax groups of the working company: which tax group a kind of product falls in. */
export const itemTaxGroupResource = defineResource({
  apiPath: 'network/ItemTaxGroups',
  labels: { singular: 'Item Tax Group', plural: 'Item Tax Groups' },
  route: '/general/item-tax-group',
  row: z.object({
    id: z.string(),
    itemTaxGroupCode: z.string(),
    description: z.string().nullable(),
    taxGroupId: z.string(),
  }),
  create: z.object(itemTaxGroupFields).strict(),
  update: z.object(itemTaxGroupFields).strict(),
  id: 'id',
  columns: [
    { key: 'itemTaxGroupCode', title: 'Item Tax Group', width: 180 },
    { key: 'description', title: 'Description' },
  ],
  fields: [
    { key: 'itemTaxGroupCode', label: 'Item Tax Group Code' },
    { key: 'description', label: 'Description' },
    {
      key: 'taxGroupId',
      label: 'Tax Group',
      input: 'select',
      options: { apiPath: 'network/TaxGroups/GetSelectList' },
    },
  ],
  filters: {
    itemTaxGroupCode: ['contains', 'eq', 'startsWith'],
    description: ['contains'],
    taxGroupId: ['eq', 'in'],
  },
  sorts: ['itemTaxGroupCode', 'description'],
  defaultSort: { column: 'itemTaxGroupCode', order: 'asc' },
  selectList: { value: 'id', label: 'itemTaxGroupCode' },
  scope: 'company',
  example: {
    create: {
      itemTaxGroupCode: 'TEST-ITEM',
      description: 'Test items',
      taxGroupId: '00000000-0000-4000-8000-000000000000',
    },
    update: {
      itemTaxGroupCode: 'TEST-ITEM',
      description: 'Test items (renamed)',
      taxGroupId: '00000000-0000-4000-8000-000000000000',
    },
  },
});
