import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoDataPanel } from '../../src/features/admin/components/demo-data-panel';
import { adminTexts } from '../../src/features/admin/texts';
import { GroupPeople } from '../../src/features/deals/components/group-people';
import { dealTexts } from '../../src/features/deals/texts';
import { renderWithRouter, stubApi } from './render';

const demo = { shoppers: 12, orders: 82, units_in_open_groups: 82 };

describe('the demo catalogue’s shoppers', () => {
  it('a shopper on a seeded deal is told its members are demo shoppers', async () => {
    await renderWithRouter(
      <GroupPeople members={{ joinedLastHour: 0, initials: ['MC', 'LO'], others: 1, demo: 3 }} />,
    );
    expect(screen.getByText(dealTexts.demoMembers(3, 3))).toBeTruthy();
    expect(dealTexts.demoMembers(3, 3)).toBe(
      'All 3 members are demo shoppers of this sample store',
    );
  });

  it('an operator is asked before the demo data is removed; only Remove demo data in the dialog sends it', async () => {
    const { calls } = stubApi({
      'POST /api/v1/admin/demo-data/remove': {
        body: {
          success: true,
          message: 'Demo data removed',
          data: { shoppers: 12, orders: 82, units_released: 82 },
        },
      },
    });
    let removed = false;
    await renderWithRouter(<DemoDataPanel demo={demo} onRemoved={() => (removed = true)} />);
    expect(screen.getByText(adminTexts.demoDataText(demo))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: adminTexts.removeDemoData }));
    const dialog = await screen.findByRole('dialog', { name: adminTexts.removeDemoDataTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: adminTexts.keepDemoData }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: adminTexts.removeDemoData }));
    const again = await screen.findByRole('dialog', { name: adminTexts.removeDemoDataTitle });
    fireEvent.click(within(again).getByRole('button', { name: adminTexts.removeDemoData }));
    await waitFor(() => expect(removed).toBe(true));
    expect(calls).toHaveLength(1);
  });

  it('an operator of a store with no demo data left is offered nothing to remove', async () => {
    await renderWithRouter(
      <DemoDataPanel
        demo={{ shoppers: 0, orders: 0, units_in_open_groups: 0 }}
        onRemoved={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: adminTexts.removeDemoData })).toBeNull();
  });
});
