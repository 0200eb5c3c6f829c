import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { User } from '../../contract/profile';
import { AccountIcon, ReceiptIcon } from '../components/icons';
import { ButtonLink, IconButtonLink } from '../components/router-links';
import { UserMenu } from '../features/auth/components/user-menu';
import { safeRedirect } from '../features/auth/redirect';
import { useSession } from '../lib/use-session';
import { appTexts } from './texts';

// The login modal is not needed to show a page: it loads when a visitor heads for My Orders.
const loadLoginDialog = () => import('../features/auth/components/login-dialog');
const LoginDialog = lazy(loadLoginDialog);

/** The header's My Orders and account: the user menu when signed in, Sign in otherwise. */
export function HeaderAccount() {
  const session = useSession();
  const [loginOpen, setLoginOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      {session ? (
        <ShopperLinks user={session.user} />
      ) : (
        <VisitorLinks onMyOrders={() => setLoginOpen(true)} />
      )}
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginDialog
            open
            onClose={() => setLoginOpen(false)}
            onSignedIn={() => {
              setLoginOpen(false);
              void navigate({ to: '/orders' });
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function ShopperLinks({ user }: { user: User }) {
  return (
    <>
      <ButtonLink
        to="/orders"
        variant="outlined"
        startIcon={<ReceiptIcon />}
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
      >
        {appTexts.myOrders}
      </ButtonLink>
      <IconButtonLink
        to="/orders"
        aria-label={appTexts.myOrders}
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <ReceiptIcon />
      </IconButtonLink>
      <UserMenu user={user} />
    </>
  );
}

/** docs/product.md §2: for a visitor My Orders opens the login modal, on this page. */
function VisitorLinks({ onMyOrders }: { onMyOrders: () => void }) {
  const preloadLogin = () => void loadLoginDialog();
  // Signing in brings the shopper back here: the deal (with their choices), checkout, an invite.
  const here = useLocation({ select: (location) => location.href });
  const returnTo = here === '/' ? undefined : safeRedirect(here);
  const opensLogin = {
    'aria-haspopup': 'dialog',
    onClick: onMyOrders,
    onPointerEnter: preloadLogin,
    onFocus: preloadLogin,
  } as const;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ReceiptIcon />}
        {...opensLogin}
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
      >
        {appTexts.myOrders}
      </Button>
      <IconButton
        aria-label={appTexts.myOrders}
        {...opensLogin}
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <ReceiptIcon />
      </IconButton>
      <IconButtonLink
        to="/login"
        search={returnTo ? { redirect: returnTo } : {}}
        aria-label={appTexts.signIn}
        color="primary"
      >
        <AccountIcon sx={{ fontSize: 32 }} />
      </IconButtonLink>
    </>
  );
}
