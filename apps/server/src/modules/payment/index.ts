/** What other areas may use of the payment area. */
export { creditWallet, debitWallet, type LedgerEntry } from './wallet-ledger.js';
export { queueCardRefund, REFUND_JOB } from './card-refunds.js';
