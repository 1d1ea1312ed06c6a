export * from './wallet.js';
export * from './checkout.js';
