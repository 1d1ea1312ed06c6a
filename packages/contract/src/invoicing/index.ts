export * from './invoice-cancellation.js';
export * from './invoice-import.js';
