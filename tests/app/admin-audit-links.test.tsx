import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/admin-console';
import { adminTexts } from '../../src/features/admin/texts';
import { consoleAs, makeUser, signIn } from './fixtures';
import { renderApp, stubApi } from './render';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-27T08:00:00.000Z',
  actor: 'help@example.com',
  action: 'order.refund',
  entity: 'order',
  entity_id: '42',
  order_number: 'BG-7K2M9QX4',
  before: null,
  after: null,
  ...overrides,
});

describe('the audit log an owner reads', () => {
  it('names who acted, and shows an order by its number, linked to the order, never by its id', async () => {
    signIn(makeUser({ role: 'admin' }));
    stubApi({
      ...consoleAs('owner'),
      'GET /api/v1/admin/audit': {
        body: {
          success: true,
          data: {
            rows: [
              entry({}),
              entry({
                id: 2,
                action: 'staff.add',
                entity: 'staff',
                entity_id: 'help@example.com',
                order_number: null,
                actor: 'ada@example.com',
              }),
            ],
            total: 2,
            page: 1,
            page_size: 50,
          },
        },
      },
    });
    renderApp('/admin/audit');
    const link = await screen.findByRole('link', { name: 'BG-7K2M9QX4' });
    expect(link.getAttribute('href')).toBe('/admin/orders/42');
    expect(screen.queryByText('order 42')).toBeNull();
    expect(screen.getByText('staff help@example.com')).toBeTruthy();
    expect(screen.getByText('help@example.com')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: adminTexts.audit })).toBeTruthy();
  });
});
