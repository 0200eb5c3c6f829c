import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { User } from '../../../../contract/profile';
import { ProfileForm } from './profile-form';
import { ProfileSummaryCard } from './profile-summary-card';
import { ProfileView } from './profile-view';

interface ProfileDetailsProps {
  user: User;
  onSaved: () => void;
  /** Sections of other features shown under the shopper's details (passkeys). */
  more?: ReactNode;
}

/**
 * The loaded profile: a summary card beside (phones: above) the sections, read-only until the
 * shopper chooses Edit (docs/product.md §2: fields are editable only in edit mode). Focus goes to the first
 * field on Edit and back to the Edit button after Save or Cancel. `onSaved` tells the route, whose
 * kept data would otherwise show the details from before the save when the shopper comes back.
 */
export function ProfileDetails({ user: loaded, onSaved, more }: ProfileDetailsProps) {
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

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: '300px 1fr' },
        alignItems: 'start',
      }}
    >
      <ProfileSummaryCard
        user={user}
        editing={editing}
        editButtonRef={editButtonRef}
        onEdit={() => changeMode(true)}
      />

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
