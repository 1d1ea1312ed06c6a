// zod-free (issue 30): the web's light dashboard imports these without the schemas.

export const DASHBOARD_PERIODS = ['today', '7d', '30d', 'thisMonth'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  today: 'Today',
  '7d': '7 Days',
  '30d': '30 Days',
  thisMonth: 'This Month',
};

export const DashboardPath = {
  platform: 'network/DashboardInfo/Platform',
  company: 'network/DashboardInfo/Company',
  agent: 'network/DashboardInfo/Agent',
  customer: 'network/DashboardInfo/Customer',
} as const;
/** The permission resource of every group (View). */
export const DASHBOARD_RESOURCE = 'network/DashboardInfo';

/** The action on DASHBOARD_RESOURCE each group needs (a role is granted the groups it sees). */
export const DashboardAction = {
  platform: 'ViewPlatform',
  company: 'ViewCompany',
  agent: 'ViewAgent',
  customer: 'ViewCustomer',
} as const;
export type DashboardGroup = keyof typeof DashboardAction;
