import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  CheckoutRequest,
  PaymentEvent,
  PaymentProvider,
  RefundRequest,
} from './payment-provider.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const TOLERANCE_SECONDS = 300;

export interface SandboxEventBody {
  type: 'paid' | 'cancelled';
  /** A card payment's session, or (for a wallet top-up) absent with topUpId set. */
  sessionId?: string;
  topUpId?: string;
  amountMinor: number;
  currency: string;
  createdAt: number;
}

/**
 * The built-in sandbox provider: its checkout page is served by this app
 * (`payment/Sandbox/Checkout/{sessionId}`), and its callbacks are signed like Stripe's
 * (`t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`) with a secret the app holds.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly secret: string;

  constructor(
    private readonly checkoutPageUrl: (sessionId: string) => string,
    secret?: string,
  ) {
    this.secret = secret || randomBytes(32).toString('hex');
  }

  async createCheckout(request: CheckoutRequest) {
    return {
      url: this.checkoutPageUrl(request.sessionId),
      providerRef: `sbx_${request.sessionId}`,
    };
  }

  /** The sandbox "bank" always gives the money back; its refund id names the session. */
  async refund(request: RefundRequest) {
    return { refundRef: `sbx_re_${request.sessionId}` };
  }

  /** What the sandbox "bank" sends when the payer presses Pay or Cancel on its page. */
  signEvent(body: SandboxEventBody, now = Math.floor(Date.now() / 1000)) {
    const raw = JSON.stringify(body);
    return { raw, signature: `t=${now},v1=${this.hmac(`${now}.${raw}`)}` };
  }

  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>) {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof header !== 'string') return null;
    const parts = Object.fromEntries(
      header.split(',').map((p) => p.split('=', 2) as [string, string]),
    );
    const t = Number(parts.t);
    if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > TOLERANCE_SECONDS) return null;
    const expected = Buffer.from(this.hmac(`${t}.${rawBody}`));
    const given = Buffer.from(String(parts.v1 ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let body: SandboxEventBody;
    try {
      body = JSON.parse(rawBody) as SandboxEventBody;
    } catch {
      return null;
    }
    if (typeof body.topUpId === 'string') {
      return {
        type: body.type === 'paid' ? 'paid' : body.type === 'cancelled' ? 'cancelled' : 'ignored',
        sessionId: null,
        topUpId: body.topUpId,
        providerRef: `sbx_${body.topUpId}`,
        paymentRef: `sbx_pay_${body.topUpId}`,
        amountMinor: typeof body.amountMinor === 'number' ? body.amountMinor : null,
        currency: typeof body.currency === 'string' ? body.currency : null,
      } satisfies PaymentEvent;
    }
    const event: PaymentEvent = {
      type: body.type === 'paid' ? 'paid' : body.type === 'cancelled' ? 'cancelled' : 'ignored',
      sessionId: typeof body.sessionId === 'string' ? body.sessionId : null,
      providerRef: typeof body.sessionId === 'string' ? `sbx_${body.sessionId}` : null,
      paymentRef: typeof body.sessionId === 'string' ? `sbx_pay_${body.sessionId}` : null,
      amountMinor: typeof body.amountMinor === 'number' ? body.amountMinor : null,
      currency: typeof body.currency === 'string' ? body.currency : null,
    };
    return event;
  }

  private hmac(payload: string) {
    return createHmac('sha256', this.secret).update(payload).digest('hex');
  }
}
