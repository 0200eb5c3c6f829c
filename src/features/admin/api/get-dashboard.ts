import type { DashboardResponse } from '../../../../contract/admin-console';
import { loadAdmin } from './load';

export type Dashboard = DashboardResponse['data'];

/** GET /admin/dashboard for the last `days` days up to now. */
export function getDashboard(days: number, signal?: AbortSignal): Promise<Dashboard> {
  const to = new Date();
  const from = new Date(to.getTime() - days * 86_400_000);
  return loadAdmin('admin/dashboard', { from: from.toISOString(), to: to.toISOString() }, signal);
}
