import { ResourceDetailPage } from '../../crud/resource-detail-page';
import { PLAN_CONFIG } from './plan-pages';

/** /setup/wander-plan-detail/:id: read mode (Edit, Delete), then the plan's products. */
export function PlanDetailPage() {
  return <ResourceDetailPage config={PLAN_CONFIG} />;
}
