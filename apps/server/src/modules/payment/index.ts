/** What other areas may use of the payment area. */
export { creditWallet, debitWallet, type LedgerEntry } from './wallet-ledger.js';
export { queueCardRefund, REFUND_JOB } from './card-refunds.js';
export {
  canPay,
  ensureWallet,
  FALLBACK_WALLET_CURRENCY,
  openMissingWallets,
  PAYING_COMPANY_TYPES,
} from '../network/open-wallet.js';
