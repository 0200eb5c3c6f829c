import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inviteTexts } from '../../src/components/invite-texts';
import { DealScreen } from '../../src/features/deals/components/deal-screen';
import { dealTexts } from '../../src/features/deals/texts';
import { setupUser } from './checkout-fixtures';
import { makeDeal, signIn } from './fixtures';
import { renderWithRouter, stubApi } from './render';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const deal = makeDeal({
  id: 7,
  total_units_needed: 4,
  reservation_count: 3,
  remaining_units: 1,
  product: { name: 'Northway Tee' },
});

/** GET /deals/7/status as the server answers a shopper holding `units` in the open group. */
const standing = (units: number) => ({
  body: {
    success: true,
    data: {
      deal_id: 7,
      deal_status: 'active',
      total_units_needed: 4,
      reservation_count: 3,
      remaining_units: 1,
      progress_percentage: 75,
      expiry_left_hours: 48,
      has_saved_card: true,
      my_reserved_units: units,
      my_orders: [],
    },
  },
});

const myPlace = (units: number) =>
  screen.findByRole('region', { name: dealTexts.youHaveUnits(units) });

describe('a member on the deal page', () => {
  it('a shopper in the group sees they have 1 unit in it, with Invite and Leave group', async () => {
    signIn();
    stubApi({ 'GET /api/v1/deals/7/status': standing(1) });
    await renderWithRouter(<DealScreen deal={deal} />);
    const place = await myPlace(1);
    expect(
      within(place).getByRole('button', { name: inviteTexts.label('Northway Tee') }),
    ).toBeTruthy();
    expect(within(place).getByRole('button', { name: dealTexts.leaveGroup })).toBeTruthy();
  });

  it('Invite copies the deal link for friends and says so', async () => {
    signIn();
    stubApi({ 'GET /api/v1/deals/7/status': standing(2) });
    const user = setupUser();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderWithRouter(<DealScreen deal={deal} />);
    const place = await myPlace(2);
    await user.click(
      within(place).getByRole('button', { name: inviteTexts.label('Northway Tee') }),
    );
    expect(await screen.findByText(inviteTexts.copied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/deal/${deal.encoded_id}`);
  });

  it('Leave group asks first, leaves with one key per tap, and the place is gone', async () => {
    signIn();
    let units = 1;
    const api = stubApi({
      'GET /api/v1/deals/7/status': () => standing(units),
      'DELETE /api/v1/deals/7/leave': () => {
        units = 0;
        return { body: { success: true, message: 'Left', data: { cancelled_order_ids: [31] } } };
      },
    });
    const user = setupUser();
    await renderWithRouter(<DealScreen deal={deal} />);
    await user.click(within(await myPlace(1)).getByRole('button', { name: dealTexts.leaveGroup }));
    const dialog = await screen.findByRole('dialog', { name: dealTexts.leaveTitle });
    expect(within(dialog).getByText(dealTexts.leaveText(1, 'Northway Tee'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: dealTexts.leaveGroup }));
    expect(await screen.findByText(dealTexts.leftGroup)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: dealTexts.youHaveUnits(1) })).toBeNull(),
    );
    const leave = api.calls.find((call) => call.method === 'DELETE');
    expect(leave?.request.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('a shopper who stays in the group keeps their place', async () => {
    signIn();
    const api = stubApi({ 'GET /api/v1/deals/7/status': standing(1) });
    const user = setupUser();
    await renderWithRouter(<DealScreen deal={deal} />);
    await user.click(within(await myPlace(1)).getByRole('button', { name: dealTexts.leaveGroup }));
    const dialog = await screen.findByRole('dialog', { name: dealTexts.leaveTitle });
    await user.click(within(dialog).getByRole('button', { name: dealTexts.stayInGroup }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await myPlace(1)).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('a guest is shown no place in the group and the store is not asked for one', async () => {
    const api = stubApi({ 'GET /api/v1/deals/7/status': standing(1) });
    await renderWithRouter(<DealScreen deal={deal} />);
    expect(await screen.findByRole('button', { name: dealTexts.joinWithOthers })).toBeTruthy();
    expect(screen.queryByText(dealTexts.youHaveUnits(1))).toBeNull();
    expect(api.calls.some((call) => call.url.pathname.endsWith('/status'))).toBe(false);
  });
});
