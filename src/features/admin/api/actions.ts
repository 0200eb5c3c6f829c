import type { Options } from 'ky';
import { IDEMPOTENCY_KEY_HEADER, oneShopperAction } from '../../../api/idempotency';
import { toastPolicy } from '../../../api/client';

/**
 * ky options for one operator action (a click on Refund, Ship, Cancel group): a key made once
 * for the click, which the client's one retry repeats, so a lost answer never refunds twice. The
 * form shows a refusal itself; the server's success message shows as a toast.
 */
export function operatorAction(): Options {
  return { ...oneShopperAction(), context: toastPolicy({ errors: false }) };
}

/**
 * The same for a create the server may not deduplicate (a product, a deal): the key is sent,
 * but the call is never repeated by the client; the operator sees the refusal and decides.
 */
export function operatorCreate(): Options {
  return {
    headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
    retry: 0,
    context: toastPolicy({ errors: false, success: false }),
  };
}
