import { sortByLabel } from '@wander/contract';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { countries } from '../../db/schema/index.js';

/** Countries as options, by name (the slash-ended GetSelectList of spec section 7). */
export async function countrySelectList(db: Tx) {
  const rows = await db
    .select({ label: countries.countryName, value: countries.countryCode })
    .from(countries)
    .orderBy(asc(countries.countryName));
  return sortByLabel(rows);
}

/** The distinct phone codes of active countries. */
export async function distinctPhoneCodes(db: Tx) {
  const rows = await db
    .selectDistinct({ phoneCode: countries.phoneCode })
    .from(countries)
    .where(eq(countries.isActive, true));
  return rows.map((r) => r.phoneCode);
}
