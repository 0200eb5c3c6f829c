import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useFlyout } from './use-flyout';

/** docs/product.md §9: the menu closes 150 ms after the pointer leaves. */
export const MENU_CLOSE_DELAY_MS = 150;

interface MenuPlaces {
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  paperRef: RefObject<HTMLDivElement | null>;
}

/** The Categories menu's state: open or not, where focus goes, its flyout and the last pointer. */
export function useCategoriesMenu({ rootRef, buttonRef, paperRef }: MenuPlaces) {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerType = useRef('');
  const flyout = useFlyout(paperRef);
  useEffect(() => () => clearTimeout(timer.current), []);

  function show(withFocus: boolean) {
    clearTimeout(timer.current);
    setFocusFirst(withFocus);
    setOpen(true);
  }

  function close(returnFocus = false) {
    clearTimeout(timer.current);
    flyout.dismiss();
    setOpen(false);
    setFocusFirst(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function scheduleClose() {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => close(), MENU_CLOSE_DELAY_MS);
  }

  // A tap outside closes a menu opened by touch (there is no pointer leave then).
  const onOutsidePointerDown = useEffectEvent((event: globalThis.PointerEvent) => {
    if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
  });
  useEffect(() => {
    if (!open) return undefined;
    const listener = (event: globalThis.PointerEvent) => onOutsidePointerDown(event);
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [open]);

  return {
    open,
    focusFirst,
    flyout,
    show,
    close,
    scheduleClose,
    notePointer: (type: string) => {
      pointerType.current = type;
    },
    lastPointer: () => pointerType.current,
  };
}

export type CategoriesMenuControls = ReturnType<typeof useCategoriesMenu>;
