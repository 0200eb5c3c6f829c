import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { DealAlertAudience } from '../../../../contract/admin-console';
import { errorMessage } from '../../../api/client';
import { sendDealAlert } from '../api/send-deal-alert';
import { adminTexts } from '../texts';

type Sent = { state: 'sent'; audience: DealAlertAudience } | { state: 'already' };

/**
 * Sends the deal's alert to its category's followers, saying first who that is (`audience`, as
 * the server counts it) and after, who it was queued for; the click's key makes a retried request
 * send nothing twice, and the button stays off once it is sent.
 */
export function DealAlert({ dealId, audience }: { dealId: number; audience: DealAlertAudience }) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function send() {
    setSending(true);
    setProblem(null);
    try {
      const answer = await sendDealAlert(dealId);
      setSent(answer.queued ? { state: 'sent', audience: answer.audience } : { state: 'already' });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  }
  return (
    <Box>
      <Typography sx={{ fontWeight: 600 }}>{adminTexts.alertAudience(audience)}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {adminTexts.alertNotSubscribers}
      </Typography>
      {sent?.state === 'sent' && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {adminTexts.alertQueuedFor(sent.audience)}
        </Alert>
      )}
      {sent?.state === 'already' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {adminTexts.alreadyAnnounced}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Button
        variant="outlined"
        disabled={sending || sent?.state === 'sent'}
        onClick={() => void send()}
      >
        {adminTexts.send}
      </Button>
    </Box>
  );
}
