import { z } from 'zod';
import { messages, optionalText, requiredText, UUID_PATTERN } from '../validation/validators.js';

/** product/MovingJournal (spec section 7): the standard reads, POST, and PUT Adjust/{id}. */
export const MovingJournalPath = {
  base: 'product/MovingJournal',
  search: 'product/MovingJournal/Search',
  selectList: 'product/MovingJournal/GetSelectList',
  detail: (id: string) => `product/MovingJournal/GetDetail/${id}`,
  adjust: (id: string) => `product/MovingJournal/Adjust/${id}`,
  serialOptions: 'product/MovingJournal/GetSerialSelectList',
} as const;

export const MOVING_JOURNAL_PERMISSION = 'product/MovingJournal';

/** What a user posts; 'adjustment' is made only by Adjust/{id}. */
export const NEW_JOURNAL_TYPES = ['receipt', 'transfer', 'issue', 'write_off'] as const;
export const JOURNAL_TYPES = [...NEW_JOURNAL_TYPES, 'adjustment'] as const;
export type NewJournalType = (typeof NEW_JOURNAL_TYPES)[number];
export type JournalType = (typeof JOURNAL_TYPES)[number];

export const JOURNAL_TYPE_LABELS: Record<JournalType, string> = {
  receipt: 'Receipt',
  transfer: 'Transfer',
  issue: 'Issue',
  write_off: 'Write-off',
  adjustment: 'Adjustment',
};

/** Which locations a type takes: a receipt only a destination, an issue or write-off a source. */
export const JOURNAL_LOCATIONS: Record<NewJournalType, { from: boolean; to: boolean }> = {
  receipt: { from: false, to: true },
  transfer: { from: true, to: true },
  issue: { from: true, to: false },
  write_off: { from: true, to: false },
};

/** eSIM statuses (product/WanderSerialNumber) as the journal screens name them. */
export const SERIAL_STATUS_LABELS: Record<string, string> = {
  available: 'Available',
  allocated: 'Allocated',
  delivered: 'Delivered',
  issued: 'Issued',
  written_off: 'Written off',
};

export const MAX_JOURNAL_LINES = 1000;

export const MovingJournalMessage = {
  posted: 'Journal posted',
  adjusted: 'Adjustment posted',
  linesRefused: (n: number) =>
    `${n} ${n === 1 ? 'line' : 'lines'} cannot be posted; nothing was moved`,
  notFound: 'ICCID is not in the stock of this company',
  twice: (line: number) => `ICCID is already in line ${line}`,
  status: {
    allocated: 'ICCID is allocated to an invoice',
    delivered: 'ICCID is already sold',
    issued: 'ICCID has been issued out of stock',
    written_off: 'ICCID has been written off',
  } as Record<string, string>,
  alreadyAt: (code: string) => `ICCID is already received at ${code}`,
  notReceived: 'ICCID has not been received at any location',
  elsewhere: (at: string, from: string) => `ICCID is at ${at}, not at ${from}`,
  /** Adjustment lines. */
  notInJournal: 'ICCID is not a line of this journal',
  alreadyReversed: (journalNo: string) => `ICCID was already reversed by ${journalNo}`,
  movedSince: (where: string) => `ICCID has moved since this journal (now ${where})`,
  cannotAdjustAdjustment: 'An adjustment cannot be adjusted: post a new journal instead',
  fullyReversed: 'Every line of this journal is already reversed',
  locationInactive: (code: string) => `Location ${code} is not active`,
  sameLocation: 'To Location should be different from From Location',
  futureDate: 'Journal Date cannot be in the future',
} as const;

/** The line error of line `index` (0-based): "Line 4: ICCID 8960… is already sold". */
export const lineError = (index: number, iccid: string, message: string) =>
  `Line ${index + 1}: ${message.replace(/^ICCID/, `ICCID ${iccid}`)}`;

const journalDate = z
  .string({ error: messages.required('Journal Date') })
  .min(1, { error: messages.required('Journal Date') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Journal Date should be in the format YYYY-MM-DD' })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && v >= '2000-01-01';
    },
    { error: 'Journal Date is invalid' },
  );

const locationId = (label: string) =>
  z
    .union([
      z.literal(''),
      z.string().regex(UUID_PATTERN, { error: messages.invalidOption(label) }),
    ])
    .nullish()
    .transform((v) => v || null);

const lineSchema = z.object({ iccid: requiredText('ICCID', { max: 32 }) }).strict();

const linesSchema = z
  .array(lineSchema, { error: messages.required('Lines') })
  .min(1, { error: 'Add at least one eSIM' })
  .max(MAX_JOURNAL_LINES, { error: `A journal can hold at most ${MAX_JOURNAL_LINES} eSIMs` });

/** POST product/MovingJournal: posts at once (receipt, transfer, issue, write-off). */
export const movingJournalCreateSchema = z
  .object({
    journalType: z.enum(NEW_JOURNAL_TYPES, { error: messages.required('Journal Type') }),
    journalDate,
    fromLocationId: locationId('From Location'),
    toLocationId: locationId('To Location'),
    remarks: optionalText('Remarks', { max: 512 }),
    lines: linesSchema,
  })
  .strict()
  .superRefine((v, ctx) => {
    const needs = JOURNAL_LOCATIONS[v.journalType];
    if (!needs) return;
    const check = (key: 'fromLocationId' | 'toLocationId', need: boolean, label: string) => {
      if (need && !v[key])
        ctx.addIssue({ code: 'custom', path: [key], message: messages.required(label) });
      if (!need && v[key]) {
        const what = JOURNAL_TYPE_LABELS[v.journalType].toLowerCase();
        ctx.addIssue({ code: 'custom', path: [key], message: `${label} is not used by a ${what}` });
      }
    };
    check('fromLocationId', needs.from, 'From Location');
    check('toLocationId', needs.to, 'To Location');
    if (v.fromLocationId && v.fromLocationId === v.toLocationId) {
      ctx.addIssue({
        code: 'custom',
        path: ['toLocationId'],
        message: MovingJournalMessage.sameLocation,
      });
    }
  });
export type MovingJournalCreate = z.input<typeof movingJournalCreateSchema>;

/**
 * PUT product/MovingJournal/Adjust/{id}: a new journal that reverses lines of a posted one (all
 * of them, or the ICCIDs listed), with its date and reason.
 */
export const movingJournalAdjustSchema = z
  .object({
    journalDate,
    remarks: requiredText('Reason', { max: 512 }),
    lines: linesSchema.nullish(),
  })
  .strict();
export type MovingJournalAdjust = z.input<typeof movingJournalAdjustSchema>;

/** A row of POST product/MovingJournal/Search. */
export const movingJournalRowSchema = z.object({
  id: z.string(),
  journalNo: z.string(),
  journalType: z.string(),
  journalDate: z.string(),
  fromLocationCode: z.string().nullable(),
  toLocationCode: z.string().nullable(),
  remarks: z.string().nullable(),
  lineCount: z.number(),
  /** Lines of this journal reversed by adjustments so far. */
  reversedCount: z.number(),
  adjustsJournalId: z.string().nullable(),
  adjustsJournalNo: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.date().or(z.string()),
});
export type MovingJournalRow = z.infer<typeof movingJournalRowSchema>;

export const MOVING_JOURNAL_SORTS = [
  'journalNo',
  'journalDate',
  'journalType',
  'lineCount',
  'createdAt',
] as const;

export const movingJournalLineSchema = z.object({
  id: z.string(),
  lineNo: z.number(),
  serialId: z.string(),
  iccid: z.string(),
  variantCode: z.string(),
  productName: z.string(),
  fromLocationCode: z.string().nullable(),
  toLocationCode: z.string().nullable(),
  statusBefore: z.string(),
  statusAfter: z.string(),
  /** The adjustment journal that reversed this line, if any. */
  reversedByJournalNo: z.string().nullable(),
  /** On an adjustment line: the line of the original journal it reverses. */
  reversesLineNo: z.number().nullable(),
});
export type MovingJournalLine = z.infer<typeof movingJournalLineSchema>;

const chainEntrySchema = z.object({
  id: z.string(),
  journalNo: z.string(),
  journalDate: z.string(),
  lineCount: z.number(),
  remarks: z.string().nullable(),
});

/** GET product/MovingJournal/GetDetail/{id}: the journal, its lines and its adjustment chain. */
export const movingJournalDetailSchema = movingJournalRowSchema.extend({
  lines: z.array(movingJournalLineSchema),
  /** The adjustments that reverse lines of this journal, oldest first. */
  adjustments: z.array(chainEntrySchema),
  /** Whether Adjust/{id} can still reverse something (a posted journal with lines left). */
  canAdjust: z.boolean(),
});
export type MovingJournalDetail = z.infer<typeof movingJournalDetailSchema>;

/**
 * GET product/MovingJournal/GetSerialSelectList?search=&locationId=: available eSIMs of the working
 * company to pick for a journal's lines, at that location (none given: not yet received), by
 * ICCID, variant or product; at most SERIAL_PICK_LIMIT.
 */
export const journalSerialQuerySchema = z
  .object({
    search: z.string().max(64).optional(),
    locationId: z.string().max(64).optional(),
  })
  .strict();
export const SERIAL_PICK_LIMIT = 100;

export const journalSerialOptionSchema = z.object({
  iccid: z.string(),
  variantCode: z.string(),
  productName: z.string(),
  locationCode: z.string().nullable(),
});
export type JournalSerialOption = z.infer<typeof journalSerialOptionSchema>;
