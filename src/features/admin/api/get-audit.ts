import type { AuditListResponse, AuditQuery } from '../../../../contract/admin-console';
import { loadAdmin } from './load';

export type AuditPage = AuditListResponse['data'];

/** GET /admin/audit: every admin action, newest first, filtered. */
export function getAudit(query: Partial<AuditQuery>, signal?: AbortSignal): Promise<AuditPage> {
  return loadAdmin('admin/audit', { ...query }, signal);
}
