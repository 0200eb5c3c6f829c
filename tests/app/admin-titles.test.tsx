import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleAs, makeUser, signIn } from './fixtures';
import { renderApp, stubApi } from './render';

describe('console tab titles', () => {
  it.each([
    ['/admin', 'Dashboard · Console · BOGO Together'],
    ['/admin/deals', 'Deals · Console · BOGO Together'],
    ['/admin/deals/new', 'New deal · Console · BOGO Together'],
    ['/admin/deals/7', 'Edit deal · Console · BOGO Together'],
    ['/admin/groups', 'Groups · Console · BOGO Together'],
    ['/admin/orders', 'Orders · Console · BOGO Together'],
    ['/admin/shoppers', 'Shoppers · Console · BOGO Together'],
    ['/admin/subscribers', 'Subscribers · Console · BOGO Together'],
    ['/admin/audit', 'Audit log · Console · BOGO Together'],
  ])('an operator at %s reads the tab as %j', async (path, title) => {
    signIn(makeUser({ role: 'admin' }));
    stubApi(consoleAs('owner'));
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });

  it("an operator on an order's page reads its number in the tab", async () => {
    signIn(makeUser({ role: 'admin' }));
    stubApi({
      ...consoleAs('owner'),
      'GET /api/v1/admin/orders/7': {
        body: { success: true, data: { id: 7, order_number: 'BG-7QX2' } },
      },
    });
    renderApp('/admin/orders/7');
    await waitFor(() => expect(document.title).toBe('Order BG-7QX2 · Console · BOGO Together'));
  });

  it('a shopper who opens the console reads that it is the console in the tab', async () => {
    signIn(makeUser({ role: 'shopper' }));
    stubApi({});
    renderApp('/admin');
    await waitFor(() => expect(document.title).toBe('Console · BOGO Together'));
  });
});
