import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import type { KeyboardEvent, MouseEvent, PointerEvent, Ref } from 'react';
import type { Category } from '../../../../contract/catalog';
import type { RequestResult } from '../../../api/use-request';
import { ChevronRightIcon } from '../../../components/icons';
import { MenuItemLink } from '../../../components/menu-item-link';
import {
  onFlyoutKeyDown,
  onItemClick,
  onItemKeyDown,
  onMenuKeyDown,
} from '../categories-menu-events';
import { categoryTexts } from '../texts';
import type { CategoriesMenuControls } from '../use-categories-menu';
import type { Flyout } from '../use-flyout';

export interface CategoriesMenuPopupProps {
  menuId: string;
  buttonId: string;
  categories: RequestResult<Category[]>;
  paperRef: Ref<HTMLDivElement>;
  menu: CategoriesMenuControls;
}

/** Hover is a mouse's: the compatibility mouse events a tap fires must not open or close flyouts. */
function byMouse(handler: () => void) {
  return (event: PointerEvent) => {
    if (event.pointerType === 'mouse') handler();
  };
}

/** The open Categories menu and its subcategory flyout; loaded on demand by CategoriesMenu. */
export default function CategoriesMenuPopup({
  menuId,
  buttonId,
  categories,
  paperRef,
  menu,
}: CategoriesMenuPopupProps) {
  const list = categories.status === 'success' ? categories.data : [];
  const { flyout } = menu.flyout;
  const flyoutCategory = flyout ? list.find((c) => c.id === flyout.categoryId) : undefined;

  return (
    <Paper
      ref={paperRef}
      elevation={8}
      sx={{
        position: 'absolute',
        top: '100%',
        left: { xs: 8, sm: 0 },
        mt: 0.5,
        width: { xs: 'calc(50vw - 8px)', sm: 240 },
        zIndex: (theme) => theme.zIndex.modal,
        borderRadius: '12px',
      }}
    >
      <MenuList
        id={menuId}
        aria-labelledby={buttonId}
        autoFocusItem={menu.focusFirst}
        onKeyDown={(event) => onMenuKeyDown(event, menu)}
        sx={{ maxHeight: '70vh', overflowY: 'auto' }}
      >
        {categories.status === 'loading' && (
          <MenuItem disabled>{categoryTexts.menuLoading}</MenuItem>
        )}
        {categories.status === 'error' && (
          <MenuItem disabled>{categoryTexts.menuUnavailable}</MenuItem>
        )}
        {/* Called, not rendered as a component: MenuList gives its own children focus. */}
        {list.map((category) => categoryRow(category, menu))}
      </MenuList>
      {flyout && flyoutCategory && (
        <SubcategoryFlyout flyout={flyout} category={flyoutCategory} menu={menu} />
      )}
    </Paper>
  );
}

/** A category's row: goes to the category, or opens its flyout (a tap, or a key from the keyboard). */
function categoryRow(category: Category, menu: CategoriesMenuControls) {
  const hasSubs = category.subcategories.length > 0;
  const expanded = menu.flyout.flyout?.categoryId === category.id;
  return (
    <MenuItemLink
      key={category.id}
      ref={(node: HTMLAnchorElement | null) => menu.flyout.registerItem(category.id, node)}
      to="/category/$categoryId"
      params={{ categoryId: String(category.id) }}
      aria-haspopup={hasSubs ? 'menu' : undefined}
      aria-expanded={hasSubs ? expanded : undefined}
      selected={expanded}
      onPointerEnter={byMouse(() => menu.flyout.open(category, false))}
      onPointerLeave={byMouse(menu.flyout.scheduleClose)}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => onItemKeyDown(event, category, menu)}
      onClick={(event: MouseEvent<HTMLElement>) => onItemClick(event, category, menu)}
      sx={{ justifyContent: 'space-between', gap: 1, whiteSpace: 'normal', minHeight: 44 }}
    >
      {category.name}
      {hasSubs && <ChevronRightIcon fontSize="small" sx={{ color: 'text.secondary' }} />}
    </MenuItemLink>
  );
}

interface SubcategoryFlyoutProps {
  flyout: Flyout;
  category: Category;
  menu: CategoriesMenuControls;
}

/** The open category's flyout: the whole category first, then each subcategory. */
function SubcategoryFlyout({ flyout, category, menu }: SubcategoryFlyoutProps) {
  return (
    <Paper
      elevation={8}
      onPointerEnter={byMouse(menu.flyout.cancelClose)}
      onPointerLeave={byMouse(menu.flyout.scheduleClose)}
      sx={{
        position: 'absolute',
        left: '100%',
        top: flyout.top,
        ml: 0.5,
        width: { xs: 'calc(50vw - 16px)', sm: 220 },
        borderRadius: '12px',
      }}
    >
      <MenuList
        aria-label={categoryTexts.subcategoriesOf(category.name)}
        autoFocusItem={flyout.focus}
        onKeyDown={(event) => onFlyoutKeyDown(event, menu)}
      >
        <MenuItemLink
          to="/category/$categoryId"
          params={{ categoryId: String(category.id) }}
          onClick={() => menu.close()}
          sx={{ whiteSpace: 'normal', minHeight: 44, fontWeight: 600 }}
        >
          {categoryTexts.allOf(category.name)}
        </MenuItemLink>
        {category.subcategories.map((sub) => (
          <MenuItemLink
            key={sub.id}
            to="/subcategory/$subcategoryId"
            params={{ subcategoryId: String(sub.id) }}
            onClick={() => menu.close()}
            sx={{ whiteSpace: 'normal', minHeight: 44 }}
          >
            {sub.name}
          </MenuItemLink>
        ))}
      </MenuList>
    </Paper>
  );
}
