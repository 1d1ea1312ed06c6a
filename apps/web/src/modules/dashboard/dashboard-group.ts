import {
  DASHBOARD_RESOURCE,
  DashboardAction,
  type DashboardGroup,
  type Profile,
} from '@wander/contract';
import { hasPermission, isPlatformAdmin } from '../../lib/access/permissions';

/**
 * Which widget group / shows: the platform's to platform staff working in the platform company,
 * a seller's to a distributor's admins and operators (and to a platform admin working in a
 * distributor), an agent's to an agent, a buyer's to a business customer; none otherwise.
 */
export function dashboardGroupOf(
  profile: Profile | null,
  companyType: string | null | undefined,
): DashboardGroup | null {
  if (!profile) return null;
  const can = (group: DashboardGroup) =>
    hasPermission(profile, DASHBOARD_RESOURCE, DashboardAction[group]);
  if (companyType === 'platform' && can('platform')) return 'platform';
  if (isPlatformAdmin(profile)) return companyType === 'distributor' ? 'company' : 'platform';
  if ((companyType === 'distributor' || companyType === 'platform') && can('company')) {
    return 'company';
  }
  if (can('agent')) return 'agent';
  if (can('customer')) return 'customer';
  return null;
}
