import { codeWithText } from '../../testing/text-match';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PurchaseOrderDetail } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { file, mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { PurchaseOrderDetailPage, ReceivedOrderDetailPage } from './purchase-order-detail-page';

// The first dialog loads antd (ui/dialogs.ts); loaded here, a busy machine's module transform
// does not eat the first confirmation's wait.
beforeAll(() => import('../../ui/dialogs-impl'), 60_000);

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const order = (over: Partial<PurchaseOrderDetail>): PurchaseOrderDetail => ({
  id: 'po1',
  documentNo: 'PO-000042',
  entityCode: 'CUST001',
  companyName: 'Skyway Travel Agency',
  distributorEntityCode: 'DIST001',
  distributorName: 'Wander Distribution',
  currency: 'MYR',
  status: 'Paid',
  subTotal: 25,
  discountAmount: 0,
  taxAmount: 2,
  totalAmount: 27,
  conversion: null,
  remarks: null,
  paymentMethod: 'wallet',
  createdAt: '2026-11-25T10:00:00.000Z',
  paidAt: '2026-11-25T10:00:01.000Z',
  deliveryOnPayment: 'Pending',
  fulfilledAt: null,
  completedAt: null,
  stockShortages: [],
  lines: [],
  invoice: null,
  actions: [],
  ...over,
});
const delivered = order({
  status: 'Completed',
  deliveryOnPayment: 'Delivered',
  completedAt: '2026-11-25T10:00:02.000Z',
  actions: ['Pdf'],
  invoice: {
    id: 'inv1',
    documentNo: 'INV-000009',
    status: 'Completed',
    totalAmount: 27,
    createdAt: '2026-11-25T10:00:02.000Z',
    completedAt: '2026-11-25T10:00:02.000Z',
    esims: [
      {
        id: 'e1',
        iccid: '89001000000000000001',
        activationCode: 'LPA:1$smdp.test$1',
        qrCode: QR,
        status: 'delivered',
        productName: 'Singapore eSIM',
        variantName: 'Singapore 3GB 7 days',
      },
    ],
  },
});

describe('purchase order detail with delivery on payment (/purchase-order-detail/{id})', () => {
  it('polls while the paid order is being delivered and shows the QR codes without a reload', async () => {
    signInAs(demoProfiles.customer);
    let asked = 0;
    const calls = mockApi((call) => {
      if (call.path !== 'network/PurchaseOrders/GetDetail/po1') return undefined;
      asked += 1;
      return ok(asked < 2 ? order({}) : delivered);
    });
    await renderAt(<PurchaseOrderDetailPage />, {
      path: '/purchase-order-detail/po1',
      pattern: '/purchase-order-detail/:id',
    });
    expect(await screen.findByText(/Your eSIMs are being delivered/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    const qr = await screen.findByRole(
      'img',
      { name: 'QR code of eSIM 89001000000000000001' },
      { timeout: 4000 },
    );
    expect(qr.getAttribute('src')).toBe(QR);
    expect(screen.getByText('Invoice INV-000009')).toBeTruthy();
    expect(screen.queryByText(/being delivered/)).toBeNull();
    // Delivered: the page stops asking.
    const n = calls.filter((c) => c.path === 'network/PurchaseOrders/GetDetail/po1').length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.filter((c) => c.path === 'network/PurchaseOrders/GetDetail/po1')).toHaveLength(n);
  });

  it('does not poll an order the distributor fulfils by hand, and says when stock held it', async () => {
    signInAs(demoProfiles.customer);
    const calls = mockApi((call) =>
      call.path === 'network/PurchaseOrders/GetDetail/po1'
        ? ok(order({ deliveryOnPayment: 'OutOfStock' }))
        : undefined,
    );
    await renderAt(<PurchaseOrderDetailPage />, {
      path: '/purchase-order-detail/po1',
      pattern: '/purchase-order-detail/:id',
    });
    expect(await screen.findByText(/Your distributor is restocking/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.filter((c) => c.path === 'network/PurchaseOrders/GetDetail/po1')).toHaveLength(1);
  });
});

describe('purchase order detail: paying with a coupon', () => {
  const submitted = () =>
    ok(
      order({
        status: 'Submitted',
        paidAt: null,
        deliveryOnPayment: null,
        actions: ['PayWallet', 'Cancel'],
      }),
    );

  it('applies the coupon first: the discount and new total before Pay, then pays with it', async () => {
    signInAs(demoProfiles.customer);
    const calls = mockApi((call) => {
      if (call.path === 'network/PurchaseOrders/GetDetail/po1') return submitted();
      if (call.path === 'payment/Payment/Quote')
        return ok({
          currency: 'MYR',
          lines: [],
          subTotal: 50,
          discountAmount: 5,
          taxAmount: 3.6,
          totalAmount: 48.6,
          couponCode: 'WELCOME10',
          couponDiscount: 5.4,
        });
      if (call.path === 'payment/Payment/WanderCheckout')
        return { status: 400, body: { statusCode: 400, message: 'Coupon has been fully used' } };
      return undefined;
    });
    await renderAt(<PurchaseOrderDetailPage />, {
      path: '/purchase-order-detail/po1',
      pattern: '/purchase-order-detail/:id',
    });
    const input = await screen.findByRole('textbox', { name: 'Coupon code' });
    fireEvent.change(input, { target: { value: 'welcome10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    const result = await screen.findByRole('status');
    expect(result.textContent).toBe('Coupon WELCOME10: -MYR 5.40. New total: MYR 48.60');
    expect(calls.find((c) => c.path === 'payment/Payment/Quote')?.body).toEqual({
      poHeaderId: 'po1',
      couponCode: 'welcome10',
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay from Wallet' })));
    // Issue 37: the confirmation names what the wallet pays, the total after the coupon.
    expect(
      await screen.findByText(
        'MYR 48.60 (after coupon WELCOME10) will be taken from your wallet for PO-000042.',
      ),
    ).toBeTruthy();
    await act(async () =>
      fireEvent.click((await screen.findAllByRole('button', { name: 'Yes' })).at(-1)!),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'payment/Payment/WanderCheckout')?.body).toEqual({
        poHeaderId: 'po1',
        couponCode: 'WELCOME10',
      }),
    );
    expect(await screen.findByText('Coupon has been fully used')).toBeTruthy();
  });

  it('says why a coupon is refused, and pays without it', async () => {
    signInAs(demoProfiles.customer);
    const calls = mockApi((call) => {
      if (call.path === 'network/PurchaseOrders/GetDetail/po1') return submitted();
      if (call.path === 'payment/Payment/Quote')
        return {
          status: 400,
          body: {
            statusCode: 400,
            message: 'Minimum spend is 50.00',
            errors: { couponCode: ['Minimum spend is 50.00'] },
          },
        };
      if (call.path === 'payment/Payment/WanderCheckout') return ok({});
      return undefined;
    });
    await renderAt(<PurchaseOrderDetailPage />, {
      path: '/purchase-order-detail/po1',
      pattern: '/purchase-order-detail/:id',
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Coupon code' }), {
      target: { value: 'FIFTY' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(await screen.findByText('Minimum spend is 50.00')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay from Wallet' })));
    // (The first test's dialog may still be closing: this one names no coupon.)
    expect(await screen.findByText(/^MYR 27\.00 will be taken from your wallet/)).toBeTruthy();
    await act(async () =>
      fireEvent.click((await screen.findAllByRole('button', { name: 'Yes' })).at(-1)!),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'payment/Payment/WanderCheckout')?.body).toEqual({
        poHeaderId: 'po1',
      }),
    );
  });
});

describe('purchase order detail: the pay choices say when the wallet cannot pay (issue 37)', () => {
  const submitted = ok(
    order({
      status: 'Submitted',
      paidAt: null,
      deliveryOnPayment: null,
      actions: ['PayWallet', 'PayCard', 'Cancel'],
    }),
  );
  const open = async (walletBalance: number) => {
    signInAs(demoProfiles.customer, { code: 'CUST001', name: 'Skyway Travel Agency' });
    mockApi((call) => {
      if (call.path === 'network/PurchaseOrders/GetDetail/po1') return submitted;
      if (call.path === 'payment/Wallet/WalletBalance')
        return ok({ walletBalance, currency: 'MYR', hasWallet: true });
      return undefined;
    });
    await renderAt(<PurchaseOrderDetailPage />, {
      path: '/purchase-order-detail/po1',
      pattern: '/purchase-order-detail/:id',
    });
    await screen.findByRole('button', { name: 'Pay by Card' });
  };
  const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

  it('makes card the choice before the click when the wallet balance cannot cover the order', async () => {
    await open(0);
    expect(
      await screen.findByText(
        /^Your wallet balance \(MYR 0\.00\) does not cover this order \(MYR 27\.00\): pay by card, or top up your wallet first\./,
      ),
    ).toBeTruthy();
    expect(button('Pay from Wallet').disabled).toBe(true);
    expect(button('Pay by Card').className).toContain('lt-btn--primary');
    expect(button('Pay from Wallet').className).not.toContain('lt-btn--primary');
    expect(screen.getByRole('link', { name: 'Top up your wallet' }).getAttribute('href')).toBe(
      '/wallet',
    );
  });

  it('keeps Pay from Wallet the choice when the wallet covers the order', async () => {
    await open(500);
    await waitFor(() => expect(button('Pay from Wallet').className).toContain('lt-btn--primary'));
    expect(button('Pay from Wallet').disabled).toBe(false);
    expect(button('Pay by Card').className).not.toContain('lt-btn--primary');
    expect(screen.queryByText(/does not cover this order/)).toBeNull();
  });
});

describe('purchase order detail: what happens next, PDFs and codes (issue 26)', () => {
  it('says who delivers a paid order and how, when the distributor delivers by hand', async () => {
    signInAs(demoProfiles.customer);
    mockApi((call) =>
      call.path === 'network/PurchaseOrders/GetDetail/po1'
        ? ok(order({ deliveryOnPayment: null }))
        : undefined,
    );
    await renderAt(<PurchaseOrderDetailPage />, {
      path: '/purchase-order-detail/po1',
      pattern: '/purchase-order-detail/:id',
    });
    expect(
      await screen.findByText(
        'Paid. Wander Distribution delivers your eSIMs; you will get them by e-mail.',
      ),
    ).toBeTruthy();
  });

  it('opens the invoice PDF, and shows each code whole with a copy button', async () => {
    signInAs(demoProfiles.customer);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const calls = mockApi((call) => {
      if (call.path === 'network/PurchaseOrders/GetDetail/po1')
        return ok({ ...delivered, actions: ['InvoicePdf', 'Pdf'] });
      if (call.path === 'payment/Invoices/CreatePDF/inv1')
        return file('%PDF-1.4', 'application/pdf', 'INV-000009.pdf');
      return undefined;
    });
    await renderAt(<PurchaseOrderDetailPage />, {
      path: '/purchase-order-detail/po1',
      pattern: '/purchase-order-detail/:id',
    });
    const code = await screen.findByText(codeWithText('LPA:1$smdp.test$1'));
    expect(code.tagName).toBe('CODE');
    await act(async () =>
      fireEvent.click(
        screen.getByRole('button', { name: 'Copy Activation code LPA:1$smdp.test$1' }),
      ),
    );
    expect(writeText).toHaveBeenCalledWith('LPA:1$smdp.test$1');
    expect(screen.getByRole('button', { name: 'eSIM PDF' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Invoice PDF' })));
    await waitFor(() =>
      expect(calls.some((c) => c.path === 'payment/Invoices/CreatePDF/inv1')).toBe(true),
    );
  });
});

describe('a paid order its distributor cannot deliver now (issue 37)', () => {
  const short = [
    { productName: 'Japan eSIM', variantName: 'Japan 3GB 7 days', available: 1, needed: 2 },
  ];

  it('tells the buyer it waits for stock, not that the eSIMs are on their way', async () => {
    signInAs(demoProfiles.customer);
    mockApi((call) =>
      call.path === 'network/PurchaseOrders/GetDetail/po1'
        ? ok(order({ deliveryOnPayment: null, stockShortages: short }))
        : undefined,
    );
    await renderAt(<PurchaseOrderDetailPage />, {
      path: '/purchase-order-detail/po1',
      pattern: '/purchase-order-detail/:id',
    });
    expect(
      await screen.findByText(
        'Paid. Waiting for stock: Wander Distribution delivers your eSIMs once they are in stock, or refunds you.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/you will get them by e-mail/)).toBeNull();
  });

  it('shows the distributor why, the way to receive stock, and refunds it after a confirmation', async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockApi((call) => {
      if (call.path === 'network/PurchaseOrders/GetReceivedOrderDetail/po1')
        return ok(
          order({ deliveryOnPayment: null, stockShortages: short, actions: ['Fulfil', 'Refund'] }),
        );
      if (call.path === 'network/PurchaseOrders/Refund/po1')
        return ok(order({ status: 'Cancelled' }));
      return undefined;
    });
    await renderAt(<ReceivedOrderDetailPage />, {
      path: '/setup/received-order-detail/po1',
      pattern: '/setup/received-order-detail/:id',
    });
    expect(
      await screen.findByText(
        /^Waiting for stock: Japan eSIM Japan 3GB 7 days has 1 available, 2 needed\. Receive eSIMs, then fulfil the order; or refund it\./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Import eSIMs' }).getAttribute('href')).toMatch(
      /setup\/wander-serial-number-import$/,
    );
    expect(screen.getByRole('button', { name: 'Fulfil' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refund' })));
    expect(
      await screen.findByText(
        'MYR 27.00 goes back to Skyway Travel Agency the way it was paid, and the order is cancelled.',
      ),
    ).toBeTruthy();
    await act(async () =>
      fireEvent.click((await screen.findAllByRole('button', { name: 'Yes' })).at(-1)!),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'network/PurchaseOrders/Refund/po1')?.method).toBe('PUT'),
    );
    expect(await screen.findByText('Order refunded')).toBeTruthy();
  });
});
