import type { DealStatusResponse } from '../../../../contract/groups';
import { api, toastPolicy } from '../../../api/client';
import { useRequest } from '../../../api/use-request';
import { useSession } from '../../../lib/use-session';

/**
 * GET /deals/{id}/status: the signed-in shopper's units reserved in the deal's open group. A
 * failure says nothing: the deal page is whole without it, and the next change of the group's
 * counts asks again.
 */
export async function getMyReservedUnits(dealId: number, signal: AbortSignal): Promise<number> {
  const body = await api
    .get(`deals/${dealId}/status`, {
      signal,
      context: toastPolicy({ errors: false, success: false }),
    })
    .json<DealStatusResponse>();
  return body.data.my_reserved_units;
}

/**
 * The units the signed-in shopper holds in the deal's open group: null for a guest, while it is
 * read, or when it could not be. It is read again whenever the group's count moves (a join, a
 * leave, a group filling) and after `reread`.
 */
export function useMyReservedUnits(
  dealId: number,
  groupCount: number,
): { units: number | null; reread: () => void } {
  const userId = useSession()?.user.id;
  const key = userId === undefined ? null : `${userId}:${dealId}:${groupCount}`;
  const request = useRequest(key, (signal) => getMyReservedUnits(dealId, signal));
  return {
    units: request.status === 'success' ? request.data : null,
    reread: request.retry,
  };
}
