import { and, eq, inArray } from 'drizzle-orm';
import type { SettingName } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { companies, settings } from '../../db/schema/index.js';

/**
 * Positive numbers the platform company keeps in its settings (PLATFORM_SETTINGS: top-up limits,
 * the refund approval amount), each falling back to its default when unset or not a positive
 * number.
 */
export async function platformNumbers<N extends SettingName>(
  db: Tx,
  defaults: Record<N, number>,
): Promise<Record<N, number>> {
  const names = Object.keys(defaults) as N[];
  const rows = await db
    .select({ name: settings.settingName, value: settings.settingValue })
    .from(settings)
    .innerJoin(companies, eq(companies.entityCode, settings.entityCode))
    .where(and(eq(companies.companyType, 'platform'), inArray(settings.settingName, names)));
  const read = (name: N) => {
    const value = Number(rows.find((r) => r.name === name)?.value);
    return Number.isFinite(value) && value > 0 ? value : defaults[name];
  };
  return Object.fromEntries(names.map((n) => [n, read(n)])) as Record<N, number>;
}
