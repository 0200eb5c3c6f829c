import { describe, expect, it } from 'vitest';
import { useConsole } from '../fixtures/use-console.ts';
import { bearer } from '../fixtures/sign-in.ts';

const c = useConsole();

/** The PDF's words in reading order: pdfkit writes text as hex strings, run after run. */
const wordsOf = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/g)]
    .map(([, hex]) => Buffer.from(hex ?? '', 'hex').toString('latin1'))
    .join('');

async function receiptWords(orderId: number, token: string) {
  const response = await c.t.app.inject({
    method: 'GET',
    url: `/api/v1/orders/${orderId}/receipt.pdf`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return wordsOf(response.rawPayload);
}

describe('refunds on the receipt', () => {
  it('a shopper’s receipt lists each refund with its date and reason, and the net paid, once the operator refunds', async () => {
    const {
      orders: [order],
      shoppers: [shopper],
    } = await c.filledGroup(2, 1_000);
    if (!order || !shopper) throw new Error('nobody joined');
    const paid = await receiptWords(order.id, shopper.token);
    expect(paid).toContain('Status: Paid');
    expect(paid).not.toContain('Refunded');

    const part = await c.admin('POST', `/orders/${order.id}/refund`, {
      amount_cents: 400,
      reason: 'damaged box',
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    await c.t.jobs.runDueJobs();
    const partly = await receiptWords(order.id, shopper.token);
    expect(partly).toContain('Refunded: $4.00 on June 1, 2026 at 12:00 PM UTC (damaged box)');
    expect(partly).toContain('Net paid: $6.00 USD');
    expect(partly).toContain('Status: Partially refunded');

    await c.admin('POST', `/orders/${order.id}/refund`, { reason: 'never arrived' });
    await c.t.jobs.runDueJobs();
    const whole = await receiptWords(order.id, shopper.token);
    expect(whole).toContain('(damaged box)');
    expect(whole).toContain('Refunded: $6.00 on June 1, 2026 at 12:00 PM UTC (never arrived)');
    expect(whole).toContain('Net paid: $0.00 USD');
    expect(whole).toContain('Status: Refunded');
  });
});
