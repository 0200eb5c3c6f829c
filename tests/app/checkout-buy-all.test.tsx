import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '../../contract/catalog';
import { handoffTexts } from '../../src/features/deals/checkout-handoff';
import { BuyAllDialog } from '../../src/features/deals/components/buy-all-dialog';
import { DealDetail } from '../../src/features/deals/components/deal-detail';
import { dealTexts } from '../../src/features/deals/texts';
import { variationAttributes } from '../../src/features/deals/variations';
import { idb } from './checkout-idb';
import { makeDeal } from './fixtures';
import { renderWithRouter } from './render';

vi.mock('idb-keyval', () => import('./checkout-idb'));

const variations: Deal['product']['variations'] = [
  { id: 'v1', image: null, image_url: null, upc_code: '1', size: 'S', color: 'Navy' },
  { id: 'v2', image: null, image_url: null, upc_code: '2', size: 'M', color: 'Sand' },
];
const tee = (overrides: Partial<Deal> = {}) =>
  makeDeal({
    id: 11,
    total_units_needed: 2,
    remaining_units: 2,
    reservation_count: 0,
    ...overrides,
    product: { name: 'Northway Tee', variations },
  });

const addButton = () =>
  screen.getByRole('button', { name: handoffTexts.addToSelection }) as HTMLButtonElement;
const continueButton = () =>
  screen.getByRole('button', { name: handoffTexts.continueToCheckout }) as HTMLButtonElement;

function renderDialog(units: number, attributes = variationAttributes(variations)) {
  const onContinue = vi.fn();
  const view = renderWithRouter(
    <BuyAllDialog
      open
      units={units}
      unitPriceCents={1250}
      attributes={attributes}
      busy={false}
      error={null}
      onClose={() => undefined}
      onContinue={onContinue}
    />,
  );
  return { view, onContinue };
}

/** The screen of a group deal of 2 without options, on a device where no cart can be stored. */
async function openDealWhereNoCartSticks() {
  const user = userEvent.setup();
  idb.failingKeys.add('checkoutData');
  await renderWithRouter(
    <DealDetail
      deal={makeDeal({ id: 12, total_units_needed: 2, remaining_units: 2 })}
      shareUrl="http://localhost/deal/x"
    />,
  );
  return user;
}

beforeEach(() => idb.reset());

describe('the buy-all dialog', () => {
  it('keeps Add to Selection disabled until every attribute of the unit is chosen', async () => {
    const user = userEvent.setup();
    await renderDialog(2).view;
    expect(addButton().disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Size'), 'M');
    expect(addButton().disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Color'), 'Sand');
    expect(addButton().disabled).toBe(false);
    await user.click(addButton());
    expect(screen.getByText(handoffTexts.selected(1, 2))).toBeTruthy();
    expect(screen.getByText('Size: M · Color: Sand')).toBeTruthy();
    // The pickers start over for the next unit.
    expect(addButton().disabled).toBe(true);
  });

  it('asks for exactly N units, stops adding at the limit and lets units be removed', async () => {
    const user = userEvent.setup();
    const { view, onContinue } = renderDialog(2);
    await view;
    expect(screen.getByText(handoffTexts.exactly(2))).toBeTruthy();
    expect(continueButton().disabled).toBe(true);

    for (const [size, color] of [
      ['S', 'Navy'],
      ['M', 'Sand'],
    ] as const) {
      await user.selectOptions(screen.getByLabelText('Size'), size);
      await user.selectOptions(screen.getByLabelText('Color'), color);
      await user.click(addButton());
    }
    expect(screen.queryByText(handoffTexts.exactly(2))).toBeNull();
    expect(continueButton().disabled).toBe(false);
    // At the limit nothing more can be added.
    expect(addButton().disabled).toBe(true);
    expect((screen.getByLabelText('Size') as HTMLSelectElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: handoffTexts.removeUnit(1) }));
    expect(screen.getByText(handoffTexts.exactly(2))).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    expect(screen.getByText('Size: M · Color: Sand')).toBeTruthy();
    expect(screen.queryByText('Size: S · Color: Navy')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Size'), 'S');
    await user.selectOptions(screen.getByLabelText('Color'), 'Sand');
    await user.click(addButton());
    await user.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith([
      { size: 'M', color: 'Sand' },
      { size: 'S', color: 'Sand' },
    ]);
  });

  it('a shopper buying all 10 units of a product without options sees what they buy and its total, and goes on', async () => {
    const user = userEvent.setup();
    const { view, onContinue } = renderDialog(10, []);
    await view;
    expect(screen.getByText(handoffTexts.buyAllPlainIntro)).toBeTruthy();
    expect(screen.getByText(handoffTexts.unitsAtPrice(10, '$12.50'))).toBeTruthy();
    expect(screen.getByText(`${handoffTexts.total} $125.00`)).toBeTruthy();
    expect(screen.queryByText(handoffTexts.buyAllIntro(10))).toBeNull();
    expect(screen.queryByRole('button', { name: handoffTexts.addToSelection })).toBeNull();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await user.click(continueButton());
    expect(onContinue).toHaveBeenCalledWith(Array.from({ length: 10 }, () => ({})));
  });

  it('shows the total beside Continue while the units are chosen', async () => {
    const { view } = renderDialog(2);
    await view;
    expect(screen.getByText(handoffTexts.unitsAtPrice(2, '$12.50'))).toBeTruthy();
    expect(screen.getByText(`${handoffTexts.total} $25.00`)).toBeTruthy();
  });
});

describe('handing the cart to the checkout from the deal screen', () => {
  it('stores a solo cart of every unit with its options after Buy All', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<DealDetail deal={tee()} shareUrl="http://localhost/deal/x" />);
    await user.click(screen.getByRole('button', { name: dealTexts.buyAllUnits(2) }));
    const dialog = await screen.findByRole('dialog');
    for (const color of ['Navy', 'Sand']) {
      await user.selectOptions(within(dialog).getByLabelText('Size'), 'S');
      await user.selectOptions(within(dialog).getByLabelText('Color'), color);
      await user.click(within(dialog).getByRole('button', { name: handoffTexts.addToSelection }));
    }
    await user.click(within(dialog).getByRole('button', { name: handoffTexts.continueToCheckout }));
    await waitFor(() => expect(idb.memory.get('checkoutData')).toBeTruthy());
    expect(idb.memory.get('checkoutData')).toMatchObject({
      dealId: 11,
      type: 'solo',
      quantity: 2,
      variants: { unit_1: { size: 'S', color: 'Navy' }, unit_2: { size: 'S', color: 'Sand' } },
      dealData: { id: 11 },
    });
  });

  it('says the solo request failed when the cart cannot be stored', async () => {
    const user = await openDealWhereNoCartSticks();
    await user.click(screen.getByRole('button', { name: dealTexts.buyAllUnits(2) }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: handoffTexts.continueToCheckout }));
    expect(await within(dialog).findByText(handoffTexts.soloFailed)).toBeTruthy();
  });

  it('keeps Join disabled until every unit has its options, then stores a group cart', async () => {
    const user = userEvent.setup();
    await renderWithRouter(
      <DealDetail deal={tee({ total_units_needed: 3, remaining_units: 3 })} shareUrl="x" />,
    );
    const join = () =>
      screen.getByRole('button', { name: dealTexts.joinWithOthers }) as HTMLButtonElement;
    expect(join().disabled).toBe(true);
    expect(screen.getByText(dealTexts.variationWarning)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Size'), 'M');
    expect(join().disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Color'), 'Navy');
    expect(join().disabled).toBe(false);
    await user.click(join());
    await waitFor(() => expect(idb.memory.get('checkoutData')).toBeTruthy());
    expect(idb.memory.get('checkoutData')).toMatchObject({
      dealId: 11,
      type: 'group',
      quantity: 1,
      variants: { unit_1: { size: 'M', color: 'Navy' } },
    });
  });

  it("alerts 'Failed to store checkout data' when the group cart does not stick", async () => {
    const user = await openDealWhereNoCartSticks();
    await user.click(screen.getByRole('button', { name: dealTexts.joinWithOthers }));
    expect((await screen.findByRole('alert')).textContent).toContain(handoffTexts.storeFailed);
  });
});
