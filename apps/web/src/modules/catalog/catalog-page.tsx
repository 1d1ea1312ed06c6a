import { Suspense, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CATALOG_DEFAULT_PAGE_SIZE,
  CATALOG_PAGE_SIZES,
  type CatalogProduct,
} from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { PageFrame } from '../../ui/page-frame';
import { showMessage } from '../../ui/dialogs';
import { antdIsland } from '../../ui/antd-island';
import { LightButton } from '../../ui/light/light-button';
import { LightCheckbox, LightInput, LightSelect } from '../../ui/light/light-fields';
import { LightMultiSelect } from '../../ui/light/light-multi-select';
import { LightPager } from '../../ui/light/light-pager';
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

// The page is plain markup (no antd frame, issue 30: the customer's first load carries only what
// it draws). Loaded when opened, with antd's theme: the trip planner (most visits never plan a
// trip) and the dialogs (antd's Modal).
const TripPlanner = antdIsland(() => import('./trip-planner').then((m) => m.default));
const AddToCartDialog = antdIsland(() =>
  import('./add-to-cart-dialog').then((m) => m.AddToCartDialog),
);
const CartDialog = antdIsland(() => import('./cart-dialog').then((m) => m.CartDialog));

const NO_COUNTRIES: { label: string; value: string }[] = [];

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
        <LightButton
          className="catalog-cart-button"
          aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
          onClick={() => setCartOpen(true)}
        >
          <CartIcon />
          <span className="catalog-cart-count" data-testid="cart-count">
            {count}
          </span>
        </LightButton>
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
          <LightSelect
            id="catalog-distributor"
            options={options}
            value={criteria.distributor}
            loading={distributors.isFetching}
            onChange={pickDistributor}
            empty="No distributor is connected to your company"
          />
        </div>
        <div className="catalog-filters__field catalog-filters__field--wide">
          <label htmlFor="catalog-countries">Country</label>
          <LightMultiSelect
            id="catalog-countries"
            placeholder="Select countries"
            options={countries.data ?? NO_COUNTRIES}
            value={criteria.countries}
            loading={countries.isFetching}
            onChange={(value) => setCriteria((c) => ({ ...c, countries: value }))}
          />
        </div>
        <div className="catalog-filters__field catalog-filters__field--narrow">
          <label htmlFor="catalog-days">Days</label>
          <LightInput
            id="catalog-days"
            inputMode="numeric"
            value={criteria.days}
            onChange={(e) => setCriteria((c) => ({ ...c, days: e.target.value }))}
          />
        </div>
        <div className="catalog-filters__field catalog-filters__field--narrow">
          <label htmlFor="catalog-data">GB</label>
          <LightInput
            id="catalog-data"
            inputMode="decimal"
            value={criteria.data}
            onChange={(e) => setCriteria((c) => ({ ...c, data: e.target.value }))}
          />
        </div>
        <div className="catalog-filters__types">
          <LightCheckbox
            checked={criteria.isDataType}
            onChange={(e) => setType('isDataType', e.target.checked)}
          >
            Data Type
          </LightCheckbox>
          <LightCheckbox
            checked={criteria.isDayPassType}
            onChange={(e) => setType('isDayPassType', e.target.checked)}
          >
            Day-Pass Type
          </LightCheckbox>
        </div>
        <div className="catalog-filters__actions">
          <LightButton kind="primary" type="submit" loading={results.isFetching}>
            Search
          </LightButton>
          <LightButton onClick={reset}>Reset</LightButton>
        </div>
      </form>

      <div className="catalog-trip">
        <LightButton aria-expanded={planning} onClick={() => setPlanning((open) => !open)}>
          {planning ? 'Close the trip planner' : 'Plan a trip'}
        </LightButton>
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
          <LightPager
            className="catalog-paging"
            current={paging.page}
            pageSize={paging.size}
            total={page?.totalCount ?? 0}
            pageSizeOptions={CATALOG_PAGE_SIZES}
            showTotal={(total) => `${total} plans`}
            onChange={(p, size) => setPaging({ page: p, size })}
          />
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
