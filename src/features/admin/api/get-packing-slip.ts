import { api, toastPolicy } from '../../../api/client';

/**
 * GET /admin/orders/{id}/packing-slip.pdf: the slip's bytes. The console's calls carry the
 * operator's token, which a plain link would not, so the PDF is fetched and shown from memory.
 * A failure is the button's to say, so the client shows no toast of its own.
 */
export function getPackingSlip(orderId: number): Promise<Blob> {
  return api
    .get(`admin/orders/${orderId}/packing-slip.pdf`, { context: toastPolicy({ errors: false }) })
    .blob();
}
