import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { User } from '../../../../contract/profile';
import { EditIcon, LogoutIcon, PersonIcon } from '../../../components/icons';
import { MenuItemLink } from '../../../components/menu-item-link';
import { logout } from '../api/logout';
import { authTexts } from '../texts';
import { SignedInAs } from './signed-in-as';

interface UserMenuPopupProps {
  anchorEl: HTMLElement | null;
  menuId: string;
  buttonId: string;
  user: User;
  onClose: () => void;
}

/** The open user menu: who is signed in, My Profile and Logout. Loaded on demand by UserMenu. */
export default function UserMenuPopup({
  anchorEl,
  menuId,
  buttonId,
  user,
  onClose,
}: UserMenuPopupProps) {
  const [leaving, setLeaving] = useState(false);

  return (
    <Menu
      id={menuId}
      anchorEl={anchorEl}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        list: { 'aria-labelledby': buttonId, sx: { py: 0.5 } },
        // The menu opens in a layer at the end of the page, outside the header's landmarks: a
        // named region keeps who is signed in, and the actions, inside one (axe `region`).
        paper: {
          role: 'region',
          'aria-labelledby': buttonId,
          sx: { mt: 1, minWidth: 240, maxWidth: 'calc(100vw - 32px)', borderRadius: '16px' },
        },
      }}
    >
      {/* Skipped by the menu's keyboard focus: it says who is signed in, it is not an action. */}
      <ListSubheader
        role="none"
        sx={{ position: 'static', lineHeight: 1.4, py: 1.5, px: 2, bgcolor: 'transparent' }}
      >
        <SignedInAs user={user} />
      </ListSubheader>
      <Divider component="li" role="separator" />
      <MenuItemLink to="/profile" onClick={onClose} sx={{ gap: 1.5, minHeight: 44 }}>
        <PersonIcon fontSize="small" />
        {authTexts.myProfile}
      </MenuItemLink>
      {user.role === 'admin' && (
        <MenuItemLink to="/admin" onClick={onClose} sx={{ gap: 1.5, minHeight: 44 }}>
          <EditIcon fontSize="small" />
          {authTexts.console}
        </MenuItemLink>
      )}
      <MenuItem
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void logout();
        }}
        sx={{ gap: 1.5, minHeight: 44 }}
      >
        <LogoutIcon fontSize="small" />
        {authTexts.logout}
      </MenuItem>
    </Menu>
  );
}
