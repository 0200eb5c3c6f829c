import { eq } from 'drizzle-orm';
import { ORDERS_EXPORT_COLUMNS } from '../../../contract/warehouse.ts';
import type { OrdersExportQuery } from '../../../contract/warehouse.ts';
import type { Db } from '../../db/client.ts';
import { deals, orders, paymentCaptures, products, shipments, users } from '../../db/schema.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { choicesText, groupedUnitChoices } from '../../domain/unit-choices.ts';
import { isoInTimeZone } from '../../domain/zoned-time.ts';
import { csvLine, CSV_BYTE_ORDER_MARK } from './csv.ts';
import { listOrderBy } from './list-sort.ts';
import {
  capturedCents,
  capturedJoin,
  ordersWhere,
  refundedCents,
  sortColumns,
} from './order-console.ts';

const EXPORT_PAGE = 500;

const exportColumns = {
  order: orders,
  dealTitle: deals.title,
  productName: products.name,
  variations: products.variations,
  capturedCents,
  refundedCents,
  account: { firstName: users.firstName, lastName: users.lastName },
  shipment: shipments,
};

function readExportPage(db: Db, query: OrdersExportQuery, offset: number) {
  return db
    .select(exportColumns)
    .from(orders)
    .innerJoin(deals, eq(deals.id, orders.dealId))
    .innerJoin(products, eq(products.id, deals.productId))
    .leftJoin(paymentCaptures, capturedJoin)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(ordersWhere(query))
    .orderBy(...listOrderBy(query.sort, sortColumns, orders.id))
    .limit(EXPORT_PAGE)
    .offset(offset);
}

type ExportRow = Awaited<ReturnType<typeof readExportPage>>[number];

/** What a warehouse reads of one order, in ORDERS_EXPORT_COLUMNS' order. */
function exportFields(row: ExportRow, timeZone: string): (string | number | null)[] {
  const { order, account, shipment } = row;
  const address = order.shippingAddress;
  const accountName = account ? `${account.firstName} ${account.lastName}`.trim() : '';
  const variations = groupedUnitChoices(row.variations, order.variants, order.quantity)
    .filter((group) => group.choices.length > 0)
    .map((group) => `${group.count} × ${choicesText(group)}`)
    .join('; ');
  return [
    order.orderNumber,
    isoInTimeZone(order.createdAt, timeZone),
    order.orderType,
    order.status,
    accountName || (address?.fullName ?? ''),
    order.buyerEmail,
    address?.phone ?? '',
    address?.fullName ?? '',
    address?.addressLine1 ?? '',
    address?.addressLine2 ?? '',
    address?.city ?? '',
    address?.state ?? '',
    address?.zipCode ?? '',
    address?.country ?? '',
    row.productName,
    row.dealTitle,
    variations,
    order.quantity,
    centsToDecimal(order.unitPriceCents),
    centsToDecimal(order.totalCents),
    centsToDecimal(Number(row.capturedCents)),
    centsToDecimal(Number(row.refundedCents)),
    shipment?.carrier ?? '',
    shipment?.trackingNumber ?? '',
    shipment ? isoInTimeZone(shipment.shippedAt, timeZone) : '',
  ];
}

/**
 * GET /admin/orders/export.csv: every order matching the list's filters (the page is ignored),
 * as a warehouse packs and ships them, read in pages so a large store never sits in memory at
 * once. It opens with a UTF-8 byte-order mark, without which Excel reads the file in the
 * machine's legacy code page and garbles accents and emoji (docs/decisions/0038).
 */
export async function* ordersExportCsv(db: Db, query: OrdersExportQuery): AsyncGenerator<string> {
  const timeZone = query.tz ?? 'UTC';
  yield CSV_BYTE_ORDER_MARK + csvLine(ORDERS_EXPORT_COLUMNS);
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const rows = await readExportPage(db, query, offset);
    for (const row of rows) yield csvLine(exportFields(row, timeZone));
    if (rows.length < EXPORT_PAGE) return;
  }
}
