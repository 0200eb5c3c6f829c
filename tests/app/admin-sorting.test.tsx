import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderRow } from '../../contract/admin-console';
import { adminTexts } from '../../src/features/admin/texts';
import { consoleAs, makeUser, signIn } from './fixtures';
import { renderApp, stubApi } from './render';

const order = (id: number, totalCents: number): AdminOrderRow => ({
  id,
  order_number: `BG-${id}`,
  order_type: 'solo',
  status: 'paid_awaiting_shipment',
  buyer_email: `buyer${id}@example.com`,
  deal: { id: 1, title: 'Mug pair' },
  quantity: 1,
  total_cents: totalCents,
  captured_cents: totalCents,
  refunded_cents: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});

function ordersApi() {
  return stubApi({
    ...consoleAs('owner'),
    'GET /api/v1/admin/orders': {
      body: {
        success: true,
        data: { rows: [order(1, 500), order(2, 900)], total: 120, page: 1, page_size: 50 },
      },
    },
  });
}

/** The class the grid gives a header that sorts when clicked. */
const SORTABLE = 'MuiDataGrid-columnHeader--sortable';

const sortsAsked = (api: ReturnType<typeof stubApi>) =>
  api.calls
    .filter((call) => call.url.pathname === '/api/v1/admin/orders')
    .map((call) => call.url.searchParams.get('sort'));

describe('an operator sorting a console list', () => {
  it('has the server sort every order by the column clicked, kept in the address', async () => {
    signIn(makeUser({ role: 'admin' }));
    const api = ordersApi();
    const { router } = renderApp('/admin/orders?page=2');
    const grid = await screen.findByRole('grid', { name: adminTexts.orders });
    const total = within(grid).getByRole('columnheader', { name: adminTexts.total });

    fireEvent.click(within(total).getByText(adminTexts.total));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'total_cents' }));
    fireEvent.click(within(total).getByText(adminTexts.total));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: '-total_cents' }));
    await waitFor(() => expect(sortsAsked(api)).toEqual([null, 'total_cents', '-total_cents']));
    expect(total.getAttribute('aria-sort')).toBe('descending');
  });

  it('offers no sort on a column the server cannot order by, and ignores one named in the address', async () => {
    signIn(makeUser({ role: 'admin' }));
    const api = ordersApi();
    renderApp('/admin/orders?sort=deal');
    const grid = await screen.findByRole('grid', { name: adminTexts.orders });
    const status = within(grid).getByRole('columnheader', { name: adminTexts.status });
    const total = within(grid).getByRole('columnheader', { name: adminTexts.total });
    // The grid offers a sort by a header it marks sortable: Total, not Status.
    expect(total.classList.contains(SORTABLE)).toBe(true);
    expect(status.classList.contains(SORTABLE)).toBe(false);
    fireEvent.click(within(status).getByText(adminTexts.status));
    expect(status.getAttribute('aria-sort')).toBe('none');
    expect(sortsAsked(api)).toEqual([null]);
  });
});
