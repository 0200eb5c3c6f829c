import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderConfirmationScreen } from '../../src/features/checkout/components/order-confirmation-screen';
import { DealDetail } from '../../src/features/deals/components/deal-detail';
import { HeroCarousel } from '../../src/features/deals/components/hero-carousel';
import { dealTexts } from '../../src/features/deals/texts';
import { keepConfirmationOfItem } from './checkout-fixtures';
import { idb } from './checkout-idb';
import { makeDealClosingIn, orderFixture, signIn } from './fixtures';
import { renderApp, renderWithRouter, stubApi } from './render';

vi.mock('idb-keyval', () => import('./checkout-idb'));

beforeEach(() => {
  idb.reset();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

describe('live urgency in the hero', () => {
  it('a slide with 2 minutes left reads 02:00 and ticks, not "1 hour left"', async () => {
    await renderWithRouter(
      <HeroCarousel status="success" deals={[makeDealClosingIn(120, { title: 'Closing soon' })]} />,
    );
    expect(screen.getByText('02:00 left')).toBeTruthy();
    expect(screen.queryByText('1 hour left')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('01:59 left')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(screen.getByText('Expired')).toBeTruthy();
  });
});

describe('live urgency on the deal page', () => {
  it('a deal with 90 s left reads 01:30 left, ticks each second and expires on the page', async () => {
    const deal = makeDealClosingIn(90, { title: 'Last call' });
    await renderWithRouter(<DealDetail deal={deal} shareUrl="http://localhost/deal/x" />);
    expect(screen.getByText('01:30 left')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('01:29 left')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(89_000));
    expect(screen.getAllByText(dealTexts.expired).length).toBeGreaterThan(0);
  });
});

describe('a hero slide that runs out on screen', () => {
  it('turns Join This Deal into a disabled Deal Expired, as an expired card reads', async () => {
    await renderWithRouter(
      <HeroCarousel status="success" deals={[makeDealClosingIn(5, { title: 'Last call' })]} />,
    );
    expect(screen.getByRole('link', { name: `${dealTexts.joinThisDeal}: Last call` })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText(dealTexts.expired)).toBeTruthy();
    expect(screen.queryByRole('link', { name: new RegExp(dealTexts.joinThisDeal) })).toBeNull();
    const expired = screen.getByRole('button', { name: dealTexts.dealExpired });
    expect((expired as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('live urgency on the order confirmation', () => {
  it('"Group closes in" counts down each second in the last hour', async () => {
    keepConfirmationOfItem({
      groupFilled: false,
      members: [{ initials: 'GH', units: 1, you: true }],
      expiryLeftHours: 10 / 60,
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
    });
    await renderWithRouter(<OrderConfirmationScreen />);
    expect(await screen.findByText('Group closes in 10:00')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('Group closes in 09:59')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByText('Group closes in 09:00')).toBeTruthy();
  });

  it('shows hours while more than an hour is left', async () => {
    keepConfirmationOfItem({
      groupFilled: false,
      members: [],
      expiryLeftHours: 5,
      expiresAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    });
    await renderWithRouter(<OrderConfirmationScreen />);
    expect(await screen.findByText('Group closes in 5 hours')).toBeTruthy();
  });
});

describe('live urgency in My Orders', () => {
  it('a pending group with 90 s left counts down each second and reads Expired at zero', async () => {
    const order = orderFixture(7, { time_left_seconds: 90 });
    stubApi({
      'GET /api/v1/categories/dropdown': { body: { status: 'success', data: [] } },
      'GET /api/v1/orders': { body: { success: true, data: [order] } },
    });
    signIn();
    renderApp('/orders');
    const card = await screen.findByRole('article', { name: order.deal.product.name });
    expect(within(card).getByText('01:30 left')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(within(card).getByText('01:29 left')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(89_000));
    expect(within(card).getByText('Expired')).toBeTruthy();
    expect(within(card).queryByText(/ left$/)).toBeNull();
  });
});
