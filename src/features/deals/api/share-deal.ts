import type { ShareResponse } from '../../../../contract/catalog';
import { api, toastPolicy } from '../../../api/client';

/**
 * POST /ecommerce/deals/{id}/share, after the shopper copied the link. docs/product.md §7: its errors are
 * ignored (the link is already copied; the count is only a statistic), and it shows no toasts.
 */
export async function shareDeal(dealId: number): Promise<void> {
  try {
    await api
      .post(`ecommerce/deals/${dealId}/share`, {
        context: toastPolicy({ errors: false, success: false }),
        retry: 0,
      })
      .json<ShareResponse>();
  } catch {
    // Deliberately ignored, see above.
  }
}
