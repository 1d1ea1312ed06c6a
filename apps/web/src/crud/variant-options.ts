import type { CrudConfig } from './crud-types';

type FieldConfig = NonNullable<NonNullable<CrudConfig['form']>['fields']>[string];

/** A variant field whose options are the variants of the product chosen in the same form. */
export const variantOfChosenProduct: FieldConfig = {
  options: ({ values }) =>
    typeof values.productId === 'string' && values.productId
      ? { path: `product/ProductVariant/GetSelectList/${values.productId}` }
      : null,
};
