import { discountGroupResource } from './discount-group.js';

/**
 * A distributor's consumer groups (Explorer, Frequent Flyer, VIP): the tier of the people who buy
 * through its consumer apps, with the discount the tier gets (issue 15).
 */
export const consumerGroupResource = discountGroupResource({
  apiPath: 'customer/ConsumerGroups',
  labels: { singular: 'Consumer Group', plural: 'Consumer Groups' },
  route: '/setup/consumer-group',
  example: {
    company: 'DIST001',
    create: { name: 'Globetrotter', description: 'Ten trips a year', discountPercent: 6 },
    update: { name: 'Globetrotter', description: 'Ten trips a year or more', discountPercent: 7.5 },
  },
});
