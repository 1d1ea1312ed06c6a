import { ResourceEditPage } from '../../crud/resource-edit-page';
import { PRODUCT_CONFIG } from './product-pages';

/** /setup/product-edit/:id: the product's form, then its variants and prices. */
export function ProductEditPage() {
  return <ResourceEditPage config={PRODUCT_CONFIG} />;
}
