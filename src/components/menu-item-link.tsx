import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef } from 'react';

/** MUI's MenuItem as a router link (own module: menus load on demand, not with the page). */
const MenuItemAnchor = forwardRef<HTMLAnchorElement, MenuItemProps<'a'>>(
  function MenuItemAnchor(props, ref) {
    return <MenuItem ref={ref} component="a" {...props} />;
  },
);
const CreatedMenuItemLink = createLink(MenuItemAnchor);
export const MenuItemLink: LinkComponent<typeof MenuItemAnchor> = (props) => (
  <CreatedMenuItemLink preload="intent" {...props} />
);
