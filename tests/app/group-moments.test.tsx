import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderConfirmationScreen } from '../../src/features/checkout/components/order-confirmation-screen';
import { confirmationTexts } from '../../src/features/checkout/confirmation-texts';
import { checkoutTexts } from '../../src/features/checkout/texts';
import { DealCard } from '../../src/features/deals/components/deal-card';
import { dealTexts } from '../../src/features/deals/texts';
import type { CheckoutResult } from '../../contract/checkout';
import { confirmationRecordOf } from '../../src/features/checkout/checkout-model';
import { keepConfirmationOfItem } from './checkout-fixtures';
import { idb, update } from './checkout-idb';
import { makeDeal, makeDealClosingIn } from './fixtures';
import { renderWithRouter } from './render';

vi.mock('idb-keyval', () => import('./checkout-idb'));

beforeEach(() => idb.reset());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the confirmation of the shopper who fills a group', () => {
  it('says the group is complete and the charge under way, with who joined and the saving', async () => {
    keepConfirmationOfItem({
      unitsReserved: 4,
      progressPercentage: 100,
      groupFilled: true,
      regularPricePerUnit: 25,
      members: [
        { initials: 'AL', units: 3, you: false },
        { initials: 'GH', units: 1, you: true },
      ],
    });
    await renderWithRouter(<OrderConfirmationScreen />);
    expect(await screen.findByText(confirmationTexts.filledLead)).toBeTruthy();
    const party = screen.getByRole('region', { name: confirmationTexts.celebrationTitle });
    const members = within(party).getByRole('list', { name: confirmationTexts.whoJoined });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['AL: 3 units', 'You: 1 unit']);
    expect(within(party).getByText(confirmationTexts.togetherWith(1))).toBeTruthy();
    expect(within(party).getByText(confirmationTexts.youSaved('$12.50'))).toBeTruthy();
    expect(screen.getByText(confirmationTexts.chargingNow)).toBeTruthy();
    expect(screen.queryByText('Units Pending')).toBeNull();
    expect(screen.queryByText(checkoutTexts.confirmedGroup)).toBeNull();
    expect(screen.queryByText(checkoutTexts.shareTitle)).toBeNull();
  });

  it('a shopper whose group is still filling is asked to invite others, and sees who is in so far', async () => {
    keepConfirmationOfItem({
      groupFilled: false,
      members: [{ initials: 'GH', units: 1, you: true }],
    });
    await renderWithRouter(<OrderConfirmationScreen />);
    expect(await screen.findByText(checkoutTexts.confirmedGroup)).toBeTruthy();
    expect(screen.getByText('Units Pending')).toBeTruthy();
    expect(screen.getByText(checkoutTexts.shareTitle)).toBeTruthy();
    expect(screen.getByRole('list', { name: confirmationTexts.joinedSoFar })).toBeTruthy();
    expect(screen.queryByRole('region', { name: confirmationTexts.celebrationTitle })).toBeNull();
  });

  it('a solo buyer is not asked to invite anyone and gets no share link', async () => {
    keepConfirmationOfItem(
      { type: 'solo', status: 'paid', groupFilled: false, members: [] },
      { orderType: 'solo', status: 'paid_awaiting_shipment', amountCharged: 12.5 },
    );
    await renderWithRouter(<OrderConfirmationScreen />);
    expect(await screen.findByText(checkoutTexts.confirmedSolo)).toBeTruthy();
    expect(screen.queryByText(checkoutTexts.shareTitle)).toBeNull();
    expect(screen.queryByRole('textbox', { name: checkoutTexts.shareLink })).toBeNull();
  });
});

/** A filled group's confirmation, as the shopper who filled it is shown it. */
function keepFilledGroup(): void {
  keepConfirmationOfItem({ unitsReserved: 4, progressPercentage: 100, groupFilled: true });
}

const burstOn = (container: HTMLElement) => container.querySelector('[data-celebration-burst]');

/** Until the device has answered whether this order was celebrated before. */
async function celebrationDecided(times: number) {
  await waitFor(() => expect(update).toHaveBeenCalledTimes(times));
  await act(async () => {});
}

describe('the moment a group completes', () => {
  it('a shopper sees the group-complete burst the first time, not each time they come back', async () => {
    keepFilledGroup();
    const first = await renderWithRouter(<OrderConfirmationScreen />);
    await screen.findByRole('region', { name: confirmationTexts.celebrationTitle });
    await waitFor(() => expect(burstOn(first.container)).not.toBeNull());
    cleanup();

    const again = await renderWithRouter(<OrderConfirmationScreen />);
    await screen.findByRole('region', { name: confirmationTexts.celebrationTitle });
    await celebrationDecided(2);
    expect(burstOn(again.container)).toBeNull();
  });

  it('a shopper who asked for reduced motion is told the group is complete without the burst', async () => {
    // A media list that never changes: MUI's listeners have nothing to hear.
    const ignored = () => {};
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      matches: query === '(prefers-reduced-motion: reduce)',
      addListener: ignored,
      removeListener: ignored,
      addEventListener: ignored,
      removeEventListener: ignored,
    }));
    keepFilledGroup();
    const { container } = await renderWithRouter(<OrderConfirmationScreen />);
    await screen.findByRole('region', { name: confirmationTexts.celebrationTitle });
    await celebrationDecided(1);
    expect(burstOn(container)).toBeNull();
  });
});

/** The confirmation a group checkout keeps when the deal showed 3 of 4 and the answer is `reply`. */
function keepGroupCheckout(reply: Partial<CheckoutResult['items'][number]>): void {
  const seen = makeDeal({
    id: 21,
    total_units_needed: 4,
    reservation_count: 3,
    remaining_units: 1,
  });
  const cart = { dealId: 21, type: 'group' as const, quantity: 1, variants: {}, dealData: seen };
  const result: CheckoutResult = {
    orderId: 88,
    orderNumber: 'BT-000088',
    orderType: 'group',
    status: 'pending_charge',
    totalAmount: 12.5,
    amountCharged: 0,
    items: [
      {
        dealId: 21,
        unitsReserved: 1,
        totalUnitsNeeded: 4,
        progressPercentage: 25,
        expiresAt: null,
        expiryLeftHours: 216,
        groupFilled: false,
        members: [{ initials: 'GH', units: 1, you: true }],
        ...reply,
      },
    ],
    estimatedDelivery: 'Ships when the group fills',
    trackingInfo: null,
  };
  idb.memory.set('orderConfirmationData', confirmationRecordOf(cart, result, 'http://localhost'));
}

describe('the shopper who paid second for the last unit of a group', () => {
  it('is told in words that the group they saw filled and their reservation started a new one', async () => {
    keepGroupCheckout({});
    await renderWithRouter(<OrderConfirmationScreen />);
    const notice = await screen.findByRole('status', { name: confirmationTexts.newGroupTitle });
    expect(
      within(notice).getByText(confirmationTexts.newGroup({ reserved: 3, total: 4 }, 1, 4)),
    ).toBeTruthy();
  });

  it('a shopper who joined the group they saw is told nothing of a new group', async () => {
    keepGroupCheckout({
      unitsReserved: 3,
      progressPercentage: 75,
      members: [
        { initials: 'AL', units: 2, you: false },
        { initials: 'GH', units: 1, you: true },
      ],
    });
    await renderWithRouter(<OrderConfirmationScreen />);
    expect(await screen.findByText(checkoutTexts.confirmedGroup)).toBeTruthy();
    expect(screen.queryByText(confirmationTexts.newGroupTitle)).toBeNull();
  });
});

describe('live urgency on a deal card', () => {
  it('a shopper with 2 minutes left sees 02:00 tick to 01:59, then the card expire on screen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const deal = makeDealClosingIn(120);
    await renderWithRouter(<DealCard deal={deal} />);
    expect(screen.getByText('02:00 left')).toBeTruthy();
    expect(screen.getByText(dealTexts.urgent)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('01:59 left')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(119_000));
    const expired = screen.getByRole('button', { name: dealTexts.dealExpired });
    expect((expired as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: new RegExp(dealTexts.joinDeal) })).toBeNull();
    expect(screen.queryByText(dealTexts.urgent)).toBeNull();
  });
});
