import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../contract/orders';
import { fixPaymentTexts } from '../../src/routes/fix-payment/-texts';
import { forgetPaymentProvider } from '../../src/features/checkout/payment-provider';
import { checkoutTexts } from '../../src/features/checkout/texts';
import { orderTexts } from '../../src/features/orders/texts';
import { paymentConfig } from './checkout-fixtures';
import { orderFixture, signIn } from './fixtures';
import { bodySentTo, renderApp, stubApi } from './render';

// Typing a card number key by key is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const DUE = '2026-06-02T12:00:00.000Z';

/** An order whose card could not be charged when its group filled. */
function orderNeedingCard(overrides: Partial<Order> = {}): Order {
  const order = orderFixture(41);
  return {
    ...order,
    status: 'payment_action_required',
    progress_percentage: 100,
    time_left_seconds: 86_400,
    created_at: '2026-05-30T10:00:00.000Z',
    payment_due_at: DUE,
    batch: { id: 9, status: 'filled', total_reservations: 2 },
    deal: {
      ...order.deal,
      expiry_date: '2026-06-04T10:00:00.000Z',
      product: { ...order.deal.product, name: 'Kettle' },
    },
    ...overrides,
  };
}

const method = {
  body: {
    success: true,
    data: { id: 'pm_new', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } },
  },
};

function stubFixApi(
  order: Order,
  fix: Parameters<typeof stubApi>[0][string],
  more: Parameters<typeof stubApi>[0] = {},
) {
  return stubApi({
    ...more,
    'GET /api/v1/categories/dropdown': { body: { status: 'success', data: [] } },
    'GET /api/v1/config': paymentConfig('test'),
    'GET /api/v1/orders': { body: { success: true, data: [order] } },
    [`GET /api/v1/orders/${order.id}`]: { body: { success: true, data: order } },
    'POST /api/v1/payments/test/payment-methods': method,
    [`POST /api/v1/orders/${order.id}/payment`]: fix,
  });
}

/** Answers each read of the order with what `current` says the server has then. */
function stubOrderRead(order: Order, current: () => Order) {
  const answer = vi.mocked(fetch).getMockImplementation();
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (
      request.method === 'GET' &&
      new URL(request.url).pathname === `/api/v1/orders/${order.id}`
    ) {
      return Response.json({ success: true, data: current() });
    }
    if (!answer) throw new Error('stubApi gave no implementation');
    return answer(input, init);
  });
}

async function giveCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(checkoutTexts.cardNumber), '4242 4242 4242 4242');
  await user.type(screen.getByLabelText(checkoutTexts.expiry), '12/34');
  await user.type(screen.getByLabelText(checkoutTexts.cvc), '123');
  await user.click(screen.getByRole('button', { name: checkoutTexts.validateCard }));
  await screen.findByText(checkoutTexts.paymentValidated);
}

describe('a card that could not be charged', () => {
  it('is shown in My Orders with its deadline and a link to update the card', async () => {
    const order = orderNeedingCard();
    stubFixApi(order, { body: {} });
    signIn();
    renderApp('/orders');
    const card = await screen.findByRole('article', { name: 'Kettle' });
    expect(within(card).getByText(/Your card could not be charged\. Update it by/)).toBeTruthy();
    const link = within(card).getByRole('link', { name: orderTexts.fixPaymentLabel('BT-41') });
    expect(link.getAttribute('href')).toBe('/fix-payment/41');
  });

  it('is paid with a new card once the group has filled, and the shopper is told', async () => {
    const order = orderNeedingCard();
    const { calls } = stubFixApi(order, {
      body: {
        success: true,
        message: 'Thank you! Your card was charged and your order is on its way',
        data: { ...order, status: 'charged_awaiting_fulfillment' },
      },
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/fix-payment/41');
    await screen.findByRole('heading', { name: fixPaymentTexts.title, level: 1 });
    expect(screen.getByText(fixPaymentTexts.groupFilled)).toBeTruthy();
    const pay = screen.getByRole('button', { name: fixPaymentTexts.pay('$12.50') });
    expect((pay as HTMLButtonElement).disabled).toBe(true);

    await giveCard(user);
    await user.click(pay);
    await screen.findByText('Thank you! Your card was charged and your order is on its way');
    expect(screen.getByRole('link', { name: fixPaymentTexts.toMyOrders })).toBeTruthy();
    const sent = calls.find((call) => call.url.pathname === '/api/v1/orders/41/payment');
    expect(sent?.body).toEqual({ paymentMethodId: 'pm_new' });
  });

  it('a shopper who pays with a new card is told it was paid, with the amount, as the order moves on', async () => {
    const order = orderNeedingCard();
    const charged: Order = {
      ...order,
      status: 'charged_awaiting_fulfillment',
      payment_due_at: null,
    };
    let paid = false;
    stubFixApi(order, () => {
      paid = true;
      return {
        body: {
          success: true,
          message: 'Thank you! Your card was charged and your order is on its way',
          data: charged,
        },
      };
    });
    // The server's order, as it is at each read: charged once the new card went through.
    stubOrderRead(order, () => (paid ? charged : order));
    signIn();
    const user = userEvent.setup();
    renderApp('/fix-payment/41');
    await giveCard(user);
    await user.click(screen.getByRole('button', { name: fixPaymentTexts.pay('$12.50') }));

    expect(
      await screen.findByRole('heading', { name: fixPaymentTexts.paid('$12.50') }),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('heading', { name: fixPaymentTexts.paid('$12.50') })).toBeTruthy();
    expect(
      screen.getByText('Thank you! Your card was charged and your order is on its way'),
    ).toBeTruthy();
    expect(screen.queryByText(fixPaymentTexts.nothingToFix)).toBeNull();
  });

  it('a shopper whose new card is declined sees its fields again, not the card as validated', async () => {
    const order = orderNeedingCard();
    stubFixApi(order, {
      status: 402,
      body: { success: false, message: 'Your card was declined.' },
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/fix-payment/41');
    await giveCard(user);
    await user.click(screen.getByRole('button', { name: fixPaymentTexts.pay('$12.50') }));

    expect(await screen.findByText(/Your card was declined\./)).toBeTruthy();
    expect(screen.queryByText(checkoutTexts.paymentValidated)).toBeNull();
    expect((screen.getByLabelText(checkoutTexts.cardNumber) as HTMLInputElement).value).toBe('');
  });

  it('a shopper whose new card asks for bank confirmation confirms it there and is told it was paid', async () => {
    const order = orderNeedingCard();
    const charged: Order = {
      ...order,
      status: 'charged_awaiting_fulfillment',
      payment_due_at: null,
    };
    let tries = 0;
    const { calls } = stubFixApi(
      order,
      () =>
        ++tries === 1
          ? {
              status: 402,
              body: {
                success: false,
                message: 'Your bank wants you to confirm this payment',
                data: {
                  requiresAction: true,
                  paymentIntentId: 'pi_3ds',
                  clientSecret: 'pi_3ds_secret',
                },
              },
            }
          : {
              body: {
                success: true,
                message: 'Thank you! Your card was charged and your order is on its way',
                data: charged,
              },
            },
      {
        'POST /api/v1/payments/confirm': {
          body: { success: true, data: { paymentIntentId: 'pi_3ds', status: 'succeeded' } },
        },
      },
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/fix-payment/41');
    await giveCard(user);
    await user.click(screen.getByRole('button', { name: fixPaymentTexts.pay('$12.50') }));

    const bank = await screen.findByRole('dialog', { name: checkoutTexts.actionTitle });
    await user.click(within(bank).getByRole('button', { name: checkoutTexts.actionConfirm }));

    expect(
      await screen.findByRole('heading', { name: fixPaymentTexts.paid('$12.50') }),
    ).toBeTruthy();
    const sent = calls.filter((call) => call.url.pathname === '/api/v1/orders/41/payment');
    expect(sent.map((call) => call.body)).toEqual([
      { paymentMethodId: 'pm_new' },
      { paymentMethodId: 'pm_new', paymentIntentId: 'pi_3ds' },
    ]);
    expect(bodySentTo(calls, 'payments/confirm')).toEqual({
      paymentIntentId: 'pi_3ds',
      paymentMethodId: 'pm_new',
    });
  });

  it('reads, to a screen reader, as headings in order: the page, the new card, the card form', async () => {
    stubFixApi(orderNeedingCard(), { body: {} });
    signIn();
    renderApp('/fix-payment/41');
    await screen.findByLabelText(checkoutTexts.cardNumber);
    const levels = screen
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) =>
      expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1),
    );
    expect(screen.getByRole('heading', { level: 2, name: fixPaymentTexts.newCard })).toBeTruthy();
  });

  it('keeps its card form when the screen reads the order again, without asking the store for its payment provider again', async () => {
    forgetPaymentProvider();
    const order = orderNeedingCard();
    const { calls } = stubFixApi(order, { body: {} });
    signIn();
    const { router } = renderApp('/fix-payment/41');
    await screen.findByLabelText(checkoutTexts.cardNumber);
    const reads = (path: string) => calls.filter((call) => call.url.pathname === path).length;

    await act(() => router.invalidate());
    await waitFor(() => expect(reads('/api/v1/orders/41')).toBe(2));
    expect(screen.getByLabelText(checkoutTexts.cardNumber)).toBeTruthy();
    expect(reads('/api/v1/config')).toBe(1);
  });

  it('keeps the form and shows why when the new card is refused too', async () => {
    const order = orderNeedingCard({ batch: { id: 9, status: 'open', total_reservations: 1 } });
    stubFixApi(order, {
      status: 402,
      body: { success: false, message: 'Your card was declined.' },
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/fix-payment/41');
    await screen.findByText(fixPaymentTexts.groupFilling);
    await giveCard(user);
    await user.click(screen.getByRole('button', { name: fixPaymentTexts.keepPlace }));
    await screen.findByText((_, element) =>
      Boolean(
        element?.getAttribute('role') === 'alert' &&
        element.textContent?.includes('Your card was declined.'),
      ),
    );
    expect(screen.getByRole('button', { name: fixPaymentTexts.keepPlace })).toBeTruthy();
  });

  it('says the order is not found, without asking the server, for an address that is no order id', async () => {
    const { calls } = stubFixApi(orderNeedingCard(), { body: {} });
    signIn();
    renderApp('/fix-payment/not-an-order');
    expect(await screen.findByText(fixPaymentTexts.orderNotFound)).toBeTruthy();
    expect(screen.getByRole('button', { name: fixPaymentTexts.retry })).toBeTruthy();
    expect(calls.some((call) => call.url.pathname.startsWith('/api/v1/orders/'))).toBe(false);
  });

  it('says there is nothing to fix for an order that has moved on', async () => {
    const order = orderNeedingCard({
      status: 'charged_awaiting_fulfillment',
      payment_due_at: null,
    });
    stubFixApi(order, { body: {} });
    signIn();
    renderApp('/fix-payment/41');
    await screen.findByRole('heading', { name: fixPaymentTexts.nothingToFix });
    expect(screen.queryByLabelText(checkoutTexts.cardNumber)).toBeNull();
  });
});
