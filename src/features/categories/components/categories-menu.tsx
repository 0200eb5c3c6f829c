import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  lazy,
  Suspense,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import type { Category } from '../../../../contract/catalog';
import { ExpandMoreIcon } from '../../../components/icons';
import { useCategoriesDropdown } from '../api/get-categories-dropdown';
import { categoryTexts } from '../texts';
import type { Flyout } from './categories-menu-popup';

/** docs/product.md §9: the menu closes 150 ms after the pointer leaves, a subcategory flyout after 100 ms. */
export const MENU_CLOSE_DELAY_MS = 150;
export const SUBMENU_CLOSE_DELAY_MS = 100;

// The open menu is not needed to show the page: it loads when the shopper heads for the button.
const loadPopup = () => import('./categories-menu-popup');
const CategoriesMenuPopup = lazy(loadPopup);

/**
 * The header's Categories dropdown with a subcategory flyout per category. Pointer: opens on
 * hover and closes after a short delay, so crossing the gap to the menu does not close it; a
 * tap toggles it. A touch has no hover, so tapping a category with subcategories opens its
 * flyout, whose first entry is the whole category; a mouse click on the row goes to the category.
 * Keyboard (ARIA menu button): Enter, Space or ArrowDown opens it and focuses the first
 * category; arrows move; ArrowRight, Enter or Space opens a flyout (focus on its first entry),
 * ArrowLeft or Escape closes it; Escape closes the menu and returns focus to the button; Tab
 * leaves and closes.
 */
export function CategoriesMenu() {
  const categories = useCategoriesDropdown();
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const [flyout, setFlyout] = useState<Flyout | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const paperRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef(new Map<number, HTMLElement>());
  const menuTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flyoutTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerType = useRef('');
  const buttonId = useId();
  const menuId = useId();

  useEffect(
    () => () => {
      clearTimeout(menuTimer.current);
      clearTimeout(flyoutTimer.current);
    },
    [],
  );

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

  function show(withFocus: boolean) {
    clearTimeout(menuTimer.current);
    setFocusFirst(withFocus);
    setOpen(true);
  }

  function close(returnFocus = false) {
    clearTimeout(menuTimer.current);
    clearTimeout(flyoutTimer.current);
    setOpen(false);
    setFlyout(null);
    setFocusFirst(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function scheduleClose() {
    clearTimeout(menuTimer.current);
    menuTimer.current = setTimeout(() => close(), MENU_CLOSE_DELAY_MS);
  }

  function openFlyout(category: Category, focus: boolean) {
    clearTimeout(flyoutTimer.current);
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

  function scheduleFlyoutClose() {
    clearTimeout(flyoutTimer.current);
    flyoutTimer.current = setTimeout(() => setFlyout(null), SUBMENU_CLOSE_DELAY_MS);
  }

  function closeFlyout() {
    clearTimeout(flyoutTimer.current);
    const parent = flyout ? itemRefs.current.get(flyout.categoryId) : undefined;
    setFlyout(null);
    parent?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      show(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  }

  function onButtonClick(event: MouseEvent<HTMLButtonElement>) {
    // Keyboard activation is handled on keydown, and a mouse already opened it on hover.
    if (event.detail === 0 || pointerType.current === 'mouse') {
      if (event.detail !== 0) show(false);
      return;
    }
    if (open) close();
    else show(false);
  }

  return (
    <Box
      ref={rootRef}
      onPointerDown={(event: PointerEvent) => {
        pointerType.current = event.pointerType;
      }}
      onPointerEnter={(event: PointerEvent) => {
        pointerType.current = event.pointerType;
        void loadPopup();
        if (event.pointerType === 'mouse') show(false);
      }}
      onPointerLeave={(event: PointerEvent) => {
        if (event.pointerType === 'mouse') scheduleClose();
      }}
      onFocus={() => void loadPopup()}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) close();
      }}
      sx={{ position: { xs: 'static', sm: 'relative' } }}
    >
      <Button
        ref={buttonRef}
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={
          <ExpandMoreIcon
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : undefined }}
          />
        }
        onKeyDown={onButtonKeyDown}
        onClick={onButtonClick}
      >
        {categoryTexts.menuButton}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CategoriesMenuPopup
            menuId={menuId}
            buttonId={buttonId}
            categories={categories}
            focusFirst={focusFirst}
            flyout={flyout}
            paperRef={paperRef}
            registerItem={(categoryId, node) => {
              if (node) itemRefs.current.set(categoryId, node);
              else itemRefs.current.delete(categoryId);
            }}
            onMenuKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                close(true);
              } else if (event.key === 'Tab') {
                close();
              }
            }}
            onItemKeyDown={(event, category) => {
              if (
                ['ArrowRight', 'Enter', ' '].includes(event.key) &&
                category.subcategories.length > 0
              ) {
                event.preventDefault();
                event.stopPropagation();
                openFlyout(category, true);
              }
            }}
            onFlyoutKeyDown={(event) => {
              if (event.key === 'Escape' || event.key === 'ArrowLeft') {
                event.preventDefault();
                event.stopPropagation();
                closeFlyout();
              } else if (event.key === 'Tab') {
                close();
              }
            }}
            onItemEnter={(category) => openFlyout(category, false)}
            onItemLeave={scheduleFlyoutClose}
            onFlyoutEnter={() => clearTimeout(flyoutTimer.current)}
            onFlyoutLeave={scheduleFlyoutClose}
            onItemClick={(event, category) => {
              const tapped = event.detail !== 0 && pointerType.current !== 'mouse';
              if (tapped && category.subcategories.length > 0) {
                event.preventDefault();
                if (flyout?.categoryId === category.id) setFlyout(null);
                else openFlyout(category, false);
                return;
              }
              close();
            }}
            onNavigate={() => close()}
          />
        </Suspense>
      )}
    </Box>
  );
}
