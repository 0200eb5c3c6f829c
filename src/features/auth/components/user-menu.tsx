import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import type { User } from '../../../../contract/profile';
import { ExpandMoreIcon } from '../../../components/icons';
import { authTexts } from '../texts';
import { AccountInitial } from './account-initial';

// The open menu (MUI's Menu and its popover) loads when the shopper heads for the button.
const loadPopup = () => import('./user-menu-popup');
const UserMenuPopup = lazy(loadPopup);

/** docs/product.md §2: first name, else the e-mail. */
export function displayName(user: User): string {
  return user.firstName.trim() || user.email;
}

/** The avatar's letter: the first name's initial, else the e-mail's. */
export function initialOf(user: User): string {
  return (displayName(user).trim()[0] ?? '?').toUpperCase();
}

/** docs/product.md §2's user menu for a signed-in shopper: avatar initial and name; the menu holds the rest. */
export function UserMenu({ user }: { user: User }) {
  // The button the menu hangs from, kept while the menu is open.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const buttonId = useId();
  const menuId = useId();
  const name = displayName(user);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-label={authTexts.accountMenu(name)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
        onClick={(event) => setAnchor(open ? null : event.currentTarget)}
        endIcon={<ExpandMoreIcon sx={{ display: { xs: 'none', sm: 'block' } }} />}
        sx={{ pl: 0.5, pr: { xs: 0.5, sm: 1.5 }, minWidth: 0, gap: 0.5 }}
      >
        <AccountInitial initial={initialOf(user)} />
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            // Narrow enough for a signed-in header to keep to one line at 1280 px.
            maxWidth: { sm: 112 },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </Box>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <UserMenuPopup
            anchorEl={anchor}
            menuId={menuId}
            buttonId={buttonId}
            user={user}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
