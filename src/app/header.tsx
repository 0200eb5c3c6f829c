import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { UserMenu } from '../features/auth/components/user-menu';
import { safeRedirect } from '../features/auth/redirect';
import { InstallButton } from '../features/install/components/install-button';
import { useCanInstall } from '../features/install/install-prompt';
import { CategoriesMenu } from '../features/categories/components/categories-menu';
import { HeaderSearch } from '../features/search/components/header-search';
import { AccountIcon, LogoMark, ReceiptIcon } from '../components/icons';
import { ButtonLink, IconButtonLink, TextLink } from '../components/router-links';
import { useSession } from '../lib/use-session';
import { scrollClearOfBars, useHeaderClearance } from './header-clearance';
import { appTexts } from './texts';

// The login modal is not needed to show a page: it loads when a visitor heads for My Orders.
const loadLoginDialog = () => import('../features/auth/components/login-dialog');
const LoginDialog = lazy(loadLoginDialog);

/**
 * Every screen's header (docs/product.md §2). One nav element whose place changes with the width: beside
 * the logo on desktop, a second row on phones.
 */
export function Header() {
  const session = useSession();
  // On a phone the Install action only fits beside the mark without the wordmark; keeping the
  // wordmark would wrap it and push the whole page down when the browser offers the install.
  const canInstall = useCanInstall();
  const [loginOpen, setLoginOpen] = useState(false);
  const navigate = useNavigate();
  const preloadLogin = () => void loadLoginDialog();
  // Signing in brings the shopper back here: the deal (with their choices), checkout, an invite.
  const headerRef = useHeaderClearance<HTMLElement>();
  const here = useLocation({ select: (location) => location.href });
  const returnTo = here === '/' ? undefined : safeRedirect(here);

  return (
    <AppBar
      ref={headerRef}
      position="sticky"
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        backdropFilter: 'saturate(180%) blur(8px)',
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            alignItems: 'center',
            columnGap: { xs: 2, md: 1.5 },
            gridTemplateColumns: { xs: '1fr auto', md: 'auto 1fr auto' },
            gridTemplateAreas: { xs: '"logo actions" "nav nav"', md: '"logo nav actions"' },
            minHeight: { xs: 0, md: 72 },
            py: { xs: 1, md: 0 },
          }}
        >
          <TextLink
            to="/"
            aria-label={appTexts.homeLink}
            underline="none"
            sx={{
              gridArea: 'logo',
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              color: 'text.primary',
              textDecoration: 'none',
              borderRadius: '8px',
              justifySelf: 'start',
            }}
          >
            <LogoMark sx={{ fontSize: 36 }} />
            <Box
              component="span"
              sx={{
                display: { xs: canInstall ? 'none' : 'inline', sm: 'inline' },
                // Under 360 px the wordmark and the actions do not fit one row: the mark stays.
                '@media (max-width: 359.95px)': { display: 'none' },
                fontWeight: 800,
                fontSize: '1.2rem',
                letterSpacing: '-0.01em',
                whiteSpace: 'nowrap',
              }}
            >
              BOGO{' '}
              <Box component="span" sx={{ color: 'primary.main' }}>
                Together
              </Box>
            </Box>
          </TextLink>

          <Box
            component="nav"
            aria-label={appTexts.mainNav}
            sx={{
              gridArea: 'nav',
              display: 'flex',
              alignItems: 'center',
              gap: { xs: 0, md: 0.5 },
              mt: { xs: 0.5, md: 0 },
              ml: { xs: -1, md: 1 },
              // A label on two lines doubles the header's height: labels keep to one line.
              '& > *': { whiteSpace: 'nowrap', flexShrink: 0 },
              // On a phone the three labels fit a 320 px screen only with narrower sides.
              '& .MuiButton-root': { px: { xs: 1, sm: '18px' }, minWidth: 0 },
            }}
          >
            <ButtonLink to="/" color="inherit" activeOptions={{ exact: true }}>
              {appTexts.deals}
            </ButtonLink>
            <CategoriesMenu />
            <ButtonLink to="/" hash="how-it-works" color="inherit">
              {appTexts.howItWorks}
            </ButtonLink>
          </Box>

          <Box sx={{ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <HeaderSearch />
            <InstallButton />
            {session ? (
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
                <UserMenu user={session.user} />
              </>
            ) : (
              <>
                {/* docs/product.md §2: for a visitor My Orders opens the login modal, on this page. */}
                <Button
                  variant="outlined"
                  startIcon={<ReceiptIcon />}
                  aria-haspopup="dialog"
                  onClick={() => setLoginOpen(true)}
                  onPointerEnter={preloadLogin}
                  onFocus={preloadLogin}
                  sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
                >
                  {appTexts.myOrders}
                </Button>
                <IconButton
                  aria-label={appTexts.myOrders}
                  aria-haspopup="dialog"
                  onClick={() => setLoginOpen(true)}
                  onPointerEnter={preloadLogin}
                  onFocus={preloadLogin}
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
          </Box>
        </Box>
      </Container>
      {scrollClearOfBars}
    </AppBar>
  );
}
