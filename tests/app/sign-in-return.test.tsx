import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Deal } from '../../contract/catalog';
import { appTexts } from '../../src/app/texts';
import { authTexts } from '../../src/features/auth/texts';
import { dealTexts } from '../../src/features/deals/texts';
import { categories, makeDeal, makeUser } from './fixtures';
import { renderApp, stubApi } from './render';
import { signInCodeRoutes, signInWithCode } from './sign-in-steps';

vi.mock('idb-keyval', () => import('./checkout-idb'));

const ada = makeUser();

const tee: Deal = makeDeal({
  id: 31,
  title: 'Northway Tee, buy 3 get 1 free',
  total_units_needed: 4,
  remaining_units: 3,
  product: {
    name: 'Northway Tee',
    variations: [
      { id: 'v1', image: null, image_url: null, upc_code: '1', size: 'S', color: 'Navy' },
      { id: 'v2', image: null, image_url: null, upc_code: '2', size: 'M', color: 'Sand' },
    ],
  },
});

function storeApi() {
  return stubApi({
    'GET /api/v1/categories/dropdown': { body: { status: 'success', data: categories } },
    'GET /api/v1/ecommerce/deals/31': { body: { status: 'success', data: tee } },
    ...signInCodeRoutes(ada),
  });
}

const unit = (n: number) => screen.getByRole('group', { name: dealTexts.unitLabel(n) });

function choose(n: number, attribute: string, value: string) {
  fireEvent.change(within(unit(n)).getByLabelText(attribute), { target: { value } });
}

const chosen = (n: number, attribute: string) =>
  (within(unit(n)).getByLabelText(attribute) as HTMLSelectElement).value;

const signInLink = () =>
  within(screen.getByRole('banner')).getByRole('link', { name: appTexts.signIn });

describe('signing in returns the shopper to where they were', () => {
  it('brings a visitor back to the deal with the 2 units and options they chose, after signing in from the header', async () => {
    storeApi();
    const { router } = renderApp(`/deal/${tee.encoded_id}`);
    await screen.findByRole('heading', { level: 1, name: tee.title });
    fireEvent.click(screen.getByRole('button', { name: dealTexts.increaseQuantity }));
    choose(1, 'Size', 'S');
    choose(1, 'Color', 'Navy');
    choose(2, 'Size', 'M');
    choose(2, 'Color', 'Sand');

    fireEvent.click(signInLink());
    await screen.findByRole('heading', { level: 1, name: authTexts.pageTitle });
    await signInWithCode();

    await screen.findByRole('heading', { level: 1, name: tee.title });
    expect(router.state.location.pathname).toBe(`/deal/${tee.encoded_id}`);
    const quantity = screen.getByRole('group', { name: dealTexts.quantity });
    expect(within(quantity).getByRole('status').textContent).toBe('2');
    expect([chosen(1, 'Size'), chosen(1, 'Color')]).toEqual(['S', 'Navy']);
    expect([chosen(2, 'Size'), chosen(2, 'Color')]).toEqual(['M', 'Sand']);
    expect(await screen.findByRole('button', { name: authTexts.accountMenu('Ada') })).toBeTruthy();
  });

  it('keeps an invite link whole, its query included, as the place to come back to', async () => {
    storeApi();
    renderApp(`/deal/${tee.encoded_id}?ref=invite`);
    await screen.findByRole('heading', { level: 1, name: tee.title });
    const href = new URL(signInLink().getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/login');
    expect(href.searchParams.get('redirect')).toBe(`/deal/${tee.encoded_id}?ref=invite`);
  });

  it('comes back to checkout after signing in from its header', async () => {
    storeApi();
    const { router } = renderApp('/checkout');
    await waitFor(() => expect(signInLink().getAttribute('href')).toContain('redirect='));
    fireEvent.click(signInLink());
    await screen.findByRole('heading', { level: 1, name: authTexts.pageTitle });
    await signInWithCode();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('starts a deal afresh when the choices kept were for another deal', async () => {
    storeApi();
    sessionStorage.setItem(
      'dealChoices',
      JSON.stringify({ dealId: 99, quantity: 3, selections: [{ size: 'S' }] }),
    );
    renderApp(`/deal/${tee.encoded_id}`);
    await screen.findByRole('heading', { level: 1, name: tee.title });
    const quantity = screen.getByRole('group', { name: dealTexts.quantity });
    expect(within(quantity).getByRole('status').textContent).toBe('1');
    expect(chosen(1, 'Size')).toBe('');
  });
});
