export * from './order-status.js';
export * from './order-limits.js';
export * from './plan-label.js';
export * from './purchase-order.js';
export * from './line-costs.js';
export * from './sale-order.js';
export * from './invoice.js';
export * from './manual-invoice.js';
