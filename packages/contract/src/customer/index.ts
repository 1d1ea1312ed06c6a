export * from './customer-group.resource.js';
export * from './membership.resource.js';
export * from './customer.resource.js';
