import Box from '@mui/material/Box';
import type { User } from '../../../../contract/profile';

/** Who is signed in, as the open user menu says at its top: full name, if any, and e-mail. */
export function SignedInAs({ user }: { user: User }) {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <>
      {fullName && (
        <Box component="span" sx={{ display: 'block', fontWeight: 700, color: 'text.primary' }}>
          {fullName}
        </Box>
      )}
      <Box
        component="span"
        sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}
      >
        {user.email}
      </Box>
    </>
  );
}
