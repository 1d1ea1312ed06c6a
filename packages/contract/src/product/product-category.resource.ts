import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { optionalId } from '../validation/validators.js';
import { activeFlag, setupCode, setupDescription, setupName, textFilter } from './setup-fields.js';

const fields = {
  categoryCode: setupCode('Category Code'),
  categoryName: setupName('Category Name'),
  /** Categories nest one level: a parent cannot itself have a parent. */
  parentCategoryId: optionalId('Parent Category'),
  description: setupDescription(),
  isActive: activeFlag(),
};

/** The nesting rule's messages (server and tests say the same). */
export const CATEGORY_MESSAGES = {
  parentHasParent: 'A sub-category cannot be a parent category',
  hasChildren: 'A category with sub-categories cannot have a parent category',
  ownParent: 'A category cannot be its own parent',
} as const;

/**
 * Product categories (spec section 7, product/ProductCategory), one level deep: "Regional" >
 * "Asia". Its delete also carries a form id (DELETE product/ProductCategory/{id}/{formId}).
 */
export const productCategoryResource = defineResource({
  apiPath: 'product/ProductCategory',
  labels: { singular: 'Product Category', plural: 'Product Categories' },
  route: '/setup/product-category',
  row: z.object({
    id: z.string(),
    categoryCode: z.string(),
    categoryName: z.string(),
    parentCategoryId: z.string().nullable(),
    description: z.string().nullable(),
    isActive: z.boolean(),
  }),
  create: z.object(fields).strict(),
  update: z.object(fields).strict(),
  id: 'id',
  columns: [
    { key: 'categoryCode', title: 'Category Code', width: 180 },
    { key: 'categoryName', title: 'Category Name' },
    { key: 'description', title: 'Description' },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    { key: 'categoryCode', label: 'Category Code', readOnlyOnEdit: true },
    { key: 'categoryName', label: 'Category Name' },
    {
      key: 'parentCategoryId',
      label: 'Parent Category',
      input: 'select',
      options: { apiPath: 'product/ProductCategory/GetSelectList' },
    },
    { key: 'description', label: 'Description', input: 'textarea' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    categoryCode: textFilter,
    categoryName: textFilter,
    parentCategoryId: ['eq'],
    isActive: ['eq'],
  },
  sorts: ['categoryCode', 'categoryName'],
  defaultSort: { column: 'categoryName', order: 'asc' },
  selectList: { value: 'id', label: 'categoryName' },
  scope: 'company',
  example: {
    create: {
      categoryCode: 'TEST-CRUISE',
      categoryName: 'Cruise',
      parentCategoryId: null,
      description: 'Plans for cruise passengers',
      isActive: true,
    },
    update: {
      categoryCode: 'TEST-CRUISE',
      categoryName: 'Cruise and ferry',
      parentCategoryId: null,
      description: null,
      isActive: false,
    },
  },
});
