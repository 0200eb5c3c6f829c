import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { User } from '../../../../contract/profile';
import { EditIcon } from '../../../components/icons';
import { profileTexts } from '../texts';
import { EmailText } from './email-text';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';

/**
 * The loaded profile: a summary card beside (phones: above) the sections, read-only until the
 * shopper chooses Edit (docs/product.md §2: fields are editable only in edit mode). Focus goes to the first
 * field on Edit and back to the Edit button after Save or Cancel. `onSaved` tells the route, whose
 * kept data would otherwise show the details from before the save when the shopper comes back.
 */
export function ProfileDetails({
  user: loaded,
  onSaved,
  more,
}: {
  user: User;
  onSaved: () => void;
  /** Sections of other features shown under the shopper's details (passkeys). */
  more?: ReactNode;
}) {
  const [user, setUser] = useState(loaded);
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const modeChanged = useRef(false);

  useEffect(() => {
    if (!modeChanged.current) return;
    (editing ? firstFieldRef : editButtonRef).current?.focus();
  }, [editing]);

  function changeMode(next: boolean) {
    modeChanged.current = true;
    setEditing(next);
  }

  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const initial = ((fullName || user.email).trim()[0] ?? '?').toUpperCase();

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: '300px 1fr' },
        alignItems: 'start',
      }}
    >
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
            onClick={() => changeMode(true)}
            sx={{ width: { xs: '100%', md: 'auto' } }}
          >
            {profileTexts.edit}
          </Button>
        )}
      </Paper>

      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, minWidth: 0 }}>
        {editing ? (
          <ProfileForm
            user={user}
            firstFieldRef={firstFieldRef}
            onSaved={(saved) => {
              setUser(saved);
              changeMode(false);
              onSaved();
            }}
            onCancel={() => changeMode(false)}
          />
        ) : (
          <ProfileView user={user} />
        )}
        {more}
      </Box>
    </Box>
  );
}
