import { useCan } from '../../crud/crud-navigation';
import { ResourceDetailPage } from '../../crud/resource-detail-page';
import { ResourceEditPage } from '../../crud/resource-edit-page';
import { PLAN_CONFIG } from './plan-pages';

/**
 * /setup/wander-plan-edit/:id (where a row of the plan list goes): the plan's form, then its
 * products. A company that reads the global plan list without the Update grant (a distributor
 * importing its products) gets the read mode instead of a form it could not save.
 */
export function PlanEditPage() {
  const canUpdate = useCan(PLAN_CONFIG.resource, 'Update');
  return canUpdate ? (
    <ResourceEditPage config={PLAN_CONFIG} />
  ) : (
    <ResourceDetailPage config={PLAN_CONFIG} />
  );
}
