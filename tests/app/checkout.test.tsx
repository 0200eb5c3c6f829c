import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutScreen } from '../../src/features/checkout/components/checkout-screen';
import { checkoutTexts } from '../../src/features/checkout/texts';
import { storeSignIn } from '../../src/lib/credentials';
import { storeVerified } from '../../src/lib/storage';
import { idb, set } from './checkout-idb';
import {
  button,
  deal,
  fillBuyer,
  paymentConfig,
  setupUser,
  soloCart,
  soloResult,
} from './checkout-fixtures';
import { makeUser } from './fixtures';
import { renderApp, renderWithRouter, stubApi } from './render';

vi.mock('idb-keyval', () => import('./checkout-idb'));

// Whole checkouts typed key by key in happy-dom take a while.
vi.setConfig({ testTimeout: 20_000 });

const method = {
  success: true,
  data: { id: 'pm_1', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } },
};

function stubCheckoutApi(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/v1/ecommerce/deals/21': { body: { status: 'success', data: deal } },
    'GET /api/v1/config': paymentConfig('test'),
    'POST /api/v1/payments/test/payment-methods': { body: method },
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

/** Cart -> buyer form -> payment step with a validated test card. */
async function reachPayment(user: ReturnType<typeof userEvent.setup>) {
  // The whole app loads its route first: slower than one screen on a busy machine.
  await user.click(
    await screen.findByRole('button', { name: checkoutTexts.continue }, { timeout: 5000 }),
  );
  await fillBuyer(user);
  await user.click(button(checkoutTexts.continue));
  await user.type(await screen.findByLabelText(checkoutTexts.cardNumber), '4242 4242 4242 4242');
  await user.type(screen.getByLabelText(checkoutTexts.expiry), '12/34');
  await user.type(screen.getByLabelText(checkoutTexts.cvc), '123');
  await user.click(button(checkoutTexts.validateCard));
  await screen.findByText(checkoutTexts.paymentValidated);
}

beforeEach(() => idb.reset());

describe('opening the checkout', () => {
  it.each([
    ['no cart is stored', undefined, checkoutTexts.noCheckoutData],
    ['the stored cart is not one', { dealId: 'x' }, checkoutTexts.invalidCheckoutData],
  ])('toasts and goes home after 1.5 s when %s', async (_, stored, text) => {
    if (stored) idb.memory.set('checkoutData', stored);
    stubApi({});
    const { router } = renderApp('/checkout');
    expect(await screen.findAllByText(text)).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 2500 });
  });

  it("says 'Deal not found' when the server no longer knows the deal", async () => {
    idb.memory.set('checkoutData', soloCart);
    stubApi({ 'GET /api/v1/ecommerce/deals/21': { status: 404, body: { success: false } } });
    await renderWithRouter(<CheckoutScreen />);
    expect(await screen.findAllByText(checkoutTexts.dealNotFound)).not.toHaveLength(0);
  });

  it('shows the price per unit, each unit with its options, free shipping and the total', async () => {
    idb.memory.set('checkoutData', soloCart);
    stubCheckoutApi();
    await renderWithRouter(<CheckoutScreen />);
    expect(await screen.findByText('Northway Tee')).toBeTruthy();
    expect(screen.getByText(checkoutTexts.pricePerUnit).nextSibling?.textContent).toBe('$12.50');
    expect(screen.getByText('Size: S')).toBeTruthy();
    expect(screen.getByText('Size: M')).toBeTruthy();
    expect(screen.getByText(checkoutTexts.free)).toBeTruthy();
    expect(screen.getByText(checkoutTexts.total).nextSibling?.textContent).toBe('$25.00');
  });

  it('tells a group joiner they are charged only when the group fills', async () => {
    idb.memory.set('checkoutData', { ...soloCart, type: 'group', quantity: 1 });
    stubCheckoutApi();
    await renderWithRouter(<CheckoutScreen />);
    expect(await screen.findByText(checkoutTexts.groupChargeNote)).toBeTruthy();
    expect(screen.getByText(checkoutTexts.total).nextSibling?.textContent).toBe('$12.50');
  });
});

describe('the buyer form', () => {
  it('shows each required-field text and the toast when fields are missing', async () => {
    const user = setupUser();
    idb.memory.set('checkoutData', soloCart);
    stubCheckoutApi();
    await renderWithRouter(<CheckoutScreen />);
    await user.click(await screen.findByRole('button', { name: checkoutTexts.continue }));
    await user.click(button(checkoutTexts.continue));
    for (const text of [
      checkoutTexts.fullNameRequired,
      checkoutTexts.emailRequired,
      checkoutTexts.addressRequired,
      checkoutTexts.cityRequired,
      checkoutTexts.stateRequired,
      checkoutTexts.zipRequired,
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(await screen.findByText(checkoutTexts.fillRequired)).toBeTruthy();
    // Phone and the second address line are optional; the country defaults to US.
    expect((screen.getByLabelText(checkoutTexts.country) as HTMLSelectElement).value).toBe('US');

    await user.type(screen.getByLabelText(checkoutTexts.fullName), 'G');
    expect(screen.queryByText(checkoutTexts.fullNameRequired)).toBeNull();
  });

  it('is prefilled for a signed-in shopper, with the e-mail locked', async () => {
    const user = setupUser();
    storeSignIn({
      tokens: { accessToken: 'a', refreshToken: 'r' },
      user: makeUser({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }),
      lastAddress: {
        address_line_1: '12 St James Sq',
        address_line_2: null,
        city: 'London',
        state: 'LDN',
        postal_code: 'SW1Y',
        country: 'GB',
      },
    });
    idb.memory.set('checkoutData', soloCart);
    stubCheckoutApi();
    await renderWithRouter(<CheckoutScreen />);
    await user.click(await screen.findByRole('button', { name: checkoutTexts.continue }));
    const email = screen.getByLabelText(checkoutTexts.email) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
    expect((screen.getByLabelText(checkoutTexts.fullName) as HTMLInputElement).value).toBe(
      'Ada Lovelace',
    );
    expect((screen.getByLabelText(checkoutTexts.city) as HTMLInputElement).value).toBe('London');
    expect((screen.getByLabelText(checkoutTexts.country) as HTMLSelectElement).value).toBe('GB');
  });

  it('finds the typed address again after a reload', async () => {
    const user = setupUser();
    idb.memory.set('checkoutData', soloCart);
    stubCheckoutApi();
    const first = await renderWithRouter(<CheckoutScreen />);
    await user.click(await screen.findByRole('button', { name: checkoutTexts.continue }));
    await fillBuyer(user);
    await waitFor(() =>
      expect(idb.memory.get('checkoutDraft')).toMatchObject({ form: { city: 'Arlington' } }),
    );
    first.unmount();

    // The step is in the address, so the reload opens on the form again.
    renderApp('/checkout?step=shipping');
    await waitFor(
      () =>
        expect((screen.getByLabelText(checkoutTexts.city) as HTMLInputElement).value).toBe(
          'Arlington',
        ),
      { timeout: 5000 },
    );
  });
});

describe('paying', () => {
  it('keeps Pay disabled until the card is validated and the terms are ticked', async () => {
    const user = setupUser();
    idb.memory.set('checkoutData', soloCart);
    stubCheckoutApi();
    await renderWithRouter(<CheckoutScreen />);
    await user.click(await screen.findByRole('button', { name: checkoutTexts.continue }));
    await fillBuyer(user);
    await user.click(button(checkoutTexts.continue));
    await screen.findByText(checkoutTexts.testPaymentsTitle);
    const pay = () => button(checkoutTexts.pay('$25.00'));
    expect(pay().disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: checkoutTexts.terms }));
    expect(pay().disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: checkoutTexts.terms }));

    await user.type(screen.getByLabelText(checkoutTexts.cardNumber), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText(checkoutTexts.expiry), '12/34');
    await user.type(screen.getByLabelText(checkoutTexts.cvc), '123');
    await user.click(button(checkoutTexts.validateCard));
    await screen.findByText(checkoutTexts.paymentValidated);
    expect(pay().disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: checkoutTexts.terms }));
    expect(pay().disabled).toBe(false);
  });

  it('checks the card fields before sending them', async () => {
    const user = setupUser();
    idb.memory.set('checkoutData', soloCart);
    const { calls } = stubCheckoutApi();
    await renderWithRouter(<CheckoutScreen />);
    await user.click(await screen.findByRole('button', { name: checkoutTexts.continue }));
    await fillBuyer(user);
    await user.click(button(checkoutTexts.continue));
    await user.click(await screen.findByRole('button', { name: checkoutTexts.validateCard }));
    expect(screen.getByText(checkoutTexts.cardNumberInvalid)).toBeTruthy();
    expect(screen.getByText(checkoutTexts.expiryInvalid)).toBeTruthy();
    expect(screen.getByText(checkoutTexts.cvcInvalid)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.endsWith('/payment-methods'))).toBe(false);
  });

  it("says 'Payment method creation failed.' when the card step fails without a reason", async () => {
    const user = setupUser();
    idb.memory.set('checkoutData', soloCart);
    stubCheckoutApi({
      'POST /api/v1/payments/test/payment-methods': { status: 500, body: {} },
    });
    await renderWithRouter(<CheckoutScreen />);
    await user.click(await screen.findByRole('button', { name: checkoutTexts.continue }));
    await fillBuyer(user);
    await user.click(button(checkoutTexts.continue));
    await user.type(await screen.findByLabelText(checkoutTexts.cardNumber), '4242424242424242');
    await user.type(screen.getByLabelText(checkoutTexts.expiry), '12/34');
    await user.type(screen.getByLabelText(checkoutTexts.cvc), '123');
    await user.click(button(checkoutTexts.validateCard));
    expect(await screen.findByText(checkoutTexts.paymentMethodFailed)).toBeTruthy();
  });

  it('authorises the amount in cents, processes SPEC 3 request, keeps the confirmation and clears the cart', async () => {
    const user = setupUser();
    idb.memory.set('checkoutData', soloCart);
    const { calls } = stubCheckoutApi();
    const { router } = renderApp('/checkout');
    await reachPayment(user);
    await user.click(screen.getByRole('checkbox', { name: checkoutTexts.terms }));
    await user.click(button(checkoutTexts.pay('$25.00')));

    expect(await screen.findByText(checkoutTexts.orderConfirmed)).toBeTruthy();
    const intent = calls.find((c) => c.url.pathname === '/api/v1/payments/create-intent');
    expect(intent?.body).toMatchObject({
      amount: 2500,
      currency: 'usd',
      orderType: 'solo',
      customerEmail: 'grace@example.com',
      paymentMethodId: 'pm_1',
      metadata: { dealId: 21, orderType: 'solo', customerName: 'Grace Hopper' },
    });
    const processed = calls.find((c) => c.url.pathname === '/api/v1/checkout/process');
    expect(processed?.body).toMatchObject({
      cartItems: [
        {
          dealId: 21,
          productName: 'Northway Tee',
          quantity: 2,
          pricePerUnit: 12.5,
          variants: soloCart.variants,
          type: 'solo',
          totalUnits: 2,
        },
      ],
      orderType: 'solo',
      personalInfo: { fullName: 'Grace Hopper', email: 'grace@example.com', phone: '' },
      shippingAddress: { addressLine1: '1 Navy Way', zipCode: '22202', country: 'US' },
      paymentInfo: {
        paymentMethodId: 'pm_1',
        paymentIntentId: 'pi_1',
        cardLast4: '4242',
        cardBrand: 'visa',
      },
      totalAmount: 25,
      shippingCost: 0,
      agreedToTerms: true,
    });
    expect(idb.memory.get('orderConfirmationData')).toMatchObject({
      orderId: '501',
      orderType: 'solo',
      items: [{ status: 'paid', quantity: 2, dealId: 21 }],
    });
    expect(idb.memory.has('checkoutData')).toBe(false);
    expect(idb.memory.has('checkoutDraft')).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'), {
      timeout: 2000,
    });
  });

  it('shows the failure, keeps the form and stores nothing when the card is declined', async () => {
    const user = setupUser();
    idb.memory.set('checkoutData', soloCart);
    const { calls } = stubCheckoutApi({
      'POST /api/v1/payments/create-intent': {
        status: 402,
        body: { success: false, message: 'Your card was declined.' },
      },
    });
    await renderWithRouter(<CheckoutScreen />);
    await reachPayment(user);
    await user.click(screen.getByRole('checkbox', { name: checkoutTexts.terms }));
    await user.click(button(checkoutTexts.pay('$25.00')));
    expect(await screen.findByText(checkoutTexts.paymentFailed)).toBeTruthy();
    expect(screen.getByText(/Your card was declined\./)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/api/v1/checkout/process')).toBe(false);
    expect(idb.memory.has('orderConfirmationData')).toBe(false);
    expect(idb.memory.has('checkoutData')).toBe(true);
    expect(button(checkoutTexts.pay('$25.00')).disabled).toBe(false);
  });

  it("says 'Failed to create payment intent' when the intent call gets no answer", async () => {
    const user = setupUser();
    idb.memory.set('checkoutData', soloCart);
    stubCheckoutApi({ 'POST /api/v1/payments/create-intent': { body: { success: false } } });
    await renderWithRouter(<CheckoutScreen />);
    await reachPayment(user);
    await user.click(screen.getByRole('checkbox', { name: checkoutTexts.terms }));
    await user.click(button(checkoutTexts.pay('$25.00')));
    expect(await screen.findAllByText(checkoutTexts.intentFailed)).not.toHaveLength(0);
  });

  it('lets the shopper confirm with the bank when the payment requires action', async () => {
    const user = setupUser();
    idb.memory.set('checkoutData', soloCart);
    const { calls } = stubCheckoutApi({
      'POST /api/v1/payments/create-intent': {
        body: {
          success: true,
          data: { paymentIntentId: 'pi_3ds', clientSecret: 's', status: 'requires_action' },
        },
      },
      'POST /api/v1/payments/confirm': {
        body: { success: true, data: { paymentIntentId: 'pi_3ds', status: 'requires_capture' } },
      },
    });
    await renderWithRouter(<CheckoutScreen />);
    await reachPayment(user);
    await user.click(screen.getByRole('checkbox', { name: checkoutTexts.terms }));
    await user.click(button(checkoutTexts.pay('$25.00')));
    const dialog = await screen.findByRole('dialog', { name: checkoutTexts.actionTitle });
    expect(calls.some((c) => c.url.pathname === '/api/v1/checkout/process')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: checkoutTexts.actionConfirm }));
    expect(await screen.findByText(checkoutTexts.orderConfirmed)).toBeTruthy();
    const processed = calls.find((c) => c.url.pathname === '/api/v1/checkout/process');
    expect(processed?.body).toMatchObject({ paymentInfo: { paymentIntentId: 'pi_3ds' } });
  });

  it('tries to keep the confirmation 3 times, then asks to contact support with the order id', async () => {
    const user = setupUser();
    idb.memory.set('checkoutData', soloCart);
    idb.failingKeys.add('orderConfirmationData');
    stubCheckoutApi();
    await renderWithRouter(<CheckoutScreen />);
    await reachPayment(user);
    await user.click(screen.getByRole('checkbox', { name: checkoutTexts.terms }));
    await user.click(button(checkoutTexts.pay('$25.00')));
    expect(await screen.findAllByText(checkoutTexts.saveFailed('BT-000501'))).not.toHaveLength(0);
    const tries = set.mock.calls.filter(([key]) => key === 'orderConfirmationData');
    expect(tries).toHaveLength(3);
    expect(screen.queryByText(checkoutTexts.orderConfirmed)).toBeNull();
  });
});

describe('verified storage', () => {
  it('retries a write that fails and succeeds on a later try', async () => {
    set.mockRejectedValueOnce(new Error('busy')).mockRejectedValueOnce(new Error('busy'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await storeVerified('orderConfirmationData', { orderId: '1' })).toBe(true);
    expect(set).toHaveBeenCalledTimes(3);
  });

  it('counts a write that does not read back as failed', async () => {
    const { get } = await import('./checkout-idb');
    get.mockResolvedValue({ orderId: 'other' });
    expect(await storeVerified('orderConfirmationData', { orderId: '1' })).toBe(false);
    expect(set).toHaveBeenCalledTimes(3);
    get.mockReset();
    get.mockImplementation(async (key: string) => idb.memory.get(key));
  });
});
