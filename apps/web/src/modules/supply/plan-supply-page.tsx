import { lazy, Suspense, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, Space } from 'antd';
import {
  PLAN_SUPPLY_SORTS,
  SUPPLY_FLAGS,
  SUPPLY_MODE_LABELS,
  SUPPLY_MODES,
  SupplyText,
  type PagingRequest,
  type PlanSupplyRow,
} from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { hasPermission } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { crudKeys, fetchOptions } from '../../crud/crud-api';
import { DataTable } from '../../crud/data-table';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { FilterSelect, optionsOf } from '../../ui/filter-select';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { SearchBox } from '../../ui/search-box';
import { pageOf, pagingBody, sortFromUrl, sortHeader, useUrlState } from '../../ui/use-url-state';
import { planSupplyColumns, type PlanSupplySort } from './plan-supply-columns';
import { planSupplyKeys, PROVIDER_OPTIONS, supplyCalls } from './supply-calls';

// The dialog (its radios, the update schema and zod) loads on the first Edit supply, not with
// the list: the page stays within its bundle budget.
const SupplyEditDialog = lazy(() =>
  import('./supply-edit-dialog').then((m) => ({ default: m.SupplyEditDialog })),
);

const PAGE_SIZES = [10, 20, 50, 100] as const;
const PERMISSION = 'product/Providers';
export const ACCEPT_COST_NOTE = 'The selling price is not changed; review it in Product Prices.';
export const REVIEW_MARGIN_NOTE =
  'The selling price is not changed; the next rate move is measured from the rate of this check.';

type State = {
  page: number;
  size: number;
  mode: string | null;
  provider: string | null;
  flag: string | null;
  q: string | null;
  sort: PlanSupplySort;
  dir: 'asc' | 'desc';
};

const parse = (p: URLSearchParams): State => ({
  ...pageOf(p, PAGE_SIZES),
  mode: SUPPLY_MODES.find((m) => m === p.get('mode')) ?? null,
  provider: p.get('provider'),
  flag: SUPPLY_FLAGS.find((f) => f === p.get('flag')) ?? null,
  q: p.get('q'),
  ...sortFromUrl(p, PLAN_SUPPLY_SORTS, { sort: 'productName', dir: 'asc' }),
});

/** The Search body of the list state: each filter 'eq', the search box 'contains'. */
export function planSupplySearchBody(s: State): PagingRequest {
  const eq = (columnName: string, value: string | null) =>
    value ? [{ columnName, filterValue: value, operator: 'eq' as const }] : [];
  return pagingBody(s, [
    ...eq('mode', s.mode),
    ...eq('providerId', s.provider),
    ...eq('flag', s.flag),
    ...(s.q ? [{ columnName: 'search', filterValue: s.q, operator: 'contains' as const }] : []),
  ]);
}

/** The providers of the working company, for the filter and the edit dialog. */
export function useProviderOptions() {
  return useQuery({
    queryKey: crudKeys.options(PROVIDER_OPTIONS),
    queryFn: () => fetchOptions(PROVIDER_OPTIONS),
  });
}

/**
 * /setup/plan-supply (issue 27): how each of the company's plans is supplied (from stock, from a
 * provider's package, or stock first), with the provider's cost, the price suggested from it in
 * the selling currency (and the rate it was converted at) beside the selling price. A changed
 * cost, a margin a rate move pushed below the minimum, or a cost no rate converts is only
 * flagged: accepting or reviewing never changes the selling price.
 */
export function PlanSupplyPage() {
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const canUpdate = hasPermission(profile, PERMISSION, 'Update');
  const { state, set } = useUrlState(parse);
  const body = useMemo(() => planSupplySearchBody(state), [state]);
  const query = useQuery({
    queryKey: planSupplyKeys.search(body),
    queryFn: () => supplyCalls.searchPlans(body),
    placeholderData: keepPreviousData,
  });
  const providers = useProviderOptions();
  const [editing, setEditing] = useState<PlanSupplyRow | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: planSupplyKeys.all });

  const acceptCost = (row: PlanSupplyRow) =>
    void confirmDialog({
      title: `Accept the new cost of ${row.productName} ${row.variantName}?`,
      content: ACCEPT_COST_NOTE,
      onYes: async () => {
        try {
          const result = await supplyCalls.acceptCost(row.variantId);
          showMessage('success', result.message ?? SupplyText.costAccepted);
          await refresh();
        } catch (error) {
          showMessage('error', errorMessageOf(error));
        }
      },
    });

  const reviewMargin = (row: PlanSupplyRow) =>
    void confirmDialog({
      title: `Mark the margin of ${row.productName} ${row.variantName} reviewed?`,
      content: REVIEW_MARGIN_NOTE,
      onYes: async () => {
        try {
          const result = await supplyCalls.reviewMargin(row.variantId);
          showMessage('success', result.message ?? SupplyText.marginReviewed);
          await refresh();
        } catch (error) {
          showMessage('error', errorMessageOf(error));
        }
      },
    });

  const columns = planSupplyColumns({
    sortOf: (column, first) => sortHeader(state, set, column, first),
    actions: canUpdate
      ? { onEdit: setEditing, onAcceptCost: acceptCost, onReviewMargin: reviewMargin }
      : null,
  });
  const filtered = !!(state.mode || state.provider || state.flag || state.q);
  const data = query.data;
  const noPlans = !query.isFetching && data?.totalCount === 0 && !filtered;

  return (
    <PageFrame title="Plan Supply" breadcrumb={[{ title: 'Setup', path: '/setup' }]}>
      <Space wrap style={{ marginBottom: 12 }}>
        <FilterSelect
          label="Supply"
          placeholder="Supply"
          width={180}
          value={state.mode}
          onChange={(mode) => set({ mode })}
          options={optionsOf(SUPPLY_MODE_LABELS)}
        />
        <FilterSelect
          label="Provider"
          placeholder="Provider"
          width={180}
          value={state.provider}
          onChange={(provider) => set({ provider })}
          options={providers.data ?? []}
        />
        <FilterSelect
          label="Flag"
          placeholder="Flag"
          width={200}
          value={state.flag}
          onChange={(flag) => set({ flag })}
          options={SUPPLY_FLAGS}
        />
        <SearchBox label="Search plans" value={state.q} onSearch={(q) => set({ q })} />
        <Button onClick={() => set({ mode: null, provider: null, flag: null, q: null })}>
          Reset
        </Button>
      </Space>
      {query.isError && (
        <Panel>
          <p role="alert">{errorMessageOf(query.error)}</p>
        </Panel>
      )}
      {noPlans ? (
        <Panel>
          <p>
            No plans: the company&apos;s plans appear here once it has products with plans (
            <Link to="/setup/product-list">Product</Link>). Connect a supplier under{' '}
            <Link to="/setup/provider-list">Providers</Link> to supply them from its packages.
          </p>
        </Panel>
      ) : (
        <DataTable
          caption="Plan supply"
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(r) => r.variantId}
          loading={query.isFetching}
          pagination={{
            current: state.page,
            pageSize: state.size,
            total: data?.totalCount ?? 0,
            pageSizeOptions: PAGE_SIZES,
            onChange: (page, size) => set({ page, size }),
          }}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <SupplyEditDialog
            row={editing}
            providers={providers.data ?? []}
            onClose={() => setEditing(null)}
            onSaved={async () => {
              setEditing(null);
              await refresh();
            }}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
