import type { AuditListResponse } from '../../../../contract/admin-console';
import type { ListSearch } from '../search-params';
import { loadAdmin } from './load';

export type AuditPage = AuditListResponse['data'];

/** The date boxes hold calendar days: the log is asked from the first to the last instant of them. */
function dayEdge(date: string | undefined, end: boolean): string | undefined {
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? new Date(`${date}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString()
    : undefined;
}

/** GET /admin/audit: every admin action, newest first, filtered as the address says. */
export function getAudit(filters: ListSearch<'audit'>, signal?: AbortSignal): Promise<AuditPage> {
  const { from, to, ...rest } = filters;
  return loadAdmin(
    'admin/audit',
    { ...rest, from: dayEdge(from, false), to: dayEdge(to, true) },
    signal,
  );
}
