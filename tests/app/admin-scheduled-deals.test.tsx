import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminDealRow } from '../../contract/admin-console';
import { formatDateTime } from '../../src/features/admin/format';
import { adminTexts } from '../../src/features/admin/texts';
import { consoleAs, makeUser, signIn } from './fixtures';
import { renderApp, stubApi } from './render';

const OPENS = '2026-11-28T09:00:00.000Z';

const deal = (id: number, title: string, status: AdminDealRow['status']): AdminDealRow => ({
  id,
  encoded_id: `d${id}`,
  title,
  status,
  product: { id, name: title, image_url: '/favicon.svg' },
  category: { id: 1, name: 'Kitchen' },
  subcategory: { id: 2, name: 'Mugs' },
  regular_price_cents: 2_000,
  group_deal_price_cents: 1_000,
  total_units_needed: 2,
  deal_type: 'group_price',
  buy_units: null,
  free_units: null,
  units_in_stock: null,
  max_units_per_shopper: null,
  starts_at: status === 'scheduled' ? OPENS : '2026-11-20T10:00:00.000Z',
  expiry_date: '2026-12-01T10:00:00.000Z',
  open_group_reserved_units: 0,
  groups_filled: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});

describe('an operator reading the deals list', () => {
  it('sees a deal that opens tomorrow as Scheduled with when it opens, and can list only the scheduled ones', async () => {
    signIn(makeUser({ role: 'admin' }));
    const api = stubApi({
      ...consoleAs('owner'),
      'GET /api/v1/admin/deals': {
        body: {
          success: true,
          data: {
            rows: [deal(1, 'Kettle of tomorrow', 'scheduled'), deal(2, 'Mug pair', 'active')],
            total: 2,
            page: 1,
            page_size: 50,
          },
        },
      },
      'GET /api/v1/categories/dropdown': { body: { status: 'success', data: [] } },
    });
    renderApp('/admin/deals');
    const grid = await screen.findByRole('grid', { name: adminTexts.dealsGrid });
    const scheduled = within(grid).getByRole('row', { name: /Kettle of tomorrow/ });
    expect(within(scheduled).getByText('Scheduled')).toBeTruthy();
    expect(within(scheduled).getByText(`Opens ${formatDateTime(OPENS)}`)).toBeTruthy();
    const active = within(grid).getByRole('row', { name: /Mug pair/ });
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(active).queryByText(/^Opens /)).toBeNull();

    const status = screen.getByRole('combobox', { name: adminTexts.status });
    expect(within(status).getByRole('option', { name: 'Scheduled' })).toBeTruthy();
    fireEvent.change(status, { target: { value: 'scheduled' } });
    await vi.waitFor(() =>
      expect(api.calls.some((call) => call.url.searchParams.get('status') === 'scheduled')).toBe(
        true,
      ),
    );
  });
});
