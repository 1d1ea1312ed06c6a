import { discountGroupResource } from './discount-group.js';

/**
 * A distributor's customer groups (Corporate, Retail, Travel Agents ...): what the group's
 * customers may do (Customer Permissions) and the discount they get on every order line.
 */
export const customerGroupResource = discountGroupResource({
  apiPath: 'customer/CustomerGroups',
  labels: { singular: 'Customer Group', plural: 'Customer Groups' },
  route: '/setup/customer-group',
  example: {
    create: { name: 'Wholesale', description: 'Volume resellers', discountPercent: 7.5 },
    update: { name: 'Wholesale', description: 'Volume resellers (annual)', discountPercent: 8 },
  },
});
