import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import type { CheckoutResult } from '../../contract/checkout';
import type { Deal } from '../../contract/catalog';
import type { ConfigResponse } from '../../contract/system';
import { browserCatalog } from '../../src/app/browser-catalog';
import { CheckoutScreen } from '../../src/features/checkout/components/checkout-screen';
import { loadCheckout } from '../../src/features/checkout/load-checkout';
import { checkoutTexts } from '../../src/features/checkout/texts';
import type { ConfirmationRecord } from '../../src/features/checkout/types';
import { idb } from './checkout-idb';
import { makeDeal } from './fixtures';
import { renderWithRouter, stubApi } from './render';

/** No delay between keys; dialogs are clickable while MUI's transition runs. */
export const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

/** The deal every checkout test buys: a group of 2 at $12.50 a unit. */
export const deal: Deal = makeDeal({
  id: 21,
  group_deal_price: '12.50',
  total_units_needed: 2,
  remaining_units: 2,
  reservation_count: 0,
  product: { name: 'Northway Tee' },
});

export const soloCart = {
  dealId: 21,
  type: 'solo',
  quantity: 2,
  variants: { unit_1: { size: 'S' }, unit_2: { size: 'M' } },
  dealData: deal,
};

export const soloResult: CheckoutResult = {
  orderId: 501,
  orderNumber: 'BT-000501',
  orderType: 'solo',
  status: 'paid_awaiting_shipment',
  totalAmount: 25,
  amountCharged: 25,
  items: [
    {
      dealId: 21,
      unitsReserved: 2,
      totalUnitsNeeded: 2,
      progressPercentage: 100,
      expiresAt: null,
      expiryLeftHours: 0,
    },
  ],
  estimatedDelivery: '2026-12-01',
  trackingInfo: null,
};

/** GET /config's answer with the given provider in force. */
export function paymentConfig(
  provider: 'test' | 'stripe',
  stripePublishableKey: string | null = null,
): { body: ConfigResponse } {
  return {
    body: {
      success: true,
      data: {
        storeName: 'BOGO Together',
        paymentProvider: provider,
        stripePublishableKey,
        vapidPublicKey: null,
      },
    },
  };
}

/** A test card the test provider accepts. */
const testCardMethod = {
  success: true,
  data: { id: 'pm_1', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } },
};

/** The API of a solo checkout with the test provider that goes through; `overrides` change a step. */
export function stubCheckoutApi(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/v1/ecommerce/deals/21': { body: { status: 'success', data: deal } },
    'GET /api/v1/config': paymentConfig('test'),
    'POST /api/v1/payments/test/payment-methods': { body: testCardMethod },
    'POST /api/v1/payments/create-intent': {
      body: {
        success: true,
        data: { paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret', status: 'requires_capture' },
      },
    },
    'POST /api/v1/checkout/process': {
      body: { success: true, message: 'Order placed', data: soloResult },
    },
    ...overrides,
  });
}

/**
 * The checkout screen alone, given what its route's loader reads: the stored cart and its deal
 * through the browser's catalogue (the stubbed API).
 */
export async function renderCheckout() {
  const load = await loadCheckout({
    signal: new AbortController().signal,
    preload: false,
    catalog: browserCatalog,
  });
  return renderWithRouter(createElement(CheckoutScreen, { load }));
}

export const button = (name: string | RegExp) =>
  screen.getByRole('button', { name }) as HTMLButtonElement;

/** The buyer step's required fields, as a shopper types them. */
export async function fillBuyer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(checkoutTexts.fullName), 'Grace Hopper');
  await user.type(screen.getByLabelText(checkoutTexts.email), 'grace@example.com');
  await user.type(screen.getByLabelText(checkoutTexts.addressLine1), '1 Navy Way');
  await user.type(screen.getByLabelText(checkoutTexts.city), 'Arlington');
  await user.type(screen.getByLabelText(checkoutTexts.state), 'VA');
  await user.type(screen.getByLabelText(checkoutTexts.zipCode), '22202');
}

/** What the checkout keeps for the confirmation page: one unit of a group of 4, 3 reserved. */
export const confirmationRecord = (
  overrides: Partial<ConfirmationRecord> = {},
): ConfirmationRecord => ({
  orderId: '77',
  orderNumber: 'BT-000077',
  orderType: 'group',
  status: 'pending_charge',
  totalAmount: 12.5,
  amountCharged: 0,
  estimatedDelivery: 'Ships when the group fills',
  trackingInfo: null,
  items: [
    {
      id: '77-21',
      productName: 'Northway Tee',
      quantity: 1,
      pricePerUnit: 12.5,
      totalAmount: 12.5,
      status: 'reserved',
      type: 'group',
      variants: { unit_1: { size: 'M' } },
      unitsReserved: 3,
      totalUnitsNeeded: 4,
      progressPercentage: 75,
      expiresAt: null,
      expiryLeftHours: 30,
      shareUrl: 'http://localhost/deal/abc',
      dealId: 21,
    },
  ],
  ...overrides,
});

type ConfirmationItem = ConfirmationRecord['items'][number];

/**
 * Leaves the confirmation page the record above with its one item changed (a filled group, a solo
 * buy, ...), as the checkout keeps it.
 */
export function keepConfirmationOfItem(
  changes: Partial<ConfirmationItem>,
  recordChanges: Partial<Omit<ConfirmationRecord, 'items'>> = {},
): void {
  const base = confirmationRecord(recordChanges);
  const [item] = base.items;
  if (!item) throw new Error('the confirmation record has an item');
  idb.memory.set('orderConfirmationData', { ...base, items: [{ ...item, ...changes }] });
}
