import { RUN_TAG, distributorWork } from './crash-invariants.js';

/** A small seeded PRNG (mulberry32): the run is a function of its seed. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) };
}
export type Rng = ReturnType<typeof seeded>;

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  location?: string | null;
}

/** The demo accounts the run acts as, signed in once (the JWT keys are kept in DATA_DIR). */
export interface Caller {
  token: string;
  company: string;
}

/** Calls whichever process serves now; a killed process's call fails with a network error. */
export class Api {
  constructor(private readonly base: () => string) {}

  origin() {
    return this.base().replace(/\/api\/$/, '');
  }

  async call(
    who: Caller,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const res = await fetch(`${this.base()}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${who.token}`,
        'x-company-code': who.company,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    return { status: res.status, data: text.startsWith('{') ? JSON.parse(text).data : text };
  }

  async signIn(email: string, company: string): Promise<Caller> {
    const res = await fetch(`${this.base()}token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-api-key': 'wander-public-web-key',
      },
      body: new URLSearchParams({
        grant_type: 'password',
        username: email,
        password: 'Wander#2026',
        client_id: 'wander-web',
      }).toString(),
    });
    if (res.status !== 200) throw new Error(`sign-in of ${email}: HTTP ${res.status}`);
    return { token: ((await res.json()) as { access_token: string }).access_token, company };
  }

  /** The sandbox provider's hosted page: the payer presses Pay (the signed callback follows). */
  async payOnSandboxPage(url: string): Promise<Answer> {
    const res = await fetch(`${this.origin()}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    await res.text();
    return { status: res.status, data: null, location: res.headers.get('location') };
  }
}

export interface World {
  api: Api;
  customer: Caller;
  distributor: Caller;
  /**
   * Variants DIST001 sells: `onPayment` are delivered by the job, `byHand` by the distributor,
   * `fromProvider` bought from the Demo Supplier by the job (issue 27).
   */
  onPayment: string[];
  byHand: string[];
  fromProvider: string[];
  databaseUrl: string;
  /** Told of every purchase answered as paid (the failover test checks none is lost). */
  onPaid?: (paid: { poHeaderId: string; documentNo: string }) => void;
}

export type Outcome = 'done' | 'refused' | 'interrupted';
const answered = (a: Answer): Outcome => (a.status >= 200 && a.status < 400 ? 'done' : 'refused');

/** A wallet purchase by the customer: in one call with an Idempotency-Key, or order then pay. */
async function purchase(w: World, rng: Rng, n: number): Promise<Outcome> {
  const outcomeOf = (a: Answer): Outcome => {
    const outcome = answered(a);
    if (outcome === 'done') w.onPaid?.(a.data);
    return outcome;
  };
  const pick = rng.next();
  const plans = pick < 0.4 ? w.onPayment : pick < 0.75 ? w.byHand : w.fromProvider;
  const lines = [{ variantId: plans[rng.int(0, plans.length - 1)], qty: rng.int(1, 3) }];
  if (rng.next() < 0.5) {
    const key = `kill9-${n}-${rng.int(0, 1e9)}`;
    const body = {
      dataPlanModel: { distributorEntityCode: 'DIST001', remarks: `${RUN_TAG} key ${key}`, lines },
    };
    const pay = () =>
      w.api.call(w.customer, 'POST', 'payment/Payment/WanderCheckout', body, {
        'idempotency-key': key,
      });
    try {
      return outcomeOf(await pay());
    } catch {
      // Interrupted: the buyer retries with the same key (on the next process): one order, one debit.
      await new Promise((r) => setTimeout(r, 300));
      try {
        return outcomeOf(await pay());
      } catch {
        return 'interrupted';
      }
    }
  }
  const placed = await w.api.call(w.customer, 'POST', 'network/PurchaseOrders', {
    distributorEntityCode: 'DIST001',
    remarks: `${RUN_TAG} order ${n}`,
    lines,
  });
  if (placed.status !== 200) return 'refused';
  return outcomeOf(
    await w.api.call(w.customer, 'POST', 'payment/Payment/WanderCheckout', {
      poHeaderId: placed.data.id,
    }),
  );
}

/** A sandbox card top-up: the page is opened, then the payer pays (the callback credits). */
async function topUp(w: World, rng: Rng): Promise<Outcome> {
  const started = await w.api.call(w.customer, 'POST', 'payment/Payment/GetStripeReloadUrl', {
    data: null,
    amount: rng.int(10, 400),
  });
  if (started.status !== 200) return 'refused';
  const paid = await w.api.payOnSandboxPage(started.data.url);
  return paid.status === 302 && paid.location?.includes('payment=success') ? 'done' : 'refused';
}

/** The distributor fulfils a paid order of the run and completes its invoice (or one left Open). */
async function fulfil(w: World, rng: Rng): Promise<Outcome | null> {
  const work = await distributorWork(w.databaseUrl);
  if (work.length === 0) return null;
  const pick = work[rng.int(0, work.length - 1)];
  let invoiceId: string | null | undefined = pick.invoice_id;
  if (pick.status === 'Paid') {
    const res = await w.api.call(w.distributor, 'PUT', `network/PurchaseOrders/Fulfil/${pick.id}`);
    if (res.status !== 200) return 'refused';
    invoiceId = (await distributorWork(w.databaseUrl)).find((r) => r.id === pick.id)?.invoice_id;
    if (!invoiceId) return 'refused';
  }
  return answered(await w.api.call(w.distributor, 'PUT', `payment/Invoices/Complete/${invoiceId}`));
}

export const OPERATIONS = ['purchase', 'topUp', 'fulfil'] as const;
export type Operation = (typeof OPERATIONS)[number];

/**
 * One operation of the mix: 45% purchases, 25% top-ups, 30% fulfilments (a purchase when the
 * distributor has nothing to fulfil).
 */
export async function operate(w: World, rng: Rng, n: number): Promise<[Operation, Outcome]> {
  const roll = rng.next();
  let op: Operation = roll < 0.45 ? 'purchase' : roll < 0.7 ? 'topUp' : 'fulfil';
  try {
    if (op === 'fulfil') {
      const outcome = await fulfil(w, rng);
      if (outcome) return [op, outcome];
      op = 'purchase';
    }
    if (op === 'purchase') return [op, await purchase(w, rng, n)];
    return [op, await topUp(w, rng)];
  } catch {
    return [op, 'interrupted'];
  }
}
