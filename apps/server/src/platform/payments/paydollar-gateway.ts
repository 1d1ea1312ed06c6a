import { hash, timingSafeEqual } from 'node:crypto';
import type { RefundProvider, RefundRequest } from './payment-provider.js';

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
  /** The Merchant API user (orderApi): refunds are possible only with both. */
  apiLoginId?: string;
  apiPassword?: string;
}

/** How long one Merchant API call may take before the refund try fails (and is retried). */
const ORDER_API_TIMEOUT_MS = 20_000;

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

const sha1 = (text: string) => hash('sha1', text);

export const paymentFormHash = (
  merchantId: string,
  f: Pick<PayDollarFormRequest, 'orderRef' | 'currCode' | 'amount'>,
  secret: string,
) => sha1([merchantId, f.orderRef, f.currCode, f.amount, 'N', secret].join('|'));

export const datafeedHash = (fields: Record<string, string | undefined>, secret: string) =>
  sha1([...DATAFEED_HASH_FIELDS.map((k) => fields[k] ?? ''), secret].join('|'));

export class PayDollarGateway implements RefundProvider {
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

  /** The Merchant API: `{base}/merchant/api/orderApi.jsp`, form-encoded both ways (Query: XML). */
  get orderApiUrl() {
    return `${this.config.baseUrl.replace(/\/+$/, '')}/merchant/api/orderApi.jsp`;
  }

  /**
   * Gives a captured payment back in full through the Merchant API (actionType=RequestRefund).
   * PayDollar has no idempotency key, so every try first queries the payment
   * (actionType=Query by payRef): a refund an earlier try made (its answer lost) is taken instead
   * of asking again, and a refund above what PayDollar took is refused before asking.
   */
  async refund(request: RefundRequest) {
    const { apiLoginId, apiPassword } = this.config;
    if (!apiLoginId || !apiPassword) {
      throw new Error('PayDollar refunds need PAYDOLLAR_API_LOGIN_ID and PAYDOLLAR_API_PASSWORD');
    }
    const refundRef = `pd_re_${request.paymentRef}`;
    const order = await this.queryPayment(request.paymentRef);
    if (/refund/i.test(order.orderStatus)) return { refundRef };
    if (!/accepted/i.test(order.orderStatus)) {
      throw new Error(`PayDollar payment ${request.paymentRef} is ${order.orderStatus}`);
    }
    const amount = (request.amountMinor / 100).toFixed(2);
    if (order.amount !== null && Number(amount) > order.amount) {
      throw new Error(`The refund ${amount} is more than PayDollar took (${order.amount})`);
    }
    const answer = new URLSearchParams(
      await this.orderApi({ actionType: 'RequestRefund', payRef: request.paymentRef, amount }),
    );
    if (answer.get('resultCode')?.trim() !== '0') {
      const why = answer.get('errMsg')?.trim() || `resultCode ${answer.get('resultCode') ?? '?'}`;
      throw new Error(`PayDollar refused the refund: ${why}`);
    }
    return { refundRef };
  }

  /** The payment as PayDollar has it now (Query answers XML records; a form is read too). */
  async queryPayment(payRef: string) {
    const text = await this.orderApi({ actionType: 'Query', payRef });
    const field = (name: string) =>
      new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`, 'i').exec(text)?.[1] ??
      new URLSearchParams(text.trim()).get(name);
    const orderStatus = field('orderStatus');
    if (!orderStatus) {
      const why = field('errMsg') || 'no such payment';
      throw new Error(`PayDollar could not find payment ${payRef}: ${why}`);
    }
    const amt = field('amt');
    return { orderStatus, amount: amt && /^\d+(\.\d+)?$/.test(amt) ? Number(amt) : null };
  }

  private async orderApi(fields: Record<string, string>) {
    const body = new URLSearchParams({
      merchantId: this.config.merchantId,
      loginId: this.config.apiLoginId ?? '',
      password: this.config.apiPassword ?? '',
      ...fields,
    });
    const res = await fetch(this.orderApiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      signal: AbortSignal.timeout(ORDER_API_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`PayDollar's Merchant API answered HTTP ${res.status}`);
    return res.text();
  }
}
