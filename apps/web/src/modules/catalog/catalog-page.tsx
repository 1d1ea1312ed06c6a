import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Input, Select } from 'antd';
import {
  CATALOG_DEFAULT_PAGE_SIZE,
  CATALOG_PAGE_SIZES,
  type CatalogProduct,
} from '@wander/contract';
import { errorMessageOf } from '../../app/api';
import { PageFrame } from '../../ui/page-frame';
import { showMessage } from '../../ui/dialogs';
import { catalogApi } from './catalog-api';
import { countriesQuery, defaultDistributor, distributorsQuery } from './catalog-queries';
import { cartActions, useCart } from './cart-store';
import { cartCount } from './cart-rules';
import {
  INITIAL_CRITERIA,
  searchAlert,
  toggleType,
  toSearchFilters,
  type CatalogCriteria,
} from './catalog-rules';
import { ProductCard } from './product-card';
import { TopPlans } from './top-plans';
import './catalog.css';

// Loaded when opened: most visits to the catalogue never plan a trip. The dialogs (antd's Modal)
// and the paging of search results are not on the first screen either (issue 30: the customer's
// first load carries only what it draws).
const TripPlanner = lazy(() => import('./trip-planner'));
const AddToCartDialog = lazy(() =>
  import('./add-to-cart-dialog').then((m) => ({ default: m.AddToCartDialog })),
);
const CartDialog = lazy(() => import('./cart-dialog').then((m) => ({ default: m.CartDialog })));
const Pagination = lazy(() => import('antd/es/pagination'));

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 3H21l-2 8H7.4L4.4 2H1v2h2.8l2.9 13H19v-2H8.2l-.4-2H19.6L22 5H6.2Z"
      />
    </svg>
  );
}

/** The purchase-order product catalogue (spec section 2, "Catalogue screen"). */
export function CatalogPage() {
  const cart = useCart();
  const [criteria, setCriteria] = useState<CatalogCriteria>({
    distributor: undefined,
    ...INITIAL_CRITERIA,
  });
  const [submitted, setSubmitted] = useState<CatalogCriteria | null>(null);
  const [paging, setPaging] = useState({ page: 1, size: CATALOG_DEFAULT_PAGE_SIZE });
  const [adding, setAdding] = useState<CatalogProduct | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [planning, setPlanning] = useState(false);

  const distributors = useQuery(distributorsQuery);
  const options = useMemo(() => distributors.data ?? [], [distributors.data]);
  // The first distributor by default; a stored cart keeps its own distributor on reload.
  useEffect(() => {
    if (criteria.distributor || options.length === 0) return;
    const picked = defaultDistributor(options, cart.distributor?.entityCode);
    setCriteria((c) => ({ ...c, distributor: picked?.value }));
  }, [options, criteria.distributor, cart.distributor?.entityCode]);
  const distributor = options.find((o) => o.value === criteria.distributor);

  const countries = useQuery(countriesQuery(criteria.distributor));

  const results = useQuery({
    queryKey: ['catalog', 'search', submitted, paging],
    queryFn: () =>
      catalogApi.search({
        ...toSearchFilters(submitted!),
        pageIndex: paging.page,
        pageSize: paging.size,
      }),
    enabled: !!submitted,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (results.error) showMessage('error', errorMessageOf(results.error));
  }, [results.error]);

  const search = () => {
    const alert = searchAlert(criteria);
    if (alert) return void showMessage('warning', alert);
    setSubmitted({ ...criteria });
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const reset = () => {
    setCriteria((c) => ({ distributor: c.distributor, ...INITIAL_CRITERIA }));
    setSubmitted(null);
    setPaging({ page: 1, size: CATALOG_DEFAULT_PAGE_SIZE });
  };
  const setType = (key: 'isDataType' | 'isDayPassType', checked: boolean) => {
    const next = toggleType(criteria, key, checked);
    setCriteria((c) => ({ ...c, isDataType: next.isDataType, isDayPassType: next.isDayPassType }));
    if (next.alert) showMessage('warning', next.alert);
  };
  const pickDistributor = (value: string) => {
    const picked = options.find((o) => o.value === value);
    if (!picked) return;
    setCriteria((c) => ({ ...c, distributor: value, countries: [] }));
    setSubmitted(null);
    // A different distributor empties the cart (spec section 4).
    if (cart.distributor && cart.distributor.entityCode !== value) {
      cartActions.setDistributor({
        entityCode: picked.value,
        companyName: picked.label,
        defaultCurrency: picked.defaultCurrency,
      });
    }
  };

  const page = results.data;
  const count = cartCount(cart);
  return (
    <PageFrame
      title="Catalogue"
      breadcrumb={[{ title: 'Purchase Orders', path: '/purchase-order-list' }]}
      extra={
        <Button
          className="catalog-cart-button"
          aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
          onClick={() => setCartOpen(true)}
        >
          <CartIcon />
          <span className="catalog-cart-count" data-testid="cart-count">
            {count}
          </span>
        </Button>
      }
    >
      <form
        className="catalog-filters"
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <div className="catalog-filters__field">
          <label htmlFor="catalog-distributor">Distributor</label>
          <Select
            id="catalog-distributor"
            options={options.map((o) => ({ label: o.label, value: o.value }))}
            value={criteria.distributor}
            loading={distributors.isFetching}
            onChange={pickDistributor}
            notFoundContent="No distributor is connected to your company"
          />
        </div>
        <div className="catalog-filters__field catalog-filters__field--wide">
          <label htmlFor="catalog-countries">Country</label>
          <Select
            id="catalog-countries"
            mode="multiple"
            placeholder="Select countries"
            options={countries.data ?? []}
            value={criteria.countries}
            loading={countries.isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            maxTagCount="responsive"
            allowClear
            onChange={(value: string[]) => setCriteria((c) => ({ ...c, countries: value }))}
          />
        </div>
        <div className="catalog-filters__field catalog-filters__field--narrow">
          <label htmlFor="catalog-days">Days</label>
          <Input
            id="catalog-days"
            inputMode="numeric"
            value={criteria.days}
            onChange={(e) => setCriteria((c) => ({ ...c, days: e.target.value }))}
          />
        </div>
        <div className="catalog-filters__field catalog-filters__field--narrow">
          <label htmlFor="catalog-data">GB</label>
          <Input
            id="catalog-data"
            inputMode="decimal"
            value={criteria.data}
            onChange={(e) => setCriteria((c) => ({ ...c, data: e.target.value }))}
          />
        </div>
        <div className="catalog-filters__types">
          <Checkbox
            checked={criteria.isDataType}
            onChange={(e) => setType('isDataType', e.target.checked)}
          >
            Data Type
          </Checkbox>
          <Checkbox
            checked={criteria.isDayPassType}
            onChange={(e) => setType('isDayPassType', e.target.checked)}
          >
            Day-Pass Type
          </Checkbox>
        </div>
        <div className="catalog-filters__actions">
          <Button type="primary" htmlType="submit" loading={results.isFetching}>
            Search
          </Button>
          <Button onClick={reset}>Reset</Button>
        </div>
      </form>

      <div className="catalog-trip">
        <Button aria-expanded={planning} onClick={() => setPlanning((open) => !open)}>
          {planning ? 'Close the trip planner' : 'Plan a trip'}
        </Button>
        {planning && distributor && (
          <Suspense fallback={<p>Loading…</p>}>
            <TripPlanner
              distributor={{
                entityCode: distributor.value,
                companyName: distributor.label,
                defaultCurrency: distributor.defaultCurrency,
              }}
              countries={countries.data ?? []}
            />
          </Suspense>
        )}
      </div>

      {!submitted ? (
        <TopPlans distributor={criteria.distributor} onAdd={setAdding} />
      ) : page && page.items.length === 0 ? (
        <p className="catalog-empty">No Data...</p>
      ) : (
        <>
          <div className="catalog-grid" aria-busy={results.isFetching}>
            {page?.items.map((product) => (
              <ProductCard key={product.productId} product={product} onAdd={setAdding} />
            ))}
          </div>
          <Suspense fallback={null}>
            <Pagination
              className="catalog-paging"
              current={paging.page}
              pageSize={paging.size}
              total={page?.totalCount ?? 0}
              pageSizeOptions={CATALOG_PAGE_SIZES.map(String)}
              showSizeChanger
              showTotal={(total) => `${total} plans`}
              onChange={(p, size) =>
                setPaging((prev) => ({ page: size !== prev.size ? 1 : p, size }))
              }
            />
          </Suspense>
        </>
      )}

      <Suspense fallback={null}>
        {adding && distributor && (
          <AddToCartDialog
            product={adding}
            distributor={{
              entityCode: distributor.value,
              companyName: distributor.label,
              defaultCurrency: distributor.defaultCurrency,
            }}
            criteria={submitted ?? INITIAL_CRITERIA}
            onClose={() => setAdding(null)}
          />
        )}
        {cartOpen && <CartDialog onClose={() => setCartOpen(false)} />}
      </Suspense>
    </PageFrame>
  );
}
