import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import type { Category } from '../../../contract/catalog';
import type { CategoriesMenuControls } from './use-categories-menu';

/*
 * What the Categories menu does with each key, click and pointer move. Pointer: opens on
 * hover and closes after a short delay, so crossing the gap to the menu does not close it; a
 * tap toggles it. A touch has no hover, so tapping a category with subcategories opens its
 * flyout, whose first entry is the whole category; a mouse click on the row goes to the category.
 * Keyboard (ARIA menu button): Enter, Space or ArrowDown opens it and focuses the first
 * category; arrows move; ArrowRight, Enter or Space opens a flyout (focus on its first entry),
 * ArrowLeft or Escape closes it; Escape closes the menu and returns focus to the button; Tab
 * leaves and closes.
 */

export function onPointerEnterMenu(event: PointerEvent, menu: CategoriesMenuControls) {
  menu.notePointer(event.pointerType);
  if (event.pointerType === 'mouse') menu.show(false);
}

export function onPointerLeaveMenu(event: PointerEvent, menu: CategoriesMenuControls) {
  if (event.pointerType === 'mouse') menu.scheduleClose();
}

export function onButtonKeyDown(event: KeyboardEvent, menu: CategoriesMenuControls) {
  if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
    event.preventDefault();
    menu.show(true);
  } else if (event.key === 'Escape' && menu.open) {
    event.preventDefault();
    menu.close(true);
  }
}

export function onButtonClick(event: MouseEvent, menu: CategoriesMenuControls) {
  // Keyboard activation is handled on keydown, and a mouse already opened it on hover.
  if (event.detail === 0 || menu.lastPointer() === 'mouse') {
    if (event.detail !== 0) menu.show(false);
    return;
  }
  if (menu.open) menu.close();
  else menu.show(false);
}

export function onMenuKeyDown(event: KeyboardEvent, menu: CategoriesMenuControls) {
  if (event.key === 'Escape') {
    event.preventDefault();
    menu.close(true);
  } else if (event.key === 'Tab') {
    menu.close();
  }
}

export function onItemKeyDown(
  event: KeyboardEvent,
  category: Category,
  menu: CategoriesMenuControls,
) {
  if (['ArrowRight', 'Enter', ' '].includes(event.key) && category.subcategories.length > 0) {
    event.preventDefault();
    event.stopPropagation();
    menu.flyout.open(category, true);
  }
}

export function onFlyoutKeyDown(event: KeyboardEvent, menu: CategoriesMenuControls) {
  if (event.key === 'Escape' || event.key === 'ArrowLeft') {
    event.preventDefault();
    event.stopPropagation();
    menu.flyout.closeToParent();
  } else if (event.key === 'Tab') {
    menu.close();
  }
}

export function onItemClick(event: MouseEvent, category: Category, menu: CategoriesMenuControls) {
  const tapped = event.detail !== 0 && menu.lastPointer() !== 'mouse';
  if (tapped && category.subcategories.length > 0) {
    event.preventDefault();
    menu.flyout.toggle(category);
    return;
  }
  menu.close();
}
