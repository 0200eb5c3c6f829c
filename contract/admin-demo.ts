import { z } from 'zod';
import { successBody, successBodyWithMessage } from './common.ts';

/**
 * GET /admin/demo-data: the demo shoppers the demo catalogue made, their orders, and the units
 * those hold in groups still filling (docs/decisions/0043).
 */
export const demoData = z.object({
  shoppers: z.number().int(),
  orders: z.number().int(),
  units_in_open_groups: z.number().int(),
});
export type DemoData = z.infer<typeof demoData>;
export const demoDataResponse = successBody(demoData);
export type DemoDataResponse = z.infer<typeof demoDataResponse>;

/** POST /admin/demo-data/remove: what went; all zero when nothing was left to remove. */
export const demoDataRemoved = z.object({
  shoppers: z.number().int(),
  orders: z.number().int(),
  units_released: z.number().int(),
});
export type DemoDataRemoved = z.infer<typeof demoDataRemoved>;
export const demoDataRemovedResponse = successBodyWithMessage(demoDataRemoved);
export type DemoDataRemovedResponse = z.infer<typeof demoDataRemovedResponse>;
