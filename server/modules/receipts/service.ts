import { and, asc, eq } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.ts';
import type { Db } from '../../db/client.ts';
import {
  deals,
  orders,
  paymentCaptures,
  paymentMethods,
  products,
  receipts,
  refunds,
} from '../../db/schema.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { notFound } from '../../http/errors.ts';
import { linkReceipt } from '../order-engine/service.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { receiptTexts } from './texts.ts';

export type ReceiptsService = ReturnType<typeof createReceiptsService>;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function createReceiptsService({
  db,
  clock,
  storeName,
}: {
  db: Db;
  clock: Clock;
  storeName: string;
}) {
  return {
    /**
     * Makes the order's PDF receipt from the order as it stands, with every refund made on it and
     * the net paid, and points its receipt_url at it; run again (a refund was recorded) it
     * replaces the earlier one. The order row is locked while it is read and written, as a
     * refund's settlement locks it, so a receipt never overwrites a later one with older figures.
     */
    async makeReceipt(orderId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            order: orders,
            dealTitle: deals.title,
            productName: products.name,
            brand: paymentMethods.brand,
            last4: paymentMethods.last4,
            capturedAt: paymentCaptures.capturedAt,
          })
          .from(orders)
          .innerJoin(deals, eq(deals.id, orders.dealId))
          .innerJoin(products, eq(products.id, deals.productId))
          .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
          .leftJoin(paymentCaptures, eq(paymentCaptures.orderId, orders.id))
          .where(eq(orders.id, orderId))
          .for('update', { of: orders });
        if (!row) return;
        const { order } = row;
        const made = await tx
          .select({
            amountCents: refunds.amountCents,
            at: refunds.settledAt,
            reason: refunds.reason,
          })
          .from(refunds)
          .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded')))
          .orderBy(asc(refunds.id));
        const refundedCents = made.reduce((sum, refund) => sum + refund.amountCents, 0);
        const content = await renderReceiptPdf({
          storeName,
          orderNumber: order.orderNumber,
          orderType: order.orderType,
          paidAt: row.capturedAt ?? clock.now(),
          buyerEmail: order.buyerEmail,
          dealTitle: row.dealTitle,
          productName: row.productName,
          unitVariants: order.variants,
          quantity: order.quantity,
          unitPrice: centsToDecimal(order.unitPriceCents),
          total: centsToDecimal(order.totalCents),
          card: row.brand && row.last4 ? `${capitalised(row.brand)} ending ${row.last4}` : null,
          refunds: made.map((refund) => ({
            amount: centsToDecimal(refund.amountCents),
            at: refund.at ?? clock.now(),
            reason: refund.reason,
          })),
          netPaid: centsToDecimal(Math.max(0, order.totalCents - refundedCents)),
        });
        await tx
          .insert(receipts)
          .values({ orderId, content, createdAt: clock.now() })
          .onConflictDoUpdate({ target: receipts.orderId, set: { content } });
        await linkReceipt(tx, orderId);
      });
    },

    /** The PDF of one of the shopper's own orders; anyone else's, or one not made yet, is not found. */
    async receiptOf(
      userId: number,
      orderId: number,
    ): Promise<{ orderNumber: string; content: Buffer }> {
      const [row] = await db
        .select({ orderNumber: orders.orderNumber, content: receipts.content })
        .from(receipts)
        .innerJoin(orders, eq(orders.id, receipts.orderId))
        .where(and(eq(receipts.orderId, orderId), eq(orders.userId, userId)));
      if (!row) throw notFound(receiptTexts.notFound);
      return row;
    },
  };
}
