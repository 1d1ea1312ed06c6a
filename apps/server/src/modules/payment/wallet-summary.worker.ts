import { formatAmount, fromMinor, WALLET_KIND_LABELS } from '@wander/contract';
import { drawTable, moneyText, pdfTask, type Pdf } from '../../platform/pdf/pdf-document.js';

/** A wallet summary as printed: plain data the payment area read (wallet-summary-pdf.ts). */
export interface WalletSummary {
  companyName: string;
  entityCode: string;
  currency: string;
  startDate: string;
  endDate: string;
  opening: number;
  closing: number;
  ledger: {
    rows: {
      createdAt: Date;
      kind: string;
      reference: string | null;
      amountMinor: number;
      balanceAfterMinor: number;
    }[];
    count: number;
    credits: number;
    debits: number;
  };
}

const signed = (minor: number) => `${minor > 0 ? '+' : ''}${formatAmount(fromMinor(minor))}`;

function drawWalletSummary(doc: Pdf, s: WalletSummary) {
  const amount = (minor: number) => moneyText(s.currency, minor);
  const { ledger } = s;
  doc.fontSize(16).font('Helvetica-Bold').text('Wallet Summary');
  doc.fontSize(10).font('Helvetica').text(`${s.companyName} (${s.entityCode})`);
  doc.text(`From ${s.startDate} to ${s.endDate} - amounts in ${s.currency}`);
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .text(`Opening Balance: ${amount(s.opening)}`)
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
  doc.font('Helvetica-Bold').text(`Closing Balance: ${amount(s.closing)}`);
}

/** The payment area's rendering on a worker thread (issue 39); no database here. */
export const walletSummaryPdf = pdfTask(
  (s: WalletSummary) => `Wallet summary ${s.startDate} to ${s.endDate}`,
  drawWalletSummary,
);
