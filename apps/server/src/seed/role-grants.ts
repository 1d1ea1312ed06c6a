import {
  APPROVE,
  DASHBOARD_RESOURCE,
  DashboardAction,
  PLATFORM_BRANDING,
  Resource,
  VIEW_CUSTOMER_WALLETS,
  WALLET_ADJUSTMENT,
  type RoleName,
} from '@wander/contract';

/** network/GroupOrders (issue 29): a business customer's tour groups. */
const GROUP_ORDERS = 'network/GroupOrders';
const CRUD = ['View', 'Create', 'Update', 'Delete'];
const all = (resource: string) => CRUD.map((permission) => ({ resource, permission }));
const view = (resource: string) => [{ resource, permission: 'View' }];

/** Back-office resources a company runs (menus show by View; the server checks every action). */
const COMPANY_RESOURCES = [
  'network/Settings',
  'network/TaxCodes',
  'network/TaxGroups',
  'network/ItemTaxGroups',
  'network/SaleOrders',
  'customer/Customers',
  'customer/CustomerGroups',
  'customer/Memberships',
  'product/Product',
  'product/WanderSerialNumber',
  'product/Promotion',
  // How the company sells in each currency: its own list, or converted (issue 40).
  'product/CurrencyPricing',
  'product/Location',
  // Setup > Offer
  'network/OfferGroup',
  'network/PartnerOffer',
  'network/MoreDirectory',
  'product/GiftBackgroundImage',
  'product/BestSelling',
  'product/Recommend',
  // Product setup (Setup > Product > Setup).
  'product/ProductType',
  'product/ProductCategory',
  'product/Brand',
  'product/DimensionSetup',
  'product/CostTypeSetup',
  'product/CostSetup',
  // Spark package list import (products, variants and wholesale costs) and its history.
  'product/SparkPackage',
  'product/WarrantyType',
  'product/Warranty',
  // Upstream eSIM providers and how each plan is supplied (issue 27).
  'product/Providers',
  'product/LocationUnit',
  'product/LocSortingHeader',
  'payment/Invoices',
  'payment/PaymentTerms',
  'agent/Agents',
  'network/Wander',
  'network/PurchaseSetups',
  // Cancelled invoices: ask (Create), edit and complete with the refund (Update), withdraw (Delete).
  'payment/InvoiceCancelled',
  // Usage notification rules (the usage-alert job reads them).
  'customer/UsageNotification',
  // Appointments at the counter, their opening hours and closed days.
  'service/Appointments',
  'service/Timeslots',
  'service/Holidays',
  // Setup > Reward: a distributor's coupons.
  'payment/Coupons',
  'payment/CouponConsumer',
  'payment/CouponAutomation',
  // Setup > Consumer: the people buying through the consumer apps, and their groups.
  'customer/ConsumerGroups',
  'customer/Consumer',
  // Affiliate applications: read them (View) and decide them (Update, ApproveStatus).
  'customer/ConsumerAffiliateRegistration',
  // Consumer Summary: the goals that move consumers up a group.
  'customer/ConsumerUpgradeGoal',
];

/** A refund above the platform's RefundApprovalAmount is approved by a second admin (four eyes). */
const REFUND_APPROVAL = { resource: 'payment/InvoiceCancelled', permission: APPROVE };

/**
 * Stock movement journals: post (Create) and adjust (Update); never edited or deleted, so no
 * Delete. The admins of a distributor and of the operator move stock; operators read.
 */
const MOVING_JOURNAL = 'product/MovingJournal';
const JOURNAL_POSTING = ['View', 'Create', 'Update'].map((permission) => ({
  resource: MOVING_JOURNAL,
  permission,
}));

/**
 * Read-only lists of a company's back-office: the reviews of what it sold, and every payment and
 * wallet movement of the company and its customers.
 */
const COMPANY_VIEWS = [
  'product/ProductReview',
  'payment/Transactions',
  // The service history of the eSIMs a company sold (written by delivery and top-ups).
  'service/ServiceMovingJournals',
  // Redemptions of the company's coupons and their reversals.
  'payment/CouponTransactions',
  // Affiliates and their referral commissions (written by approvals, payments and refunds).
  'customer/ConsumerAffiliate',
  'customer/ConsumerCommission',
];

/** Platform-wide reference data: platform admins maintain it, company roles read it for their forms. */
const REFERENCE_RESOURCES = [
  'network/Currency',
  // The day rates of currency pairs (issue 40).
  'network/ExchangeRates',
  'product/Country',
  'network/BankMaster',
  'network/Uom',
];

/**
 * The AR back-office of a company: invoice eSIMs (select list) and its customers' wallets and
 * ledgers (payment/Wallet View alone is the company's own wallet, which every role has).
 */
const AR_BACK_OFFICE = [
  ...view('payment/InvoiceDetail'),
  { resource: Resource.Wallet, permission: VIEW_CUSTOMER_WALLETS },
];

/** The scheduled invoice import of a distributor's direct sales: upload and its history. */
const INVOICE_IMPORT = [
  { resource: 'scheduler/Invoices', permission: 'Create' },
  ...view('scheduler/Invoices'),
];
/** Wander plans: platform staff maintain the list; companies read it and import their products. */
const PLAN = 'product/WanderProductPlan';
const planImport = { resource: PLAN, permission: 'Import' };
/** The eSIM usage report (and its CSV export): a company's delivered or received eSIMs. */
const USAGE_REPORT = 'network/WanderUsageReport';

/** Notification lists (read side) and the SMS import. */
const NOTIFICATION_VIEWS = [
  'network/SparkNotificationLog',
  'admin/NotificationBatchLog',
  'admin/Notifications',
  'network/Notification',
];

/**
 * Send Message (issue 26): read the messages sent and the Send To options (View), send and cancel
 * (Create). The platform's staff reach anyone; a company admin only its own customers' users and
 * its consumers (the server scopes both by the working company).
 */
const SEND_MESSAGE = ['View', 'Create'].map((permission) => ({
  resource: 'scheduler/Notification',
  permission,
}));
/** Importing SMS (queued SMS rows of the platform-wide SMS log): platform staff only. */
const SMS_IMPORT = { resource: 'network/SparkNotificationLog', permission: 'Create' };

/** The dashboard's widget groups a role sees (network/DashboardInfo). */
const dashboard = (...groups: (keyof typeof DashboardAction)[]) =>
  groups.map((g) => ({ resource: DASHBOARD_RESOURCE, permission: DashboardAction[g] }));

/**
 * The default grants of each role. DmsAdmin needs none (it passes every check). Roles and grants
 * are edited later through the permission matrix; the seed only inserts what is missing.
 */
const ROLE_GRANTS: Record<RoleName, { resource: string; permission: string }[]> = {
  DmsAdmin: [],
  OperatorAdmin: [
    ...dashboard('platform', 'company'),
    ...all(Resource.PurchaseOrders),
    { resource: Resource.PurchaseOrders, permission: 'ViewReceivedOrders' },
    ...COMPANY_RESOURCES.flatMap(all),
    REFUND_APPROVAL,
    ...COMPANY_VIEWS.flatMap(view),
    ...JOURNAL_POSTING,
    ...AR_BACK_OFFICE,
    ...INVOICE_IMPORT,
    ...view(Resource.Permissions),
    ...REFERENCE_RESOURCES.flatMap(view),
    // Companies are created and edited by platform admins (DmsAdmin).
    ...view(Resource.CompanyProfiles),
    ...NOTIFICATION_VIEWS.flatMap(view),
    ...SEND_MESSAGE,
    SMS_IMPORT,
    ...view('network/EmailLog'),
    ...view('network/Invitations'),
    ...all(PLAN),
    planImport,
    ...view(USAGE_REPORT),
    // Platform operators adjust wallets by hand, four eyes: one requests, another approves.
    ...['View', 'Create', APPROVE].map((permission) => ({
      resource: WALLET_ADJUSTMENT,
      permission,
    })),
  ],
  CompanyAdmin: [
    ...dashboard('company'),
    ...all(Resource.PurchaseOrders),
    { resource: Resource.PurchaseOrders, permission: 'ViewReceivedOrders' },
    ...COMPANY_RESOURCES.flatMap(all),
    REFUND_APPROVAL,
    ...COMPANY_VIEWS.flatMap(view),
    ...JOURNAL_POSTING,
    ...AR_BACK_OFFICE,
    ...INVOICE_IMPORT,
    ...all(Resource.Users),
    ...view(Resource.Permissions),
    { resource: Resource.Permissions, permission: 'Update' },
    ...REFERENCE_RESOURCES.flatMap(view),
    // Update is limited by the server to the admin's own company (setup wizard step 0).
    ...view(Resource.CompanyProfiles),
    { resource: Resource.CompanyProfiles, permission: 'Update' },
    // Invite business customers; read the company's e-mail log.
    ...all('network/Invitations'),
    ...view('network/EmailLog'),
    // Push messages to its own customers' users and consumers.
    ...SEND_MESSAGE,
    ...view(PLAN),
    planImport,
    ...view(USAGE_REPORT),
    // A travel agency's tour groups, planned and ordered as one purchase order (issue 29).
    ...all(GROUP_ORDERS),
    // A distributor brands the web stores it sells through (issue 37; the server: its own).
    ...['View', 'Update'].map((permission) => ({ resource: PLATFORM_BRANDING, permission })),
  ],
  CompanyOperator: [
    ...dashboard('company'),
    ...all(Resource.PurchaseOrders),
    { resource: Resource.PurchaseOrders, permission: 'ViewReceivedOrders' },
    ...COMPANY_RESOURCES.flatMap(view),
    ...COMPANY_VIEWS.flatMap(view),
    ...view(MOVING_JOURNAL),
    ...AR_BACK_OFFICE,
    ...view(Resource.CompanyProfiles),
    ...view(PLAN),
    ...view(USAGE_REPORT),
  ],
  // Agents invite business customers of their own (attributed to them, docs "Agents") and see
  // only the invitations they sent.
  Agent: [
    ...dashboard('agent'),
    ...view(Resource.PurchaseOrders),
    ...view('agent/Agents'),
    ...view('network/Invitations'),
    { resource: 'network/Invitations', permission: 'Create' },
  ],
  // Customers pay their orders, read their invoices, delivered eSIMs and PDFs, look up top-ups,
  // and see (and answer) the invitations sent to them.
  Customer: [
    ...dashboard('customer'),
    ...all(Resource.PurchaseOrders),
    ...view(Resource.Wallet),
    ...view('payment/Invoices'),
    { resource: 'payment/Payment', permission: 'Create' },
    ...view('network/Wander'),
    ...view('payment/InvoiceDetail'),
    ...view('network/Invitations'),
    ...view(USAGE_REPORT),
    // The service history of its own eSIMs.
    ...view('service/ServiceMovingJournals'),
    // Tour groups and their travellers' eSIMs (issue 29).
    ...all(GROUP_ORDERS),
  ],
  OperatorStaff: [...view(Resource.PurchaseOrders), ...view('product/Product')],
  CustomerService: [...view(Resource.PurchaseOrders), ...view('customer/Customers')],
};

/**
 * The header's wallet balance line shows for every user whose company is fully set up (spec
 * section 6); the balance call only ever answers the working company's own wallet.
 */
export const DEFAULT_GRANTS = Object.fromEntries(
  Object.entries(ROLE_GRANTS).map(([role, grants]) => [
    role,
    role === 'DmsAdmin' ||
    grants.some((g) => g.resource === Resource.Wallet && g.permission === 'View')
      ? grants
      : [...grants, ...view(Resource.Wallet)],
  ]),
) as typeof ROLE_GRANTS;
