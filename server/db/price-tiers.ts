import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { dealPriceTiers, deals } from './schema.ts';

/** One tier of a deal's price ladder, in cents (docs/decisions/0034). */
export type StoredPriceTier = { units: number; priceCents: number };

/**
 * The price ladder of the deal `dealId` names (deals.id by default), units ascending, as one
 * jsonb value read in the caller's own statement; [] for a deal with one group price.
 */
export const priceTiersOf = (dealId: SQL | typeof deals.id = deals.id) =>
  sql<StoredPriceTier[]>`coalesce((
    select jsonb_agg(jsonb_build_object('units', ${dealPriceTiers.units},
      'priceCents', ${dealPriceTiers.priceCents}) order by ${dealPriceTiers.units})
    from ${dealPriceTiers} where ${dealPriceTiers.dealId} = ${dealId}
  ), '[]'::jsonb)`;
