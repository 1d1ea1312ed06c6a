import { sql } from 'drizzle-orm';
import type { PackageCoverage, StorePlan } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';

export type PlanFacts = Required<Pick<StorePlan, 'networks' | 'hotspot' | 'topUp'>>;

interface FactsRow {
  network_name: string | null;
  mode: string | null;
  coverage: PackageCoverage[] | null;
  networks: string[] | null;
  top_upable: boolean | null;
  hotspot: boolean | null;
  provider_active: boolean | null;
}

/**
 * What a plan's page states (issue 41), as its supplier says it. The plan's supply decides whose
 * word counts: a provider's package (mode provider, or stock then provider) names its operators
 * per country, whether a hotspot is allowed and whether the eSIM tops up; a plan sold from
 * stock has the variant's network name and never tops up (issue 37: another plan is another
 * eSIM). What nobody states is null (an empty list of networks).
 */
export async function planFacts(
  db: Tx,
  entityCode: string,
  plan: { variantId: string; countries: string[] },
): Promise<PlanFacts> {
  const { rows } = (await db.execute(sql`
    select v.network_name, ps.mode, pk.coverage, pk.networks, pk.top_upable, pk.hotspot,
      pr.is_active as provider_active
    from product_variants v
    left join plan_supplies ps on ps.entity_code = ${entityCode} and ps.variant_id = v.id
    left join provider_packages pk on pk.entity_code = ps.entity_code
      and pk.id = ps.provider_package_id and ps.mode <> 'stock'
    left join providers pr on pr.entity_code = pk.entity_code and pr.id = pk.provider_id
    where v.id = ${plan.variantId}::uuid`)) as unknown as { rows: FactsRow[] };
  const row = rows[0];
  if (!row) return { networks: [], hotspot: null, topUp: null };
  return {
    networks: networksOf(row, plan.countries),
    hotspot: row.hotspot ?? null,
    topUp: topUpOf(row),
  };
}

/** The package's operators per country, else the variant's network name, else its operators. */
function networksOf(row: FactsRow, countries: string[]): PlanFacts['networks'] {
  const covered = (row.coverage ?? []).filter((c) => c.operators.length);
  if (covered.length) {
    const order = (code: string) => (countries.includes(code) ? countries.indexOf(code) : 999);
    return [...covered].sort((a, b) => order(a.country) - order(b.country));
  }
  const country = countries.length === 1 ? countries[0] : null;
  if (row.network_name?.trim()) {
    return [{ country, operators: [{ name: row.network_name.trim(), type: null }] }];
  }
  const named = (row.networks ?? []).filter(Boolean);
  return named.length ? [{ country, operators: named.map((name) => ({ name, type: null })) }] : [];
}

function topUpOf(row: FactsRow): boolean | null {
  const mode = row.mode ?? 'stock';
  if (mode === 'stock') return false;
  // The package went away (withdrawn, provider deleted): nothing says it tops up.
  if (row.top_upable === null) return null;
  const tops = row.top_upable && row.provider_active === true;
  if (mode === 'provider') return tops;
  // Stock first: an eSIM from stock does not top up, one from the provider may.
  return tops ? null : false;
}
