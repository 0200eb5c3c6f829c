import { sql } from 'drizzle-orm';
import { check, integer, text } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEAL_TYPES } from '../../contract/deal-type.ts';

/**
 * A deal's type (docs/decisions/0036-deal-types-split-to-the-cent.md): "buy X get Y free" keeps
 * its X and Y, and its group is X + Y units; a plain group price keeps neither.
 */
export const dealTypeColumns = {
  dealType: text('deal_type', { enum: DEAL_TYPES }).notNull().default('group_price'),
  buyUnits: integer('buy_units'),
  freeUnits: integer('free_units'),
};

/** The database keeps a deal's size to its type, whoever writes the row. */
export function dealTypeChecks(t: {
  dealType: AnyPgColumn;
  buyUnits: AnyPgColumn;
  freeUnits: AnyPgColumn;
  totalUnitsNeeded: AnyPgColumn;
}) {
  return [
    check(
      'deals_type_terms',
      sql`case when ${t.dealType} = 'buy_x_get_y'
        then ${t.buyUnits} >= 1 and ${t.freeUnits} >= 1
          and ${t.buyUnits} + ${t.freeUnits} = ${t.totalUnitsNeeded}
        else ${t.buyUnits} is null and ${t.freeUnits} is null end`,
    ),
  ];
}
