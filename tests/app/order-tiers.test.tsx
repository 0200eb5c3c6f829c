import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders';
import { refreshedConfirmation } from '../../src/features/checkout/checkout-model';
import { savingCents } from '../../src/features/checkout/confirmation-group';
import { OrderCard } from '../../src/features/orders/components/order-card';
import { confirmationRecord } from './checkout-fixtures';
import { orderFixture } from './fixtures';
import { renderWithRouter } from './render';

const tiers = [
  { units: 2, price: '20.00' },
  { units: 4, price: '16.00' },
  { units: 6, price: '14.00' },
];
/** A member's order of 2 units in a tiered group, held at $20 a unit. */
const tieredOrder = (overrides: Partial<Order>): Order => {
  const base = orderFixture(41);
  return {
    ...base,
    quantity: 2,
    unit_price: 20,
    total_amount: 40,
    ...overrides,
    deal: {
      ...base.deal,
      id: 21,
      group_deal_price: '20.00',
      total_units_needed: 6,
      price_tiers: tiers,
    },
  };
};
const renderCard = (order: Order) =>
  renderWithRouter(
    <OrderCard order={order} fetchedAt={Date.now()} asOf={null} online onCancel={() => {}} />,
  );

describe('a tiered order in My Orders and on its confirmation', () => {
  it('a member whose group holds 4 units sees where it stands and what 2 more would bring', async () => {
    await renderCard(tieredOrder({ batch: { id: 9, status: 'open', total_reservations: 4 } }));
    expect(
      await screen.findByText(
        'Your group has reached 4 units: $16.00 each if it closed now. 2 more and everyone pays $14.00.',
      ),
    ).toBeTruthy();
  });

  it('a member charged at the second tier sees what they were finally charged and what they saved on their hold', async () => {
    await renderCard(
      tieredOrder({
        status: 'charged_awaiting_fulfillment',
        unit_price: 16,
        total_amount: 32,
        batch: { id: 9, status: 'filled', total_reservations: 4 },
      }),
    );
    expect(
      await screen.findByText(
        'Finally charged $32.00 ($16.00 each): you saved $8.00 on what was held.',
      ),
    ).toBeTruthy();
  });

  it('the confirmation of a member whose tiered group closed shows the price finally charged, and the saving from it', () => {
    const saved = confirmationRecord({ totalAmount: 40 });
    const item = saved.items[0];
    if (!item) throw new Error('the record has an item');
    const record = {
      ...saved,
      items: [{ ...item, quantity: 2, pricePerUnit: 20, totalAmount: 40, regularPricePerUnit: 25 }],
    };
    const closed = refreshedConfirmation(
      record,
      tieredOrder({
        status: 'charged_awaiting_fulfillment',
        unit_price: 16,
        total_amount: 32,
        batch: { id: 9, status: 'filled', total_reservations: 4 },
      }),
    );
    expect([closed.amountCharged, closed.totalAmount]).toEqual([32, 32]);
    expect(closed.items[0]).toMatchObject({ pricePerUnit: 16, totalAmount: 32 });
    expect(savingCents(closed.items[0] ?? item)).toBe(1_800);
  });
});
