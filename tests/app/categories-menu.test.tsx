import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CategoriesMenu } from '../../src/features/categories/components/categories-menu';
import { categoryTexts } from '../../src/features/categories/texts';
import { categories } from './fixtures';
import { renderWithRouter, stubApi } from './render';

// docs/product.md §9: the menu closes 150 ms after the pointer leaves, a subcategory flyout after 100 ms.
const MENU_CLOSE_DELAY_MS = 150;
const SUBMENU_CLOSE_DELAY_MS = 100;

/** Lets fetches, the lazy menu chunk and React settle without moving the clock. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

async function showMenuButton() {
  stubApi({ 'GET /api/v1/categories/dropdown': { body: { status: 'success', data: categories } } });
  vi.useFakeTimers();
  await renderWithRouter(<CategoriesMenu />);
  await settle();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, button: screen.getByRole('button', { name: categoryTexts.menuButton }) };
}

async function openByHover() {
  const shown = await showMenuButton();
  await shown.user.hover(shown.button);
  await settle();
  await settle();
  return { ...shown, menu: screen.getByRole('menu', { name: categoryTexts.menuButton }) };
}

describe('categories menu with a pointer', () => {
  beforeAll(async () => {
    // The open menu is a lazy chunk; load it once so the fake clock need not wait for the transform.
    await import('../../src/features/categories/components/categories-menu-popup');
  });

  it('opens on hover and lists every category linking to its page', async () => {
    const { menu, button } = await openByHover();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Electronics', 'Fashion']);
    expect(items[1]?.getAttribute('href')).toBe('/category/2');
  });

  it('closes 150 ms after the pointer leaves', async () => {
    const { user, button } = await openByHover();
    await user.unhover(button);
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1));
    expect(screen.getByRole('menu')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('stays open while the pointer moves from the button into the menu', async () => {
    const { user, menu } = await openByHover();
    await user.hover(within(menu).getByRole('menuitem', { name: 'Electronics' }));
    act(() => vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS * 3));
    expect(screen.getByRole('menu', { name: categoryTexts.menuButton })).toBeTruthy();
  });

  it('shows a subcategory flyout on hover and closes it 100 ms after the pointer leaves', async () => {
    const { user, menu, button } = await openByHover();
    const electronics = within(menu).getByRole('menuitem', { name: 'Electronics' });
    await user.hover(electronics);
    const flyout = screen.getByRole('menu', { name: categoryTexts.subcategoriesOf('Electronics') });
    expect(within(flyout).getByRole('menuitem', { name: 'Smart Home' }).getAttribute('href')).toBe(
      '/subcategory/2',
    );
    expect(electronics.getAttribute('aria-expanded')).toBe('true');

    await user.hover(button);
    act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS - 1));
    expect(
      screen.getByRole('menu', { name: categoryTexts.subcategoriesOf('Electronics') }),
    ).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(
      screen.queryByRole('menu', { name: categoryTexts.subcategoriesOf('Electronics') }),
    ).toBeNull();
    expect(screen.getByRole('menu', { name: categoryTexts.menuButton })).toBeTruthy();
  });

  it('keeps the flyout open while the pointer crosses into it', async () => {
    const { user, menu } = await openByHover();
    await user.hover(within(menu).getByRole('menuitem', { name: 'Fashion' }));
    const flyout = screen.getByRole('menu', { name: categoryTexts.subcategoriesOf('Fashion') });
    await user.hover(within(flyout).getByRole('menuitem', { name: 'Shoes' }));
    act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS * 3));
    expect(
      screen.getByRole('menu', { name: categoryTexts.subcategoriesOf('Fashion') }),
    ).toBeTruthy();
  });
});

describe('categories menu by touch and keyboard', () => {
  beforeAll(async () => {
    await import('../../src/features/categories/components/categories-menu-popup');
  });

  async function openByTap() {
    const shown = await showMenuButton();
    await shown.user.pointer({ keys: '[TouchA]', target: shown.button });
    await settle();
    await settle();
    return { ...shown, menu: screen.getByRole('menu', { name: categoryTexts.menuButton }) };
  }

  it('a shopper on a phone who taps a category with a › sees its subcategories, not its page', async () => {
    const { user, menu } = await openByTap();
    const electronics = within(menu).getByRole('menuitem', { name: 'Electronics' });

    await user.pointer({ keys: '[TouchA]', target: electronics });
    await settle();

    const flyout = screen.getByRole('menu', { name: categoryTexts.subcategoriesOf('Electronics') });
    expect(window.location.pathname).toBe('/');
    expect(electronics.getAttribute('aria-expanded')).toBe('true');
    const entries = within(flyout).getAllByRole('menuitem');
    expect(entries.map((entry) => [entry.textContent, entry.getAttribute('href')])).toEqual([
      [categoryTexts.allOf('Electronics'), '/category/1'],
      ['Audio', '/subcategory/1'],
      ['Smart Home', '/subcategory/2'],
    ]);
    act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS * 3));
    expect(
      screen.getByRole('menu', { name: categoryTexts.subcategoriesOf('Electronics') }),
    ).toBeTruthy();
  });

  it('a shopper on a phone moves from one category flyout to another by tapping', async () => {
    const { user, menu } = await openByTap();
    await user.pointer({
      keys: '[TouchA]',
      target: within(menu).getByRole('menuitem', { name: 'Electronics' }),
    });
    await user.pointer({
      keys: '[TouchA]',
      target: within(menu).getByRole('menuitem', { name: 'Fashion' }),
    });
    await settle();
    expect(
      screen.getByRole('menu', { name: categoryTexts.subcategoriesOf('Fashion') }),
    ).toBeTruthy();
    expect(
      screen.queryByRole('menu', { name: categoryTexts.subcategoriesOf('Electronics') }),
    ).toBeNull();
  });

  it('a keyboard shopper opens a flyout with Enter and lands on the whole category first', async () => {
    const { user, button } = await showMenuButton();
    button.focus();
    await user.keyboard('{Enter}');
    await settle();
    await settle();
    const menu = screen.getByRole('menu', { name: categoryTexts.menuButton });
    const electronics = within(menu).getByRole('menuitem', { name: 'Electronics' });
    expect(document.activeElement).toBe(electronics);

    await user.keyboard('{Enter}');
    await settle();

    const flyout = screen.getByRole('menu', { name: categoryTexts.subcategoriesOf('Electronics') });
    expect(document.activeElement).toBe(
      within(flyout).getByRole('menuitem', { name: categoryTexts.allOf('Electronics') }),
    );
    expect(window.location.pathname).toBe('/');
  });
});
