import { describe, expect, it } from 'vitest';
import { searchDestinations } from './destinations';
import { planName } from './plan-name';
import { findDevices } from './devices';
import { daysLeft, iphoneInstallLink } from './esim';

const SOLD = ['JP', 'FR', 'DE', 'MY', 'KR', 'CN', 'VN'];
const names = (text: string, lang = 'en') =>
  searchDestinations(text, SOLD, lang).map((h) => (h.kind === 'country' ? h.code : h.id));

describe('the store search', () => {
  it('finds Japan by its English, Malay and Chinese name and by its code', () => {
    expect(names('Japan')[0]).toBe('JP');
    expect(names('jepun')[0]).toBe('JP');
    expect(names('日本')[0]).toBe('JP');
    expect(names('jp')[0]).toBe('JP');
  });

  it('names a hit in the visitor language and finds regions in the three languages', () => {
    expect(searchDestinations('Japan', SOLD, 'ms')[0]).toMatchObject({ name: 'Jepun' });
    expect(searchDestinations('Japan', SOLD, 'zh')[0]).toMatchObject({ name: '日本' });
    expect(names('Europe')).toContain('europe');
    expect(names('Eropah')).toContain('europe');
    expect(names('欧洲')).toContain('europe');
    // Accents and spaces do not matter; a country the store does not sell is not offered.
    expect(names('viet nam')).toEqual(['VN']);
    expect(names('Brazil')).toEqual([]);
    expect(names('  ')).toEqual([]);
  });
});

describe('eSIM install and usage', () => {
  it("builds Apple's universal link with the LPA string as it is", () => {
    expect(iphoneInstallLink('LPA:1$smdp.example$ABC 1&2')).toBe(
      'https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$smdp.example$ABC%201%262',
    );
  });

  it('counts the days left from the delivery', () => {
    const esim = { deliveredAt: '2026-01-01T00:00:00Z', days: 7 } as Parameters<typeof daysLeft>[0];
    expect(daysLeft(esim, Date.parse('2026-01-01T12:00:00Z'))).toBe(7);
    expect(daysLeft(esim, Date.parse('2026-01-05T00:00:00Z'))).toBe(3);
    expect(daysLeft(esim, Date.parse('2026-02-01T00:00:00Z'))).toBe(0);
  });
});

describe('the device check', () => {
  it('finds listed models by part of their name, with or without the maker', () => {
    expect(findDevices('iphone 15').map((d) => d.model)).toContain('iPhone 15 Pro');
    expect(findDevices('pixel 8')).toEqual([{ maker: 'Google', model: 'Pixel 8' }]);
    expect(findDevices('samsung s24')).toEqual([{ maker: 'Samsung', model: 'Galaxy S24' }]);
    expect(findDevices('Nokia 3310')).toEqual([]);
  });
});

describe('planName', () => {
  const japan = {
    productName: 'Japan eSIM',
    variantName: 'Japan 5GB 7 days',
    names: {
      ms: { productName: 'eSIM Jepun', variantName: 'Jepun 5GB 7 hari' },
      zh: { productName: '日本 eSIM', variantName: '日本 5GB 7天' },
    },
  };

  it('names a plan by product and variant, and once when the variant bears the product name', () => {
    expect(planName(japan, 'en')).toBe('Japan eSIM · Japan 5GB 7 days');
    const iceland = { productName: 'Iceland 5GB 7 Days', variantName: 'Iceland 5GB 7 Days' };
    expect(planName(iceland, 'en')).toBe('Iceland 5GB 7 Days');
    expect(planName({ ...iceland, variantName: null }, 'en')).toBe('Iceland 5GB 7 Days');
  });

  it("names it in the visitor's language (issue 41), English where a plan has no names", () => {
    expect(planName(japan, 'zh')).toBe('日本 eSIM · 日本 5GB 7天');
    expect(planName(japan, 'ms')).toBe('eSIM Jepun · Jepun 5GB 7 hari');
    // A plan kept in the cart before names came, or a language without names: English.
    expect(planName({ ...japan, names: undefined }, 'zh')).toBe('Japan eSIM · Japan 5GB 7 days');
    expect(planName(japan, 'fr')).toBe('Japan eSIM · Japan 5GB 7 days');
  });
});
