import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import type { User } from '../../../../contract/profile';
import { EditIcon } from '../../../components/icons';
import { profileTexts } from '../texts';
import { EmailText } from './email-text';

interface ProfileSummaryCardProps {
  user: User;
  editing: boolean;
  editButtonRef: Ref<HTMLButtonElement>;
  onEdit: () => void;
}

/** The profile's summary card: the shopper's initial, name and e-mail, and Edit while reading. */
export function ProfileSummaryCard({
  user,
  editing,
  editButtonRef,
  onEdit,
}: ProfileSummaryCardProps) {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const initial = ((fullName || user.email).trim()[0] ?? '?').toUpperCase();
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2.5, md: 3.5 },
        borderRadius: '24px',
        position: { md: 'sticky' },
        top: { md: 96 },
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        alignItems: { xs: 'center', md: 'flex-start' },
        flexWrap: 'wrap',
        gap: 2,
      }}
    >
      <ProfileInitial initial={initial} />
      <Box sx={{ minWidth: 0, flex: { xs: 1, md: 'none' } }}>
        {fullName && (
          <Typography sx={{ fontWeight: 800, fontSize: '1.15rem', overflowWrap: 'anywhere' }}>
            {fullName}
          </Typography>
        )}
        <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          <EmailText email={user.email} />
        </Typography>
      </Box>
      {!editing && (
        <Button
          ref={editButtonRef}
          variant="contained"
          startIcon={<EditIcon />}
          onClick={onEdit}
          sx={{ width: { xs: '100%', md: 'auto' } }}
        >
          {profileTexts.edit}
        </Button>
      )}
    </Paper>
  );
}

function ProfileInitial({ initial }: { initial: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: { xs: 56, md: 80 },
        height: { xs: 56, md: 80 },
        borderRadius: '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 800,
        fontSize: { xs: '1.5rem', md: '2.25rem' },
        flexShrink: 0,
      }}
    >
      {initial}
    </Box>
  );
}
