import type { SubscribersResponse } from '../../../../contract/admin-console';
import { loadAdmin } from './load';

export type SubscriberCounts = SubscribersResponse['data'];

/** GET /admin/subscribers: how many follow deal alerts, and how many left. */
export function getSubscribers(signal?: AbortSignal): Promise<SubscriberCounts> {
  return loadAdmin('admin/subscribers', {}, signal);
}
