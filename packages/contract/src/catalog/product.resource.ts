import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { CODE_MESSAGE, CODE_PATTERN } from '../validation/code.js';
import { optionalId, optionalText, requiredText } from '../validation/validators.js';
import { messages } from '../validation/messages.js';
import { optionalFileRef } from '../files/files.js';

export const PRODUCT_DELIVER_ON_PAYMENT = ['inherit', 'on', 'off'] as const;
export type ProductDeliverOnPayment = (typeof PRODUCT_DELIVER_ON_PAYMENT)[number];

const productFields = {
  productCode: requiredText('Product Code', { max: 64 }).regex(CODE_PATTERN, {
    error: CODE_MESSAGE('Product Code'),
  }),
  productName: requiredText('Product Name', { max: 256 }),
  /** The name the web store shows in Bahasa Melayu and Chinese (issue 41); empty: English. */
  productNameMs: optionalText('Product Name (Bahasa Melayu)', { max: 256 }),
  productNameZh: optionalText('Product Name (Chinese)', { max: 256 }),
  /** HTML, sanitised by the server on create and update. */
  description: optionalText('Description', { max: 4000 }),
  /** An image uploaded to product/Product/files (its id), or an outside http(s) URL. */
  image: optionalFileRef('Image'),
  /** The unit the product is sold in (spec: Product uomId); moved in bulk by ProductCost/UpdateByUom. */
  uomId: optionalId('Unit of Measure'),
  /** Product setup (Setup > Product > Setup): the working company's type, category, brand, dimension. */
  productTypeId: optionalId('Product Type'),
  productCategoryId: optionalId('Product Category'),
  brandId: optionalId('Brand'),
  dimensionId: optionalId('Dimension'),
  isActive: z.boolean().default(true),
  /** inherit: the distributor's DeliverOnPayment setting decides; on / off override it. */
  deliverOnPayment: z
    .enum(PRODUCT_DELIVER_ON_PAYMENT, { error: messages.invalidOption('Deliver on Payment') })
    .default('inherit'),
};

/**
 * The working company's products (spec section 7, product/Product): one eSIM plan per
 * destination. Variants, countries, distributor prices and stock are kept by their own calls.
 */
export const productResource = defineResource({
  apiPath: 'product/Product',
  labels: { singular: 'Product', plural: 'Products' },
  route: '/setup/product',
  row: z.object({
    id: z.string(),
    /** The owner: the working company changes only its own (it reads the platform's too). */
    entityCode: z.string(),
    productCode: z.string(),
    productName: z.string(),
    productNameMs: z.string().nullable(),
    productNameZh: z.string().nullable(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    uomId: z.string().nullable(),
    productTypeId: z.string().nullable(),
    productCategoryId: z.string().nullable(),
    brandId: z.string().nullable(),
    dimensionId: z.string().nullable(),
    currency: z.string(),
    isActive: z.boolean(),
    deliverOnPayment: z.string(),
  }),
  create: z.object(productFields).strict(),
  update: z.object(productFields).strict(),
  id: 'id',
  columns: [
    { key: 'productCode', title: 'Product Code', width: 200 },
    { key: 'productName', title: 'Product Name' },
    { key: 'productTypeId', title: 'Product Type', width: 140 },
    { key: 'productCategoryId', title: 'Category', width: 150 },
    { key: 'brandId', title: 'Brand', width: 140 },
    { key: 'currency', title: 'Currency', width: 100 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 100 },
  ],
  fields: [
    { key: 'productCode', label: 'Product Code', readOnlyOnEdit: true },
    { key: 'productName', label: 'Product Name' },
    { key: 'productNameMs', label: 'Product Name (Bahasa Melayu)' },
    { key: 'productNameZh', label: 'Product Name (Chinese)' },
    { key: 'image', label: 'Image', input: 'image' },
    { key: 'description', label: 'Description', input: 'html' },
    {
      key: 'uomId',
      label: 'Unit of Measure',
      input: 'select',
      options: { apiPath: 'network/Uom/GetSelectList' },
    },
    {
      key: 'productTypeId',
      label: 'Product Type',
      input: 'select',
      options: { apiPath: 'product/ProductType/GetSelectList' },
    },
    {
      key: 'productCategoryId',
      label: 'Product Category',
      input: 'select',
      options: { apiPath: 'product/ProductCategory/GetSelectList' },
    },
    {
      key: 'brandId',
      label: 'Brand',
      input: 'select',
      options: { apiPath: 'product/Brand/GetSelectList' },
    },
    {
      key: 'dimensionId',
      label: 'Dimension',
      input: 'select',
      options: { apiPath: 'product/DimensionSetup/GetSelectList' },
    },
    {
      key: 'deliverOnPayment',
      label: 'Deliver on Payment',
      input: 'select',
      options: [
        { label: 'As the company setting', value: 'inherit' },
        { label: 'On: deliver when paid', value: 'on' },
        { label: 'Off: fulfil by hand', value: 'off' },
      ],
    },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    productCode: ['contains', 'eq', 'startsWith'],
    productName: ['contains', 'eq', 'startsWith'],
    productTypeId: ['eq'],
    productCategoryId: ['eq'],
    brandId: ['eq'],
    dimensionId: ['eq'],
    isActive: ['eq'],
    deliverOnPayment: ['eq'],
  },
  sorts: ['productCode', 'productName'],
  defaultSort: { column: 'productName', order: 'asc' },
  selectList: { value: 'id', label: 'productName' },
  scope: 'company',
  rowClick: 'detail',
  example: {
    create: {
      productCode: 'TEST-BALI-DATA',
      productName: 'Bali eSIM',
      productNameMs: 'eSIM Bali',
      productNameZh: '巴厘岛 eSIM',
      description: 'Data across Bali and Lombok',
      image: null,
      uomId: null,
      productTypeId: null,
      productCategoryId: null,
      brandId: null,
      dimensionId: null,
      isActive: true,
      deliverOnPayment: 'inherit',
    },
    update: {
      productCode: 'TEST-BALI-DATA',
      productName: 'Bali and Lombok eSIM',
      productNameMs: 'eSIM Bali dan Lombok',
      productNameZh: '巴厘岛和龙目岛 eSIM',
      description: 'Data across Bali and Lombok, 5G where available',
      image: null,
      uomId: null,
      productTypeId: null,
      productCategoryId: null,
      brandId: null,
      dimensionId: null,
      isActive: false,
      deliverOnPayment: 'on',
    },
  },
});
