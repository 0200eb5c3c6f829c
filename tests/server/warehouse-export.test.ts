import { describe, expect, it } from 'vitest';
import { ORDERS_EXPORT_COLUMNS } from '../../contract/warehouse.ts';
import type { StoredVariation } from '../../server/db/schema.ts';
import { useConsole } from '../fixtures/use-console.ts';
import { csvRows, guestBuysWithChoices, SHIP_TO } from '../fixtures/warehouse-orders.ts';

const c = useConsole();

const lampVariations: StoredVariation[] = [
  { id: 'lamp-s-brass', image: null, image_url: null, upc_code: null, Size: 'S', Finish: 'Brass' },
  { id: 'lamp-l-matte', image: null, image_url: null, upc_code: null, Size: 'L', Finish: 'Matte' },
];

async function exportCsv(query: string) {
  const response = await c.t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/orders/export.csv?${query}`,
    headers: await c.operatorHeaders(),
  });
  return { status: response.statusCode, body: response.body, raw: response.rawPayload };
}

/** A paid, shipped order of two lamps and one more, to a Montréal address. */
async function shippedLampOrder() {
  const deal = await c.build.deal(c.subcategoryId, {
    title: 'Desk Lamp, Buy 2 Get 1 Free',
    groupSize: 3,
    priceCents: 1_250,
    reserved: null,
    variations: lampVariations,
  });
  const brass = { Size: 'S', Finish: 'Brass' };
  const order = await guestBuysWithChoices(
    c,
    deal,
    [brass, { Size: 'L', Finish: 'Matte' }, brass],
    {
      addressLine2: '=HYPERLINK("http://evil.example")',
    },
  );
  const shipped = await c.admin('POST', `/orders/${order.orderId}/ship`, {
    carrier: 'Postes Canada',
    tracking_number: 'RR123456789CA',
  });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  return order;
}

describe('the orders export a warehouse ships from', () => {
  it('an operator in New York exports an order and reads its address, items, dollars, local time and tracking, in a UTF-8 file Excel opens with its accents', async () => {
    const order = await shippedLampOrder();
    const csv = await exportCsv(`q=${order.orderNumber}&tz=America/New_York`);
    expect(csv.status).toBe(200);
    expect([...csv.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [header, row, ...rest] = csvRows(csv.body.slice(1));
    expect(header).toEqual([...ORDERS_EXPORT_COLUMNS]);
    expect(rest).toEqual([]);
    const cell = Object.fromEntries(ORDERS_EXPORT_COLUMNS.map((name, at) => [name, row?.[at]]));
    expect(cell).toEqual({
      order_number: order.orderNumber,
      // The test clock stands at 12:00 UTC on 1 June: 08:00 in New York, on summer time.
      placed_at: '2026-06-01T08:00:00-04:00',
      order_type: 'solo',
      status: 'fulfilled',
      buyer_name: SHIP_TO.fullName,
      buyer_email: order.email,
      buyer_phone: SHIP_TO.phone,
      ship_to_name: 'Zoë Brontë 🎨',
      address_line_1: '7 Rue de l’Église',
      // A cell a spreadsheet would run as a formula is disarmed.
      address_line_2: `'=HYPERLINK("http://evil.example")`,
      city: 'Montréal',
      state: 'QC',
      postal_code: 'H2X 1Y4',
      country: 'CA',
      product: expect.stringMatching(/^Product \d+$/),
      deal_title: 'Desk Lamp, Buy 2 Get 1 Free',
      variations: '2 × Size: S, Finish: Brass; 1 × Size: L, Finish: Matte',
      quantity: '3',
      unit_price: '12.50',
      total: '37.50',
      paid: '37.50',
      refunded: '0.00',
      carrier: 'Postes Canada',
      tracking_number: 'RR123456789CA',
      shipped_at: '2026-06-01T08:00:00-04:00',
    });
  });

  it('an operator who names no time zone gets UTC times with their offset', async () => {
    const order = await shippedLampOrder();
    const csv = await exportCsv(`q=${order.orderNumber}`);
    const [, row] = csvRows(csv.body.slice(1));
    expect(row?.[ORDERS_EXPORT_COLUMNS.indexOf('placed_at')]).toBe('2026-06-01T12:00:00+00:00');
  });

  it('an operator whose export names an unknown time zone is told which field is wrong', async () => {
    const csv = await exportCsv('tz=Mars/Olympus_Mons');
    expect(csv.status).toBe(400);
    expect(JSON.parse(csv.body).message).toContain('tz');
  });
});
