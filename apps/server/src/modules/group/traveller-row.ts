import { z } from 'zod';
import { GROUP_LANGUAGES, groupTravellerInput, tripLegSchema } from '@wander/contract';

const LEGS_MESSAGE = 'Legs should be like JP:5;KR:4 (country code, colon, days)';
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `JP:5;KR:4` as legs; a cell that is not that shape is refused with LEGS_MESSAGE. */
const legsCell = z.preprocess(
  blankToUndefined,
  z
    .string()
    .transform((text, ctx) => {
      const legs = [];
      for (const part of text.split(';').filter((p) => p.trim() !== '')) {
        const match = /^\s*([A-Za-z]{2})\s*:\s*(\d{1,3})\s*$/.exec(part);
        const leg = match && tripLegSchema.safeParse({ countryCode: match[1], days: +match[2] });
        if (!leg?.success) {
          ctx.addIssue({
            code: 'custom',
            message: leg ? leg.error.issues[0].message : LEGS_MESSAGE,
          });
          return z.NEVER;
        }
        legs.push(leg.data);
      }
      return legs;
    })
    .optional(),
);

/**
 * One line of a roster file (name,email,phone,language,legs,gbPerDay), each cell checked on its
 * own (RowErrors.parse) with the form's own messages.
 */
export const travellerFileRow = z.object({
  name: groupTravellerInput.shape.name,
  email: groupTravellerInput.shape.email,
  phone: z.preprocess(blankToUndefined, groupTravellerInput.shape.phone),
  language: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(GROUP_LANGUAGES, { error: 'Language should be en, ms or zh' }),
  ),
  legs: legsCell,
  gbPerDay: z.preprocess((v) => {
    const blank = blankToUndefined(v);
    return typeof blank === 'string' ? Number(blank) : blank;
  }, groupTravellerInput.shape.gbPerDay.unwrap().unwrap().optional()),
});
