export * from './wallet.js';
export * from './checkout.js';
export * from './wallet-adjustment.js';
export * from './top-up.js';
export * from './transaction.js';
