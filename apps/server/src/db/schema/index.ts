export * from './identity.js';
export * from './analytics.js';
export * from './payment.js';
export * from './network.js';
export * from './product.js';
export * from './admin.js';
export * from './notification.js';
export * from './catalog.js';
