import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutFieldTexts } from '../../contract/constants';
import { api } from '../../src/api/client';
import { logout } from '../../src/features/auth/api/logout';
import { checkoutTexts } from '../../src/features/checkout/texts';
import type { BuyerForm } from '../../src/features/checkout/types';
import { storeSignIn } from '../../src/lib/credentials';
import { idb } from './checkout-idb';
import { button, deal, paymentConfig, setupUser, soloCart, soloResult } from './checkout-fixtures';
import { makeUser } from './fixtures';
import { renderApp, stubApi } from './render';

vi.mock('idb-keyval', () => import('./checkout-idb'));
vi.mock('../../src/lib/reload', () => ({ reloadTo: vi.fn() }));

// Whole checkouts typed key by key in happy-dom take a while.
vi.setConfig({ testTimeout: 30_000 });

const SLOW = { timeout: 8000 };

const buyer: BuyerForm = {
  fullName: 'Quinn Rivera',
  email: 'quinn@example.com',
  phone: '',
  addressLine1: '5 Harbour Road',
  addressLine2: '',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
  country: 'US',
};

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

/** A cart whose buyer form was filled before (a draft), so the story starts at `step`. */
function cartWithDraft(form: BuyerForm = buyer) {
  idb.memory.set('checkoutData', soloCart);
  idb.memory.set('checkoutDraft', { dealId: soloCart.dealId, form });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The text under a field (its message line), as a screen reader reads it with the field. */
function messageUnder(label: string): string {
  const id = input(label).getAttribute('aria-describedby') ?? '';
  return id
    .split(' ')
    .map((part) => document.getElementById(part)?.textContent ?? '')
    .join(' ');
}

async function validateCard(
  user: ReturnType<typeof setupUser>,
  { number = '4242424242424242', expiry = '1234', cvc = '123' } = {},
) {
  await user.type(await screen.findByLabelText(checkoutTexts.cardNumber, {}, SLOW), number);
  await user.type(input(checkoutTexts.expiry), expiry);
  await user.type(input(checkoutTexts.cvc), cvc);
  await user.click(button(checkoutTexts.validateCard));
}

beforeEach(() => {
  idb.reset();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the card fields on a phone keypad', () => {
  it('a shopper who types 1230 sees 12/30, the number in fours and the CVC in digits', async () => {
    const user = setupUser();
    cartWithDraft();
    stubCheckoutApi();
    renderApp('/checkout?step=payment');
    const number = (await screen.findByLabelText(
      checkoutTexts.cardNumber,
      {},
      SLOW,
    )) as HTMLInputElement;
    const expiry = input(checkoutTexts.expiry);
    const cvc = input(checkoutTexts.cvc);

    await user.type(number, '4242424242424242');
    expect(number.value).toBe('4242 4242 4242 4242');
    await user.type(expiry, '1230');
    expect(expiry.value).toBe('12/30');
    await user.type(cvc, '1a2b3');
    expect(cvc.value).toBe('123');

    // Deleting back to the month takes the slash with it; typing on puts it back.
    await user.type(expiry, '{Backspace}{Backspace}');
    expect(expiry.value).toBe('12');
    await user.type(expiry, '{Backspace}');
    expect(expiry.value).toBe('1');
    await user.type(expiry, '231');
    expect(expiry.value).toBe('12/31');
    // A pasted 12/30 stays as it is.
    await user.clear(expiry);
    await user.click(expiry);
    await user.paste('12/30');
    expect(expiry.value).toBe('12/30');

    for (const [field, complete] of [
      [number, 'cc-number'],
      [expiry, 'cc-exp'],
      [cvc, 'cc-csc'],
    ] as const) {
      expect(field.inputMode).toBe('numeric');
      expect(field.getAttribute('autocomplete')).toBe(complete);
    }
    expect(input(checkoutTexts.cardName).getAttribute('autocomplete')).toBe('cc-name');
    expect(input(checkoutTexts.cardName).value).toBe('Quinn Rivera');
  });

  it('a shopper with an expired card is told under the expiry at Validate, and nothing is sent', async () => {
    const user = setupUser();
    cartWithDraft();
    const { calls } = stubCheckoutApi();
    renderApp('/checkout?step=payment');
    await validateCard(user, { expiry: '0120' });
    expect(messageUnder(checkoutTexts.expiry)).toContain('Your card has expired.');
    expect(screen.queryByText(checkoutTexts.paymentValidated)).toBeNull();
    expect(calls.some((call) => call.url.pathname.endsWith('/payment-methods'))).toBe(false);
  });
});

describe('mistakes shown where they are made', () => {
  it('a shopper who types quinn@, ABCDE and abc is stopped at the shipping step, told under each field', async () => {
    const user = setupUser();
    cartWithDraft({ ...buyer, email: 'quinn@', zipCode: 'ABCDE', phone: 'abc' });
    stubCheckoutApi();
    const { router } = renderApp('/checkout?step=shipping');
    await user.click(await screen.findByRole('button', { name: checkoutTexts.continue }, SLOW));
    expect(messageUnder(checkoutTexts.email)).toContain(checkoutFieldTexts.emailInvalid);
    expect(messageUnder(checkoutTexts.zipCode)).toContain(checkoutFieldTexts.zipCodeInvalid);
    expect(messageUnder(checkoutTexts.phone)).toContain(checkoutFieldTexts.phoneInvalid);
    expect(router.state.location.search).toEqual({ step: 'shipping' });
  });

  it('a shopper whose e-mail the server refuses is taken back to it, in shopper words, never a field path', async () => {
    const user = setupUser();
    cartWithDraft();
    stubCheckoutApi({
      'POST /api/v1/payments/create-intent': {
        status: 400,
        body: {
          success: false,
          message: "Invalid field 'customerEmail': must be a valid e-mail address",
        },
      },
    });
    const { router } = renderApp('/checkout?step=payment');
    await validateCard(user);
    await screen.findByText(checkoutTexts.paymentValidated);
    await user.click(screen.getByRole('checkbox', { name: checkoutTexts.terms }));
    await user.click(button(checkoutTexts.pay('$25.00')));

    await waitFor(() => expect(router.state.location.search).toEqual({ step: 'shipping' }), SLOW);
    expect(messageUnder(checkoutTexts.email)).toContain(checkoutFieldTexts.emailInvalid);
    expect(screen.queryByText(/Invalid field|customerEmail/)).toBeNull();
  });
});

describe('the step in the address', () => {
  it('a shopper going Back in the browser from payment lands on shipping, and Forward returns', async () => {
    const user = setupUser();
    cartWithDraft();
    stubCheckoutApi();
    const { router } = renderApp('/checkout');
    await user.click(await screen.findByRole('button', { name: checkoutTexts.continue }, SLOW));
    await waitFor(() => expect(router.state.location.search).toEqual({ step: 'shipping' }));
    await user.click(await screen.findByRole('button', { name: checkoutTexts.continue }));
    await screen.findByLabelText(checkoutTexts.cardNumber, {}, SLOW);
    expect(router.state.location.search).toEqual({ step: 'payment' });

    router.history.back();
    await waitFor(() => expect(input(checkoutTexts.city).value).toBe('Portland'), SLOW);
    expect(router.state.location.pathname).toBe('/checkout');
    router.history.forward();
    expect(await screen.findByLabelText(checkoutTexts.cardNumber, {}, SLOW)).toBeTruthy();
  });

  it('a shopper who opens the payment step with the form unfinished is taken to the form', async () => {
    idb.memory.set('checkoutData', soloCart);
    stubCheckoutApi();
    const { router } = renderApp('/checkout?step=payment');
    expect(await screen.findByLabelText(checkoutTexts.fullName, {}, SLOW)).toBeTruthy();
    expect(router.state.location.search).toEqual({ step: 'shipping' });
  });
});

describe('remembering and forgetting the shopper', () => {
  it("a signed-in shopper's next checkout has the name and address of their last order, without signing in again", async () => {
    const user = setupUser();
    storeSignIn({
      tokens: { accessToken: 'a', refreshToken: 'r' },
      user: makeUser({ email: 'quinn@example.com', firstName: '', lastName: '' }),
      lastAddress: null,
    });
    cartWithDraft();
    stubCheckoutApi();
    const first = renderApp('/checkout?step=payment');
    await validateCard(user);
    await screen.findByText(checkoutTexts.paymentValidated);
    await user.click(screen.getByRole('checkbox', { name: checkoutTexts.terms }));
    await user.click(button(checkoutTexts.pay('$25.00')));
    await screen.findByText(checkoutTexts.orderConfirmed, {}, SLOW);
    first.unmount();

    idb.memory.set('checkoutData', soloCart);
    renderApp('/checkout?step=shipping');
    await waitFor(() => expect(input(checkoutTexts.fullName).value).toBe('Quinn Rivera'), SLOW);
    expect(input(checkoutTexts.addressLine1).value).toBe('5 Harbour Road');
    expect(input(checkoutTexts.zipCode).value).toBe('97201');
  });

  it("logout forgets the shopper's cart, typed address, confirmation and tab state on this device", async () => {
    storeSignIn({
      tokens: { accessToken: 'a', refreshToken: 'r' },
      user: makeUser({ email: 'quinn@example.com' }),
      lastAddress: null,
    });
    cartWithDraft();
    idb.memory.set('orderConfirmationData', { orderId: '501' });
    sessionStorage.setItem('dealChoices', JSON.stringify({ dealId: 21, quantity: 2 }));
    localStorage.setItem('lastRecipient', 'Quinn Rivera');
    stubApi({ 'POST /api/v1/auth/logout': { body: { success: true, message: 'Logged out' } } });

    await logout();

    expect([...idb.memory.keys()]).toEqual([]);
    expect(sessionStorage.getItem('dealChoices')).toBeNull();
    expect(localStorage.getItem('lastRecipient')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a session the store rejects (401) forgets the cart and confirmation too', async () => {
    storeSignIn({
      tokens: { accessToken: 'a', refreshToken: 'r' },
      user: makeUser({ email: 'quinn@example.com' }),
      lastAddress: null,
    });
    cartWithDraft();
    idb.memory.set('orderConfirmationData', { orderId: '501' });
    const expired = { status: 401, body: { success: false, message: 'Expired' } };
    stubApi({ 'GET /api/v1/user/profile': expired, 'POST /api/v1/auth/refresh': expired });

    await expect(api.get('user/profile').json()).rejects.toThrow();
    await waitFor(() => expect([...idb.memory.keys()]).toEqual([]));
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
