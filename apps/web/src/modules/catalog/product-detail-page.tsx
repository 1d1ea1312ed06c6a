import { ResourceDetailPage } from '../../crud/resource-detail-page';
import { PRODUCT_CONFIG } from './product-pages';

/** /setup/product-detail/:id: read mode (Edit, Delete), then the variants and prices. */
export function ProductDetailPage() {
  return <ResourceDetailPage config={PRODUCT_CONFIG} />;
}
