import Box from '@mui/material/Box';
import { ButtonLink } from '../components/router-links';
import { CategoriesMenu } from '../features/categories/components/categories-menu';
import { appTexts } from './texts';

/** The header's nav: beside the logo on desktop, a second row on phones. */
export function MainNav() {
  return (
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
  );
}
