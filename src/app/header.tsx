import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { InstallButton } from '../features/install/components/install-button';
import { HeaderSearch } from '../features/search/components/header-search';
import { HeaderAccount } from './header-account';
import { scrollClearOfBars, useHeaderClearance } from './header-clearance';
import { HeaderLogo } from './header-logo';
import { MainNav } from './main-nav';

/**
 * Every screen's header (docs/product.md §2). One nav element whose place changes with the width: beside
 * the logo on desktop, a second row on phones.
 */
export function Header() {
  const headerRef = useHeaderClearance<HTMLElement>();
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
          <HeaderLogo />
          <MainNav />
          <Box sx={{ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <HeaderSearch />
            <InstallButton />
            <HeaderAccount />
          </Box>
        </Box>
      </Container>
      {scrollClearOfBars}
    </AppBar>
  );
}
