import { z } from 'zod';

/** The most units a deal may say it has in stock. */
export const MAX_UNITS_IN_STOCK = 1_000_000;

/**
 * The units of a deal neither sold nor set aside by its open group
 * (docs/decisions/0037-stock-set-aside-by-the-group.md); null: the deal does not count its stock.
 */
export const unitsInStockField = {
  units_in_stock: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(MAX_UNITS_IN_STOCK, `must be at most ${MAX_UNITS_IN_STOCK}`)
    .nullable(),
};

/** What the storefront reads of a deal's stock. */
export const dealStockWire = {
  /** Units left for new groups; null: not counted. */
  units_in_stock: z.number().nullable(),
  /** No group is open and the stock cannot open one: nobody can join or buy. */
  sold_out: z.boolean(),
};
