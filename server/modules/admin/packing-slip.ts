import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deals, orders, products, shipments } from '../../db/schema.ts';
import type { ShippingAddress } from '../../db/schema.ts';
import { choicesText, groupedUnitChoices } from '../../domain/unit-choices.ts';

/** What a packer needs of one order: where it goes and what goes in, never what it cost. */
export type PackingSlipContent = {
  orderNumber: string;
  placedAt: Date;
  shipTo: ShippingAddress | null;
  /** One line per kind of unit: how many, and the options chosen ('' without options). */
  lines: { quantity: number; product: string; deal: string; choices: string }[];
  quantity: number;
  shipment: { carrier: string; trackingNumber: string } | null;
};

/** The packing slip's content of an order, or null when there is no such order. */
export async function readPackingSlip(db: Db, orderId: number): Promise<PackingSlipContent | null> {
  const [row] = await db
    .select({
      order: orders,
      dealTitle: deals.title,
      productName: products.name,
      variations: products.variations,
      shipment: shipments,
    })
    .from(orders)
    .innerJoin(deals, eq(deals.id, orders.dealId))
    .innerJoin(products, eq(products.id, deals.productId))
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { order, shipment } = row;
  return {
    orderNumber: order.orderNumber,
    placedAt: order.createdAt,
    shipTo: order.shippingAddress,
    lines: groupedUnitChoices(row.variations, order.variants, order.quantity).map((group) => ({
      quantity: group.count,
      product: row.productName,
      deal: row.dealTitle,
      choices: choicesText(group),
    })),
    quantity: order.quantity,
    shipment: shipment
      ? { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber }
      : null,
  };
}
