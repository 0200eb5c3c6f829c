import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Category } from '../../../contract/catalog';

/** docs/product.md §9: a subcategory flyout closes 100 ms after the pointer leaves. */
export const SUBMENU_CLOSE_DELAY_MS = 100;

export interface Flyout {
  categoryId: number;
  /** Offset from the top of the menu, so the flyout lines up with its category. */
  top: number;
  /** Opened from the keyboard: focus moves into it. */
  focus: boolean;
}

/** The Categories menu's subcategory flyout: which category's is open, and where. */
export function useFlyout(paperRef: RefObject<HTMLDivElement | null>) {
  const [flyout, setFlyout] = useState<Flyout | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The category rows by id, to line the flyout up with its row and give focus back to it.
  const itemRefs = useRef(new Map<number, HTMLElement>());
  useEffect(() => () => clearTimeout(timer.current), []);

  function open(category: Category, focus: boolean) {
    clearTimeout(timer.current);
    if (category.subcategories.length === 0) {
      setFlyout(null);
      return;
    }
    const item = itemRefs.current.get(category.id);
    const paper = paperRef.current;
    const top =
      item && paper ? item.getBoundingClientRect().top - paper.getBoundingClientRect().top : 0;
    setFlyout({ categoryId: category.id, top, focus });
  }

  /** A tap on an open flyout's category closes it; on another, opens that one's. */
  function toggle(category: Category) {
    if (flyout?.categoryId === category.id) setFlyout(null);
    else open(category, false);
  }

  function scheduleClose() {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFlyout(null), SUBMENU_CLOSE_DELAY_MS);
  }

  function cancelClose() {
    clearTimeout(timer.current);
  }

  function dismiss() {
    clearTimeout(timer.current);
    setFlyout(null);
  }

  /** Closes it from the keyboard, with focus back on its category. */
  function closeToParent() {
    clearTimeout(timer.current);
    const parent = flyout ? itemRefs.current.get(flyout.categoryId) : undefined;
    setFlyout(null);
    parent?.focus();
  }

  function registerItem(categoryId: number, node: HTMLElement | null) {
    if (node) itemRefs.current.set(categoryId, node);
    else itemRefs.current.delete(categoryId);
  }

  return { flyout, registerItem, open, toggle, scheduleClose, cancelClose, dismiss, closeToParent };
}
