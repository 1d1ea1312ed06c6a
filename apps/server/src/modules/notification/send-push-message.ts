import { and, eq, inArray } from 'drizzle-orm';
import {
  PUSH_TARGET_LABELS,
  PushMessageText,
  messages,
  type PushSendRequest,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import {
  companies,
  customerGroups,
  notificationBatches,
  wanderPlatforms,
} from '../../db/schema/index.js';
import { senderCustomers, type PushSender } from './push-sender.js';

/**
 * What the target names, checked: the refs stored on the batch and the label shown. A
 * distributor's customers and group must be its own (else the same 400 as an unknown one).
 */
async function resolveTarget(db: Tx, input: PushSendRequest, sender: PushSender) {
  switch (input.target) {
    case 'customers': {
      const codes = [...new Set(input.customers ?? [])];
      const found = await db
        .select({ code: companies.entityCode, name: companies.companyName })
        .from(companies)
        .where(
          and(
            inArray(companies.entityCode, codes),
            eq(companies.companyType, 'customer'),
            senderCustomers(sender),
          ),
        );
      if (found.length !== codes.length) {
        throw AppError.validation({ customers: [messages.invalidOption('Customers')] });
      }
      const names = found.map((f) => f.name).sort();
      return { refs: codes, label: names.join(', ').slice(0, 512) };
    }
    case 'customerGroup': {
      const [group] = await db
        .select({ name: customerGroups.name })
        .from(customerGroups)
        .where(
          and(
            eq(customerGroups.id, input.customerGroupId!),
            sender === null ? undefined : eq(customerGroups.entityCode, sender),
          ),
        );
      if (!group) {
        throw AppError.validation({ customerGroupId: [messages.invalidOption('Customer Group')] });
      }
      return { refs: [input.customerGroupId!], label: `Customer Group: ${group.name}` };
    }
    case 'platform': {
      const [platform] = await db
        .select({ name: wanderPlatforms.platformName })
        .from(wanderPlatforms)
        .where(eq(wanderPlatforms.id, input.platformId!));
      if (!platform)
        throw AppError.validation({ platformId: [messages.invalidOption('Platform')] });
      return { refs: [input.platformId!], label: `Consumers of ${platform.name}` };
    }
    default:
      return { refs: [], label: PUSH_TARGET_LABELS.all };
  }
}

/**
 * POST scheduler/Notification/Send, the stored half: checks the target and the time and writes
 * the batch as Scheduled (its recipients are read when the job starts, so a scheduled message
 * reaches the devices registered meanwhile). The caller then queues the job (PushJobs.queue).
 * A distributor's message (`sender`) reaches only its own customers' users and consumers.
 */
export async function createPushBatch(
  db: Tx,
  input: PushSendRequest,
  by: { createdBy: string; sender: PushSender },
  now = new Date(),
) {
  const sendAt = input.sendAt ? new Date(input.sendAt) : null;
  if (sendAt && sendAt.getTime() <= now.getTime()) {
    throw AppError.validation({ sendAt: [PushMessageText.sendAtPast] });
  }
  const target = await resolveTarget(db, input, by.sender);
  const [batch] = await db
    .insert(notificationBatches)
    .values({
      title: input.title,
      message: input.message,
      imageUrl: input.imageUrl || null,
      deepLink: input.deepLink || null,
      target: input.target,
      targetRefs: target.refs,
      targetLabel: target.label,
      status: 'Scheduled',
      scheduledAt: sendAt,
      createdBy: by.createdBy,
      senderEntityCode: by.sender,
    })
    .returning({ id: notificationBatches.id });
  return batch.id;
}
