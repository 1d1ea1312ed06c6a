import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { BELOW_COST_WARNING, costSetupResource, productResource } from '@wander/contract';
import { useSession } from '../../lib/session/session';
import { hasPermission } from '../../lib/access/permissions';
import { errorMessageOf } from '../../lib/api';
import { crudKeys } from '../../crud/crud-api';
import { useCan } from '../../crud/crud-navigation';
import { Loading } from '../../crud/loading';
import { FormAlert } from '../../ui/form-alert';
import { Panel } from '../../ui/panel';
import { catalogAdminApi, productAdminKeys } from './catalog-admin-api';
import { VariantsEditor } from './variants-editor';

// The prices editor (selects, inputs) loads when its tab opens.
const ProductPricesPanel = lazy(() =>
  import('./product-prices-panel').then((m) => ({ default: m.ProductPricesPanel })),
);

const ProductMarginsPanel = lazy(() =>
  import('./product-margins-panel').then((m) => ({ default: m.ProductMarginsPanel })),
);

const TABS = { variants: 'Variants', prices: 'Prices', margins: 'Cost & Margin' } as const;
type Tab = keyof typeof TABS;

/**
 * Under the product's detail and edit pages: its variants (with the working company's stock of
 * each) and the distributor's prices and quantity discounts.
 */
export function ProductAdminTabs({ id }: { id: string; editing: boolean }) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('variants');
  const product = useQuery({
    queryKey: productAdminKeys.detail(id),
    queryFn: () => catalogAdminApi.product(id),
  });
  const quantities = useQuery({
    queryKey: productAdminKeys.quantities(id),
    queryFn: () => catalogAdminApi.quantities(id),
  });
  const { profile } = useSession();
  const seesCosts = hasPermission(profile, costSetupResource.permission, 'View');
  const margins = useQuery({
    queryKey: productAdminKeys.margins(id),
    queryFn: () => catalogAdminApi.margins(id),
    enabled: seesCosts,
  });
  const belowCost =
    margins.data?.variants.flatMap((v) =>
      v.prices.filter((p) => p.belowCost).map((p) => `${v.variantCode} (${p.label})`),
    ) ?? [];
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
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {/* Light tabs: antd's Tabs would not fit the page budget. */}
          {belowCost.length > 0 && (
            <div className="form-alert" role="alert">
              {BELOW_COST_WARNING}: {belowCost.join(', ')}
            </div>
          )}
          <Space role="tablist">
            {(Object.keys(TABS) as Tab[])
              .filter((key) => key !== 'margins' || seesCosts)
              .map((key) => (
                <Button
                  key={key}
                  role="tab"
                  aria-selected={tab === key}
                  type={tab === key ? 'primary' : 'default'}
                  onClick={() => setTab(key)}
                >
                  {key === 'variants'
                    ? `${TABS.variants} (${product.data.productVariants.length})`
                    : TABS[key]}
                </Button>
              ))}
          </Space>
          <div role="tabpanel">
            {tab === 'variants' ? (
              <VariantsEditor
                product={product.data}
                quantities={quantities.data}
                can={can}
                onChanged={reload}
              />
            ) : tab === 'prices' ? (
              <Suspense fallback={<Loading />}>
                <ProductPricesPanel productId={id} canUpdate={can.update} margins={margins.data} />
              </Suspense>
            ) : (
              <Suspense fallback={<Loading />}>
                {margins.isError && <FormAlert message={errorMessageOf(margins.error)} />}
                {margins.data ? <ProductMarginsPanel data={margins.data} /> : <Loading />}
              </Suspense>
            )}
          </div>
        </Space>
      )}
    </Panel>
  );
}
