import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { sendDealAlert } from '../api/send-deal-alert';
import { adminTexts } from '../texts';

/**
 * Sends the deal's alert to its category's followers; the click's key makes a retried request
 * send nothing twice, and the button stays off once it is sent.
 */
export function DealAlert({ dealId }: { dealId: number }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'already'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  async function send() {
    setState('sending');
    setProblem(null);
    try {
      const { queued } = await sendDealAlert(dealId);
      setState(queued ? 'sent' : 'already');
    } catch (error) {
      setProblem(errorMessage(error));
      setState('idle');
    }
  }
  return (
    <Box>
      {state === 'already' && (
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
        disabled={state === 'sending' || state === 'sent'}
        onClick={() => void send()}
      >
        {adminTexts.send}
      </Button>
    </Box>
  );
}
