import {
  serviceMovingJournalResource,
  usageNotificationResource,
  UsageNotificationPath,
} from '@wander/contract';
import type { CrudConfig, CrudRoute } from './crud-types';
import { configIn } from './plain-config';

/**
 * Setup > Customer's usage notification rules and eSIM service journal: a catalog of their own,
 * so these screens load only these declarations (see setup-resource-catalog).
 */
const USAGE_CATALOG = {
  '/setup/usage-notification': {
    resource: usageNotificationResource,
    form: {
      fields: {
        // The group and customer lists apply to their kind of rule only.
        customerGroupId: {
          options: ({ values }) =>
            values.appliesTo === 'CustomerGroup'
              ? { path: UsageNotificationPath.customerGroupOptions }
              : null,
        },
        customerEntityCode: {
          options: ({ values }) =>
            values.appliesTo === 'Customer'
              ? { path: UsageNotificationPath.customerOptions }
              : null,
        },
      },
    },
  },
  // Read-only: rows are written by delivery and top-ups; the detail shows one event.
  '/setup/service-moving-journal': {
    resource: serviceMovingJournalResource,
    editFields: [
      { key: 'occurredAt', label: 'Date' },
      { key: 'iccid', label: 'ICCID' },
      { key: 'event', label: 'Event' },
      { key: 'description', label: 'Description' },
      { key: 'reference', label: 'Reference' },
      { key: 'entityCode', label: 'Distributor' },
      { key: 'customerEntityCode', label: 'Customer' },
      { key: 'performedBy', label: 'By' },
    ],
  },
} satisfies Record<string, CrudConfig>;

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(USAGE_CATALOG, route);
}
