import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { requiredEmail } from '../validation/validators.js';

export const INVITATION_STATUSES = [
  'Pending',
  'Registered',
  'Accepted',
  'Denied',
  'Expired',
] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** POST network/Invitations/InviteCustomer */
export const inviteCustomerSchema = z.object({ email: requiredEmail('Email') }).strict();
export type InviteCustomerInput = z.infer<typeof inviteCustomerSchema>;

export const invitationSentText = 'Invitation sent successfully!';
export const invitationAcceptedText = 'Invitation accepted successfully!';
export const invitationDeniedText = 'Invitation denied successfully!';

/**
 * POST network/Invitations/LinkStatus (public): what the link of an invitation e-mail leads to. The
 * registration page asks before showing its form: an address that already has an account signs in
 * and accepts under Invitations instead of registering.
 */
export const invitationLinkSchema = z.object({ token: z.string().min(1).max(512) }).strict();
export type InvitationLinkInput = z.infer<typeof invitationLinkSchema>;
export const invitationLinkStatusSchema = z.object({
  /** The inviting company; null for a token that matches no invitation. */
  companyName: z.string().nullable(),
  /** Pending and not expired: it can still be registered through or accepted. */
  isOpen: z.boolean(),
  /** The invited address already has a Wander account. */
  hasAccount: z.boolean(),
});
export type InvitationLinkStatus = z.infer<typeof invitationLinkStatusSchema>;

const when = z.date().or(z.string());

/**
 * network/Invitations: Search lists the invitations the working company sent and those addressed
 * to the caller's e-mail; InviteCustomer, Accept/{id}, Deny/{id} and DELETE {id} are its actions.
 */
export const invitationList = defineResource({
  apiPath: 'network/Invitations',
  labels: { singular: 'Invitation', plural: 'Invitations' },
  route: '/invitations',
  row: z.object({
    id: z.string(),
    entityCode: z.string(),
    companyName: z.string(),
    email: z.string(),
    status: z.string(),
    customerEntityCode: z.string().nullable(),
    expiresAt: when,
    respondedAt: when.nullable(),
    createdAt: when,
  }),
  create: z.object({}).strict(),
  update: z.object({}).strict(),
  id: 'id',
  columns: [
    { key: 'email', title: 'Email' },
    { key: 'companyName', title: 'Invited By' },
    { key: 'status', title: 'Status', width: 120 },
    { key: 'createdAt', title: 'Invited At', kind: 'date', width: 180 },
    { key: 'expiresAt', title: 'Expires At', kind: 'date', width: 180 },
  ],
  fields: [],
  filters: {
    email: ['contains', 'eq'],
    companyName: ['contains'],
    status: ['eq', 'in'],
    createdAt: ['gte', 'lte', 'between'],
  },
  sorts: ['createdAt', 'email', 'status', 'expiresAt'],
  defaultSort: { column: 'createdAt', order: 'desc' },
  scope: 'company',
  without: ['create', 'delete'],
  example: { create: {}, update: {} },
});

/** network/EmailLog: every e-mail the portal queued, with its delivery status (read-only). */
export const emailLogList = defineResource({
  apiPath: 'network/EmailLog',
  labels: { singular: 'Email', plural: 'Email Log' },
  route: '/general/email-log',
  row: z.object({
    id: z.string(),
    entityCode: z.string().nullable(),
    template: z.string(),
    toEmail: z.string(),
    subject: z.string(),
    textBody: z.string(),
    status: z.string(),
    attempts: z.number(),
    lastError: z.string().nullable(),
    sentAt: when.nullable(),
    createdAt: when,
  }),
  create: z.object({}).strict(),
  update: z.object({}).strict(),
  id: 'id',
  columns: [
    { key: 'createdAt', title: 'Created At', kind: 'date', width: 180 },
    { key: 'toEmail', title: 'To' },
    { key: 'subject', title: 'Subject' },
    { key: 'status', title: 'Status', width: 100 },
    { key: 'attempts', title: 'Attempts', kind: 'number', width: 100 },
    { key: 'lastError', title: 'Last Error' },
    { key: 'sentAt', title: 'Sent At', kind: 'date', width: 180 },
  ],
  fields: [],
  filters: {
    toEmail: ['contains', 'eq'],
    subject: ['contains'],
    template: ['eq', 'in'],
    status: ['eq', 'in'],
    createdAt: ['gte', 'lte', 'between'],
  },
  sorts: ['createdAt', 'toEmail', 'status', 'sentAt'],
  defaultSort: { column: 'createdAt', order: 'desc' },
  scope: 'company',
  rowClick: 'detail',
  without: ['create', 'update', 'delete'],
  example: { create: {}, update: {} },
});
