import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppointmentDetail } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { AppointmentDetailPage } from './appointment-detail-page';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const product = {
  variantId: '11111111-1111-4111-8111-111111111111',
  productName: 'Japan eSIM',
  variantName: 'Japan 3GB 7 days',
  qty: 1,
  inStock: 5,
};
const appointment = (over: Partial<AppointmentDetail>): AppointmentDetail => ({
  id: 'a1',
  customerName: 'Aiko Tanaka',
  customerEmail: null,
  customerPhone: '60123456701',
  purpose: 'Install',
  appointmentDate: '2026-12-01',
  startTime: '10:00',
  endTime: '10:30',
  location: 'KLIA Terminal 1, arrival hall desk',
  status: 'Pending',
  remarks: null,
  cancelReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  products: [product],
  saleOrder: null,
  actions: ['Edit', 'Confirm', 'Adjust', 'Cancel', 'Delete'],
  ...over,
});
const open = () =>
  renderAt(<AppointmentDetailPage />, {
    path: '/setup/appointment-detail/a1',
    pattern: '/setup/appointment-detail/:id',
  });
const click = (name: string) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('appointment detail (/setup/appointment-detail/{id})', () => {
  it('confirms, adjusts the products and completes into a sale from stock', async () => {
    signInAs(demoProfiles.distributor);
    let current = appointment({});
    const calls = mockApi((call) => {
      if (call.path === 'service/Appointments/GetDetail/a1') return ok(current);
      if (call.path === 'service/Appointments/Confirm/a1') {
        current = appointment({
          status: 'Confirmed',
          actions: ['Edit', 'Adjust', 'Complete', 'Cancel'],
        });
        return ok(current, 'Appointment confirmed');
      }
      if (call.path === 'service/Appointments/Adjust/a1') {
        const qty = (call.body as { products: { qty: number }[] }).products[0].qty;
        current = { ...current, products: [{ ...product, qty }] };
        return ok(current, 'Appointment adjusted');
      }
      if (call.path === 'service/Appointments/Complete/a1') {
        current = appointment({
          status: 'Completed',
          products: [{ ...product, qty: 2, inStock: 3 }],
          saleOrder: {
            id: 'so9',
            documentNo: 'SO-000009',
            status: 'Confirmed',
            invoiceNo: 'INV-000012',
          },
          actions: [],
        });
        return ok(current, 'Appointment completed');
      }
      return undefined;
    });
    await open();
    expect(
      await screen.findByRole('heading', { name: 'Appointment 2026-12-01 10:00' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();

    await click('Confirm');
    expect((await screen.findAllByText('Confirm this appointment?')).length).toBeGreaterThan(0);
    await click('Yes');
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();

    await click('Adjust Products');
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Products' });
    const qty = within(dialog).getByRole('spinbutton', {
      name: 'Quantity of Japan eSIM - Japan 3GB 7 days',
    });
    await act(async () => {
      fireEvent.change(qty, { target: { value: '2' } });
      fireEvent.blur(qty);
    });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Products' })),
    );
    expect(await screen.findByText('Appointment adjusted')).toBeTruthy();
    const adjust = calls.find((c) => c.path === 'service/Appointments/Adjust/a1');
    expect(adjust?.body).toEqual({ products: [{ variantId: product.variantId, qty: 2 }] });

    await click('Complete');
    expect(
      (
        await screen.findAllByText(
          'Complete this appointment? A sale of 2 eSIM(s) is issued from stock.',
        )
      ).length,
    ).toBeGreaterThan(0);
    await click('Yes');
    expect(await screen.findByRole('link', { name: 'SO-000009' })).toBeTruthy();
    expect(screen.getByText(/invoice INV-000012/)).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Appointment products' });
    expect(within(table).getByText('3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adjust Products' })).toBeNull();
  });

  it('cancels only with a reason, and sends it', async () => {
    signInAs(demoProfiles.distributor);
    let current = appointment({});
    const calls = mockApi((call) => {
      if (call.path === 'service/Appointments/GetDetail/a1') return ok(current);
      if (call.path === 'service/Appointments/Cancel/a1') {
        const { reason } = call.body as { reason: string };
        current = appointment({ status: 'Cancelled', cancelReason: reason, actions: ['Delete'] });
        return ok(current, 'Appointment cancelled');
      }
      return undefined;
    });
    await open();
    await screen.findByRole('heading', { name: 'Appointment 2026-12-01 10:00' });
    await click('Cancel Appointment');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Appointment' });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' })),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe('Reason is required');
    expect(calls.some((c) => c.path.startsWith('service/Appointments/Cancel'))).toBe(false);
    await act(async () =>
      fireEvent.change(within(dialog).getByLabelText(/Reason/), {
        target: { value: 'Flight rescheduled' },
      }),
    );
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' })),
    );
    expect(await screen.findByText('Flight rescheduled')).toBeTruthy();
    expect(calls.find((c) => c.path === 'service/Appointments/Cancel/a1')?.body).toEqual({
      reason: 'Flight rescheduled',
    });
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });
});
