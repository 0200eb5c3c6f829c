import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SHIPPING_CENTS } from '../../contract/constants';
import { forgetPaymentProvider } from '../../src/features/checkout/payment-provider';
import { checkoutTexts } from '../../src/features/checkout/texts';
import { storeSignIn } from '../../src/lib/credentials';
import { storeVerified } from '../../src/lib/storage';
import { get, idb, set } from './checkout-idb';
import {
  button,
  fillBuyer,
  renderCheckout,
  setupUser,
  soloCart,
  stubCheckoutApi,
} from './checkout-fixtures';
import { makeUser } from './fixtures';
import { bodySentTo, renderApp, stubApi } from './render';

vi.mock('idb-keyval', () => import('./checkout-idb'));

// Whole checkouts typed key by key in happy-dom take a while.
vi.setConfig({ testTimeout: 20_000 });

type User = ReturnType<typeof setupUser>;

/** The solo cart stored and the checkout screen open on its cart step. */
async function openCheckout(overrides: Parameters<typeof stubCheckoutApi>[0] = {}) {
  const user = setupUser();
  idb.memory.set('checkoutData', soloCart);
  const { calls } = stubCheckoutApi(overrides);
  const view = await renderCheckout();
  return { user, calls, view };
}

/** From the cart step to the buyer form. */
async function toBuyerForm(user: User, findOptions?: { timeout: number }) {
  await user.click(
    await screen.findByRole('button', { name: checkoutTexts.continue }, findOptions),
  );
}

/** From the cart step through a filled buyer form to the payment step. */
async function toPaymentStep(user: User, findOptions?: { timeout: number }) {
  await toBuyerForm(user, findOptions);
  await fillBuyer(user);
  await user.click(button(checkoutTexts.continue));
}

/** Types a test card (valid month and CVC) and asks to validate it. */
async function typeCard(user: User, number = '4242 4242 4242 4242') {
  await user.type(await screen.findByLabelText(checkoutTexts.cardNumber), number);
  await user.type(screen.getByLabelText(checkoutTexts.expiry), '12/34');
  await user.type(screen.getByLabelText(checkoutTexts.cvc), '123');
  await user.click(button(checkoutTexts.validateCard));
}

/** Cart -> buyer form -> payment step with a validated test card. */
async function reachPayment(user: User) {
  // The whole app loads its route first: slower than one screen on a busy machine.
  await toPaymentStep(user, { timeout: 5000 });
  await typeCard(user);
  await screen.findByText(checkoutTexts.paymentValidated);
}

const terms = () => screen.getByRole('checkbox', { name: checkoutTexts.terms });
const pay = () => button(checkoutTexts.pay('$25.00'));

/** Agrees to the terms and presses Pay. */
async function agreeAndPay(user: User) {
  await user.click(terms());
  await user.click(pay());
}

beforeEach(() => idb.reset());

/** A busy phone's storage: a read of the cart takes a moment, so a late one finds it cleared. */
function slowCartReadsFromNowOn() {
  const read = get.getMockImplementation();
  if (read) onTestFinished(() => void get.mockImplementation(read));
  get.mockImplementation(async (key: string) => {
    if (key === 'checkoutData') await new Promise((resolve) => setTimeout(resolve, 50));
    return read?.(key);
  });
}

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
    await renderCheckout();
    expect(await screen.findAllByText(checkoutTexts.dealNotFound)).not.toHaveLength(0);
  });

  it('shows the price per unit, each unit with its options, free shipping and the total', async () => {
    idb.memory.set('checkoutData', soloCart);
    stubCheckoutApi();
    await renderCheckout();
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
    await renderCheckout();
    expect(await screen.findByText(checkoutTexts.groupChargeNote)).toBeTruthy();
    expect(screen.getByText(checkoutTexts.total).nextSibling?.textContent).toBe('$12.50');
  });

  it('asks the store for its payment provider once, however often the checkout reads its cart again', async () => {
    forgetPaymentProvider();
    idb.memory.set('checkoutData', soloCart);
    const { calls } = stubCheckoutApi();
    const { router } = renderApp('/checkout');
    // The whole app loads its route first: slower than one screen on a busy machine.
    await screen.findByText('Northway Tee', {}, { timeout: 5000 });
    const reads = (path: string) => calls.filter((call) => call.url.pathname === path).length;
    await waitFor(() => expect(reads('/api/v1/config')).toBe(1));

    // What a sign-in or the network coming back does: the route reads its data again.
    await act(() => router.invalidate());
    await waitFor(() => expect(reads('/api/v1/ecommerce/deals/21')).toBe(2));
    expect(reads('/api/v1/config')).toBe(1);
  });
});

describe('the buyer form', () => {
  it('shows each required-field text and the toast when fields are missing', async () => {
    const { user } = await openCheckout();
    await toBuyerForm(user);
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
    const { user } = await openCheckout();
    await toBuyerForm(user);
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
    const { user, view } = await openCheckout();
    await toBuyerForm(user);
    await fillBuyer(user);
    await waitFor(() =>
      expect(idb.memory.get('checkoutDraft')).toMatchObject({ form: { city: 'Arlington' } }),
    );
    view.unmount();

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
    const { user } = await openCheckout();
    await toPaymentStep(user);
    await screen.findByText(checkoutTexts.testPaymentsTitle);
    expect(pay().disabled).toBe(true);
    await user.click(terms());
    expect(pay().disabled).toBe(true);
    await user.click(terms());

    await typeCard(user);
    await screen.findByText(checkoutTexts.paymentValidated);
    expect(pay().disabled).toBe(true);
    await user.click(terms());
    expect(pay().disabled).toBe(false);
  });

  it('tells the shopper the card is validated beside that card, not in a toast that outlives the checkout', async () => {
    const { user } = await openCheckout();
    await toPaymentStep(user, { timeout: 5000 });
    await typeCard(user);
    const message = await screen.findByText(checkoutTexts.paymentValidated);
    const card = message.closest('[role="status"]');
    expect(card && within(card as HTMLElement).getByText('VISA ending in 4242')).toBeTruthy();
    // The Validate button the shopper pressed is gone: the focus moves to what replaced it.
    expect(document.activeElement).toBe(message);
    await agreeAndPay(user);
    await screen.findByText(checkoutTexts.orderConfirmed);
    expect(screen.getAllByText(checkoutTexts.paymentValidated)).toHaveLength(1);
  });

  it('checks the card fields before sending them', async () => {
    const { user, calls } = await openCheckout();
    await toPaymentStep(user);
    await user.click(await screen.findByRole('button', { name: checkoutTexts.validateCard }));
    expect(screen.getByText(checkoutTexts.cardNumberInvalid)).toBeTruthy();
    expect(screen.getByText(checkoutTexts.expiryInvalid)).toBeTruthy();
    expect(screen.getByText(checkoutTexts.cvcInvalid)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.endsWith('/payment-methods'))).toBe(false);
  });

  it("says 'Payment method creation failed.' when the card step fails without a reason", async () => {
    const { user } = await openCheckout({
      'POST /api/v1/payments/test/payment-methods': { status: 500, body: {} },
    });
    await toPaymentStep(user);
    await typeCard(user, '4242424242424242');
    expect(await screen.findByText(checkoutTexts.paymentMethodFailed)).toBeTruthy();
  });

  it('authorises the amount in cents, processes docs/product.md §3 request, keeps the confirmation and clears the cart', async () => {
    const user = setupUser();
    idb.memory.set('checkoutData', soloCart);
    const { calls } = stubCheckoutApi();
    const { router } = renderApp('/checkout');
    await reachPayment(user);
    await agreeAndPay(user);

    expect(await screen.findByText(checkoutTexts.orderConfirmed)).toBeTruthy();
    expect(bodySentTo(calls, 'payments/create-intent')).toMatchObject({
      amount: 2500,
      currency: 'usd',
      orderType: 'solo',
      customerEmail: 'grace@example.com',
      paymentMethodId: 'pm_1',
      metadata: { dealId: 21, orderType: 'solo', customerName: 'Grace Hopper' },
    });
    expect(bodySentTo(calls, 'checkout/process')).toMatchObject({
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
      shippingCost: SHIPPING_CENTS / 100,
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

  it('a shopper who has paid is told only of the order, never that the checkout has no cart', async () => {
    const user = setupUser();
    idb.memory.set('checkoutData', soloCart);
    stubCheckoutApi();
    const { router } = renderApp('/checkout');
    await reachPayment(user);
    slowCartReadsFromNowOn();
    await agreeAndPay(user);

    expect(await screen.findByText(checkoutTexts.orderConfirmed)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'), {
      timeout: 2000,
    });
    await screen.findByRole('heading', { name: checkoutTexts.confirmedTitle });
    expect(screen.queryByText(checkoutTexts.noCheckoutData)).toBeNull();
  });

  it('shows the failure, keeps the form and stores nothing when the card is declined', async () => {
    const { user, calls } = await openCheckout({
      'POST /api/v1/payments/create-intent': {
        status: 402,
        body: { success: false, message: 'Your card was declined.' },
      },
    });
    await reachPayment(user);
    await agreeAndPay(user);
    expect(await screen.findByText(checkoutTexts.paymentFailed)).toBeTruthy();
    expect(screen.getByText(/Your card was declined\./)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/api/v1/checkout/process')).toBe(false);
    expect(idb.memory.has('orderConfirmationData')).toBe(false);
    expect(idb.memory.has('checkoutData')).toBe(true);
  });

  it('a declined card is no longer shown as validated: its fields come back beside the decline', async () => {
    const { user } = await openCheckout({
      'POST /api/v1/payments/create-intent': {
        status: 402,
        body: { success: false, message: 'Your card was declined.' },
      },
    });
    await reachPayment(user);
    await agreeAndPay(user);

    expect(await screen.findByText(/Your card was declined\./)).toBeTruthy();
    expect(screen.queryByText(checkoutTexts.paymentValidated)).toBeNull();
    expect((screen.getByLabelText(checkoutTexts.cardNumber) as HTMLInputElement).value).toBe('');
    expect(pay().disabled).toBe(true);
    // Another card, validated, can be paid with at once.
    await typeCard(user, '4000 0566 5566 5556');
    await screen.findByText(checkoutTexts.paymentValidated);
    expect(screen.queryByText(/Your card was declined\./)).toBeNull();
    expect(pay().disabled).toBe(false);
  });

  it("says 'Failed to create payment intent' when the intent call gets no answer", async () => {
    const { user } = await openCheckout({
      'POST /api/v1/payments/create-intent': { body: { success: false } },
    });
    await reachPayment(user);
    await agreeAndPay(user);
    expect(await screen.findAllByText(checkoutTexts.intentFailed)).not.toHaveLength(0);
  });

  it('lets the shopper confirm with the bank when the payment requires action', async () => {
    const { user, calls } = await openCheckout({
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
    await reachPayment(user);
    await agreeAndPay(user);
    const dialog = await screen.findByRole('dialog', { name: checkoutTexts.actionTitle });
    expect(calls.some((c) => c.url.pathname === '/api/v1/checkout/process')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: checkoutTexts.actionConfirm }));
    expect(await screen.findByText(checkoutTexts.orderConfirmed)).toBeTruthy();
    expect(bodySentTo(calls, 'checkout/process')).toMatchObject({
      paymentInfo: { paymentIntentId: 'pi_3ds' },
    });
  });

  it('tries to keep the confirmation 3 times, then asks to contact support with the order id', async () => {
    idb.failingKeys.add('orderConfirmationData');
    const { user } = await openCheckout();
    await reachPayment(user);
    await agreeAndPay(user);
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
