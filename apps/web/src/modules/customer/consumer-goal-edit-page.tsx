import { lazy } from 'react';
import { consumerUpgradeGoalResource } from '@wander/contract/resources/customer/consumer-upgrade-goal';
import type { CrudConfig } from '../../crud/crud-types';
import { ResourceEditPage } from '../../crud/resource-edit-page';

/**
 * /setup/consumer-goal-new and -edit/{id} (Consumer Summary): the generic goal form, and under an
 * existing goal's form the consumers' progress towards it (loaded after the form). Its own route
 * module, so the generic pages of every other resource do not carry the panel.
 */
const CONSUMER_GOAL_EDIT_CONFIG: CrudConfig = {
  resource: consumerUpgradeGoalResource,
  detailExtra: lazy(() =>
    import('./consumer-goal-progress-panel').then((m) => ({
      default: m.ConsumerGoalProgressPanel,
    })),
  ),
};

export function ConsumerGoalEditPage() {
  return <ResourceEditPage config={CONSUMER_GOAL_EDIT_CONFIG} />;
}
