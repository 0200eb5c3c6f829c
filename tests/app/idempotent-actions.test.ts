import { describe, expect, it } from 'vitest';
import { orderAnswerTexts } from '../../contract/constants';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/api/idempotency';
import { cancelOrder } from '../../src/features/orders/api/cancel-order';
import { stubApi } from './render';

const cancelledOrder = { id: 7, status: 'cancelled' };

describe('a shopper action sent to the server', () => {
  it('repeats its key when retried after a failed answer, and a new click sends a new key', async () => {
    let answered = 0;
    const { calls } = stubApi({
      'POST /api/v1/orders/cancel': () => {
        answered += 1;
        return answered === 1
          ? { status: 503, body: { success: false, message: 'Try again in a moment' } }
          : {
              body: {
                success: true,
                message: orderAnswerTexts.cancelled,
                data: cancelledOrder,
              },
            };
      },
    });

    expect(await cancelOrder(7)).toEqual(cancelledOrder);
    const keyOf = (index: number) => calls[index]?.request.headers.get(IDEMPOTENCY_KEY_HEADER);
    expect(calls).toHaveLength(2);
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(1)).toBe(keyOf(0));

    await cancelOrder(7);
    expect(calls).toHaveLength(3);
    expect(keyOf(2)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(2)).not.toBe(keyOf(0));
  });
});
