/**
 * The wallet's permission names, in a module of their own (no zod, no resource declaration), so
 * that the web's menu data, loaded with every signed-in page for the header tabs, stays light.
 *
 * payment/Wallet View: the working company's own wallet (header balance, /wallet). This action on
 * the same resource also opens the wallets of the company's customers (a platform company: every
 * wallet) in Wallet/Search, WalletTransaction/Search and the summary PDF, as ViewReceivedOrders
 * does for purchase orders.
 */
export const VIEW_CUSTOMER_WALLETS = 'ViewCustomerWallets';

/** Four-eyes wallet adjustments (issue 13): the permission resource and API path. */
export const WALLET_ADJUSTMENT = 'payment/WalletAdjustment';
