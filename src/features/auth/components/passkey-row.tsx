import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Passkey } from '../../../../contract/passkeys';
import { KeyIcon } from '../../../components/icons';
import { formatDeadline } from '../../../lib/format';
import { authTexts } from '../texts';

/** The day a passkey was added or used, as the shopper reads it: 'Nov 27, 2026'. */
const day = (iso: string) => formatDeadline(iso).replace(/,[^,]*$/, '');

interface PasskeyRowProps {
  passkey: Passkey;
  removing: boolean;
  disabled: boolean;
  onRemove: (passkey: Passkey) => Promise<void>;
}

/** One passkey in the profile's list: when it was added and last used, and its Remove. */
export function PasskeyRow({ passkey, removing, disabled, onRemove }: PasskeyRowProps) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: '16px',
      }}
    >
      <KeyIcon color="primary" />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {authTexts.passkeyAdded(day(passkey.createdAt))}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {passkey.lastUsedAt
            ? authTexts.passkeyLastUsed(day(passkey.lastUsedAt))
            : authTexts.passkeyNeverUsed}
          {passkey.synced && ` · ${authTexts.passkeySynced}`}
        </Typography>
      </Box>
      <Button
        color="error"
        onClick={() => void onRemove(passkey)}
        loading={removing}
        disabled={disabled}
        aria-label={authTexts.removePasskeyLabel(day(passkey.createdAt))}
        sx={{ minHeight: 44, flexShrink: 0 }}
      >
        {authTexts.removePasskey}
      </Button>
    </Box>
  );
}
