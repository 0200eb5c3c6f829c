import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutFieldTexts } from '../../contract/constants';
import { api } from '../../src/api/client';
import { logout } from '../../src/features/auth/api/logout';
import { checkoutTexts } from '../../src/features/checkout/texts';
import type { User } from '../../contract/profile';
import type { BuyerForm } from '../../src/features/checkout/types';
import { storeSignIn } from '../../src/lib/credentials';
import { idb } from './checkout-idb';
import { button, setupUser, soloCart, stubCheckoutApi } from './checkout-fixtures';
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

/** A cart whose buyer form was filled before (a draft), so the story starts at `step`. */
function cartWithDraft(form: BuyerForm = buyer) {
  idb.memory.set('checkoutData', soloCart);
  idb.memory.set('checkoutDraft', { dealId: soloCart.dealId, form });
}

/** Quinn signed in on this device, with a cart whose buyer form was filled before. */
function signedInWithCart(profile: Partial<User> = {}) {
  storeSignIn({
    tokens: { accessToken: 'a', refreshToken: 'r' },
    user: makeUser({ email: 'quinn@example.com', ...profile }),
    lastAddress: null,
  });
  cartWithDraft();
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

    // Each box formats as typed; deleting back to the month takes the slash with it, typing on
    // puts it back.
    for (const [box, keys, shown] of [
      [number, '4242424242424242', '4242 4242 4242 4242'],
      [expiry, '1230', '12/30'],
      [cvc, '1a2b3', '123'],
      [expiry, '{Backspace}{Backspace}', '12'],
      [expiry, '{Backspace}', '1'],
      [expiry, '231', '12/31'],
    ] as const) {
      await user.type(box, keys);
      expect(box.value).toBe(shown);
    }
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
    signedInWithCart({ firstName: '', lastName: '' });
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
    signedInWithCart();
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

  it('a shopper whose session the store ended mid-checkout signs in again and finds their cart and typed address', async () => {
    await sessionEndedWithCart();
    expect([...idb.memory.keys()].sort()).toEqual([
      'checkoutData',
      'checkoutDraft',
      'checkoutOwner',
    ]);
    expect(localStorage.getItem('authToken')).toBeNull();

    signedInAs(makeUser({ email: 'quinn@example.com' }));
    stubCheckoutApi();
    renderApp('/checkout?step=shipping');
    await waitFor(() => expect(input(checkoutTexts.fullName).value).toBe(buyer.fullName), SLOW);
    expect(input(checkoutTexts.addressLine1).value).toBe(buyer.addressLine1);
  });

  it('another shopper signing in on that phone finds none of the ended checkout', async () => {
    await sessionEndedWithCart();

    signedInAs(makeUser({ id: 8, email: 'rowan@example.com' }));
    stubCheckoutApi();
    renderApp('/checkout?step=shipping');
    expect(await screen.findByText(checkoutTexts.noCheckoutData, {}, SLOW)).toBeTruthy();
    expect([...idb.memory.keys()]).toEqual([]);
  });
});

/** Quinn's session is refused and cannot be renewed while a cart and its address are kept. */
async function sessionEndedWithCart() {
  signedInWithCart();
  idb.memory.set('orderConfirmationData', { orderId: '501' });
  const expired = { status: 401, body: { success: false, message: 'Expired' } };
  stubApi({ 'GET /api/v1/user/profile': expired, 'POST /api/v1/auth/refresh': expired });
  await expect(api.get('user/profile').json()).rejects.toThrow();
  await waitFor(() => expect(idb.memory.has('orderConfirmationData')).toBe(false));
}

function signedInAs(user: User) {
  storeSignIn({ tokens: { accessToken: 'b', refreshToken: 'r2' }, user, lastAddress: null });
}
