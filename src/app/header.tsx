import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { CategoriesMenu } from '../features/categories/components/categories-menu';
import { AccountIcon, LogoMark, ReceiptIcon } from '../components/icons';
import { ButtonLink, IconButtonLink, TextLink } from '../components/router-links';
import { isSignedIn } from '../lib/credentials';
import { appTexts } from './texts';

/**
 * Every screen's header (SPEC 2). One nav element whose place changes with the width: beside
 * the logo on desktop, a second row on phones.
 */
export function Header() {
  // Sign-in arrives with the auth release; until then a signed-out shopper goes to /login.
  const ordersTarget = isSignedIn() ? '/orders' : '/login';
  return (
    <AppBar
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
            columnGap: 2,
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
              sx={{ fontWeight: 800, fontSize: '1.2rem', letterSpacing: '-0.01em' }}
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
              ml: { xs: -1, md: 2 },
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
            <ButtonLink
              to={ordersTarget}
              variant="outlined"
              startIcon={<ReceiptIcon />}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {appTexts.myOrders}
            </ButtonLink>
            <IconButtonLink
              to={ordersTarget}
              aria-label={appTexts.myOrders}
              sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
            >
              <ReceiptIcon />
            </IconButtonLink>
            <IconButtonLink to="/login" aria-label={appTexts.signIn} color="primary">
              <AccountIcon sx={{ fontSize: 32 }} />
            </IconButtonLink>
          </Box>
        </Box>
      </Container>
    </AppBar>
  );
}
