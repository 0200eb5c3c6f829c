import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { User } from '../../../../contract/profile';
import { formatIsoDate } from '../../../lib/format';
import { profileTexts } from '../texts';
import { EmailText } from './email-text';

/** The shopper's details read-only, each labelled; a missing one says 'Not set'. */
export function DetailsSummary({ user }: { user: User }) {
  const details: [string, ReactNode][] = [
    [profileTexts.firstName, user.firstName || null],
    [profileTexts.lastName, user.lastName || null],
    [profileTexts.email, <EmailText email={user.email} />],
    [profileTexts.phone, user.phone],
    [profileTexts.dateOfBirth, user.dateOfBirth ? formatIsoDate(user.dateOfBirth) : null],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        columnGap: 3,
        rowGap: 2,
      }}
    >
      {details.map(([label, value]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Box
            component="dt"
            sx={{ fontSize: '0.8125rem', fontWeight: 600, color: 'text.secondary' }}
          >
            {label}
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              mt: 0.25,
              fontSize: '1.05rem',
              overflowWrap: 'anywhere',
              color: value ? 'text.primary' : 'text.secondary',
              fontStyle: value ? 'normal' : 'italic',
            }}
          >
            {value ?? profileTexts.notSet}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
