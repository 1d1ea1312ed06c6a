import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatAmount, type OrderQuote, type PurchaseOrderDetail } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { invoicesApi } from './invoices-api';
import { orderKeys, ordersApi, pdfViewerPath } from './orders-api';
import { walletKeys } from '../payment/wallet-api';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

type Run = (work: () => Promise<unknown>, success: string) => Promise<void>;

/** Runs an action, says how it went, and refreshes what it may have changed either way. */
function useRun(queryKeys: readonly (readonly unknown[])[]): Run {
  const queryClient = useQueryClient();
  return async (work, success) => {
    const refresh = () =>
      Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    try {
      await work();
      await refresh();
      showMessage('success', success);
    } catch (error) {
      await refresh();
      showMessage('error', errorMessageOf(error));
    }
  };
}

/** Fetches a PDF with the session and opens it in the PDF viewer. */
async function openPdf(
  fetchFile: () => Promise<{ blob: Blob; fileName?: string | null }>,
  navigate: ReturnType<typeof useNavigate>,
) {
  try {
    const file = await fetchFile();
    navigate(pdfViewerPath(file.blob, file.fileName));
  } catch (error) {
    showMessage('error', errorMessageOf(error));
  }
}

/** The issuer's invoice buttons (Complete, Email eSIMs, eSIM PDF) of a purchase or sale order. */
function invoiceActions(invoiceId: string, run: Run, navigate: ReturnType<typeof useNavigate>) {
  return {
    Complete: () =>
      confirmDialog({
        title: 'Complete the invoice?',
        content: 'The eSIMs are delivered to the customer and sent by e-mail.',
        onYes: () => run(() => ordersApi.complete(invoiceId), 'Invoice completed'),
      }),
    Email: () => run(() => ordersApi.sendEsims(invoiceId), 'Email sent successfully'),
    Pdf: () => openPdf(() => ordersApi.bulkPdf(invoiceId), navigate),
    InvoicePdf: () => openPdf(() => invoicesApi.pdf(invoiceId), navigate),
  };
}

/** The invoice buttons of a sale order's detail page. */
export function useInvoiceActions(
  invoiceId: string | undefined,
  queryKeys: readonly (readonly unknown[])[],
) {
  const navigate = useNavigate();
  const run = useRun(queryKeys);
  return invoiceId
    ? (invoiceActions(invoiceId, run, navigate) as Record<string, () => unknown>)
    : {};
}

/** Opens the provider's hosted payment page (Stripe/sandbox, or PayDollar's form). */
async function payByCard(poId: string, provider?: 'paydollar', couponCode?: string) {
  try {
    const { url } = await ordersApi.payByCard(poId, provider, couponCode);
    window.location.assign(url);
  } catch (error) {
    showMessage('error', errorMessageOf(error));
  }
}

/**
 * What the buttons of an order detail do, for either side. `applied`: the coupon applied to the
 * order (its quote): sent with the payment, and its total is the amount the wallet confirmation
 * names (issue 37: it named the amount before the coupon).
 */
export function useOrderActions(
  po: PurchaseOrderDetail | undefined,
  applied: Pick<OrderQuote, 'couponCode' | 'totalAmount'> | null = null,
) {
  const navigate = useNavigate();
  // One Idempotency-Key per order payment (and coupon): a retried click never pays twice.
  const payKey = useRef<{ key: string; coupon: string } | null>(null);
  const coupon = (applied?.couponCode ?? '').trim().toUpperCase();
  const run = useRun([orderKeys.all, walletKeys.all]);
  if (!po) return null;
  const amount = `${po.currency} ${formatAmount(coupon ? applied!.totalAmount : po.totalAmount)}`;
  return {
    Edit: () => navigate(`/purchase-order-edit/${po.id}`),
    Submit: () => run(() => ordersApi.submit(po.id), 'Purchase order submitted'),
    PayWallet: () =>
      confirmDialog({
        title: 'Pay from wallet?',
        content: coupon
          ? `${amount} (after coupon ${coupon}) will be taken from your wallet for ${po.documentNo}.`
          : `${amount} will be taken from your wallet for ${po.documentNo}.`,
        onYes: () => {
          if (payKey.current?.coupon !== coupon) payKey.current = { key: newKey(), coupon };
          const key = payKey.current.key;
          return run(
            () => ordersApi.payFromWallet(po.id, key, coupon || undefined),
            'Payment successful',
          );
        },
      }),
    PayCard: () => payByCard(po.id, undefined, coupon || undefined),
    PayPayDollar: () => payByCard(po.id, 'paydollar', coupon || undefined),
    Cancel: () =>
      confirmDialog({
        title: 'Cancel this purchase order?',
        onYes: () => run(() => ordersApi.cancel(po.id), 'Purchase order cancelled'),
      }),
    Fulfil: () =>
      confirmDialog({
        title: 'Fulfil this order?',
        content: 'An invoice is created and one eSIM from stock is allocated per ordered plan.',
        onYes: () => run(() => ordersApi.fulfil(po.id), 'Purchase order fulfilled'),
      }),
    Refund: () =>
      confirmDialog({
        title: 'Refund this order?',
        content: `${amount} goes back to ${po.companyName} the way it was paid, and the order is cancelled.`,
        onYes: () => run(() => ordersApi.refund(po.id), 'Order refunded'),
      }),
    ...(po.invoice ? invoiceActions(po.invoice.id, run, navigate) : {}),
  } as Record<string, () => unknown>;
}

export const ACTION_LABELS: Record<string, string> = {
  Edit: 'Edit',
  Submit: 'Submit',
  PayWallet: 'Pay from Wallet',
  PayCard: 'Pay by Card',
  PayPayDollar: 'Pay with PayDollar',
  Cancel: 'Cancel Order',
  Fulfil: 'Fulfil',
  Refund: 'Refund',
  Complete: 'Complete',
  Email: 'Email eSIMs',
  Pdf: 'eSIM PDF',
  InvoicePdf: 'Invoice PDF',
};
