import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { AddIcon } from '../../../components/icons';
import { useOnline } from '../../../lib/use-online';
import { authTexts } from '../texts';
import { usePasskeys } from '../use-passkeys';
import { PasskeyRow } from './passkey-row';

/**
 * The profile's Passkeys: the shopper's passkeys with when each was added and last used, a way to
 * add one on this device and to remove any (a lost phone's, say). Removing needs no second step:
 * a passkey removed by mistake is added again in one tap.
 */
export function PasskeysPanel() {
  const titleId = useId();
  const { passkeys, busy, problem, add, remove } = usePasskeys();
  const online = useOnline();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={passkeys === 'loading'}
      sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: '24px' }}
    >
      <Typography id={titleId} component="h2" variant="h6">
        {authTexts.passkeysTitle}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {authTexts.passkeysIntro}
      </Typography>
      <Box sx={{ mt: 2.5, display: 'grid', gap: 1.5 }}>
        {passkeys === 'loading' && <Skeleton variant="rounded" height={56} />}
        {passkeys === 'failed' && <Typography role="alert">{authTexts.passkeysFailed}</Typography>}
        {Array.isArray(passkeys) && passkeys.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>{authTexts.noPasskeys}</Typography>
        )}
        {Array.isArray(passkeys) && passkeys.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {passkeys.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                removing={busy === passkey.id}
                disabled={!online || (busy !== null && busy !== passkey.id)}
                onRemove={remove}
              />
            ))}
          </Box>
        )}
        <AddPasskey
          adding={busy === 'add'}
          disabled={!online || (busy !== null && busy !== 'add')}
          problem={problem}
          onAdd={add}
        />
      </Box>
    </Paper>
  );
}

/** Add a passkey on this device; why the last add or remove failed is said under it. */
function AddPasskey(props: {
  adding: boolean;
  disabled: boolean;
  problem: string | null;
  onAdd: () => Promise<void>;
}) {
  const problemId = useId();
  return (
    <Box>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => void props.onAdd()}
        loading={props.adding}
        disabled={props.disabled}
        aria-describedby={props.problem ? problemId : undefined}
        sx={{ minHeight: 44 }}
      >
        {authTexts.addPasskey}
      </Button>
      {props.problem && (
        <Typography id={problemId} role="alert" variant="body2" sx={{ mt: 1, color: 'error.main' }}>
          {props.problem}
        </Typography>
      )}
    </Box>
  );
}
