import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { productResource } from '@wander/contract';
import { errorMessageOf } from '../../app/api';
import { crudKeys } from '../../crud/crud-api';
import { useCan } from '../../crud/crud-navigation';
import { Loading } from '../../crud/loading';
import { FormAlert } from '../../ui/form-alert';
import { Panel } from '../../ui/panel';
import { catalogAdminApi, productAdminKeys } from './catalog-admin-api';
import { ProductPricesPanel } from './product-prices-panel';
import { VariantsEditor } from './variants-editor';

/**
 * Under the product's detail and edit pages: its variants (with the working company's stock of
 * each) and the distributor's prices and quantity discounts.
 */
export function ProductAdminTabs({ id }: { id: string; editing: boolean }) {
  const queryClient = useQueryClient();
  const product = useQuery({
    queryKey: productAdminKeys.detail(id),
    queryFn: () => catalogAdminApi.product(id),
  });
  const quantities = useQuery({
    queryKey: productAdminKeys.quantities(id),
    queryFn: () => catalogAdminApi.quantities(id),
  });
  const can = {
    create: useCan(productResource, 'Create'),
    update: useCan(productResource, 'Update'),
    remove: useCan(productResource, 'Delete'),
  };
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productAdminKeys.all(id) }),
      // The product's list price follows its cheapest variant.
      queryClient.invalidateQueries({ queryKey: crudKeys.all(productResource.apiPath) }),
    ]);

  return (
    <Panel>
      {product.isPending && <Loading />}
      {product.isError && <FormAlert message={errorMessageOf(product.error)} />}
      {product.data && (
        <Tabs
          items={[
            {
              key: 'variants',
              label: `Variants (${product.data.productVariants.length})`,
              children: (
                <VariantsEditor
                  product={product.data}
                  quantities={quantities.data}
                  can={can}
                  onChanged={reload}
                />
              ),
            },
            {
              key: 'prices',
              label: 'Prices',
              children: <ProductPricesPanel productId={id} canUpdate={can.update} />,
            },
          ]}
        />
      )}
    </Panel>
  );
}
