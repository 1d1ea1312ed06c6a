import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wanderPlanResource, type PagingRequest } from '@wander/contract';
import { demoProfiles } from '../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs, type SeenCall } from '../testing/render-page';
import { ResourceListPage } from './resource-list-page';

const config = { resource: wanderPlanResource };
const rows = [
  { id: 'p1', planName: 'Japan Unlimited', description: 'Unlimited data' },
  { id: 'p2', planName: 'Korea 5GB', description: null },
];

const searches = (calls: SeenCall[]) =>
  calls
    .filter((c) => c.path === 'product/WanderProductPlan/Search')
    .map((c) => c.body as PagingRequest);

function serve(items = rows, totalCount = 42) {
  return mockApi((call) =>
    call.path.endsWith('/Search') ? ok({ items, pageCount: 5, totalCount }) : undefined,
  );
}

async function renderList(search = '') {
  return renderAt(<ResourceListPage config={config} />, {
    path: `/setup/wander-plan-list${search}`,
    pattern: '/setup/wander-plan-list',
    others: [
      { path: '/setup/wander-plan-new', element: <p>new page</p> },
      { path: '/setup/wander-plan-edit/:id', element: <p>edit page</p> },
    ],
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('generic list page (Wander plan list)', () => {
  it('renders the declared columns and searches page 1 of 10 by the default sort', async () => {
    signInAs(demoProfiles.admin);
    const calls = serve();
    await renderList();
    expect(await screen.findByText('Japan Unlimited')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Plan Name/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Description/ })).toBeTruthy();
    expect(searches(calls)[0]).toEqual({
      pageIndex: 1,
      pageSize: 10,
      filterColumns: [],
      sortColumns: [{ columnName: 'planName', sortOrder: 'asc' }],
    });
  });

  it('sends a filter, a sort, a page change and a page size, and keeps them in the URL', async () => {
    signInAs(demoProfiles.admin);
    const calls = serve();
    const router = await renderList();
    await screen.findByText('Japan Unlimited');

    fireEvent.click(screen.getByRole('button', { name: 'Filter Plan Name' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Filter Plan Name' }), {
      target: { value: 'japan' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    await waitFor(() =>
      expect(searches(calls).at(-1)?.filterColumns).toEqual([
        { columnName: 'planName', filterValue: 'japan', operator: 'contains' },
      ]),
    );

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Description' }));
    });
    await waitFor(() =>
      expect(searches(calls).at(-1)?.sortColumns).toEqual([
        { columnName: 'description', sortOrder: 'asc' },
      ]),
    );

    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    });
    await waitFor(() => expect(searches(calls).at(-1)?.pageIndex).toBe(3));

    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Page size' }), {
        target: { value: '25' },
      });
    });
    await waitFor(() =>
      expect(searches(calls).at(-1)).toMatchObject({ pageSize: 25, pageIndex: 1 }),
    );
    expect(router.state.location.search).toContain('f.planName=japan');
    expect(router.state.location.search).toContain('sort=description.asc');
    expect(router.state.location.search).toContain('size=25');
  });

  it('offers the declared page sizes (5, 10, 20, 25, 50, 100; the list is virtual)', async () => {
    signInAs(demoProfiles.admin);
    serve();
    await renderList();
    await screen.findByText('Japan Unlimited');
    const pageSize = await screen.findByRole('combobox', { name: 'Page size' });
    const titles = within(pageSize)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(titles).toEqual([
      '5 / page',
      '10 / page',
      '20 / page',
      '25 / page',
      '50 / page',
      '100 / page',
    ]);
  });

  it("shows 'No Data...' when the search is empty", async () => {
    signInAs(demoProfiles.admin);
    serve([], 0);
    await renderList();
    expect(await screen.findByText('No Data...')).toBeTruthy();
  });

  it("goes to -new with 'New' and to -edit/{id} on a row click", async () => {
    signInAs(demoProfiles.admin);
    serve();
    const router = await renderList('?page=1&size=10');
    fireEvent.click(await screen.findByText('Korea 5GB'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup/wander-plan-edit/p2'));
    expect(router.state.location.state).toEqual({ listSearch: '?page=1&size=10' });
    await act(async () => router.navigate('/setup/wander-plan-list'));
    fireEvent.click(await screen.findByRole('button', { name: 'New' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup/wander-plan-new'));
  });

  it("hides 'New' without the Create permission", async () => {
    signInAs({
      ...demoProfiles.agent,
      permissions: [{ resourceName: 'product/WanderProductPlan', permission: 'View' }],
    });
    serve();
    await renderList();
    await screen.findByText('Japan Unlimited');
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
  });
});
