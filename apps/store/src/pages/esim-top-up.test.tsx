// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreEsim, StorePlan } from '@wander/contract';
import { saveSession } from '../api/session';
import { mockStoreApi, renderPage, startTestI18n } from '../testing/render';
import Esims from './Esims';

const STOCK: StoreEsim = {
  id: '0b7d4f7e-1c1a-4a8e-9d55-5f1f1c2a0001',
  iccid: '8960012345678901234',
  activationCode: 'LPA:1$smdp.example$STOCK1',
  qrCode: 'data:image/png;base64,AAAA',
  productName: 'Japan eSIM',
  variantName: 'Japan 5GB 7 Days',
  names: {
    ms: { productName: 'eSIM Jepun', variantName: 'Jepun 5GB 7 hari' },
    zh: { productName: '日本 eSIM', variantName: '日本 5GB 7天' },
  },
  variantId: '5a0c6d1e-2b3f-4c5d-8e9f-0a1b2c3d4e5f',
  countries: ['JP'],
  topUp: false,
  orderNo: 'CO-000101',
  dataGb: 5,
  days: 7,
  deliveredAt: new Date().toISOString(),
  usedMb: 512,
  usagePercent: 10,
  lastUsageDate: null,
};
const REGIONAL: StoreEsim = {
  ...STOCK,
  id: '0b7d4f7e-1c1a-4a8e-9d55-5f1f1c2a0002',
  iccid: '8960012345678900002',
  productName: 'Europe',
  variantName: 'Europe 10GB 15 Days',
  countries: ['DE', 'FR', 'IT'],
};
const PROVIDER: StoreEsim = {
  ...STOCK,
  id: '0b7d4f7e-1c1a-4a8e-9d55-5f1f1c2a0003',
  iccid: '8999123456789012345',
  productName: 'Iceland 5GB 7 Days',
  variantName: 'Iceland 5GB 7 Days',
  countries: ['IS'],
  topUp: true,
};
const PACKAGE: StorePlan = {
  variantId: PROVIDER.variantId,
  productName: PROVIDER.productName,
  variantName: 'Top-up 1GB 7 Days',
  names: {
    ms: { productName: 'Iceland 5GB 7 hari', variantName: '1GB 7 hari' },
    zh: { productName: '冰岛 5GB 7天', variantName: '1GB 7天' },
  },
  days: 7,
  dataGb: 1,
  isDayPass: false,
  countries: [],
  price: 5.63,
  currency: 'MYR',
  image: null,
  inStock: true,
  packageCode: 'DEMO-TOPUP-1GB',
};

beforeEach(() => {
  saveSession({
    token: 'consumer-token',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    consumer: { id: 'c1', email: 'ana@example.com', name: 'Ana' } as never,
  });
});
afterEach(() => {
  cleanup();
  saveSession(null);
  vi.unstubAllGlobals();
});

const serve = () =>
  mockStoreApi((call) => {
    if (call.path === 'me/esims') return [STOCK, REGIONAL, PROVIDER];
    if (call.path === `me/esims/${PROVIDER.id}/top-ups`) return [PACKAGE];
    return undefined;
  });
const at = (...segments: string[]) =>
  renderPage(<Esims route={{ segments: ['esims', ...segments], query: new URLSearchParams() }} />);
const cardOf = async (iccid: string) =>
  (await screen.findByText(new RegExp(iccid))).closest('article') as HTMLElement;

// Issue 37 (4): "Top up" of a stock eSIM delivered a second eSIM with a new ICCID.
describe('My eSIMs: top up, or a new eSIM said plainly', () => {
  it('offers a stock eSIM a new eSIM for its destination, never a top-up', async () => {
    await startTestI18n('en');
    serve();
    at();
    const card = within(await cardOf(STOCK.iccid));
    const link = card.getByRole('link', { name: 'Buy a new eSIM for Japan' });
    expect(link.getAttribute('href')).toBe('/destination/JP');
    card.getByText(
      'This eSIM cannot be topped up. A new plan comes as a new eSIM, with its own QR code to install.',
    );
    expect(card.queryByText(/top up/i, { selector: 'a' })).toBeNull();
    // A regional eSIM: its own plan's page, named by its product.
    const regional = within(await cardOf(REGIONAL.iccid));
    const again = regional.getByRole('link', { name: 'Buy a new eSIM for Europe' });
    expect(again.getAttribute('href')).toBe(`/plan/${REGIONAL.variantId}`);
  });

  it("offers a provider's eSIM a top-up, which adds its data to the same eSIM", async () => {
    await startTestI18n('en');
    serve();
    at();
    const card = within(await cardOf(PROVIDER.iccid));
    expect(card.queryByText(/new eSIM/)).toBeNull();
    const topUp = card.getByRole('link', { name: 'Top up' });
    expect(topUp.getAttribute('href')).toBe(`/esims/${PROVIDER.id}/top-up`);
    cleanup();

    const calls = serve();
    at(PROVIDER.id, 'top-up');
    await screen.findByRole('heading', { name: 'Top up your eSIM' });
    screen.getByText('The data is added to this eSIM: there is nothing new to install.');
    fireEvent.click(await screen.findByRole('button', { name: 'Top up with Top-up 1GB 7 Days' }));
    expect(calls.map((c) => c.path)).toContain(`me/esims/${PROVIDER.id}/top-ups`);
  });

  it.each([
    [
      'en',
      'Buy a new eSIM for Japan',
      'This eSIM cannot be topped up. A new plan comes as a new eSIM, with its own QR code to install.',
    ],
    [
      'ms',
      'Beli eSIM baharu untuk Jepun',
      'eSIM ini tidak boleh ditambah nilai. Pelan baharu datang sebagai eSIM baharu, dengan kod QR sendiri untuk dipasang.',
    ],
    [
      'zh',
      '为日本购买新的 eSIM',
      '此 eSIM 无法充值。新套餐是一张新的 eSIM，需要用它自己的二维码安装。',
    ],
  ] as const)(
    'the top-up page of a stock eSIM (an old link) says it is a new eSIM, in %s, and asks for no top-up',
    async (language, title, note) => {
      await startTestI18n(language);
      const calls = serve();
      at(STOCK.id, 'top-up');
      await screen.findByRole('heading', { name: title });
      screen.getByText(note);
      expect(screen.getByRole('link', { name: title }).getAttribute('href')).toBe(
        '/destination/JP',
      );
      expect(screen.queryByRole('heading', { name: /top up|tambah nilai|充值/i })).toBeNull();
      expect(calls.map((c) => c.path)).toEqual(['me/esims']);
    },
  );
});
