import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Deal } from '../../contract/catalog';
import type { SearchResponse } from '../../contract/search';
import { searchTexts } from '../../src/features/search/texts';
import { OFFLINE_SEARCH_HEADER } from '../../sw/routing';
import { makeDeal, storeRoutes } from './fixtures';
import { renderApp, stubApi } from './render';

const mugs = makeDeal({
  id: 41,
  title: 'Buy 1 Get 1 Free: Kilnhouse Stoneware Mug Set',
  product: { name: 'Kilnhouse Stoneware Mug Set' },
  category: { id: 3, name: 'Home & Living' },
});
const kettle = makeDeal({
  id: 42,
  product: { name: 'Stoneware Kettle' },
  category: { id: 3, name: 'Home & Living' },
});
const scarf = makeDeal({
  id: 43,
  product: { name: 'Stone-grey Scarf' },
  category: { id: 2, name: 'Fashion' },
});

function resultsOf(deals: Deal[]): SearchResponse {
  const perCategory = new Map<number, { id: number; name: string; count: number }>();
  for (const deal of deals) {
    const entry = perCategory.get(deal.category.id) ?? { ...deal.category, count: 0 };
    entry.count += 1;
    perCategory.set(deal.category.id, entry);
  }
  return {
    status: 'success',
    data: deals,
    total: deals.length,
    page: 1,
    page_size: 24,
    categories: [...perCategory.values()],
  };
}

function storeApi(found: (q: string, category: string | null) => Deal[]) {
  return stubApi({
    ...storeRoutes(),
    'GET /api/v1/ecommerce/deals/41': { body: { status: 'success', data: mugs } },
    'GET /api/v1/products/search': (url) => ({
      body: resultsOf(found(url.searchParams.get('q') ?? '', url.searchParams.get('category'))),
    }),
  });
}

const searchCalls = (calls: ReturnType<typeof stubApi>['calls']) =>
  calls.filter((call) => call.url.pathname === '/api/v1/products/search');

async function openSearchField() {
  const user = userEvent.setup();
  const [opener] = await screen.findAllByRole('button', { name: searchTexts.openSearch });
  if (!opener) throw new Error('no search button');
  await user.click(opener);
  const field = await screen.findByRole('combobox', { name: searchTexts.fieldLabel });
  return { user, field, opener };
}

describe('the header search field', () => {
  it('suggests deals as the shopper types, once they pause, and opens the one picked by keyboard', async () => {
    const { calls } = storeApi(() => [mugs, kettle]);
    const { router } = renderApp('/');
    const { user, field } = await openSearchField();
    expect(field).toHaveProperty('ownerDocument.activeElement', field);

    await user.type(field, 'stonware');
    const listbox = await screen.findByRole('listbox', { name: searchTexts.suggestionsLabel });
    await within(listbox).findByRole('option', { name: /Kilnhouse Stoneware Mug Set/ });
    // Eight keystrokes, one request: the field waits for the shopper to pause.
    expect(searchCalls(calls).map((call) => call.url.searchParams.get('q'))).toEqual(['stonware']);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-controls')).toBe(listbox.id);

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const first = within(listbox).getByRole('option', { name: /Kilnhouse Stoneware Mug Set/ });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe(first.id);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/deal/${mugs.encoded_id}`));
  });

  it('opens the results page on Enter when no suggestion is highlighted', async () => {
    storeApi(() => [mugs, kettle]);
    const { router } = renderApp('/');
    const { user, field } = await openSearchField();
    await user.type(field, ' stoneware mug {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toEqual({ q: 'stoneware mug' });
  });

  it('closes the suggestions on Escape, then the field, giving the focus back to its button', async () => {
    storeApi(() => [mugs]);
    renderApp('/');
    const { user, field } = await openSearchField();
    await user.type(field, 'mug');
    await screen.findByRole('option', { name: /Kilnhouse/ });
    await user.keyboard('{Escape}');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    await waitFor(() =>
      expect(
        document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      ).toBe(searchTexts.openSearch),
    );
  });

  it('offers the results page as the last option, also when nothing matches', async () => {
    storeApi(() => []);
    const { router } = renderApp('/');
    const { user, field } = await openSearchField();
    await user.type(field, 'zzzz');
    const option = await screen.findByRole('option', {
      name: new RegExp(searchTexts.noSuggestions('zzzz')),
    });
    await user.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  });
  it('does not claim that nothing matches when the suggestions could not be fetched', async () => {
    stubApi({
      ...storeRoutes(),
      'GET /api/v1/products/search': {
        status: 503,
        body: { success: false, message: 'The database is not answering' },
      },
    });
    renderApp('/');
    const { user, field } = await openSearchField();
    await user.type(field, 'mug');
    await screen.findByRole('option', { name: searchTexts.seeAllResults('mug') });
    expect(screen.queryByText(new RegExp(searchTexts.noSuggestions('mug')))).toBeNull();
  });
});

describe('the results page', () => {
  it('shows the matching deals, their count, the category chips and its own title', async () => {
    storeApi((_q, category) => (category === '2' ? [scarf] : [mugs, kettle, scarf]));
    const { router } = renderApp('/search?q=stone');
    expect(
      await screen.findByRole('heading', { level: 1, name: searchTexts.heading('stone') }),
    ).toBeTruthy();
    expect(screen.getByText(searchTexts.resultCount(3))).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Kilnhouse Stoneware Mug Set/ })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(searchTexts.pageTitle('stone')));

    const chips = screen.getByRole('navigation', { name: searchTexts.categoriesLabel });
    expect(
      within(chips)
        .getByRole('link', { name: searchTexts.chipLabel('All', 3) })
        .getAttribute('aria-current'),
    ).toBe('page');
    await userEvent.click(
      within(chips).getByRole('link', { name: searchTexts.chipLabel('Fashion', 1) }),
    );
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'stone', category: 2 }));
    expect(await screen.findByText(searchTexts.resultCount(1))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Kilnhouse Stoneware Mug Set/ })).toBeNull();
  });

  it('says honestly when nothing matches and offers the categories to browse instead', async () => {
    storeApi(() => []);
    renderApp('/search?q=unicorn%20saddle');
    expect(
      await screen.findByRole('heading', { name: searchTexts.noMatches('unicorn saddle') }),
    ).toBeTruthy();
    const browse = await screen.findByRole('navigation', { name: searchTexts.browseLabel });
    expect(within(browse).getByRole('link', { name: 'Fashion' }).getAttribute('href')).toBe(
      '/category/2',
    );
  });

  it("offers 'did you mean' the nearest words the store knows, and opens their results", async () => {
    stubApi({
      ...storeRoutes(),
      'GET /api/v1/products/search': (url) => ({
        body:
          url.searchParams.get('q') === 'stoneware mug'
            ? resultsOf([mugs])
            : { ...resultsOf([]), did_you_mean: 'stoneware mug' },
      }),
    });
    renderApp('/search?q=stnwr%20mug');
    await screen.findByRole('heading', { name: searchTexts.noMatches('stnwr mug') });
    const user = userEvent.setup();
    const suggestion = await screen.findByRole('link', { name: 'stoneware mug' });
    expect(suggestion.parentElement?.textContent).toBe(`${searchTexts.didYouMean} stoneware mug?`);
    await user.click(suggestion);
    expect(await screen.findByText(searchTexts.resultCount(1))).toBeTruthy();
  });

  it('says when the results come from the deals saved on this device', async () => {
    const { fetchMock } = storeApi(() => [mugs]);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetchMock(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname !== '/api/v1/products/search') return response;
      const headers = new Headers(response.headers);
      headers.set(OFFLINE_SEARCH_HEADER, '12');
      return new Response(await response.text(), { status: response.status, headers });
    });
    renderApp('/search?q=mug');
    expect(await screen.findByText(searchTexts.offline(12))).toBeTruthy();
  });

  it('reads a hand-edited address leniently: trimmed words, no bad filter, the first page', async () => {
    const { calls } = storeApi(() => [mugs]);
    renderApp('/search?q=%20%20mug%20%20&category=abc&page=0');
    expect(
      await screen.findByRole('heading', { level: 1, name: searchTexts.heading('mug') }),
    ).toBeTruthy();
    const [call] = searchCalls(calls);
    expect(call?.url.search).toBe('?q=mug');
  });

  it('asks what to look for when the address has no words', async () => {
    const { calls } = storeApi(() => [mugs]);
    renderApp('/search');
    expect(await screen.findByRole('heading', { name: searchTexts.askForWords })).toBeTruthy();
    expect(searchCalls(calls)).toEqual([]);
    await waitFor(() => expect(document.title).toBe(searchTexts.emptyPageTitle));
  });
});
