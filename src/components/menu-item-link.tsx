import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import { createLink } from '@tanstack/react-router';

/**
 * MUI's MenuItem as a router link, preloading on intent as the router's default says (own
 * module: menus load on demand, not with the page).
 */
function MenuItemAnchor(props: MenuItemProps<'a'>) {
  return <MenuItem component="a" {...props} />;
}
export const MenuItemLink = createLink(MenuItemAnchor);
