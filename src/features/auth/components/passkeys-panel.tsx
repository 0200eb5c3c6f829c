import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import type { Passkey } from '../../../../contract/passkeys';
import { serverMessage } from '../../../api/client';
import { AddIcon, KeyIcon } from '../../../components/icons';
import { formatDeadline } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useOnline } from '../../../lib/use-online';
import { addPasskey, listPasskeys, removePasskey } from '../api/passkeys';
import { passkeyProblem } from '../passkey-problem';
import { authTexts } from '../texts';

/** The day a passkey was added or used, as the shopper reads it: 'Nov 27, 2026'. */
const day = (iso: string) => formatDeadline(iso).replace(/,[^,]*$/, '');

/**
 * The profile's Passkeys: the shopper's passkeys with when each was added and last used, a way to
 * add one on this device and to remove any (a lost phone's, say). Removing needs no second step:
 * a passkey removed by mistake is added again in one tap.
 */
export function PasskeysPanel() {
  const titleId = useId();
  const problemId = useId();
  const [passkeys, setPasskeys] = useState<Passkey[] | 'loading' | 'failed'>('loading');
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const online = useOnline();

  useEffect(() => {
    let current = true;
    listPasskeys().then(
      (listed) => current && setPasskeys(listed),
      () => current && setPasskeys('failed'),
    );
    return () => {
      current = false;
    };
  }, []);

  async function add() {
    setBusy('add');
    setProblem(null);
    try {
      const added = await addPasskey();
      setPasskeys((shown) => (Array.isArray(shown) ? [...shown, added] : [added]));
      showToast(authTexts.passkeyAddedToast, 'success');
    } catch (error) {
      setProblem(passkeyProblem(error));
    } finally {
      setBusy(null);
    }
  }

  async function remove(passkey: Passkey) {
    setBusy(passkey.id);
    setProblem(null);
    try {
      await removePasskey(passkey.id);
      setPasskeys((shown) =>
        Array.isArray(shown) ? shown.filter((kept) => kept.id !== passkey.id) : shown,
      );
      showToast(authTexts.passkeyRemovedToast, 'success');
    } catch (error) {
      setProblem(serverMessage(error) ?? authTexts.passkeysFailed);
    } finally {
      setBusy(null);
    }
  }

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
              <Box
                component="li"
                key={passkey.id}
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
                  onClick={() => void remove(passkey)}
                  loading={busy === passkey.id}
                  disabled={!online || (busy !== null && busy !== passkey.id)}
                  aria-label={authTexts.removePasskeyLabel(day(passkey.createdAt))}
                  sx={{ minHeight: 44, flexShrink: 0 }}
                >
                  {authTexts.removePasskey}
                </Button>
              </Box>
            ))}
          </Box>
        )}
        <Box>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => void add()}
            loading={busy === 'add'}
            disabled={!online || (busy !== null && busy !== 'add')}
            aria-describedby={problem ? problemId : undefined}
            sx={{ minHeight: 44 }}
          >
            {authTexts.addPasskey}
          </Button>
          {problem && (
            <Typography
              id={problemId}
              role="alert"
              variant="body2"
              sx={{ mt: 1, color: 'error.main' }}
            >
              {problem}
            </Typography>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
