import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCostPath } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs, type SeenCall } from '../../testing/render-page';
import { moveQuestion, UomProductsPanel } from './uom-products-panel';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 10_000 };
const UNIT = 'u-unit';
const product = (n: number) => ({
  id: `p${n}`,
  productCode: `WDR-P${n}`,
  productName: `Product ${n}`,
  isActive: true,
  uomId: UNIT,
});

function mockServer(items = [product(1), product(2), product(3)]) {
  return mockApi((call) => {
    if (call.path === ProductCostPath.affectedByUom)
      return ok({ items, pageCount: items.length ? 2 : 0, totalCount: items.length ? 12 : 0 });
    if (call.path === ProductCostPath.updateByUom)
      return ok({ moved: 2 }, '2 product(s) moved to the new unit');
    if (call.path === `network/Uom/GetRelateUomOptions/${UNIT}`)
      return ok([
        { label: 'Week', value: 'u-week' },
        { label: 'Day', value: 'u-day' },
      ]);
    if (call.path === `network/Uom/GetDetail/${UNIT}`) return ok({ id: UNIT, uomName: 'Unit' });
    return undefined;
  });
}

const open = () =>
  renderAt(<UomProductsPanel id={UNIT} editing />, {
    path: `/general/uom-edit/${UNIT}`,
    pattern: '/general/uom-edit/:id',
  });
const searches = (calls: SeenCall[]) =>
  calls.filter((c) => c.path === ProductCostPath.affectedByUom);

describe('Products using this unit', { timeout: 20_000 }, () => {
  it('asks to move the selected products, or all of them', () => {
    expect(moveQuestion(2, 12, 'Unit', 'Day')).toBe('Move 2 selected product(s) from Unit to Day?');
    expect(moveQuestion(0, 12, 'Unit', 'Day')).toBe('Move all 12 product(s) using Unit to Day?');
  });

  it("pages, sorts and searches the unit's products on the server", async () => {
    signInAs(demoProfiles.admin);
    const calls = mockServer();
    await open();
    expect(await screen.findByText('WDR-P1', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('12 items · page 1 of 2')).toBeTruthy();
    expect(searches(calls)[0].body).toMatchObject({
      uomId: UNIT,
      pageIndex: 1,
      pageSize: 10,
      sortColumns: [{ columnName: 'productName', sortOrder: 'asc' }],
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Product Code/ })));
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Search product name'), {
        target: { value: 'japan' },
      }),
    );
    await act(async () =>
      fireEvent.keyDown(screen.getByLabelText('Search product name'), { key: 'Enter' }),
    );
    await waitFor(() =>
      expect(searches(calls).at(-1)!.body).toMatchObject({
        pageIndex: 1,
        filterColumns: [{ columnName: 'productName', filterValue: 'japan', operator: 'contains' }],
        sortColumns: [{ columnName: 'productCode', sortOrder: 'asc' }],
      }),
    );
    expect(searches(calls).some((c) => (c.body as { pageIndex: number }).pageIndex === 2)).toBe(
      true,
    );
  });

  it('moves the selected products to the chosen unit after the confirmation', async () => {
    signInAs(demoProfiles.admin);
    const calls = mockServer();
    await open();
    await screen.findByText('WDR-P1', undefined, SLOW);
    await act(async () => fireEvent.click(screen.getByLabelText('Select row 1')));
    await act(async () => fireEvent.click(screen.getByLabelText('Select row 3')));
    await act(async () => fireEvent.mouseDown(screen.getByLabelText('Move to unit')));
    await act(async () => fireEvent.click(await screen.findByTitle('Day')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move to unit' })));
    expect(
      await screen.findByText('Move 2 selected product(s) from Unit to Day?', undefined, SLOW),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await act(async () =>
      fireEvent.click((await screen.findAllByRole('button', { name: /Yes$/ }, SLOW)).at(-1)!),
    );
    expect(
      await screen.findByText('2 product(s) moved to the new unit', undefined, SLOW),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      fromUomId: UNIT,
      toUomId: 'u-day',
      productIds: ['p1', 'p3'],
    });
  });

  it("shows 'No Data...' and no move for a unit no product uses", async () => {
    signInAs(demoProfiles.admin);
    mockServer([]);
    await open();
    expect(await screen.findByText('No Data...', undefined, SLOW)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Move to unit' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
