import { hash } from 'node:crypto';
import type {
  ProviderAdapter,
  ProviderEsim,
  ProviderOrderState,
  ProviderPackage,
} from '../provider-adapter.js';

/**
 * The Demo Supplier: a provider inside the app, like the sandbox card provider, so the demo world
 * buys eSIMs by "API" with no account anywhere. Its packages are fixed; an order answers at once
 * with eSIMs whose ICCIDs and LPA codes derive from the order's reference (a repeat of the same
 * reference answers the same eSIMs: it never sells twice). Usage grows with the hours since the
 * eSIM was first asked about; webhooks are not sent (nothing to verify: every one is refused).
 * It bills in US dollars, as most eSIM wholesalers do, so a distributor selling in ringgit sees its
 * costs converted (issue 40). Its top-ups cost USD 1.00 and 1.33: with the 25 % top-up margin they
 * are MYR 5.90 and 7.90 at any USD/MYR rate from 4.20 to 4.70 (the demo's rates stay within).
 */
const DEMO_PACKAGES: ProviderPackage[] = [
  pkg('DEMO-IS-5GB-7D', 'Iceland 5GB 7 Days', ['IS'], null, 7, 5120, false, ['Siminn'], 550),
  pkg('DEMO-IS-10GB-15D', 'Iceland 10GB 15 Days', ['IS'], null, 15, 10240, false, ['Siminn'], 890),
  pkg('DEMO-MA-3GB-5D', 'Morocco 3GB 5 Days', ['MA'], null, 5, 3072, false, ['Maroc Telecom'], 290),
  pkg('DEMO-PE-DAY-1GB', 'Peru 1GB/day Day Pass', ['PE'], null, 1, 1024, true, ['Claro Peru'], 155),
  pkg(
    'DEMO-BALKANS-8GB-15D',
    'Balkans 8GB 15 Days',
    ['RS', 'BA', 'ME', 'MK', 'AL'],
    'Europe',
    15,
    8192,
    false,
    ['A1 Srbija', 'BH Telecom', 'One Montenegro', 'A1 Makedonija', 'One Albania'],
    930,
  ),
];
const TOP_UPS: ProviderPackage[] = [
  pkg('DEMO-TOPUP-1GB', 'Top-up 1GB 7 Days', [], null, 7, 1024, false, [], 100),
  pkg('DEMO-TOPUP-3GB', 'Top-up 3GB 15 Days', [], null, 15, 3072, false, [], 133),
];

/**
 * A package of the Demo Supplier. It names one operator per country (4G/5G), and says what the
 * real suppliers' lists do not (issue 41): its data plans allow a hotspot and top up, its day
 * pass does neither.
 */
function pkg(
  code: string,
  name: string,
  countries: string[],
  region: string | null,
  days: number,
  dataMb: number,
  isDayPass: boolean,
  operators: string[],
  costMinor: number,
): ProviderPackage {
  return {
    code,
    name,
    countries,
    region,
    days,
    dataMb,
    isDayPass,
    networks: [...new Set(operators)],
    coverage: countries.map((country, i) => ({
      country,
      operators: [{ name: operators[i] ?? operators[0], type: '4G/5G' }],
    })),
    topUpable: !isDayPass,
    hotspot: !isDayPass,
    costMinor,
    currency: 'USD',
  };
}

/** 19 digits after 89, from the reference and the eSIM's number in the order. */
function demoEsim(reference: string, n: number): ProviderEsim {
  const digits = BigInt(`0x${hash('sha256', `${reference}:${n}`).slice(0, 15)}`)
    .toString()
    .padStart(19, '0')
    .slice(0, 19);
  const matchingId = hash('sha256', `lpa:${reference}:${n}`).slice(0, 20).toUpperCase();
  const smdpAddress = 'smdp.demo-supplier.wander.local';
  return {
    iccid: `8999${digits.slice(0, 16)}`,
    activationCode: `LPA:1$${smdpAddress}$${matchingId}`,
    smdpAddress,
    matchingId,
  };
}

export function createDemoAdapter(): ProviderAdapter {
  const orders = (reference: string, quantity: number): ProviderOrderState => ({
    state: 'completed',
    orderRef: `DEMO-${hash('sha256', reference).slice(0, 12).toUpperCase()}`,
    esims: Array.from({ length: quantity }, (_, i) => demoEsim(reference, i)),
  });
  const quantities = new Map<string, number>();
  return {
    kind: 'demo',
    async testConnection() {
      return { balance: { amountMinor: 250_000, currency: 'USD' } };
    },
    async balance() {
      return { amountMinor: 250_000, currency: 'USD' };
    },
    async listPackages() {
      return DEMO_PACKAGES.map((p) => ({ ...p }));
    },
    async order({ packageCode, quantity, reference }) {
      if (!DEMO_PACKAGES.some((p) => p.code === packageCode)) {
        return { state: 'failed', orderRef: null, reason: `Unknown package ${packageCode}` };
      }
      quantities.set(reference, quantity);
      return orders(reference, quantity);
    },
    async getOrder(orderRef) {
      return { state: 'failed', orderRef, reason: 'The Demo Supplier answers orders at once' };
    },
    async findOrder(reference) {
      const quantity = quantities.get(reference);
      return quantity ? orders(reference, quantity) : null;
    },
    async usage(iccid) {
      // A steady, believable figure: 40-85 % of a 5 GB plan, fixed per eSIM.
      const share = 40 + (parseInt(hash('sha256', iccid).slice(0, 4), 16) % 46);
      const totalMb = 5120;
      const usedMb = Math.round((totalMb * share) / 100);
      return {
        iccid,
        usedMb,
        totalMb,
        remainingMb: totalMb - usedMb,
        expiresAt: null,
        status: 'ACTIVE',
      };
    },
    async topUpPackages() {
      return TOP_UPS.map((p) => ({ ...p }));
    },
    async topUp({ packageCode, reference }) {
      if (!TOP_UPS.some((p) => p.code === packageCode)) {
        throw new Error(`Unknown top-up package ${packageCode}`);
      }
      return { orderRef: `DEMO-TU-${hash('sha256', reference).slice(0, 10).toUpperCase()}` };
    },
    verifyWebhook() {
      return false;
    },
    parseWebhook() {
      return [];
    },
  };
}
