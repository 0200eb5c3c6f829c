import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { unsubscribe, UNSUBSCRIBE_RESET_MS } from '../api/unsubscribe';
import { addressOfLink } from '../link-address';
import { subscribeTexts } from '../texts';

interface UnsubscribeDialogProps {
  token: string;
  /** Called when the shopper keeps their alerts, or a moment after they unsubscribed. */
  onDone: () => void;
}

/**
 * The page of an alert e-mail's Unsubscribe link asks before it ends anything: a mail scanner or
 * a link preview that opens the page changes nothing, and only a press of Unsubscribe does.
 */
export function UnsubscribeDialog({ token, onDone }: UnsubscribeDialogProps) {
  const titleId = useId();
  const [state, setState] = useState<'asking' | 'sending' | 'sent'>('asking');
  const done = useEffectEvent(onDone);

  useEffect(() => {
    if (state !== 'sent') return undefined;
    const timer = setTimeout(() => done(), UNSUBSCRIBE_RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function confirm() {
    setState('sending');
    await unsubscribe(token);
    setState('sent');
  }

  return (
    <Dialog
      open={state !== 'sent'}
      onClose={state === 'asking' ? onDone : undefined}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{subscribeTexts.unsubscribeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          {subscribeTexts.unsubscribeBody(addressOfLink(token))}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onDone} disabled={state !== 'asking'} sx={{ minHeight: 44 }}>
          {subscribeTexts.keepAlerts}
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={state !== 'asking'}
          sx={{ minHeight: 44 }}
        >
          {subscribeTexts.unsubscribe}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
