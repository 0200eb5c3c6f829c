import { describe, expect, it } from 'vitest';
import type { StoredVariation } from '../../server/db/schema.ts';
import { CARDS, shopperWithCard } from '../fixtures/groups.ts';
import { pdfText } from '../fixtures/pdf-text.ts';
import { bearer } from '../fixtures/sign-in.ts';
import { useConsole } from '../fixtures/use-console.ts';
import { guestBuysWithChoices } from '../fixtures/warehouse-orders.ts';

const c = useConsole();

const mugVariations: StoredVariation[] = [
  { id: 'mug-s-red', image: null, image_url: null, upc_code: null, Size: 'S', Glaze: 'Rouge' },
  { id: 'mug-l-blue', image: null, image_url: null, upc_code: null, Size: 'L', Glaze: 'Bleu' },
];

async function packingSlip(orderId: number | string, headers: Record<string, string>) {
  const response = await c.t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/orders/${orderId}/packing-slip.pdf`,
    headers,
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

describe("an order's packing slip", () => {
  it('an operator prints a packing slip that names the ship-to address, the order, each kind of unit with its options and count, and no price', async () => {
    const deal = await c.build.deal(c.subcategoryId, {
      title: 'Café Mug, Buy 2 Get 1 Free',
      groupSize: 3,
      priceCents: 1_875,
      reserved: null,
      variations: mugVariations,
    });
    const red = { Size: 'S', Glaze: 'Rouge' };
    const order = await guestBuysWithChoices(c, deal, [red, { Size: 'L', Glaze: 'Bleu' }, red]);

    const slip = await packingSlip(order.orderId, await c.operatorHeaders());
    expect(slip.status).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    expect(slip.headers['content-disposition']).toBe(
      `inline; filename="packing-slip-${order.orderNumber}.pdf"`,
    );
    const text = pdfText(slip.bytes);
    for (const words of [
      'Packing slip',
      order.orderNumber,
      'Ship to',
      // The emoji of the name has no glyph in the slip's font and is left out, not boxed.
      'Zoë Brontë',
      '7 Rue de l’Église',
      'Bâtiment B, 2e étage',
      'Montréal QC H2X 1Y4',
      'CA',
      'Size: S, Glaze: Rouge',
      'Size: L, Glaze: Bleu',
      'Café Mug, Buy 2 Get 1 Free',
      '3 units in this parcel',
    ])
      expect(text).toContain(words);
    expect(text).toMatch(/^2\nProduct \d+\nSize: S, Glaze: Rouge$/m);
    expect(text).toMatch(/^1\nProduct \d+\nSize: L, Glaze: Bleu$/m);
    expect(text).not.toContain('$');
    expect(text).not.toContain('18.75');
  });

  it('a shopper asking for a packing slip is refused (403), and an unknown order is not found (404)', async () => {
    const shopper = await shopperWithCard(c.t, CARDS.succeeds, 'curious');
    const order = await c.filledGroupOrder();
    expect((await packingSlip(order.id, bearer(shopper.token))).status).toBe(403);
    expect((await packingSlip(order.id, {})).status).toBe(401);
    const unknown = await packingSlip(999_999, await c.operatorHeaders());
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.bytes.toString()).message).toBe('Order not found');
    expect((await packingSlip('abc', await c.operatorHeaders())).status).toBe(400);
  });
});
