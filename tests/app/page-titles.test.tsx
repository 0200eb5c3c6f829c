import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dealHead } from '../../src/lib/deal-head';
import { shareImageVersion } from '../../contract/share-image';
import { paymentConfig } from './checkout-fixtures';
import {
  categories,
  dealPage,
  makeDeal,
  makeUser,
  orderFixture,
  signIn,
  storeRoutes,
} from './fixtures';
import { renderApp, stubApi } from './render';

const mug = makeDeal({ id: 41, title: 'Buy 1 Get 1 Free: Stoneware Mug' });
/** An order whose charge failed when its group filled: the fix-payment link's order. */
const cardToFix = orderFixture(41, {
  status: 'payment_action_required',
  payment_due_at: '2026-06-02T12:00:00.000Z',
  batch: { id: 9, status: 'filled', total_reservations: 2 },
});

function storeApi() {
  return stubApi({
    ...storeRoutes([mug]),
    [`GET /api/v1/ecommerce/deals/${mug.id}`]: { body: { status: 'success', data: mug } },
    'GET /api/v1/categories/1': { body: { status: 'success', data: categories[0] } },
    'GET /api/v1/categories/1/deals': { body: dealPage([mug]) },
    'GET /api/v1/subcategories/2': {
      body: {
        status: 'success',
        data: { id: 2, name: 'Smart Home', category: { id: 1, name: 'Electronics' } },
      },
    },
    'GET /api/v1/subcategories/2/deals': { body: dealPage([mug]) },
    'GET /api/v1/products/search': {
      body: { status: 'success', data: [mug], total: 1, page: 1, page_size: 24, categories: [] },
    },
    'GET /api/v1/orders': { body: { success: true, data: [] } },
    'GET /api/v1/orders/41': { body: { success: true, data: cardToFix } },
    'GET /api/v1/config': paymentConfig('test'),
    'GET /api/v1/user/profile': { body: { success: true, data: { user: makeUser() } } },
  });
}

describe('page titles', () => {
  it.each([
    ['/', 'BOGO Together: group deals, better together'],
    [`/deal/${mug.encoded_id}`, 'Buy 1 Get 1 Free: Stoneware Mug · BOGO Together'],
    ['/category/1', `${categories[0]?.name} deals · BOGO Together`],
    ['/subcategory/2', 'Smart Home deals · BOGO Together'],
    ['/search?q=mug', 'Results for “mug” · BOGO Together'],
    ['/login', 'Sign in · BOGO Together'],
    ['/checkout', 'Checkout · BOGO Together'],
    ['/order-confirmation', 'Order confirmed · BOGO Together'],
  ])('a shopper at %s reads the tab as %j', async (path, title) => {
    storeApi();
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });

  it.each([
    ['/orders', 'My Orders · BOGO Together'],
    ['/profile', 'My Profile · BOGO Together'],
    ['/fix-payment/41', 'Update your card · BOGO Together'],
  ])('a signed-in shopper at %s reads the tab as %j', async (path, title) => {
    signIn();
    storeApi();
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('a shopper who opens a deal from the home sees the tab change to the deal, and back', async () => {
    // The shell's own description, which the screens rewrite.
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="shell">');
    storeApi();
    const { router } = renderApp('/');
    await waitFor(() => expect(document.title).toBe('BOGO Together: group deals, better together'));
    void router.navigate({ to: '/deal/$encodedDealId', params: { encodedDealId: mug.encoded_id } });
    await waitFor(() => expect(document.title).toBe(`${mug.title} · BOGO Together`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      '$12.50 each when',
    );
    router.history.back();
    await waitFor(() => expect(document.title).toBe('BOGO Together: group deals, better together'));
    expect(screen.queryByText('Deal not found')).toBeNull();
  });

  it("a deal's share tags escape a hostile title in the structured data", () => {
    const hostile = makeDeal({
      id: 77,
      title: '</script><script>alert(1)</script> "quoted" & more',
    });
    const head = dealHead(hostile, 'https://store.example');
    const json = String(head.scripts?.[0]?.children);
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(JSON.parse(json).name).toBe(hostile.title);
    expect(JSON.parse(json).offers).toMatchObject({ price: '12.50', priceCurrency: 'USD' });
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: `https://store.example/api/v1/deals/77/share-image.png?v=${shareImageVersion(hostile)}`,
    });
  });
});
