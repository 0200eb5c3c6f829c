import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../adapters/clock.ts';
import type { Db } from '../../db/client.ts';
import {
  deals,
  orders,
  paymentCaptures,
  paymentMethods,
  products,
  receipts,
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
     * Makes the order's PDF receipt once and points its receipt_url at it. Safe to run again:
     * a receipt already made is kept, never replaced.
     */
    async makeReceipt(orderId: number): Promise<void> {
      const [existing] = await db
        .select({ orderId: receipts.orderId })
        .from(receipts)
        .where(eq(receipts.orderId, orderId));
      if (existing) return;
      const [row] = await db
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
        .where(eq(orders.id, orderId));
      if (!row) return;
      const { order } = row;
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
      });
      await db.transaction(async (tx) => {
        await tx
          .insert(receipts)
          .values({ orderId, content, createdAt: clock.now() })
          .onConflictDoNothing();
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
