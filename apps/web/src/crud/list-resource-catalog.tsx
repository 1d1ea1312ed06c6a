import { emailLogList, notificationBatchList, smsLogList } from '@wander/contract';
import type { CrudConfig, CrudRoute } from './crud-types';
import { configIn } from './plain-config';

/** The generic pages' configuration of the read-only message lists; see general-resource-catalog. */
export const LIST_CRUD_CATALOG = {
  '/general/sms': {
    resource: smsLogList,
    // Read-only: to whom, what, and how the provider answered (issue 26).
    editFields: [
      { key: 'phoneNumber', label: 'Phone Number' },
      { key: 'message', label: 'Message', input: 'textarea' },
      { key: 'status', label: 'Status' },
      { key: 'outcome', label: 'Provider Answer' },
      { key: 'createdAt', label: 'Queued At', input: 'date' },
      { key: 'sentAt', label: 'Sent At', input: 'date' },
    ],
  },
  '/general/email-log': {
    resource: emailLogList,
    // Read-only: the detail shows the message as it was queued, and how its delivery went.
    editFields: [
      { key: 'toEmail', label: 'To' },
      { key: 'subject', label: 'Subject' },
      { key: 'template', label: 'Template' },
      { key: 'status', label: 'Status' },
      { key: 'attempts', label: 'Attempts' },
      { key: 'lastError', label: 'Last Error' },
      { key: 'textBody', label: 'Message', input: 'textarea' },
    ],
  },
  '/general/notification': {
    resource: notificationBatchList,
    openRow: (row) => `/general/notification-detail/${encodeURIComponent(String(row.title))}`,
  },
} satisfies Record<string, CrudConfig>;

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(LIST_CRUD_CATALOG, route);
}
