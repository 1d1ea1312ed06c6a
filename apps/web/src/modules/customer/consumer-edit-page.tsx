import { lazy } from 'react';
import { consumerResource } from '@wander/contract/resources/customer/consumer';
import type { CrudConfig } from '../../crud/crud-types';
import { ResourceEditPage } from '../../crud/resource-edit-page';

/**
 * /setup/consumer-edit/{id}: the generic consumer form, and under it the consumer's orders (with
 * the refund) and progress towards the upgrade goals (loaded after the form).
 */
const CONSUMER_EDIT_CONFIG: CrudConfig = {
  resource: consumerResource,
  detailExtra: lazy(() =>
    import('./consumer-edit-extras').then((m) => ({ default: m.ConsumerEditExtras })),
  ),
};

export function ConsumerEditPage() {
  return <ResourceEditPage config={CONSUMER_EDIT_CONFIG} />;
}
