export * from './validation/validators.js';
export * from './identity/roles.js';
export * from './identity/auth.js';
export * from './identity/profile.js';
export * from './common/envelope.js';
export * from './common/paging.js';
export * from './common/money.js';
export * from './api-paths.js';
