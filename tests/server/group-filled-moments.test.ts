import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../../contract/checkout.ts';
import type { JoinResponse } from '../../contract/groups.ts';
import type { OrderResponse } from '../../contract/orders.ts';
import { users } from '../../server/db/schema.ts';
import { openEventStream } from '../fixtures/event-stream.ts';
import { CARDS, call, shopperWithCard } from '../fixtures/groups.ts';
import type { Shopper } from '../fixtures/groups.ts';
import { pay } from '../fixtures/stripe-checkout.ts';
import { useListeningStore } from '../fixtures/use-store.ts';

const store = useListeningStore('Home', 'Kitchen');

/** A shopper who gave a name at sign-up, so the others see their initials. */
async function namedShopper(firstName: string, lastName: string): Promise<Shopper> {
  const shopper = await shopperWithCard(store.t, CARDS.succeeds, firstName.toLowerCase());
  await store.t.db.update(users).set({ firstName, lastName }).where(eq(users.id, shopper.userId));
  return shopper;
}

const joinOne = async (shopper: Shopper, dealId: number) => {
  const joined = await call(store.t, 'POST', `/deals/${dealId}/join`, shopper.token, {
    quantity: 1,
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  return (joined.body as JoinResponse).data;
};

const checkout = async (
  shopper: Shopper,
  deal: Awaited<ReturnType<typeof store.newDeal>>,
  type: 'group' | 'solo',
) => {
  const paid = await pay(store.t, {
    deal,
    type,
    quantity: type === 'solo' ? deal.totalUnitsNeeded : 1,
    email: shopper.email,
    card: shopper.card.id,
    token: shopper.token,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return (paid.body as CheckoutResponse).data;
};

describe('the moment a group fills', () => {
  it('a shopper whose checkout fills the group is told it filled and who is in it, by initials only', async () => {
    const deal = await store.newDeal({ groupSize: 2 });
    const ada = await namedShopper('Ada', 'Lovelace');
    const grace = await namedShopper('Grace', 'Hopper');
    await joinOne(ada, deal.id);

    const result = await checkout(grace, deal, 'group');
    const [item] = result.items;
    expect(item).toMatchObject({ unitsReserved: 2, progressPercentage: 100, groupFilled: true });
    expect(item?.members).toEqual([
      { initials: 'AL', units: 1, you: false },
      { initials: 'GH', units: 1, you: true },
    ]);
    // Another shopper's e-mail or name never reaches the filler.
    const answer = JSON.stringify(result);
    expect(answer).not.toContain(ada.email);
    expect(answer).not.toContain('Lovelace');
  });

  it('a member who joined earlier reads the filled group on their order, marked as themselves', async () => {
    const deal = await store.newDeal({ groupSize: 2 });
    const ada = await namedShopper('Ada', 'Lovelace');
    const linus = await shopperWithCard(store.t, CARDS.succeeds, 'linus');
    const first = await joinOne(ada, deal.id);
    expect(first.group_members).toEqual([{ initials: 'AL', units: 1, you: true }]);
    await joinOne(linus, deal.id);

    const order = await call(store.t, 'GET', `/orders/${first.id}`, ada.token);
    expect(order.status).toBe(200);
    const { data } = order.body as OrderResponse;
    expect(data.batch?.status).toBe('filled');
    // A shopper with no name shows the first letter of their e-mail, and nothing more of it.
    expect(data.group_members).toEqual([
      { initials: 'AL', units: 1, you: true },
      { initials: 'L', units: 1, you: false },
    ]);
    expect(JSON.stringify(data)).not.toContain(linus.email);
  });

  it('a shopper whose checkout leaves the group filling is told it is not filled yet', async () => {
    const deal = await store.newDeal({ groupSize: 3 });
    const ada = await namedShopper('Ada', 'Lovelace');
    const result = await checkout(ada, deal, 'group');
    expect(result.items[0]).toMatchObject({
      unitsReserved: 1,
      progressPercentage: 33,
      groupFilled: false,
      members: [{ initials: 'AL', units: 1, you: true }],
    });
  });

  it('a solo buyer has no group: no members and nothing filled', async () => {
    const deal = await store.newDeal({ groupSize: 2 });
    const ada = await namedShopper('Ada', 'Lovelace');
    const result = await checkout(ada, deal, 'solo');
    expect(result.items[0]).toMatchObject({ groupFilled: false, members: [] });
  });

  it('a shopper watching the deal is told the group filled and a new one opened', async () => {
    const deal = await store.newDeal({ groupSize: 2 });
    const ada = await namedShopper('Ada', 'Lovelace');
    const grace = await namedShopper('Grace', 'Hopper');
    const stream = await openEventStream(`${store.base}/api/v1/deals/${deal.id}/events`);
    try {
      expect(await stream.next()).toMatchObject({ reservation_count: 0, filled_groups: 0 });
      await joinOne(ada, deal.id);
      expect(await stream.next()).toMatchObject({ reservation_count: 1, filled_groups: 0 });
      await joinOne(grace, deal.id);
      // Back to none reserved, but in a new group: not the same as Ada leaving.
      expect(await stream.next()).toMatchObject({
        reservation_count: 0,
        remaining_units: 2,
        filled_groups: 1,
      });
    } finally {
      stream.close();
    }
  });
});
