import {
  PLATFORM_BRANDING,
  Resource,
  VIEW_CUSTOMER_WALLETS,
  WALLET_ADJUSTMENT,
} from '@wander/contract';
import type { MenuEntry } from './menu-model';
import { screensOf, type ScreenDef } from './screens';
import { CRUD, CRUD_DETAIL, PRODUCT_GROUP } from './setup-product-menu';

/** Setup sidebar: the groups of spec section 2 "Setup section", each item by View permission. */
export const SETUP_MENU: readonly MenuEntry[] = [
  {
    label: 'AR',
    children: [
      {
        label: 'Received Orders',
        path: 'received-order-list',
        resource: Resource.PurchaseOrders,
        action: 'ViewReceivedOrders',
        screens: ['detail'],
      },
      { label: 'Transactions', path: 'transaction-list', resource: 'payment/Transactions' },
      { label: 'Invoices', path: 'invoice-list', resource: 'payment/Invoices', screens: CRUD },
      {
        label: 'Cancelled Invoices',
        path: 'invoice-cancelled-list',
        resource: 'payment/InvoiceCancelled',
        screens: ['edit'],
      },
      // Every role has payment/Wallet View (its own wallet, in the header); these lists of the
      // customers' wallets need ViewCustomerWallets, as the server does.
      {
        label: 'Wallet',
        path: 'wallet-list',
        resource: Resource.Wallet,
        action: VIEW_CUSTOMER_WALLETS,
      },
      {
        label: 'Wallet Transactions',
        path: 'wallet-transaction-list',
        resource: Resource.Wallet,
        action: VIEW_CUSTOMER_WALLETS,
      },
      // Hand credits and debits, four eyes (issue 13): platform staff only, by the server.
      {
        label: 'Wallet Adjustments',
        path: 'wallet-adjustment-list',
        resource: WALLET_ADJUSTMENT,
        screens: ['new', 'detail'],
      },
      {
        label: 'Payment Terms',
        path: 'payment-term-list',
        resource: 'payment/PaymentTerms',
        screens: CRUD,
      },
      {
        label: 'Wander Platform',
        path: 'wander-platform-list',
        resource: 'payment/WanderPlatforms',
        screens: CRUD,
      },
      // The web stores' name, logo, colour and language (issue 37): a distributor its own.
      { label: 'Store Branding', path: 'store-branding', resource: PLATFORM_BRANDING },
      // How the company sells in each currency: its own list, or converted (issue 40).
      {
        label: 'Currency Pricing',
        path: 'currency-pricing-list',
        resource: 'product/CurrencyPricing',
        screens: CRUD,
      },
      {
        label: 'Sequence Setup',
        path: 'purchase-setup-list',
        resource: 'network/PurchaseSetups',
        screens: ['edit'],
      },
    ],
  },
  {
    label: 'Offer',
    children: [
      {
        label: 'Directory',
        path: 'more-directory-list',
        resource: 'network/MoreDirectory',
        screens: CRUD,
      },
      {
        label: 'Offer Group',
        path: 'offer-group-list',
        resource: 'network/OfferGroup',
        screens: CRUD,
      },
      { label: 'Recommend', path: 'recommend-list', resource: 'product/Recommend', screens: CRUD },
      {
        label: 'Partner Offer',
        path: 'partner-offer-list',
        resource: 'network/PartnerOffer',
        screens: CRUD,
      },
      { label: 'Promotion', path: 'promotion-list', resource: 'product/Promotion', screens: CRUD },
      {
        label: 'Top Plan',
        path: 'best-selling-list',
        resource: 'product/BestSelling',
        screens: CRUD,
      },
      {
        label: 'Gift Background Image',
        path: 'gift-background-image-list',
        resource: 'product/GiftBackgroundImage',
        screens: CRUD,
      },
    ],
  },
  {
    label: 'Reward',
    children: [
      {
        label: 'Referral',
        path: 'consumer-commission-list',
        resource: 'customer/ConsumerCommission',
      },
      {
        label: 'Consumer Affiliate',
        path: 'consumer-affiliate-list',
        resource: 'customer/ConsumerAffiliate',
      },
      {
        label: 'Wander Coupon',
        path: 'wander-coupon-list',
        resource: 'payment/Coupons',
        screens: CRUD,
      },
      {
        label: 'Coupon Automation',
        path: 'coupon-automation-list',
        resource: 'payment/CouponAutomation',
        screens: CRUD,
      },
      {
        label: 'Coupon Consumer',
        path: 'coupon-consumer-list',
        resource: 'payment/CouponConsumer',
        screens: CRUD,
      },
      {
        label: 'Wander Coupon Transaction',
        path: 'wander-coupon-transaction-list',
        resource: 'payment/CouponTransactions',
      },
    ],
  },
  {
    label: 'Consumer',
    children: [
      {
        label: 'Consumer',
        path: 'consumer-list',
        resource: 'customer/Consumer',
        screens: ['edit'],
      },
      {
        label: 'Consumer Group',
        path: 'consumer-group-list',
        resource: 'customer/ConsumerGroups',
        screens: CRUD,
      },
      {
        label: 'Affiliate Registration',
        path: 'consumer-affiliate-registration-list',
        resource: 'customer/ConsumerAffiliateRegistration',
        screens: ['edit'],
      },
      {
        label: 'Consumer Summary',
        path: 'consumer-goal-list',
        resource: 'customer/ConsumerUpgradeGoal',
        screens: ['new', 'edit'],
      },
    ],
  },
  {
    label: 'Customer',
    children: [
      { label: 'Customer', path: 'customer-list', resource: 'customer/Customers', screens: CRUD },
      {
        label: 'Customer Group',
        path: 'customer-group-list',
        resource: 'customer/CustomerGroups',
        screens: CRUD,
      },
      {
        label: 'Usage Notification',
        path: 'usage-notification-list',
        resource: 'customer/UsageNotification',
        screens: CRUD,
      },
      {
        label: 'Membership',
        path: 'membership-list',
        resource: 'customer/Memberships',
        screens: CRUD,
      },
      {
        label: 'Service Moving Journal',
        path: 'service-moving-journal-list',
        resource: 'service/ServiceMovingJournals',
        // Read-only: written by delivery and top-ups.
        screens: ['detail'],
      },
      { label: 'Usage Report', path: 'usage-report-list', resource: 'network/WanderUsageReport' },
    ],
  },
  {
    label: 'Appointment',
    children: [
      {
        label: 'Appointment',
        path: 'appointment-list',
        resource: 'service/Appointments',
        screens: CRUD_DETAIL,
      },
      {
        label: 'Setup',
        children: [
          {
            label: 'Timeslot',
            path: 'timeslot-list',
            resource: 'service/Timeslots',
            screens: CRUD,
          },
          { label: 'Holiday', path: 'holiday-list', resource: 'service/Holidays', screens: CRUD },
          {
            label: 'Appointment Config',
            path: 'appointment-config',
            resource: 'service/Appointments',
          },
        ],
      },
    ],
  },
  PRODUCT_GROUP,
  {
    label: 'Agent',
    children: [
      { label: 'Downline', path: 'agent-list', resource: 'agent/Agents', screens: ['detail'] },
      { label: 'Agent Hierarchy', path: 'agent-hierarchy', resource: 'agent/Agents' },
      // Issue 26: the agent's customers with their sales, and the orders credited to agents.
      { label: 'Customers', path: 'agent-customer-list', resource: 'agent/Agents' },
      { label: 'Agent Sales', path: 'agent-sale-list', resource: 'agent/Agents' },
    ],
  },
  {
    label: 'Sale Orders',
    children: [
      {
        label: 'Sale Order',
        path: 'sale-order-list',
        resource: 'network/SaleOrders',
        screens: ['new', 'detail'],
      },
    ],
  },
];

export const SETUP_SCREENS: readonly ScreenDef[] = screensOf(SETUP_MENU, [
  { path: 'invoice-detail/:id', title: 'Invoice Detail' },
  { path: 'invoice-detail-new', title: 'New Invoice Detail' },
  { path: 'invoice-import', title: 'Import Invoices' },
  { path: 'purchase-setup-edit/:id', title: 'Edit Sequence Setup' },
  // A usage alert's one-tap top-up of the alerted eSIM (the buyer's; the server checks it).
  { path: 'esim-top-up/:id', title: 'Top up eSIM' },
  // The sidebar says Providers; one provider's screens are titled in the singular.
  { path: 'provider-new', title: 'New Provider' },
  { path: 'provider-edit/:id', title: 'Edit Provider' },
  { path: 'provider-detail/:id', title: 'Provider Detail' },
]);
