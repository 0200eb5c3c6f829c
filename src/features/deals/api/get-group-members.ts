import type { GroupMembersResponse } from '../../../../contract/catalog';
import { api, toastPolicy } from '../../../api/client';
import { useRequest } from '../../../api/use-request';

export type GroupMembers = GroupMembersResponse['data'];

/** GET /ecommerce/deals/{id}/members: who is in the open group, as anyone may see it. */
async function getGroupMembers(dealId: number, signal: AbortSignal): Promise<GroupMembers> {
  const body = await api
    .get(`ecommerce/deals/${dealId}/members`, {
      signal,
      context: toastPolicy({ errors: false, success: false }),
    })
    .json<GroupMembersResponse>();
  return body.data;
}

/**
 * The deal's open group as the page shows it, read again whenever the group's count moves; null
 * while it is read or when it could not be (the page is whole without it).
 */
export function useGroupMembers(dealId: number, groupCount: number): GroupMembers | null {
  const request = useRequest(`${dealId}:${groupCount}`, (signal) =>
    getGroupMembers(dealId, signal),
  );
  return request.status === 'success' ? request.data : null;
}
