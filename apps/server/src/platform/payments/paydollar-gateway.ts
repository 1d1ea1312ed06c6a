import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * PayDollar (AsiaPay) PayGate, the "client post through browser" integration: the payer's browser
 * posts a form to PayDollar's hosted payment page (payForm.jsp), and PayDollar posts the result to
 * the merchant's datafeed URL (form-encoded). Both directions carry a secureHash: SHA-1 of the
 * fields joined by '|' and the merchant's secure hash secret, in PayDollar's documented order.
 */
export interface PayDollarConfig {
  merchantId: string;
  secret: string;
  /** e.g. https://www.paydollar.com/b2c2/eng (live) or https://test.paydollar.com/b2cDemo/eng */
  baseUrl: string;
}

export interface PayDollarFormRequest {
  orderRef: string;
  /** Numeric ISO 4217 (344 HKD, 840 USD, 702 SGD, 458 MYR). */
  currCode: string;
  /** Major units with two decimals, e.g. "100.00". */
  amount: string;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  lang?: string;
}

/** The datafeed fields the secureHash covers, and the rest PayDollar sends. */
export const DATAFEED_HASH_FIELDS = [
  'src',
  'prc',
  'successcode',
  'Ref',
  'PayRef',
  'Cur',
  'Amt',
  'payerAuth',
] as const;

export interface DatafeedResult {
  /** successcode 0: the payment was accepted; anything else: it failed. */
  paid: boolean;
  orderRef: string;
  payRef: string;
  currCode: string;
  amount: string;
}

const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');

export const paymentFormHash = (
  merchantId: string,
  f: Pick<PayDollarFormRequest, 'orderRef' | 'currCode' | 'amount'>,
  secret: string,
) => sha1([merchantId, f.orderRef, f.currCode, f.amount, 'N', secret].join('|'));

export const datafeedHash = (fields: Record<string, string | undefined>, secret: string) =>
  sha1([...DATAFEED_HASH_FIELDS.map((k) => fields[k] ?? ''), secret].join('|'));

export class PayDollarGateway {
  readonly name = 'paydollar' as const;

  constructor(private readonly config: PayDollarConfig) {}

  /** Where the browser posts and what: the hosted payment form's fields, signed. */
  paymentForm(request: PayDollarFormRequest) {
    const fields = {
      merchantId: this.config.merchantId,
      orderRef: request.orderRef,
      currCode: request.currCode,
      amount: request.amount,
      payType: 'N',
      lang: request.lang ?? 'E',
      successUrl: request.successUrl,
      failUrl: request.failUrl,
      cancelUrl: request.cancelUrl,
      secureHash: paymentFormHash(this.config.merchantId, request, this.config.secret),
    };
    return { action: `${this.config.baseUrl.replace(/\/+$/, '')}/payment/payForm.jsp`, fields };
  }

  /** The datafeed, verified: null when its secureHash is missing or wrong. */
  verifyDatafeed(fields: Record<string, unknown>): DatafeedResult | null {
    const text: Record<string, string> = {};
    for (const [k, v] of Object.entries(fields)) if (typeof v === 'string') text[k] = v;
    const given = Buffer.from(String(text.secureHash ?? ''));
    const expected = Buffer.from(datafeedHash(text, this.config.secret));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (!text.Ref || !text.Amt || !text.Cur) return null;
    return {
      paid: text.successcode === '0',
      orderRef: text.Ref,
      payRef: text.PayRef ?? '',
      currCode: text.Cur,
      amount: text.Amt,
    };
  }
}
