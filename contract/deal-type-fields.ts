import { z } from 'zod';
import { DEAL_TYPES, MAX_GROUP_SIZE } from './deal-type.ts';

const units = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_GROUP_SIZE - 1, `must be at most ${MAX_GROUP_SIZE - 1}`);

/**
 * A deal's type as the console sets it (docs/decisions/0036-deal-types-split-to-the-cent.md):
 * 'buy_x_get_y' with `buy_units` (X) and `free_units` (Y), whose group size and unit price the
 * store derives; 'group_price' with the size and price the merchant types.
 */
export const dealTypeFields = {
  deal_type: z.enum(DEAL_TYPES, { error: "must be 'buy_x_get_y' or 'group_price'" }),
  buy_units: units,
  free_units: units,
};

/** What the storefront and the console read of a deal's type. */
export const dealTypeWire = {
  deal_type: z.enum(DEAL_TYPES),
  /** X of "buy X get Y free"; null for a group price. */
  buy_units: z.number().nullable(),
  /** Y of "buy X get Y free"; null for a group price. */
  free_units: z.number().nullable(),
};
