export * from './identity.js';
export * from './analytics.js';
export * from './payment.js';
