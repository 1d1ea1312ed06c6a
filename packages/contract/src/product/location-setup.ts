import { z } from 'zod';
import { integerValue, messages, requiredText } from '../validation/validators.js';

/** The permission of the setup and the generator: the locations' own (product/Location). */
export const LOCATION_PERMISSION = 'product/Location';

/** Stock locations (spec section 7, "Stock and location"). */
export const LocationPath = {
  /** GET (the working company's setup, defaults when it has none) and PUT. */
  setup: 'product/LocationSetup',
  /** POST: generates the missing locations of the saved setup (not a create). */
  generate: 'product/Location',
} as const;

/** The ranges of the location_setups CHECK: zones are letters A-Z, the rest two digits. */
export const LOCATION_RANGES = {
  zoneCount: { label: 'Zones', max: 26 },
  rackCount: { label: 'Racks', max: 99 },
  levelCount: { label: 'Levels', max: 99 },
  binCount: { label: 'Bins', max: 99 },
} as const;

/** The most locations one setup may make, so a generation stays one quick transaction. */
export const MAX_LOCATIONS = 10_000;

/** Separators a setup may join the parts with ('' joins them without one). */
export const LOCATION_SEPARATORS = ['-', '.', '_', '/', ''] as const;

export const PREFIX_PATTERN = /^[A-Z0-9]+$/;
export const PREFIX_MESSAGE = 'Prefix should have only capital letters and digits';

export const LocationMessage = {
  tooMany: (total: number) =>
    `A setup can make at most ${MAX_LOCATIONS.toLocaleString('en-US')} locations; this one would make ${total.toLocaleString('en-US')}`,
  notSaved: 'Save the location setup before generating locations',
  generated: (created: number, existed: number) =>
    `${created} location(s) created, ${existed} already existed`,
} as const;

const count = (key: keyof typeof LOCATION_RANGES) =>
  integerValue(LOCATION_RANGES[key].label, { min: 1, max: LOCATION_RANGES[key].max });

/** How many locations the counts make. */
export const locationTotal = (s: {
  zoneCount: number;
  rackCount: number;
  levelCount: number;
  binCount: number;
}) => s.zoneCount * s.rackCount * s.levelCount * s.binCount;

/** PUT product/LocationSetup. Too many locations in all is a form-level error (no one field). */
export const locationSetupInputSchema = z
  .object({
    prefix: requiredText('Prefix', { max: 8 }).regex(PREFIX_PATTERN, { error: PREFIX_MESSAGE }),
    separator: z.enum(LOCATION_SEPARATORS, {
      error: messages.invalidOption('Separator'),
    }),
    zoneCount: count('zoneCount'),
    rackCount: count('rackCount'),
    levelCount: count('levelCount'),
    binCount: count('binCount'),
  })
  .strict();
export type LocationSetupInput = z.infer<typeof locationSetupInputSchema>;

/** GET product/LocationSetup: the setup, whether it was saved, and what it makes. */
export const locationSetupSchema = locationSetupInputSchema.extend({
  separator: z.string(),
  isSaved: z.boolean(),
  updatedAt: z.date().or(z.string()).nullable(),
  /** How many locations the setup makes, and the first and last code. */
  totalLocations: z.number(),
  firstCode: z.string(),
  lastCode: z.string(),
  /** The working company's locations now (generated or not). */
  existingLocations: z.number(),
});
export type LocationSetup = z.infer<typeof locationSetupSchema>;

export const DEFAULT_LOCATION_SETUP: LocationSetupInput = {
  prefix: 'WH',
  separator: '-',
  zoneCount: 1,
  rackCount: 1,
  levelCount: 1,
  binCount: 1,
};

/** POST product/Location (generate) takes no fields: it works from the saved setup. */
export const generateLocationsRequestSchema = z.object({}).strict().nullish();

/** POST product/Location (generate) answers how many were made and how many were there. */
export const generateLocationsResultSchema = z.object({
  created: z.number(),
  existed: z.number(),
  total: z.number(),
});
export type GenerateLocationsResult = z.infer<typeof generateLocationsResultSchema>;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A location's code: prefix, zone letter, rack, level and bin (two digits each) joined by the
 * separator, "WH-A-01-02-03". The generator's SQL builds the same string.
 */
export function locationCodeOf(
  setup: Pick<LocationSetupInput, 'prefix' | 'separator'>,
  zone: number,
  rack: number,
  level: number,
  bin: number,
): string {
  const letter = String.fromCharCode(64 + zone);
  return [setup.prefix, letter, pad(rack), pad(level), pad(bin)].join(setup.separator);
}
