import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { messages } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import {
  customerGroups,
  memberships,
  paymentTerms,
  taxGroups,
  userRoles,
} from '../../db/schema/index.js';

interface Reference {
  field: string;
  label: string;
  table: PgTable;
  id: PgColumn;
  owner: PgColumn;
  name?: PgColumn;
  /** Where the referenced row's name is copied on the customer (the list shows it). */
  copyTo?: string;
}

const REFERENCES: Reference[] = [
  {
    field: 'taxGroupId',
    label: 'Tax Group',
    table: taxGroups,
    id: taxGroups.id,
    owner: taxGroups.entityCode,
  },
  {
    field: 'paymentTermId',
    label: 'Payment Term',
    table: paymentTerms,
    id: paymentTerms.id,
    owner: paymentTerms.entityCode,
  },
  {
    field: 'customerGroupId',
    label: 'Customer Group',
    table: customerGroups,
    id: customerGroups.id,
    owner: customerGroups.entityCode,
    name: customerGroups.name,
    copyTo: 'customerGroupName',
  },
  {
    field: 'membershipId',
    label: 'Membership',
    table: memberships,
    id: memberships.id,
    owner: memberships.entityCode,
    name: memberships.name,
    copyTo: 'membershipName',
  },
  // A salesman is a user with a role in the distributor (admin/Users/GetSalesmanOptions).
  {
    field: 'salesmanId',
    label: 'Salesman',
    table: userRoles,
    id: userRoles.userId,
    owner: userRoles.entityCode,
  },
];

/**
 * Checks that every reference of a customer body is the distributor's own (another company's
 * tax group, group, tier or user is '<Label> is not a valid option', as an unknown id), and
 * copies the group's and the tier's names onto the body for the list.
 */
export async function checkCustomerReferences(
  db: Tx,
  distributor: string,
  body: Record<string, unknown>,
) {
  const errors: Record<string, string[]> = {};
  for (const ref of REFERENCES) {
    const value = body[ref.field];
    if (value === undefined) continue;
    if (value === null) {
      if (ref.copyTo) body[ref.copyTo] = null;
      continue;
    }
    const where: SQL | undefined = and(eq(ref.id, value as string), eq(ref.owner, distributor));
    const [row] = await db
      .select({ name: ref.name ?? ref.id })
      .from(ref.table)
      .where(where)
      .limit(1);
    if (!row) errors[ref.field] = [messages.invalidOption(ref.label)];
    else if (ref.copyTo) body[ref.copyTo] = row.name;
  }
  if (Object.keys(errors).length) throw AppError.validation(errors);
}
