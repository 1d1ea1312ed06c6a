import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { optionalId, optionalText, requiredText } from '../validation/validators.js';
import { PHONE_CODE_OPTIONS, phoneCode, RegistrationLabel as L } from '../identity/registration.js';

export const AGENT_STATUSES = ['Active', 'Inactive'] as const;
const STATUS_OPTIONS = AGENT_STATUSES.map((s) => ({ label: s, value: s }));

/** The message of a PUT that would put an agent under itself or its own downline. */
export const agentCycleMessage = 'An agent cannot be moved under itself or its own downline';
/** The message of a DELETE of an agent that still has a downline. */
export const agentHasDownlineMessage = (n: number) =>
  `Agent has ${n} downline ${n === 1 ? 'agent' : 'agents'}; move ${n === 1 ? 'it' : 'them'} to another upline first`;

const agentFields = {
  agentName: requiredText(L.agentName, { max: 256 }),
  agentCode: requiredText(L.agentCode, { max: 256 }),
  identityCardNumber: optionalText(L.identityCardNumber, { max: 32 }),
  plan: requiredText(L.plan, { max: 256 }),
  countryCode: phoneCode(),
  contactNumber: requiredText(L.contactNumber, { max: 13 }),
  status: z.enum(AGENT_STATUSES, { error: 'Status is required' }),
  /** The upline agent's user id (agent/Agents GetSelectList); null: a top-level agent. */
  parentUserId: optionalId('Upline'),
};

/**
 * agent/Agents (spec sections 2 and 7): the agent profiles of a company. Agents are created by
 * sign-up (POST registerAgent), so there is no create; Search, GetDetail, PUT and DELETE. An
 * agent reads its own subtree, a company its agents, the platform every company's.
 */
export const agentResource = defineResource({
  apiPath: 'agent/Agents',
  labels: { singular: 'Agent', plural: 'Agents' },
  route: '/setup/agent',
  row: z.object({
    id: z.string(),
    userId: z.string(),
    entityCode: z.string(),
    agentName: z.string(),
    agentCode: z.string(),
    identityCardNumber: z.string().nullable(),
    plan: z.string(),
    countryCode: z.string().nullable(),
    contactNumber: z.string().nullable(),
    status: z.string(),
    parentUserId: z.string().nullable(),
    createdAt: z.date().or(z.string()),
  }),
  create: z.object(agentFields).strict(),
  update: z.object(agentFields).strict(),
  id: 'id',
  columns: [
    { key: 'agentCode', title: 'Agent ID', width: 140 },
    { key: 'agentName', title: 'Agent Name' },
    { key: 'plan', title: 'Plan' },
    { key: 'contactNumber', title: 'Contact Number', width: 160 },
    { key: 'status', title: 'Status', width: 120, options: STATUS_OPTIONS },
    { key: 'createdAt', title: 'Joined', kind: 'date', width: 140 },
  ],
  fields: [
    { key: 'agentCode', label: L.agentCode },
    { key: 'agentName', label: L.agentName },
    { key: 'identityCardNumber', label: L.identityCardNumber },
    { key: 'plan', label: L.plan },
    { key: 'countryCode', label: L.countryCode, input: 'select', options: PHONE_CODE_OPTIONS },
    { key: 'contactNumber', label: L.contactNumber },
    { key: 'status', label: 'Status', input: 'select', options: STATUS_OPTIONS },
    {
      key: 'parentUserId',
      label: 'Upline',
      input: 'select',
      options: { apiPath: 'agent/Agents/GetSelectList' },
    },
  ],
  filters: {
    agentCode: ['contains', 'eq', 'startsWith'],
    agentName: ['contains', 'startsWith'],
    plan: ['contains', 'eq'],
    contactNumber: ['contains'],
    status: ['eq'],
  },
  sorts: ['agentCode', 'agentName', 'plan', 'status', 'createdAt'],
  defaultSort: { column: 'agentName', order: 'asc' },
  selectList: { value: 'userId', label: 'agentCode' },
  scope: 'global',
  rowClick: 'detail',
  without: ['create'],
  example: {
    create: {
      agentName: 'Example Agent',
      agentCode: 'AGT-EXAMPLE',
      identityCardNumber: '',
      plan: 'Silver',
      countryCode: '+60',
      contactNumber: '123456789',
      status: 'Active',
      parentUserId: null,
    },
    update: {
      agentName: 'Example Agent (renamed)',
      agentCode: 'AGT-EXAMPLE',
      identityCardNumber: '900101-14-5678',
      plan: 'Gold',
      countryCode: '+65',
      contactNumber: '87654321',
      status: 'Inactive',
      parentUserId: null,
    },
  },
});
