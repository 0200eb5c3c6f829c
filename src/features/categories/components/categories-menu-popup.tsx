import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import type { KeyboardEvent, MouseEvent, PointerEvent, Ref } from 'react';
import type { Category } from '../../../../contract/catalog';
import type { RequestResult } from '../../../api/use-request';
import { ChevronRightIcon } from '../../../components/icons';
import { MenuItemLink } from '../../../components/menu-item-link';
import { categoryTexts } from '../texts';

export interface Flyout {
  categoryId: number;
  /** Offset from the top of the menu, so the flyout lines up with its category. */
  top: number;
  /** Opened from the keyboard: focus moves into it. */
  focus: boolean;
}

export interface CategoriesMenuPopupProps {
  menuId: string;
  buttonId: string;
  categories: RequestResult<Category[]>;
  focusFirst: boolean;
  flyout: Flyout | null;
  paperRef: Ref<HTMLDivElement>;
  registerItem: (categoryId: number, node: HTMLElement | null) => void;
  onMenuKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  onItemKeyDown: (event: KeyboardEvent<HTMLElement>, category: Category) => void;
  onFlyoutKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  /** The mouse moved onto a category row (a touch has no hover: see onItemClick). */
  onItemEnter: (category: Category) => void;
  onItemLeave: () => void;
  onFlyoutEnter: () => void;
  onFlyoutLeave: () => void;
  /** A category row was clicked or tapped: it may open the flyout instead of navigating. */
  onItemClick: (event: MouseEvent<HTMLElement>, category: Category) => void;
  onNavigate: () => void;
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
  focusFirst,
  flyout,
  paperRef,
  registerItem,
  onMenuKeyDown,
  onItemKeyDown,
  onFlyoutKeyDown,
  onItemEnter,
  onItemLeave,
  onFlyoutEnter,
  onFlyoutLeave,
  onItemClick,
  onNavigate,
}: CategoriesMenuPopupProps) {
  const list = categories.status === 'success' ? categories.data : [];
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
        autoFocusItem={focusFirst}
        onKeyDown={onMenuKeyDown}
        sx={{ maxHeight: '70vh', overflowY: 'auto' }}
      >
        {categories.status === 'loading' && (
          <MenuItem disabled>{categoryTexts.menuLoading}</MenuItem>
        )}
        {categories.status === 'error' && (
          <MenuItem disabled>{categoryTexts.menuUnavailable}</MenuItem>
        )}
        {list.map((category) => {
          const hasSubs = category.subcategories.length > 0;
          const expanded = flyout?.categoryId === category.id;
          return (
            <MenuItemLink
              key={category.id}
              ref={(node: HTMLAnchorElement | null) => registerItem(category.id, node)}
              to="/category/$categoryId"
              params={{ categoryId: String(category.id) }}
              aria-haspopup={hasSubs ? 'menu' : undefined}
              aria-expanded={hasSubs ? expanded : undefined}
              selected={expanded}
              onPointerEnter={byMouse(() => onItemEnter(category))}
              onPointerLeave={byMouse(onItemLeave)}
              onKeyDown={(event: KeyboardEvent<HTMLElement>) => onItemKeyDown(event, category)}
              onClick={(event: MouseEvent<HTMLElement>) => onItemClick(event, category)}
              sx={{ justifyContent: 'space-between', gap: 1, whiteSpace: 'normal', minHeight: 44 }}
            >
              {category.name}
              {hasSubs && <ChevronRightIcon fontSize="small" sx={{ color: 'text.secondary' }} />}
            </MenuItemLink>
          );
        })}
      </MenuList>
      {flyout && flyoutCategory && (
        <Paper
          elevation={8}
          onPointerEnter={byMouse(onFlyoutEnter)}
          onPointerLeave={byMouse(onFlyoutLeave)}
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
            aria-label={categoryTexts.subcategoriesOf(flyoutCategory.name)}
            autoFocusItem={flyout.focus}
            onKeyDown={onFlyoutKeyDown}
          >
            <MenuItemLink
              to="/category/$categoryId"
              params={{ categoryId: String(flyoutCategory.id) }}
              onClick={onNavigate}
              sx={{ whiteSpace: 'normal', minHeight: 44, fontWeight: 600 }}
            >
              {categoryTexts.allOf(flyoutCategory.name)}
            </MenuItemLink>
            {flyoutCategory.subcategories.map((sub) => (
              <MenuItemLink
                key={sub.id}
                to="/subcategory/$subcategoryId"
                params={{ subcategoryId: String(sub.id) }}
                onClick={onNavigate}
                sx={{ whiteSpace: 'normal', minHeight: 44 }}
              >
                {sub.name}
              </MenuItemLink>
            ))}
          </MenuList>
        </Paper>
      )}
    </Paper>
  );
}
