import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminTexts } from '../../src/features/admin/texts';
import { authTexts } from '../../src/features/auth/texts';
import { consoleAs, makeUser, signIn } from './fixtures';
import { renderApp, stubApi } from './render';

const emptyDashboard = {
  from: '2026-10-24T00:00:00.000Z',
  to: '2026-11-23T00:00:00.000Z',
  gross_sales_cents: 123_450,
  orders: 7,
  groups_filled: 2,
  groups_failed: 1,
  fill_rate: 2 / 3,
  median_seconds_to_fill: 5400,
  refunds_cents: 0,
  refunds_count: 0,
  subscribers: 12,
  by_day: [],
  closest_to_filling: [],
  closest_to_expiring: [],
};

describe('who may open the operator console', () => {
  it('sends a visitor to sign in, remembering /admin for afterwards', async () => {
    stubApi({ 'GET /api/v1/categories/dropdown': { body: { status: 'success', data: [] } } });
    const { router } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: authTexts.pageTitle });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/admin' });
  });

  it('tells a signed-in shopper the console is not theirs, and never asks the admin API', async () => {
    signIn(makeUser({ role: 'shopper' }));
    const { calls } = stubApi({
      'GET /api/v1/categories/dropdown': { body: { status: 'success', data: [] } },
    });
    renderApp('/admin');
    await screen.findByRole('heading', { name: adminTexts.notAllowedTitle });
    expect(calls.some((call) => call.url.pathname.startsWith('/api/v1/admin'))).toBe(false);
  });

  it("shows an operator the dashboard's numbers", async () => {
    signIn(makeUser({ role: 'admin' }));
    stubApi({
      'GET /api/v1/categories/dropdown': { body: { status: 'success', data: [] } },
      ...consoleAs('owner'),
      'GET /api/v1/admin/dashboard': { body: { success: true, data: emptyDashboard } },
      // An owner's dashboard also says how much demo data there is to remove.
      'GET /api/v1/admin/demo-data': {
        body: { success: true, data: { shoppers: 0, orders: 0, units_in_open_groups: 0 } },
      },
    });
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: adminTexts.dashboard });
    await waitFor(() => expect(screen.getByText('$1,234.50')).toBeTruthy());
    expect(screen.getByText('67%')).toBeTruthy();
    expect(screen.getByText('1 h 30 min')).toBeTruthy();
  });
});
