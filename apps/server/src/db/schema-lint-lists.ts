import type { LintLists } from './schema-lint.js';

/**
 * The schema lint's lists (schema-lint.ts; docs/architecture.md, "Several machines"). A new table
 * is a tenant table unless it is added to `globalTables` with its reason; a new tenant table has
 * `entity_code` and leads every primary and unique key with it, or the lint fails. The exceptions
 * are the violations the schema had when the lint came (issue 17): fix one and remove its line.
 */

const UUID_PK = 'PK(id) is a UUID alone; distributing needs (entity_code, id)';
const CODE_NOT_FIRST =
  'has entity_code but not first: Citus accepts it; leading it means rebuilding the index';
const SAME_COMPANY =
  'keyed by rows of the same company: (entity_code, ...) would mean the same, but ON CONFLICT targets name these columns';
const childOf = (parent: string) =>
  `a child row of ${parent}: its company is the parent's; co-locating needs entity_code copied on the row`;
const COMPANY_ID =
  "carries company_id (the company's uuid), not its code: distribute by company_id or add entity_code";

const uuidPk = { 'PK(id)': UUID_PK };

export const schemaLintLists: LintLists = {
  globalTables: {
    companies: 'the tenants themselves: a reference table that every entity_code references',
    users: 'a user signs in before a company is chosen and may work for several companies',
    user_companies: 'which companies a user works for: read at sign-in, before a company is known',
    user_devices: "a portal user's push tokens: per user, and users belong to no one company",
    refresh_tokens: "a user's sign-in sessions: per user",
    user_two_factor: "a user's TOTP second factor: per user, read at sign-in",
    user_recovery_codes: "a user's second-factor recovery codes: per user, read at sign-in",
    request_throttles:
      'sign-in and e-mail request counters per account or IP address: per caller, not per company',
    account_tokens: 'e-mail confirmation and password reset tokens: per user, found by their hash',
    first_run_tokens:
      "a deployment's one-time first-run setup links: before any company or admin exists",
    roles: 'the platform-wide role list',
    role_permissions: "the platform-wide roles' permissions",
    countries: 'reference data, the same for every company',
    currencies: 'reference data, the same for every company',
    exchange_rates: 'reference data, the same for every company (the day rates of currency pairs)',
    uoms: 'reference data, the same for every company',
    bank_masters: 'reference data, the same for every company',
    wander_plans: "the platform's plan list (spec section 2), read by every company",
    wander_platforms: 'sales platforms are found by their API key, before any company is known',
    payment_provider_events:
      "a payment provider's callbacks, deduplicated by the provider's event id before the company is known",
    page_views: 'page views per user (analytics), read platform-wide',
    dashboard_days: "the roll-up's stale marks per UTC day, shared by every company's rows",
    notification_batches:
      "push campaigns: the platform's, each sent to many companies; a distributor's (sender_entity_code)",
    sms_import_histories: "the platform admin's SMS file imports",
    sms_logs: "the platform admin's SMS sends",
  },
  companyColumnOf: {
    customer_distributors: 'distributor_entity_code',
    notifications: 'recipient_entity_code',
  },
  exceptions: {
    // Tenant tables without entity_code.
    appointment_products: { column: childOf('appointments') },
    consumer_devices: { column: childOf('consumers') },
    customer_group_permissions: { column: childOf('customer_groups') },
    esim_usages: { column: childOf('wander_serial_numbers') },
    invoice_lines: { column: childOf('invoices') },
    moving_journal_lines: { column: childOf('moving_journals') },
    payment_sessions: { column: childOf('purchase_orders') },
    product_countries: { column: childOf('products') },
    product_variants: { column: childOf('products') },
    purchase_order_lines: { column: childOf('purchase_orders') },
    sale_order_lines: { column: childOf('sale_orders') },
    wallet_adjustments: { column: childOf('wallets') },
    wallet_transactions: { column: childOf('wallets') },
    idempotency_keys: { column: COMPANY_ID },
    wallet_top_ups: { column: COMPANY_ID },
    wallets: { column: COMPANY_ID },
    // Keys that do not lead with the company code.
    agents: {
      ...uuidPk,
      'U(agent_code)': 'an Agent ID is unique platform-wide (spec: registerAgent)',
      'U(user_id)': 'a user is an agent once, platform-wide',
    },
    api_logs: { 'PK(id)': `${UUID_PK}; signed-out calls have no company (entity_code null)` },
    appointments: uuidPk,
    best_sellings: {
      ...uuidPk,
      "U(product_id,entity_code,COALESCE(country_code, ''::character varying),COALESCE(region, ''::character varying))":
        CODE_NOT_FIRST,
    },
    brands: { ...uuidPk, 'U(brand_code,entity_code)': CODE_NOT_FIRST },
    consumer_affiliate_registrations: { ...uuidPk, 'U*(consumer_id)': SAME_COMPANY },
    consumer_affiliates: { ...uuidPk, 'U(consumer_id)': SAME_COMPANY },
    consumer_commissions: { ...uuidPk, 'U(purchase_order_id)': SAME_COMPANY },
    consumer_goal_achievements: { ...uuidPk, 'U(consumer_id,goal_id)': SAME_COMPANY },
    consumer_groups: uuidPk,
    consumer_upgrade_goals: { ...uuidPk, 'U(name,entity_code)': CODE_NOT_FIRST },
    consumers: {
      ...uuidPk,
      'U(email,entity_code)': CODE_NOT_FIRST,
      'U(referral_code)': 'a referral code is unique platform-wide (a ?ref= link names no company)',
    },
    cost_setups: {
      ...uuidPk,
      'U(effective_date,cost_type_id,variant_id,currency,entity_code)': CODE_NOT_FIRST,
    },
    cost_types: { ...uuidPk, 'U(cost_type_code,entity_code)': CODE_NOT_FIRST },
    coupon_automations: uuidPk,
    coupon_consumers: {
      ...uuidPk,
      'U(automation_id,consumer_id)': SAME_COMPANY,
      'U(automation_id,customer_id)': SAME_COMPANY,
    },
    coupon_transactions: { ...uuidPk, 'U(purchase_order_id,kind)': SAME_COMPANY },
    coupons: { ...uuidPk, 'U(code,entity_code)': CODE_NOT_FIRST },
    customer_distributors: { 'PK(customer_entity_code,distributor_entity_code)': CODE_NOT_FIRST },
    customer_groups: uuidPk,
    customers: uuidPk,
    dimensions: { ...uuidPk, 'U(dimension_code,entity_code)': CODE_NOT_FIRST },
    document_sequences: uuidPk,
    email_logs: uuidPk,
    gift_background_images: { ...uuidPk, 'U(name,entity_code)': CODE_NOT_FIRST },
    holidays: { ...uuidPk, 'U(holiday_date,entity_code)': CODE_NOT_FIRST },
    invitations: {
      ...uuidPk,
      'U(token_hash)': "the invitation link's token is found before any company is known",
    },
    invoice_cancellations: { ...uuidPk, 'U(invoice_id)': SAME_COMPANY },
    invoice_imports: uuidPk,
    invoices: { ...uuidPk, 'U(po_id)': SAME_COMPANY, 'U(sale_order_id)': SAME_COMPANY },
    item_tax_groups: { ...uuidPk, 'U(item_tax_group_code,entity_code)': CODE_NOT_FIRST },
    loc_sorting_headers: {
      ...uuidPk,
      'U(sorting_code,entity_code)': CODE_NOT_FIRST,
      'U*(is_default,entity_code)': CODE_NOT_FIRST,
    },
    location_units: { ...uuidPk, 'U(unit_code,entity_code)': CODE_NOT_FIRST },
    locations: uuidPk,
    memberships: uuidPk,
    more_directories: { ...uuidPk, 'U(title,entity_code)': CODE_NOT_FIRST },
    moving_journals: uuidPk,
    notifications: uuidPk,
    offer_groups: { ...uuidPk, 'U(group_code,entity_code)': CODE_NOT_FIRST },
    partner_offers: { ...uuidPk, 'U(offer_code,entity_code)': CODE_NOT_FIRST },
    payment_terms: { ...uuidPk, 'U(term_code,entity_code)': CODE_NOT_FIRST },
    plan_imports: uuidPk,
    product_categories: { ...uuidPk, 'U(category_code,entity_code)': CODE_NOT_FIRST },
    product_discount_tiers: uuidPk,
    product_prices: uuidPk,
    product_reviews: uuidPk,
    product_types: { ...uuidPk, 'U(product_type_code,entity_code)': CODE_NOT_FIRST },
    products: {
      ...uuidPk,
      'U(product_code)': 'a product code is unique platform-wide (plan import matches by code)',
    },
    promotions: uuidPk,
    purchase_orders: uuidPk,
    recommendations: {
      ...uuidPk,
      'U(recommended_product_id,product_id,entity_code)': CODE_NOT_FIRST,
    },
    refund_approvals: { ...uuidPk, 'U*(cancellation_id)': SAME_COMPANY },
    sale_orders: uuidPk,
    serial_number_imports: uuidPk,
    service_moving_journals: { ...uuidPk, 'U(serial_id,event,reference)': SAME_COMPANY },
    settings: { ...uuidPk, 'U(setting_name,entity_code)': CODE_NOT_FIRST },
    spark_package_imports: uuidPk,
    stored_files: uuidPk,
    tax_codes: { ...uuidPk, 'U(tax_code,entity_code)': CODE_NOT_FIRST },
    tax_groups: { ...uuidPk, 'U(tax_group_code,entity_code)': CODE_NOT_FIRST },
    timeslots: uuidPk,
    usage_alerts_sent: { ...uuidPk, 'U(serial_id,kind,threshold)': SAME_COMPANY },
    usage_notifications: { ...uuidPk, 'U(rule_name,entity_code)': CODE_NOT_FIRST },
    user_roles: {
      'PK(user_id,role_id,entity_code)': `${CODE_NOT_FIRST}; read by user at sign-in across companies`,
    },
    wander_serial_numbers: {
      ...uuidPk,
      'U(iccid)': 'an ICCID is one physical SIM: unique platform-wide',
    },
    warranties: { ...uuidPk, 'U(warranty_code,entity_code)': CODE_NOT_FIRST },
    warranty_types: { ...uuidPk, 'U(warranty_type_code,entity_code)': CODE_NOT_FIRST },
  },
};
