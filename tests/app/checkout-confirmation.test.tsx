import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderConfirmationScreen } from '../../src/features/checkout/components/order-confirmation-screen';
import { checkoutTexts } from '../../src/features/checkout/texts';
import { confirmationRecord as record, keepConfirmationOfItem } from './checkout-fixtures';
import { idb } from './checkout-idb';
import { progressShown, renderApp, renderWithRouter, stubApi } from './render';

vi.mock('idb-keyval', () => import('./checkout-idb'));

beforeEach(() => idb.reset());

describe('the order confirmation page', () => {
  it('shows the order, a reserved item in blue, the group progress and the delivery estimate', async () => {
    idb.memory.set('orderConfirmationData', record());
    await renderWithRouter(<OrderConfirmationScreen />);
    expect(await screen.findByText('BT-000077')).toBeTruthy();
    expect(screen.getByText(checkoutTexts.groupDeal)).toBeTruthy();
    const status = screen.getByText(checkoutTexts.itemStatus.reserved ?? '');
    expect(status.getAttribute('data-status')).toBe('reserved');
    expect(screen.getByText(checkoutTexts.unitsReserved(3, 4))).toBeTruthy();
    expect(progressShown(checkoutTexts.groupProgress)).toBe('75');
    expect(screen.getByText('Ships when the group fills')).toBeTruthy();
  });

  it("labels a paid item 'Paid - Awaiting Fulfillment'", async () => {
    keepConfirmationOfItem({ type: 'solo', status: 'paid' }, { orderType: 'solo' });
    await renderWithRouter(<OrderConfirmationScreen />);
    expect(await screen.findByText('Paid - Awaiting Fulfillment')).toBeTruthy();
  });

  it("says 'Failed to copy URL' when the clipboard refuses", async () => {
    idb.memory.set('orderConfirmationData', record());
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
      configurable: true,
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderWithRouter(<OrderConfirmationScreen />);
    fireEvent.click(await screen.findByRole('button', { name: checkoutTexts.copy }));
    expect(await screen.findByText(checkoutTexts.copyFailed)).toBeTruthy();
  });

  it('sends the group link from the share sheet, where the phone has one', async () => {
    idb.memory.set('orderConfirmationData', record());
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      await renderWithRouter(<OrderConfirmationScreen />);
      fireEvent.click(await screen.findByRole('button', { name: checkoutTexts.shareSheet }));
      const link = screen.getByRole<HTMLInputElement>('textbox', { name: checkoutTexts.shareLink });
      await waitFor(() => expect(share).toHaveBeenCalledWith({ url: link.value }));
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('shows Order not found and goes home after 3 s when nothing is stored', async () => {
    stubApi({});
    const { router } = renderApp('/order-confirmation');
    expect(await screen.findByText(checkoutTexts.noConfirmation)).toBeTruthy();
    expect(screen.getByRole('heading', { name: checkoutTexts.orderNotFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: checkoutTexts.backToHome })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(router.state.location.pathname).toBe('/order-confirmation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4_000 });
  }, 15_000);
});
