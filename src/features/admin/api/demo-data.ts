import type {
  DemoData,
  DemoDataRemoved,
  DemoDataRemovedResponse,
} from '../../../../contract/admin-demo';
import { api } from '../../../api/client';
import { operatorAction } from './actions';
import { loadAdmin } from './load';

export type { DemoData };

/** What a screen shows where it does not ask (an operator who may not remove the demo data). */
export const NO_DEMO_DATA: DemoData = { shoppers: 0, orders: 0, units_in_open_groups: 0 };

/** GET /admin/demo-data: the demo shoppers and orders the demo catalogue made. */
export function getDemoData(signal?: AbortSignal): Promise<DemoData> {
  return loadAdmin('admin/demo-data', {}, signal);
}

/**
 * POST /admin/demo-data/remove: demo shoppers and their orders go, holds and units released. The
 * server removes once, so the client's retry after a lost answer is safe.
 */
export async function removeDemoData(): Promise<DemoDataRemoved> {
  const body = await api
    .post('admin/demo-data/remove', operatorAction())
    .json<DemoDataRemovedResponse>();
  return body.data;
}
