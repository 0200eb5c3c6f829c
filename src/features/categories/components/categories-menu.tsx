import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useRef } from 'react';
import { ExpandMoreIcon } from '../../../components/icons';
import { useCategoriesDropdown } from '../api/get-categories-dropdown';
import {
  onButtonClick,
  onButtonKeyDown,
  onPointerEnterMenu,
  onPointerLeaveMenu,
} from '../categories-menu-events';
import { categoryTexts } from '../texts';
import { useCategoriesMenu } from '../use-categories-menu';

// The open menu is not needed to show the page: it loads when the shopper heads for the button.
const loadPopup = () => import('./categories-menu-popup');
const CategoriesMenuPopup = lazy(loadPopup);

/**
 * The header's Categories dropdown with a subcategory flyout per category: opened by hover, a
 * tap or the keyboard, as docs/product.md §9 times its closing.
 */
export function CategoriesMenu() {
  const categories = useCategoriesDropdown();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const paperRef = useRef<HTMLDivElement>(null);
  const menu = useCategoriesMenu({ rootRef, buttonRef, paperRef });
  const buttonId = useId();
  const menuId = useId();

  return (
    <Box
      ref={rootRef}
      onPointerDown={(event) => menu.notePointer(event.pointerType)}
      onPointerEnter={(event) => {
        void loadPopup();
        onPointerEnterMenu(event, menu);
      }}
      onPointerLeave={(event) => onPointerLeaveMenu(event, menu)}
      onFocus={() => void loadPopup()}
      onBlur={(event) => {
        if (menu.open && !event.currentTarget.contains(event.relatedTarget)) menu.close();
      }}
      sx={{ position: { xs: 'static', sm: 'relative' } }}
    >
      <Button
        ref={buttonRef}
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menuId : undefined}
        endIcon={
          <ExpandMoreIcon
            sx={{
              transition: 'transform 150ms',
              transform: menu.open ? 'rotate(180deg)' : undefined,
            }}
          />
        }
        onKeyDown={(event) => onButtonKeyDown(event, menu)}
        onClick={(event) => onButtonClick(event, menu)}
      >
        {categoryTexts.menuButton}
      </Button>
      {menu.open && (
        <Suspense fallback={null}>
          <CategoriesMenuPopup
            menuId={menuId}
            buttonId={buttonId}
            categories={categories}
            paperRef={paperRef}
            menu={menu}
          />
        </Suspense>
      )}
    </Box>
  );
}
