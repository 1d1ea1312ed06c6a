export * from './customer-group.resource.js';
export * from './membership.resource.js';
export * from './customer.resource.js';
export * from './consumer-group.resource.js';
export * from './consumer.resource.js';
export * from './consumer-upgrade-goal.resource.js';
export * from './consumer-goal-progress.js';
