import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productResource } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { ResourceEditPage } from '../../crud/resource-edit-page';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

describe('the product form: Deliver on Payment', () => {
  it('saves the product override chosen in its select', async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockApi((call) =>
      call.method === 'POST' && call.path === 'product/Product'
        ? ok({ id: 'p1', ...(call.body as object) }, 'Create successfully!')
        : call.path.endsWith('/GetSelectList')
          ? ok([])
          : undefined,
    );
    await renderAt(<ResourceEditPage config={{ resource: productResource }} />, {
      path: '/setup/product-new',
      pattern: '/setup/product-new',
      others: [{ path: '/setup/product-list', element: <p>the list</p> }],
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Product Code'), { target: { value: 'SG-NOW' } });
      fireEvent.change(screen.getByLabelText('Product Name'), { target: { value: 'Singapore' } });
    });
    await act(async () => {
      fireEvent.mouseDown(screen.getByLabelText('Deliver on Payment'));
    });
    const option = (label: string) =>
      document.querySelector(`.ant-select-item-option[title="${label}"]`);
    await waitFor(() => expect(option('As the company setting')).toBeTruthy());
    expect(option('Off: fulfil by hand')).toBeTruthy();
    await act(async () => {
      fireEvent.click(option('On: deliver when paid')!);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === 'product/Product')).toBe(true),
    );
    const saved = calls.find((c) => c.method === 'POST' && c.path === 'product/Product')!;
    expect(saved.body).toMatchObject({ productCode: 'SG-NOW', deliverOnPayment: 'on' });
  });
});
