import { WalletMessage } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { parseDateRange } from '../../platform/http/date-range.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { renderPdfInWorker } from '../../platform/pdf/pdf-document.js';
import { walletScope, type WalletViewer } from './wallet-access.js';
import { balanceBefore, ledgerBetween, scopedWallet, walletOf } from './wallet.queries.js';
import type { WalletSummary } from './wallet-summary.worker.js';

const WORKER = new URL('./wallet-summary.worker.ts', import.meta.url);

/** At most this many ledger rows are printed; the totals always cover the whole range. */
export const MAX_SUMMARY_ROWS = 5000;

/** The wallet a summary is for: the one asked for (if the viewer sees it), else its own. */
async function summaryWallet(db: Tx, viewer: WalletViewer, walletId: string | undefined) {
  if (walletId) {
    const wallet = isUuid(walletId) ? await scopedWallet(db, walletId, walletScope(viewer)) : null;
    if (!wallet) throw AppError.notFound('Wallet');
    return wallet;
  }
  const own = await walletOf(db, viewer.companyId);
  if (!own) throw new AppError('NOT_FOUND', WalletMessage.noWallet);
  return own;
}

/**
 * POST payment/WalletTransaction/GenerateWalletSummaryPDF/{startDate}/{endDate}: one wallet's
 * opening balance on the first day, every ledger row of the range (both days included) with
 * its running balance, the credits and debits, and the closing balance on the last day (drawn
 * on a worker thread: wallet-summary.worker.ts).
 */
export async function walletSummaryPdf(
  db: Tx,
  viewer: WalletViewer,
  range: { startDate: string; endDate: string; walletId?: string },
) {
  const { from, to } = parseDateRange(range.startDate, range.endDate);
  const wallet = await summaryWallet(db, viewer, range.walletId);
  const [opening, closing, ledger] = await Promise.all([
    balanceBefore(db, wallet.id, from),
    balanceBefore(db, wallet.id, to),
    ledgerBetween(db, wallet.id, from, to, MAX_SUMMARY_ROWS),
  ]);
  const pdf = await renderPdfInWorker<WalletSummary>(WORKER, 'walletSummaryPdf', {
    companyName: wallet.companyName,
    entityCode: wallet.entityCode,
    currency: wallet.currency,
    startDate: range.startDate,
    endDate: range.endDate,
    opening,
    closing,
    ledger: {
      ...ledger,
      rows: ledger.rows.map((t) => ({
        createdAt: t.createdAt,
        kind: t.kind,
        reference: t.reference,
        amountMinor: t.amountMinor,
        balanceAfterMinor: t.balanceAfterMinor,
      })),
    },
  });
  return { pdf, fileName: `wallet-${wallet.entityCode}-${range.startDate}-${range.endDate}.pdf` };
}
