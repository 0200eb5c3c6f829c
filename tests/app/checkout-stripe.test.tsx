import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { StripeCardElementChangeEvent, StripeCardElementOptions } from '@stripe/stripe-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPaymentProvider } from '../../src/features/checkout/payment-provider';
import { checkoutTexts } from '../../src/features/checkout/texts';
import { idb } from './checkout-idb';
import {
  button,
  fillBuyer,
  paymentConfig,
  renderCheckout,
  setupUser,
  soloCart,
  soloResult,
  stubCheckoutApi,
} from './checkout-fixtures';
import { bodySentTo } from './render';

vi.mock('idb-keyval', () => import('./checkout-idb'));

// Whole checkouts typed key by key in happy-dom take a while.
vi.setConfig({ testTimeout: 20_000 });

type Handler = (event: unknown) => void;

/**
 * Stripe's card Element as Stripe.js would hand it over. The shopper types inside Stripe's frame,
 * which no test can reach (nor could our page): Stripe.js reports that typing to the page as
 * 'change' events, and `type` sends the same events.
 */
class FakeCardElement {
  private readonly handlers = new Map<string, Set<Handler>>();

  options: StripeCardElementOptions;

  constructor(options: StripeCardElementOptions) {
    this.options = options;
  }

  /** Stripe puts its frame here; a plain element stands in (happy-dom loads no frames). */
  mount(node: HTMLElement) {
    const frame = document.createElement('div');
    frame.title = 'Secure card payment input frame';
    node.append(frame);
  }

  on(event: string, handler: Handler) {
    const set = this.handlers.get(event) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  }

  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  update(options: StripeCardElementOptions) {
    this.options = { ...this.options, ...options };
  }

  destroy() {
    if (stripeJs.card === this) stripeJs.card = null;
  }

  type(change: Partial<StripeCardElementChangeEvent>) {
    const event = {
      elementType: 'card',
      empty: false,
      complete: false,
      brand: 'unknown',
      value: { postalCode: '' },
      error: undefined,
      ...change,
    };
    act(() => this.handlers.get('change')?.forEach((handler) => handler(event)));
  }
}

/**
 * A stand-in for Stripe.js (the `window.Stripe` that Stripe's script defines) and for Stripe's
 * servers behind it; no internet here. Everything from @stripe/stripe-js's loadStripe on is the
 * real code. Each test says what "Stripe" answers.
 */
const stripeJs = {
  startedWith: [] as string[],
  /**
   * Stripe.js failing as it starts: loadStripe rejects, as it does when its script is blocked or
   * offline. The blocked script itself cannot be played here: happy-dom fires a script's 'error'
   * inside appendChild, before @stripe/stripe-js listens for it, so loadStripe would never settle.
   */
  startFailure: null as string | null,
  card: null as FakeCardElement | null,
  createPaymentMethod: vi.fn(),
  handleNextAction: vi.fn(),
};

function FakeStripe(publishableKey: string) {
  if (stripeJs.startFailure) throw new Error(stripeJs.startFailure);
  stripeJs.startedWith.push(publishableKey);
  const unexpected = (name: string) => () => {
    throw new Error(`The checkout is not expected to call stripe.${name}`);
  };
  return {
    elements: () => ({
      create: (_type: string, options: StripeCardElementOptions) => {
        stripeJs.card = new FakeCardElement(options);
        return stripeJs.card;
      },
      getElement: () => stripeJs.card,
      update: () => undefined,
    }),
    createPaymentMethod: stripeJs.createPaymentMethod,
    handleNextAction: stripeJs.handleNextAction,
    createToken: unexpected('createToken'),
    confirmCardPayment: unexpected('confirmCardPayment'),
  };
}
// Before @stripe/stripe-js is first imported (lazily, by the checkout), as if its script were in.
Object.assign(window, { Stripe: FakeStripe });

const PUBLISHABLE_KEY = 'pk_fake_checkout';

const stripeMethod = {
  id: 'pm_stripe_1',
  object: 'payment_method',
  type: 'card',
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
};

const declined = {
  type: 'card_error',
  code: 'card_declined',
  message: 'Your card was declined.',
};

/** The solo checkout's API with Stripe in force; `overrides` change a step. */
function stubStripeCheckoutApi(overrides: Parameters<typeof stubCheckoutApi>[0] = {}) {
  return stubCheckoutApi({
    'GET /api/v1/config': paymentConfig('stripe', PUBLISHABLE_KEY),
    'POST /api/v1/payments/create-intent': {
      body: {
        success: true,
        data: {
          paymentIntentId: 'pi_1',
          clientSecret: 'pi_1_secret_1',
          status: 'requires_capture',
        },
      },
    },
    ...overrides,
  });
}

/** create-intent answering that the bank wants to challenge the shopper first. */
function intentNeedingChallenge(clientSecret: string) {
  return {
    'POST /api/v1/payments/create-intent': {
      body: {
        success: true,
        data: { paymentIntentId: 'pi_3ds', clientSecret, status: 'requires_action' },
      },
    },
  };
}

const pay = () => button(checkoutTexts.pay('$25.00'));
const terms = () => screen.getByRole('checkbox', { name: checkoutTexts.terms });

/** Cart -> buyer form -> payment step. */
async function toPaymentStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: checkoutTexts.continue }));
  await fillBuyer(user);
  await user.click(button(checkoutTexts.continue));
}

/** The payment step with Stripe's card field mounted; resolves with the field. */
async function reachPayment(user: ReturnType<typeof userEvent.setup>) {
  await toPaymentStep(user);
  // The Stripe form is a lazy chunk: its first import in a test run takes a moment.
  return screen.findByRole('group', { name: checkoutTexts.cardDetails }, { timeout: 5000 });
}

function typedCard(): FakeCardElement {
  if (!stripeJs.card) throw new Error('No card Element is mounted');
  return stripeJs.card;
}

/** Payment step with a card Stripe accepted and the terms ticked. */
async function readyToPay(user: ReturnType<typeof userEvent.setup>) {
  await reachPayment(user);
  typedCard().type({ complete: true, brand: 'visa' });
  await user.click(button(checkoutTexts.validateCard));
  await screen.findByText(checkoutTexts.paymentValidated);
  await user.click(terms());
}

beforeEach(() => {
  // Each story is a page of its own, whose Stripe starts (or fails to) afresh.
  forgetPaymentProvider();
  idb.reset();
  idb.memory.set('checkoutData', soloCart);
  stripeJs.startedWith = [];
  stripeJs.startFailure = null;
  stripeJs.createPaymentMethod.mockReset();
  stripeJs.createPaymentMethod.mockResolvedValue({ paymentMethod: stripeMethod });
  stripeJs.handleNextAction.mockReset();
});

describe('the card step with Stripe', () => {
  it("shows Stripe's card field, labelled, with the postal code hidden, instead of the test form", async () => {
    const user = setupUser();
    stubStripeCheckoutApi();
    await renderCheckout();
    const field = await reachPayment(user);

    expect(stripeJs.startedWith).toEqual([PUBLISHABLE_KEY]);
    expect(within(field).getByTitle('Secure card payment input frame')).toBeTruthy();
    expect(typedCard().options.hidePostalCode).toBe(true);
    expect(screen.queryByText(checkoutTexts.testPaymentsTitle)).toBeNull();
    expect(screen.queryByLabelText(checkoutTexts.cardNumber)).toBeNull();
  });

  it('keeps Pay disabled until Stripe validates the card and the terms are ticked', async () => {
    const user = setupUser();
    stubStripeCheckoutApi();
    await renderCheckout();
    await reachPayment(user);
    expect(pay().disabled).toBe(true);
    await user.click(terms());
    expect(pay().disabled).toBe(true);
    await user.click(terms());

    const card = typedCard();
    card.type({ complete: true, brand: 'visa' });
    await user.click(button(checkoutTexts.validateCard));
    expect(await screen.findByText(checkoutTexts.paymentValidated)).toBeTruthy();
    expect(screen.getByText(checkoutTexts.cardValidated('visa', '4242'))).toBeTruthy();
    expect(stripeJs.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card,
      billing_details: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: null,
        address: {
          line1: '1 Navy Way',
          line2: null,
          city: 'Arlington',
          state: 'VA',
          postal_code: '22202',
          country: 'US',
        },
      },
    });
    expect(pay().disabled).toBe(true);
    await user.click(terms());
    expect(pay().disabled).toBe(false);
  });

  it('shows what Stripe says is wrong with the card under the field as the shopper types', async () => {
    const user = setupUser();
    stubStripeCheckoutApi();
    await renderCheckout();
    const field = await reachPayment(user);

    typedCard().type({
      error: {
        type: 'validation_error',
        code: 'invalid_number',
        message: 'Your card number is invalid.',
      },
    });
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Your card number is invalid.');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);

    typedCard().type({ complete: true });
    expect(screen.queryByText('Your card number is invalid.')).toBeNull();
  });

  it("shows Stripe's message and keeps the card form when Stripe cannot make a payment method", async () => {
    const user = setupUser();
    stubStripeCheckoutApi();
    stripeJs.createPaymentMethod
      .mockResolvedValueOnce({
        error: {
          type: 'validation_error',
          code: 'incomplete_number',
          message: 'Your card number is incomplete.',
        },
      })
      .mockResolvedValueOnce({ error: declined });
    await renderCheckout();
    const field = await reachPayment(user);

    await user.click(button(checkoutTexts.validateCard));
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    typedCard().type({ complete: true, brand: 'visa' });
    await user.click(button(checkoutTexts.validateCard));
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();

    expect(field.isConnected).toBe(true);
    expect(button(checkoutTexts.validateCard).disabled).toBe(false);
    expect(screen.queryByText(checkoutTexts.paymentValidated)).toBeNull();
    await user.click(terms());
    expect(pay().disabled).toBe(true);
  });

  it('says the card provider has not loaded, with a retry, when Stripe.js fails', async () => {
    const user = setupUser();
    stubStripeCheckoutApi();
    stripeJs.startFailure = 'Stripe.js could not start';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderCheckout();
    await toPaymentStep(user);

    expect(await screen.findByText(checkoutTexts.providerNotLoaded)).toBeTruthy();
    expect(pay().disabled).toBe(true);

    stripeJs.startFailure = null;
    await user.click(button(checkoutTexts.retry));
    expect(
      await screen.findByRole('group', { name: checkoutTexts.cardDetails }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByText(checkoutTexts.providerNotLoaded)).toBeNull();
  });
});

describe('paying with Stripe', () => {
  it("sends Stripe's payment method to create-intent and completes the order", async () => {
    const user = setupUser();
    const { calls } = stubStripeCheckoutApi();
    await renderCheckout();
    await readyToPay(user);
    await user.click(pay());

    expect(await screen.findByText(checkoutTexts.orderConfirmed)).toBeTruthy();
    expect(bodySentTo(calls, 'payments/create-intent')).toMatchObject({
      amount: 2500,
      orderType: 'solo',
      paymentMethodId: 'pm_stripe_1',
    });
    expect(bodySentTo(calls, 'checkout/process')).toMatchObject({
      paymentInfo: {
        paymentMethodId: 'pm_stripe_1',
        paymentIntentId: 'pi_1',
        cardLast4: '4242',
        cardBrand: 'visa',
      },
    });
    expect(stripeJs.handleNextAction).not.toHaveBeenCalled();
  });

  it("hands a requires_action answer to Stripe.js for the bank's challenge, then confirms and completes", async () => {
    const user = setupUser();
    const { calls } = stubStripeCheckoutApi({
      ...intentNeedingChallenge('pi_3ds_secret_abc'),
      'POST /api/v1/payments/confirm': {
        body: { success: true, data: { paymentIntentId: 'pi_3ds', status: 'requires_capture' } },
      },
    });
    // The challenge is Stripe's: it settles only when the "bank" says so.
    let passChallenge = () => undefined as void;
    stripeJs.handleNextAction.mockReturnValue(
      new Promise((resolve) => {
        passChallenge = () =>
          resolve({ paymentIntent: { id: 'pi_3ds', status: 'requires_capture' } });
      }),
    );
    await renderCheckout();
    await readyToPay(user);
    await user.click(pay());

    await waitFor(() =>
      expect(stripeJs.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_3ds_secret_abc' }),
    );
    expect(button(checkoutTexts.processing).disabled).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/v1/payments/confirm')).toBe(false);

    act(() => passChallenge());
    expect(await screen.findByText(checkoutTexts.orderConfirmed)).toBeTruthy();
    expect(bodySentTo(calls, 'payments/confirm')).toEqual({
      paymentIntentId: 'pi_3ds',
      paymentMethodId: 'pm_stripe_1',
    });
    expect(bodySentTo(calls, 'checkout/process')).toMatchObject({
      paymentInfo: { paymentIntentId: 'pi_3ds' },
    });
  });

  it("shows Stripe's message and places no order when the bank's challenge fails", async () => {
    const user = setupUser();
    const { calls } = stubStripeCheckoutApi({
      ...intentNeedingChallenge('pi_3ds_secret'),
    });
    const refused = 'We are unable to authenticate your payment method.';
    stripeJs.handleNextAction.mockResolvedValue({
      error: {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message: refused,
      },
    });
    await renderCheckout();
    await readyToPay(user);
    await user.click(pay());

    expect(await screen.findByText(refused)).toBeTruthy();
    expect(screen.getAllByText(checkoutTexts.paymentFailed)).not.toHaveLength(0);
    expect(calls.some((c) => c.url.pathname === '/api/v1/payments/confirm')).toBe(false);
    expect(calls.some((c) => c.url.pathname === '/api/v1/checkout/process')).toBe(false);
    expect(idb.memory.has('orderConfirmationData')).toBe(false);
    expect(pay().disabled).toBe(false);
  });

  it("meets a checkout that still waits for the bank with Stripe's challenge, then sends it again", async () => {
    const user = setupUser();
    let processCalls = 0;
    const { calls } = stubStripeCheckoutApi({
      'POST /api/v1/checkout/process': () =>
        ++processCalls === 1
          ? {
              status: 402,
              body: {
                success: false,
                message: 'Your bank asks you to confirm this payment.',
                data: {
                  requiresAction: true,
                  paymentIntentId: 'pi_1',
                  clientSecret: 'pi_1_secret_1',
                },
              },
            }
          : { body: { success: true, message: 'Order placed', data: soloResult } },
      'POST /api/v1/payments/confirm': {
        body: { success: true, data: { paymentIntentId: 'pi_1', status: 'requires_capture' } },
      },
    });
    stripeJs.handleNextAction.mockResolvedValue({
      paymentIntent: { id: 'pi_1', status: 'requires_capture' },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderCheckout();
    await readyToPay(user);
    await user.click(pay());

    expect(await screen.findByText(checkoutTexts.orderConfirmed)).toBeTruthy();
    expect(stripeJs.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_1' });
    const processed = calls.filter((c) => c.url.pathname === '/api/v1/checkout/process');
    expect(processed).toHaveLength(2);
    expect(processed[1]?.body).toEqual(processed[0]?.body);
  });
});
