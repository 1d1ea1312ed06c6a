import { lazy, Suspense } from 'react';
import { useCan } from '../../crud/crud-navigation';
import { Loading } from '../../crud/loading';
import { PLAN_CONFIG } from './plan-pages';

// Each mode loads on its own: the form does not carry the read mode's Descriptions and date
// formatting, nor the read mode the form's inputs (the screen's chunk holds what it shows).
const ResourceEditPage = lazy(() =>
  import('../../crud/resource-edit-page').then((m) => ({ default: m.ResourceEditPage })),
);
const ResourceDetailPage = lazy(() =>
  import('../../crud/resource-detail-page').then((m) => ({ default: m.ResourceDetailPage })),
);

/**
 * /setup/wander-plan-edit/:id (where a row of the plan list goes): the plan's form, then its
 * products. A company that reads the global plan list without the Update grant (a distributor
 * importing its products) gets the read mode instead of a form it could not save.
 */
export function PlanEditPage() {
  const canUpdate = useCan(PLAN_CONFIG.resource, 'Update');
  return (
    <Suspense fallback={<Loading />}>
      {canUpdate ? (
        <ResourceEditPage config={PLAN_CONFIG} />
      ) : (
        <ResourceDetailPage config={PLAN_CONFIG} />
      )}
    </Suspense>
  );
}
