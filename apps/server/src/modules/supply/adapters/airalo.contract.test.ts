import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startFakeAiralo,
  type FakeAiralo,
} from '../../../test-support/fake-providers/fake-airalo.js';
import { airaloExample } from '../../../test-support/fake-providers/fake-airalo-fixtures.js';
import { ProviderError, type ProviderConfig } from '../provider-adapter.js';
import { createAiraloAdapter } from './airalo.js';
import { mapPackages, type AiraloCountryEntry } from './airalo-mapping.js';

/**
 * What Airalo's documentation promises, asked of our adapter through the fake built from that
 * documentation (test-support/fake-providers/fixtures/airalo/README.md names each page). When an
 * adapter guesses where the documentation speaks, this file fails, not a distributor's sync.
 */
let fake: FakeAiralo;
const config = (overrides: Partial<ProviderConfig> = {}): ProviderConfig => ({
  credentials: { clientId: fake.clientId, clientSecret: fake.clientSecret },
  baseUrl: fake.baseUrl,
  timeoutMs: 2_000,
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

async function anEsim(reference: string) {
  const order = await createAiraloAdapter(config()).order({
    packageCode: 'meraki-mobile-7days-1gb',
    quantity: 1,
    reference,
  });
  if (order.state !== 'completed') throw new Error(`expected an eSIM: ${JSON.stringify(order)}`);
  return order.esims[0].iccid;
}

beforeAll(async () => {
  fake = await startFakeAiralo();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.maxPageSize = null;
  vi.restoreAllMocks();
});

describe('GET /v2/packages (get-packages-11883036e0)', () => {
  it('asks the page size the docs advise and reads every page, page 2 on being an object', async () => {
    // The documented example: page 2 is `data: {"3": {...}}`, not an array.
    expect(Array.isArray(airaloExample('packages-page-2').data)).toBe(false);
    fake.maxPageSize = 2; // the fake's 5 entries over 3 pages, whatever limit is asked
    const from = fake.requests.length;
    const packages = await createAiraloAdapter(config()).listPackages();
    expect(packages.map((p) => p.code).sort()).toEqual([
      'change-7days-1gb',
      'discover-30days-10gb',
      'eurolink-15days-5gb',
      'meraki-mobile-30days-3gb',
      'meraki-mobile-7days-1gb',
      'moshi-moshi-7days-2gb',
      'moshi-moshi-unlimited-1day',
    ]);
    const asked = fake.requests.slice(from).filter((r) => r.startsWith('GET /v2/packages'));
    // "Set the limit parameter to a high value (e.g., 1,000) to fetch all packages in a single
    // request"; the pages end where links.next and meta.last_page say (3 here).
    expect(asked).toHaveLength(3);
    for (const request of asked) expect(request).toContain('limit=1000');
  });

  it('reads the documented coverages: operators per country with their types (issue 41)', () => {
    const page = airaloExample('packages-page-1') as { data: AiraloCountryEntry[] };
    const change = mapPackages(page.data).find((p) => p.code === 'change-7days-1gb');
    expect(change).toMatchObject({
      coverage: [
        {
          country: 'US',
          operators: [
            { name: 'T-Mobile', type: '5G' },
            { name: 'Verizon', type: '5G' },
          ],
        },
      ],
      // Airalo's package list has no hotspot field: not stated.
      hotspot: null,
    });
  });

  it('one page when the whole catalogue fits the asked limit', async () => {
    const from = fake.requests.length;
    expect(await createAiraloAdapter(config()).listPackages()).toHaveLength(7);
    expect(fake.requests.slice(from).filter((r) => r.startsWith('GET /v2/packages'))).toHaveLength(
      1,
    );
  });
});

describe('one host: sandbox is a mode of the partner account (decomission sandbox, AP-6785)', () => {
  it('calls partners-api.airalo.com without an API address, the API address when given', async () => {
    const urls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      urls.push(String(input));
      return new Response(JSON.stringify(airaloExample('token')), { status: 200 });
    });
    const withoutAddress = createAiraloAdapter({
      credentials: { clientId: 'id', clientSecret: 'secret' },
    });
    await withoutAddress.balance().catch(() => null);
    expect(urls[0]).toBe('https://partners-api.airalo.com/v2/token');
    const regional = createAiraloAdapter({
      credentials: { clientId: 'id', clientSecret: 'secret' },
      baseUrl: 'https://airalo-proxy.example.com/partner/v2/',
    });
    await regional.balance().catch(() => null);
    expect(urls.at(-1)).toMatch(/^https:\/\/airalo-proxy\.example\.com\/partner\/v2\//);
    expect(urls.every((u) => !u.includes('sandbox-partners-api'))).toBe(true);
  });
});

describe('errors as the error-handling page lists them (error-handling-780831m0)', () => {
  it('codes whose reason says "try again later" are retryable; the others refuse for good', async () => {
    const adapter = createAiraloAdapter(config());
    for (const [code, retryable] of [
      [11, false],
      [14, false],
      [43, false],
      [73, false],
      [13, true],
      [33, true],
      [53, true],
    ] as const) {
      fake.failWithCode(code, 'GR');
      const error = await rejection(adapter.balance());
      expect(error, `code ${code}`).toMatchObject({ retryable, status: 422 });
      const reason = airaloExample<Record<string, string>>('error-codes')[code];
      expect(error.message).toContain(reason.replace('{additional}', 'GR'));
    }
  });

  it('an order over 50 eSIMs is refused as documented; the adapter says 50 is its most', async () => {
    const adapter = createAiraloAdapter(config());
    expect(adapter.maxOrderQuantity).toBe(50);
    const before = fake.ordersPlaced;
    const error = await rejection(
      adapter.order({ packageCode: 'change-7days-1gb', quantity: 51, reference: 'pol-51' }),
    );
    expect(error).toMatchObject({ retryable: false, status: 422 });
    expect(error.message).toContain('The quantity may not be greater than 50.');
    expect(fake.ordersPlaced).toBe(before);
  });

  it('429 "Too Many Attempts." is retryable, with Retry-After when Airalo sends it', async () => {
    const adapter = createAiraloAdapter(config());
    fake.rateLimitNext(30);
    expect(await rejection(adapter.balance())).toMatchObject({
      retryable: true,
      status: 429,
      retryAfterSeconds: 30,
    });
    fake.rateLimitNext(null);
    const bare = await rejection(adapter.balance());
    expect(bare).toMatchObject({ retryable: true, status: 429, retryAfterSeconds: null });
    expect(bare.message).toContain('Too Many Attempts.');
  });
});

describe('a top-up has no idempotency key: it is looked up by description before buying again', () => {
  it('a top-up whose answer was a 5xx is found by its reference, and only that one', async () => {
    const adapter = createAiraloAdapter(config());
    const iccid = await anEsim('pol-topup-5xx');
    const before = fake.topUpsPlaced;
    expect(await adapter.findTopUp!('tu-line-5xx')).toBeNull();
    fake.failAfterNextWrite({ status: 503 });
    const lost = await rejection(
      adapter.topUp({
        iccid,
        packageCode: 'meraki-mobile-7days-1gb-topup',
        reference: 'tu-line-5xx',
      }),
    );
    expect(lost).toMatchObject({ retryable: true, status: 503 });
    expect(fake.topUpsPlaced).toBe(before + 1); // Airalo made it; we never heard
    const found = await adapter.findTopUp!('tu-line-5xx');
    expect(found?.orderRef).toMatch(/^\d+$/);
    // The filter is a LIKE search: a longer reference, or an eSIM order, is not the top-up.
    expect(await adapter.findTopUp!('tu-line-5x')).toBeNull();
    expect(await adapter.findTopUp!('pol-topup-5xx')).toBeNull();
  });

  it('a top-up whose answer never came (timeout) is found the same way', async () => {
    const adapter = createAiraloAdapter(config({ timeoutMs: 300 }));
    const iccid = await anEsim('pol-topup-timeout');
    fake.failAfterNextWrite({ hangMs: 1_000 });
    const lost = await rejection(
      adapter.topUp({
        iccid,
        packageCode: 'meraki-mobile-30days-5gb-topup',
        reference: 'tu-line-timeout',
      }),
    );
    expect(lost).toMatchObject({ retryable: true, status: null });
    expect(await adapter.findTopUp!('tu-line-timeout')).toMatchObject({
      orderRef: expect.stringMatching(/^\d+$/),
    });
  });
});
