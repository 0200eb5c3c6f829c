import { sql } from 'drizzle-orm';
import { check, integer } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A deal's stock (docs/decisions/0037-stock-set-aside-by-the-group.md): the units not yet sold
 * nor set aside by an open group; null when the deal does not count its stock.
 */
export const dealStockColumns = {
  unitsInStock: integer('units_in_stock'),
};

/** The name the engine recognises when a statement would take more units than are left. */
export const STOCK_CHECK = 'deals_stock_not_negative';

/** No statement, however many run at once on however many processes, takes stock below zero. */
export const dealStockChecks = (t: { unitsInStock: AnyPgColumn }) => [
  check(STOCK_CHECK, sql`${t.unitsInStock} >= 0`),
];
