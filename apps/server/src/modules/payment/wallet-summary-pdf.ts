import { formatAmount, fromMinor, WALLET_KIND_LABELS, WalletMessage } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { parseDateRange } from '../../platform/http/date-range.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { drawTable, moneyText, renderPdf } from '../../platform/pdf/pdf-document.js';
import { walletScope, type WalletViewer } from './wallet-access.js';
import { balanceBefore, ledgerBetween, scopedWallet, walletOf } from './wallet.queries.js';

/** At most this many ledger rows are printed; the totals always cover the whole range. */
export const MAX_SUMMARY_ROWS = 5000;

const signed = (minor: number) => `${minor > 0 ? '+' : ''}${formatAmount(fromMinor(minor))}`;

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
 * its running balance, the credits and debits, and the closing balance on the last day.
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
  const amount = (minor: number) => moneyText(wallet.currency, minor);
  const pdf = await renderPdf(`Wallet summary ${range.startDate} to ${range.endDate}`, (doc) => {
    doc.fontSize(16).font('Helvetica-Bold').text('Wallet Summary');
    doc.fontSize(10).font('Helvetica').text(`${wallet.companyName} (${wallet.entityCode})`);
    doc.text(`From ${range.startDate} to ${range.endDate} - amounts in ${wallet.currency}`);
    doc.moveDown();
    doc
      .font('Helvetica-Bold')
      .text(`Opening Balance: ${amount(opening)}`)
      .moveDown(0.5);
    drawTable(
      doc,
      [
        { title: 'Date', width: 110 },
        { title: 'Type', width: 90 },
        { title: 'Reference', width: 135 },
        { title: 'Amount', width: 90, align: 'right' },
        { title: 'Balance', width: 90, align: 'right' },
      ],
      ledger.rows.map((t) => [
        t.createdAt.toISOString().slice(0, 16).replace('T', ' '),
        WALLET_KIND_LABELS[t.kind] ?? t.kind,
        t.reference ?? '-',
        signed(t.amountMinor),
        formatAmount(fromMinor(t.balanceAfterMinor)),
      ]),
    );
    doc.moveDown();
    doc.fontSize(10).font('Helvetica');
    if (ledger.count === 0) doc.text('No wallet transactions in this period.');
    if (ledger.count > ledger.rows.length) {
      doc.text(`Showing the first ${ledger.rows.length} of ${ledger.count} transactions.`);
    }
    doc.text(`Transactions: ${ledger.count}`);
    doc.text(`Credits: ${amount(ledger.credits)}`);
    doc.text(`Debits: ${amount(ledger.debits)}`);
    doc.font('Helvetica-Bold').text(`Closing Balance: ${amount(closing)}`);
  });
  return { pdf, fileName: `wallet-${wallet.entityCode}-${range.startDate}-${range.endDate}.pdf` };
}
