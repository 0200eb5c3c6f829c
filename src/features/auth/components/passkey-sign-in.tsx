import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { KeyIcon } from '../../../components/icons';
import { storeSignIn } from '../../../lib/credentials';
import { useOnline } from '../../../lib/use-online';
import { signInWithPasskey } from '../api/passkeys';
import { passkeyProblem } from '../passkey-problem';
import { authTexts } from '../texts';

/**
 * One tap to sign in with a passkey the device holds for the store (no e-mail asked: the browser
 * offers the shopper's own), above the e-mailed code, which stays for new devices and recovery.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const online = useOnline();

  async function signIn() {
    setBusy(true);
    setProblem(null);
    try {
      storeSignIn(await signInWithPasskey());
    } catch (error) {
      setProblem(passkeyProblem(error));
      setBusy(false);
      return;
    }
    // The button stays busy while the shopper is taken on.
    onSignedIn();
  }

  return (
    <Box sx={{ mb: 2 }}>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<KeyIcon />}
        loading={busy}
        disabled={!online}
        onClick={() => void signIn()}
        aria-describedby={problem ? problemId : undefined}
        sx={{ minHeight: 48 }}
      >
        {authTexts.passkeySignIn}
      </Button>
      {problem && (
        <Typography id={problemId} role="alert" variant="body2" sx={{ mt: 1, color: 'error.main' }}>
          {problem}
        </Typography>
      )}
      <Divider sx={{ mt: 2.5, color: 'text.secondary', fontSize: '0.875rem' }}>
        {authTexts.orByCode}
      </Divider>
    </Box>
  );
}
