import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Outlet } from '@tanstack/react-router';
import { mayUse } from '../../../../contract/staff-access';
import { ButtonLink } from '../../../components/router-links';
import { adminTexts } from '../texts';
import { useConsoleMe } from '../use-console-me';

/** The console's sections, each shown only to the roles whose area it is (docs/decisions/0040). */
const sections = [
  { to: '/admin', label: adminTexts.dashboard, exact: true, area: 'figures' },
  { to: '/admin/deals', label: adminTexts.deals, exact: false, area: 'catalogue' },
  { to: '/admin/groups', label: adminTexts.groups, exact: false, area: 'catalogue' },
  { to: '/admin/orders', label: adminTexts.orders, exact: false, area: 'support' },
  { to: '/admin/shoppers', label: adminTexts.shoppers, exact: false, area: 'support' },
  { to: '/admin/subscribers', label: adminTexts.subscribers, exact: false, area: 'catalogue' },
  { to: '/admin/staff', label: adminTexts.staff, exact: false, area: 'owner' },
  { to: '/admin/audit', label: adminTexts.audit, exact: false, area: 'owner' },
] as const;

/**
 * The console's frame: its sections beside the screen on a desktop, above it on a phone in rows
 * that wrap, so every section is on screen (a row that scrolled sideways hid the last ones with
 * nothing to say they were there). The active section is marked for screen readers too
 * (aria-current).
 */
export function AdminLayout() {
  const me = useConsoleMe();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '180px minmax(0, 1fr)' },
        gap: { xs: 2, md: 4 },
        alignItems: 'start',
      }}
    >
      <Box
        component="nav"
        aria-label={adminTexts.consoleNav}
        sx={{ position: { md: 'sticky' }, top: { md: 96 }, minWidth: 0 }}
      >
        <Typography
          sx={{
            display: { xs: 'none', md: 'block' },
            fontWeight: 800,
            fontSize: '0.8rem',
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
            color: 'text.secondary',
            mb: 1,
            px: 1,
          }}
        >
          {adminTexts.consoleTitle}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexDirection: { xs: 'row', md: 'column' },
            flexWrap: { xs: 'wrap', md: 'nowrap' },
            gap: 0.5,
          }}
        >
          {sections
            .filter((section) => mayUse(me.role, section.area))
            .map((section) => (
              <li key={section.to}>
                <ButtonLink
                  to={section.to}
                  activeOptions={{ exact: section.exact, includeSearch: false }}
                  color="inherit"
                  sx={{
                    justifyContent: 'flex-start',
                    width: { md: '100%' },
                    whiteSpace: 'nowrap',
                    minHeight: 44,
                    px: 1.5,
                    '&[aria-current="page"]': {
                      bgcolor: 'primary.light',
                      color: 'primary.dark',
                      fontWeight: 800,
                    },
                  }}
                >
                  {section.label}
                </ButtonLink>
              </li>
            ))}
        </Box>
        <Typography
          sx={{ px: 1, mt: { xs: 1, md: 2 }, fontSize: '0.8125rem', color: 'text.secondary' }}
        >
          {adminTexts.yourRole(adminTexts.roleNames[me.role])}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
