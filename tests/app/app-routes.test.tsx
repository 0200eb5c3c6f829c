import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appTexts } from '../../src/app/texts';
import { categoryTexts } from '../../src/features/categories/texts';
import { checkoutTexts } from '../../src/features/checkout/texts';
import { dealTexts } from '../../src/features/deals/texts';
import { categories, dealPage, makeDeal } from './fixtures';
import { renderApp, stubApi } from './render';

const deals = [
  makeDeal({ id: 11, title: 'Soon gone mug set', expiry_left_hours: 3 }),
  makeDeal({ id: 12, title: 'Headphones for two', expiry_left_hours: 20 }),
  makeDeal({ id: 13, title: 'Yoga mat trio', expiry_left_hours: 50 }),
  makeDeal({ id: 14, title: 'Candle quartet', expiry_left_hours: 60 }),
  makeDeal({ id: 15, title: 'Sneaker pair', expiry_left_hours: 70 }),
  makeDeal({ id: 16, title: 'Sixth deal', expiry_left_hours: 80 }),
];

function storeApi(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/v1/categories/dropdown': { body: { status: 'success', data: categories } },
    'GET /api/v1/getfeatured': { body: { status: 'success', data: categories } },
    'GET /api/v1/ecommerce/active-deal': (url) =>
      url.searchParams.get('category') === '2'
        ? {
            body: dealPage([
              makeDeal({
                id: 30,
                title: 'Fashion only deal',
                category: { id: 2, name: 'Fashion' },
              }),
            ]),
          }
        : { body: dealPage(deals) },
    ...overrides,
  });
}

async function findHome() {
  return screen.findByRole('heading', { name: appTexts.dealsHeading });
}

describe('routes', () => {
  it.each(['/', '/home', '/no/such/page'])('shows Home at %s', async (path) => {
    storeApi();
    renderApp(path);
    expect(await findHome()).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('opens the checkout at /checkout', async () => {
    storeApi();
    renderApp('/checkout');
    expect(await screen.findByRole('heading', { name: checkoutTexts.title })).toBeTruthy();
  });

  it('opens the order confirmation at /order-confirmation, with a way home when there is none', async () => {
    storeApi();
    renderApp('/order-confirmation');
    expect(await screen.findByRole('heading', { name: checkoutTexts.orderNotFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: checkoutTexts.backToHome }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('says so when the deal address has no id', async () => {
    storeApi();
    renderApp('/deal');
    expect(await screen.findByRole('heading', { name: dealTexts.noDealId })).toBeTruthy();
  });
});

describe('header', () => {
  it('sends a visitor to sign in from the user icon, and My Orders opens the login modal', async () => {
    storeApi();
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: appTexts.signIn }).getAttribute('href')).toBe(
      '/login',
    );
    expect(within(banner).queryByRole('link', { name: appTexts.myOrders })).toBeNull();
    expect(within(banner).getByRole('link', { name: appTexts.homeLink }).getAttribute('href')).toBe(
      '/',
    );
    const nav = within(banner).getByRole('navigation', { name: appTexts.mainNav });
    expect(within(nav).getByRole('link', { name: appTexts.howItWorks }).getAttribute('href')).toBe(
      '/#how-it-works',
    );
  });

  it('opens Categories from the keyboard and walks into a subcategory flyout and back', async () => {
    storeApi();
    renderApp('/');
    const button = await screen.findByRole('button', { name: categoryTexts.menuButton });
    await waitFor(() => expect(button).toBeTruthy());
    button.focus();
    fireEvent.keyDown(button, { key: 'Enter' });
    const menu = await screen.findByRole('menu', { name: categoryTexts.menuButton });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const electronics = within(menu).getByRole('menuitem', { name: 'Electronics' });
    await waitFor(() => expect(document.activeElement).toBe(electronics));
    expect(electronics.getAttribute('href')).toBe('/category/1');

    fireEvent.keyDown(electronics, { key: 'ArrowDown' });
    const fashion = within(menu).getByRole('menuitem', { name: 'Fashion' });
    expect(document.activeElement).toBe(fashion);

    fireEvent.keyDown(fashion, { key: 'ArrowRight' });
    const flyout = await screen.findByRole('menu', {
      name: categoryTexts.subcategoriesOf('Fashion'),
    });
    // The flyout opens on its whole-category entry, followed by the subcategories.
    const allFashion = within(flyout).getByRole('menuitem', {
      name: categoryTexts.allOf('Fashion'),
    });
    await waitFor(() => expect(document.activeElement).toBe(allFashion));
    expect(allFashion.getAttribute('href')).toBe('/category/2');
    const shoes = within(flyout).getByRole('menuitem', { name: 'Shoes' });
    expect(shoes.getAttribute('href')).toBe('/subcategory/5');

    fireEvent.keyDown(allFashion, { key: 'Escape' });
    expect(
      screen.queryByRole('menu', { name: categoryTexts.subcategoriesOf('Fashion') }),
    ).toBeNull();
    expect(document.activeElement).toBe(fashion);

    fireEvent.keyDown(fashion, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens Categories with Space and ArrowDown too', async () => {
    storeApi();
    renderApp('/');
    const button = await screen.findByRole('button', { name: categoryTexts.menuButton });
    for (const key of [' ', 'ArrowDown']) {
      fireEvent.keyDown(button, { key });
      expect(await screen.findByRole('menu', { name: categoryTexts.menuButton })).toBeTruthy();
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      expect(screen.queryByRole('menu')).toBeNull();
    }
  });
});

describe('home', () => {
  it('puts the first 5 active deals in the hero', async () => {
    storeApi();
    renderApp('/');
    // The hero shows at once, loading, and is drawn again with the loaded deals.
    await screen.findByRole('heading', { name: 'Candle quartet' });
    const hero = screen.getByRole('region', { name: dealTexts.heroRegionLabel });
    expect(within(hero).getByRole('heading', { name: 'Soon gone mug set' })).toBeTruthy();
    expect(within(hero).getAllByRole('button', { name: /^Show deal \d$/ })).toHaveLength(5);
  });

  it('shows the empty hero and No Active Deals Found. when the deal list fails', async () => {
    storeApi({
      'GET /api/v1/ecommerce/active-deal': {
        status: 503,
        body: { success: false, message: 'Catalogue is resting' },
      },
    });
    renderApp('/');
    expect(await screen.findByText(dealTexts.noActiveDeals)).toBeTruthy();
    expect(screen.getByRole('heading', { name: dealTexts.heroEmptyHeadline })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(await screen.findByText('Catalogue is resting')).toBeTruthy();
  });

  it('says Failed to load categories when the categories do not load', async () => {
    storeApi({
      'GET /api/v1/categories/dropdown': { status: 500, body: { success: false, message: 'boom' } },
      'GET /api/v1/getfeatured': { status: 500, body: { success: false, message: 'boom' } },
    });
    renderApp('/');
    expect(await screen.findByText(categoryTexts.failedToLoad, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('filters the grid in place from the category strip, and All Deals clears the filter', async () => {
    const { calls } = storeApi();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Candle quartet' });
    const strip = screen.getByRole('group', { name: categoryTexts.stripLabel });

    fireEvent.click(within(strip).getByRole('button', { name: categoryTexts.expiringSoon }));
    expect(screen.getByRole('heading', { name: appTexts.expiringHeading })).toBeTruthy();
    const grid = () =>
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    expect(grid()).toEqual(['Soon gone mug set', 'Headphones for two']);

    fireEvent.click(await within(strip).findByRole('button', { name: /Fashion/ }));
    expect(await screen.findByRole('heading', { name: 'Fashion only deal' })).toBeTruthy();
    expect(grid()).toEqual(['Fashion only deal']);
    expect(calls.some((c) => c.url.searchParams.get('category') === '2')).toBe(true);
    expect(
      within(strip)
        .getByRole('button', { name: /Fashion/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    fireEvent.click(within(strip).getByRole('button', { name: categoryTexts.allDeals }));
    expect(grid()).toHaveLength(6);
    expect(screen.getByRole('heading', { name: appTexts.dealsHeading })).toBeTruthy();
  });

  it('loads the next page of deals with Load more while the server has one', async () => {
    const { calls } = storeApi({
      'GET /api/v1/ecommerce/active-deal': (url) =>
        url.searchParams.get('cursor') === 'page-2'
          ? { body: dealPage([makeDeal({ id: 40, title: 'Page two deal' })], null) }
          : { body: dealPage(deals, 'page-2') },
    });
    renderApp('/');
    const more = await screen.findByRole('button', { name: dealTexts.loadMore });
    fireEvent.click(more);
    expect(await screen.findByRole('heading', { name: 'Page two deal' })).toBeTruthy();
    expect(
      calls
        .filter((c) => c.url.pathname.endsWith('active-deal'))
        .at(-1)
        ?.url.searchParams.get('include_expired'),
    ).toBe('false');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: dealTexts.loadMore })).toBeNull(),
    );
  });
});

describe('deal page', () => {
  it('decodes the address and shows the deal', async () => {
    const deal = makeDeal({ id: 21, title: 'Kilnhouse mugs, two sets' });
    const { calls } = storeApi({
      'GET /api/v1/ecommerce/deals/21': { body: { status: 'success', data: deal } },
    });
    renderApp(`/deal/${deal.encoded_id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kilnhouse mugs, two sets' }),
    ).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/api/v1/ecommerce/deals/21')).toBe(true);
    expect(screen.getByRole('link', { name: dealTexts.backToDeals }).getAttribute('href')).toBe(
      '/',
    );
    expect((screen.getByLabelText(dealTexts.shareLinkLabel) as HTMLInputElement).value).toContain(
      `/deal/${deal.encoded_id}`,
    );
  });

  it('shows Deal not found with Try Again, and a toast, for an address that is not a deal id', async () => {
    const { calls } = storeApi();
    renderApp('/deal/not-a-real-id');
    expect(await screen.findByRole('heading', { name: dealTexts.dealNotFound })).toBeTruthy();
    expect(screen.getByRole('button', { name: dealTexts.tryAgain })).toBeTruthy();
    expect(await screen.findByText(dealTexts.failedToLoadDeal)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/v1/ecommerce/deals/'))).toBe(false);
  });

  it("shows the server's message when the deal is unknown, and Try Again asks again", async () => {
    const deal = makeDeal({ id: 22, title: 'Back in stock' });
    let attempts = 0;
    storeApi({
      'GET /api/v1/ecommerce/deals/22': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 404, body: { success: false, message: 'This deal has ended' } }
          : { body: { status: 'success', data: deal } };
      },
    });
    renderApp(`/deal/${deal.encoded_id}`);
    expect(await screen.findByRole('heading', { name: 'This deal has ended' })).toBeTruthy();
    expect(await screen.findByText(dealTexts.failedToLoadDeal)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: dealTexts.tryAgain }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Back in stock' })).toBeTruthy();
  });
});

describe('category pages', () => {
  it("shows a category's name, its subcategories and its deals", async () => {
    storeApi({
      'GET /api/v1/categories/2': { body: { status: 'success', data: categories[1] } },
      'GET /api/v1/categories/2/deals': {
        body: dealPage([makeDeal({ id: 50, title: 'Trail shoes' })]),
      },
    });
    renderApp('/category/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fashion' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Trail shoes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shoes' }).getAttribute('href')).toBe('/subcategory/5');
  });

  it('swallows load errors silently and shows an empty page', async () => {
    storeApi({
      'GET /api/v1/categories/9': {
        status: 500,
        body: { success: false, message: 'Database napping' },
      },
      'GET /api/v1/categories/9/deals': {
        status: 500,
        body: { success: false, message: 'Database napping' },
      },
    });
    renderApp('/category/9');
    expect(await screen.findByText(dealTexts.noDealsHere, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText('Database napping')).toBeNull();
  });

  it("shows a subcategory's deals with a link up to its category", async () => {
    storeApi({
      'GET /api/v1/subcategories/5': {
        body: {
          status: 'success',
          data: { id: 5, name: 'Shoes', category: { id: 2, name: 'Fashion' } },
        },
      },
      'GET /api/v1/subcategories/5/deals': {
        body: dealPage([makeDeal({ id: 51, title: 'Court sneakers' })]),
      },
    });
    renderApp('/subcategory/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shoes' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Court sneakers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fashion' }).getAttribute('href')).toBe('/category/2');
  });
});
