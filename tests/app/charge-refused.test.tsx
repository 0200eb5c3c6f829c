import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderConfirmationScreen } from '../../src/features/checkout/components/order-confirmation-screen';
import { confirmationTexts } from '../../src/features/checkout/confirmation-texts';
import { checkoutTexts } from '../../src/features/checkout/texts';
import { formatDeadline } from '../../src/lib/format';
import { keepConfirmationOfItem } from './checkout-fixtures';
import { idb } from './checkout-idb';
import { orderFixture, signIn } from './fixtures';
import { renderWithRouter, stubApi } from './render';

vi.mock('idb-keyval', () => import('./checkout-idb'));

const DUE = '2025-03-05T10:00:00.000Z';

/** The shopper's order 77 as the server has it once the group filled and the capture failed. */
function chargeRefused(status: 'payment_action_required' | 'payment_failed') {
  const order = orderFixture(77, {
    status,
    payment_due_at: status === 'payment_action_required' ? DUE : null,
    progress_percentage: 100,
    time_left_seconds: 0,
    batch: { id: 9, status: 'filled', total_reservations: 4 },
  });
  stubApi({
    'GET /api/v1/orders/77': {
      body: { success: true, data: { ...order, deal: { ...order.deal, id: 21 } } },
    },
  });
}

beforeEach(() => {
  idb.reset();
  // The shopper filled the group: the checkout kept its celebration, with the saving.
  keepConfirmationOfItem({
    unitsReserved: 4,
    progressPercentage: 100,
    groupFilled: true,
    regularPricePerUnit: 25,
  });
});

describe('the confirmation of a group whose charge the card refused', () => {
  it('says the card could not be charged, by when to give a new one, and offers Update card', async () => {
    signIn();
    chargeRefused('payment_action_required');
    await renderWithRouter(<OrderConfirmationScreen />);

    expect(
      await screen.findByRole('heading', { level: 1, name: confirmationTexts.unpaidTitle }),
    ).toBeTruthy();
    expect(screen.getByText(confirmationTexts.unpaidLead(formatDeadline(DUE)))).toBeTruthy();
    expect(
      screen.getByRole('link', { name: confirmationTexts.updateCard }).getAttribute('href'),
    ).toBe('/fix-payment/77');
    expect(screen.queryByText(checkoutTexts.confirmedTitle)).toBeNull();
    expect(screen.queryByText(confirmationTexts.filledLead)).toBeNull();
    expect(screen.queryByText(confirmationTexts.youSaved('$12.50'))).toBeNull();
    expect(screen.queryByRole('region', { name: confirmationTexts.celebrationTitle })).toBeNull();
  });

  it('says the order was not completed once the time for a new card has ended, with no Update card', async () => {
    signIn();
    chargeRefused('payment_failed');
    await renderWithRouter(<OrderConfirmationScreen />);

    expect(
      await screen.findByRole('heading', { level: 1, name: confirmationTexts.failedTitle }),
    ).toBeTruthy();
    expect(screen.getByText(confirmationTexts.failedLead)).toBeTruthy();
    expect(screen.queryByRole('link', { name: confirmationTexts.updateCard })).toBeNull();
    expect(screen.queryByText(checkoutTexts.confirmedTitle)).toBeNull();
  });
});
