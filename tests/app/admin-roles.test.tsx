import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffMember } from '../../contract/staff';
import { adminTexts } from '../../src/features/admin/texts';
import { consoleAs, makeUser, signIn } from './fixtures';
import { renderApp, stubApi } from './render';

const dashboard = {
  from: '2026-10-24T00:00:00.000Z',
  to: '2026-11-23T00:00:00.000Z',
  gross_sales_cents: 0,
  orders: 0,
  groups_filled: 0,
  groups_failed: 0,
  fill_rate: null,
  median_seconds_to_fill: null,
  refunds_cents: 0,
  refunds_count: 0,
  subscribers: 0,
  by_day: [],
  closest_to_filling: [],
  closest_to_expiring: [],
};

const sectionsShown = () =>
  within(screen.getByRole('navigation', { name: adminTexts.consoleNav }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the console follows the role the store gives the operator', () => {
  it('a support operator’s menu offers the dashboard, orders and shoppers only, names their role, and links no deal', async () => {
    signIn(makeUser({ role: 'admin' }));
    const filling = {
      id: 3,
      encoded_id: 'x3Kd9a',
      title: 'Tea Kettle',
      reserved_units: 3,
      total_units_needed: 4,
      expiry_date: '2026-11-30T10:00:00.000Z',
    };
    stubApi({
      ...consoleAs('support'),
      'GET /api/v1/admin/dashboard': {
        body: { success: true, data: { ...dashboard, closest_to_filling: [filling] } },
      },
    });
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: adminTexts.dashboard });
    expect(sectionsShown()).toEqual([adminTexts.dashboard, adminTexts.orders, adminTexts.shoppers]);
    expect(screen.getByText(adminTexts.yourRole('Support'))).toBeTruthy();
    // A deal's groups are the catalogue's: support reads the deal's name, with nowhere to go.
    expect(screen.getByText('Tea Kettle')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Tea Kettle' })).toBeNull();
  });

  it('an owner’s menu offers every section, Staff and the audit log included', async () => {
    signIn(makeUser({ role: 'admin' }));
    stubApi({
      ...consoleAs('owner'),
      'GET /api/v1/admin/dashboard': { body: { success: true, data: dashboard } },
    });
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: adminTexts.dashboard });
    expect(sectionsShown()).toContain(adminTexts.staff);
    expect(sectionsShown()).toContain(adminTexts.audit);
  });

  it('an operator who opens a screen their role may not use reads which role it needs, plainly', async () => {
    signIn(makeUser({ role: 'admin' }));
    stubApi({
      ...consoleAs('support'),
      'GET /api/v1/admin/deals': {
        status: 403,
        body: { success: false, message: 'This needs the catalogue or owner role' },
      },
    });
    renderApp('/admin/deals');
    const refusal = await screen.findByText(adminTexts.refused);
    expect(refusal.closest('[role="alert"]')?.textContent).toContain(
      'This needs the catalogue or owner role',
    );
    expect(screen.queryByRole('button', { name: adminTexts.retry })).toBeNull();
  });

  it('an operator the store no longer counts as staff is told the console is not theirs', async () => {
    signIn(makeUser({ role: 'admin' }));
    stubApi({
      'GET /api/v1/admin/me': {
        status: 403,
        body: { success: false, message: 'This needs a staff account' },
      },
    });
    renderApp('/admin');
    await screen.findByRole('heading', { name: adminTexts.notAllowedTitle });
  });

  it('an owner adds a support operator by e-mail on the Staff page, and sees them listed', async () => {
    signIn(makeUser({ role: 'admin' }));
    const listed: StaffMember[] = [
      { email: 'ada@example.com', role: 'owner', fixed: true, added_by: null, added_at: null },
    ];
    const api = stubApi({
      ...consoleAs('owner'),
      'GET /api/v1/admin/staff': () => ({ body: { success: true, data: { members: listed } } }),
      'POST /api/v1/admin/staff': () => {
        listed.push({
          email: 'help@example.com',
          role: 'support',
          fixed: false,
          added_by: 'ada@example.com',
          added_at: '2026-11-27T08:00:00.000Z',
        });
        return { body: { success: true, message: 'Added', data: listed[1] } };
      },
    });
    renderApp('/admin/staff');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(adminTexts.staffEmail), 'help@example.com');
    await user.click(screen.getByRole('button', { name: adminTexts.addStaff }));
    await screen.findByText('help@example.com');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'help@example.com',
      role: 'support',
    });
    expect(screen.getByText(adminTexts.fixedOwner)).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: adminTexts.removeStaffOf('help@example.com') }),
      ).toBeTruthy(),
    );
  });

  it('an owner changes a member’s role from the list, and cannot change their own or an ADMIN_EMAILS owner’s', async () => {
    signIn(makeUser({ role: 'admin' }));
    const listed: StaffMember[] = [
      { email: 'boss@example.com', role: 'owner', fixed: true, added_by: null, added_at: null },
      {
        email: 'ada@example.com',
        role: 'owner',
        fixed: false,
        added_by: 'boss@example.com',
        added_at: '2026-11-26T08:00:00.000Z',
      },
      {
        email: 'help@example.com',
        role: 'support',
        fixed: false,
        added_by: 'ada@example.com',
        added_at: '2026-11-27T08:00:00.000Z',
      },
    ];
    const api = stubApi({
      ...consoleAs('owner'),
      'GET /api/v1/admin/staff': { body: { success: true, data: { members: listed } } },
      'PATCH /api/v1/admin/staff/help%40example.com': {
        body: { success: true, message: 'Changed', data: { ...listed[2], role: 'catalogue' } },
      },
    });
    renderApp('/admin/staff');
    const user = userEvent.setup();
    const role = await screen.findByRole('combobox', {
      name: adminTexts.staffRoleOf('help@example.com'),
    });
    await user.selectOptions(role, 'catalogue');
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        role: 'catalogue',
      }),
    );
    expect(
      screen.queryByRole('combobox', { name: adminTexts.staffRoleOf('ada@example.com') }),
    ).toBeNull();
    expect(
      screen.queryByRole('combobox', { name: adminTexts.staffRoleOf('boss@example.com') }),
    ).toBeNull();
    expect(
      screen.queryByRole('button', { name: adminTexts.removeStaffOf('ada@example.com') }),
    ).toBeNull();
  });
});
