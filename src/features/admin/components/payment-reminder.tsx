import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { remindToFixPayment } from '../api/remind-to-fix-payment';
import { formatDateTime } from '../format';
import { adminTexts } from '../texts';

/**
 * For an order whose group charge failed: reminds the shopper, with the link that fixes their
 * card. The server allows one reminder an hour per order and says when the next may go.
 */
export function PaymentReminder({ orderId }: { orderId: number }) {
  const [sending, setSending] = useState(false);
  const [nextAt, setNextAt] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function remind() {
    setSending(true);
    setProblem(null);
    try {
      setNextAt((await remindToFixPayment(orderId)).next_reminder_at);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography sx={{ color: 'text.secondary' }}>{adminTexts.paymentReminderHelp}</Typography>
      {nextAt && (
        <Alert severity="success" role="status" sx={{ justifySelf: 'stretch' }}>
          {adminTexts.remindedNextAt(formatDateTime(nextAt))}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" role="alert" sx={{ justifySelf: 'stretch' }}>
          {problem}
        </Alert>
      )}
      <Button
        variant="outlined"
        disabled={sending || nextAt !== null}
        onClick={() => void remind()}
      >
        {adminTexts.remind}
      </Button>
    </Box>
  );
}
