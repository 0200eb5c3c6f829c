import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckIcon, CloseIcon } from '../../../components/icons';
import { ButtonLink } from '../../../components/router-links';
import { formatDeadline } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import type { GroupMoment } from '../confirmation-group';
import { confirmationTexts } from '../confirmation-texts';
import { checkoutTexts } from '../texts';
import type { ConfirmationRecord } from '../types';

function confirmedText(record: ConfirmationRecord, moment: GroupMoment): string {
  switch (moment) {
    case 'solo':
      return checkoutTexts.confirmedSolo;
    case 'filled':
      return record.amountCharged > 0
        ? checkoutTexts.confirmedGroupCharged
        : confirmationTexts.filledLead;
    case 'filling':
      return checkoutTexts.confirmedGroup;
    case 'ended':
      // Cancelled, expired or a refused card: the status below says which; units are no longer held.
      return checkoutTexts.confirmedGroupEnded;
    case 'unpaid':
      return confirmationTexts.unpaidLead(
        record.paymentDueAt ? formatDeadline(record.paymentDueAt) : null,
      );
    case 'failed':
      return confirmationTexts.failedLead;
  }
}

/**
 * The top of the confirmation: what happened, in words. A charge the card refused is said as
 * such, in the error colour, with the way to save the order; it is never "confirmed".
 */
export function ConfirmationHeader({
  record,
  moment,
}: {
  record: ConfirmationRecord;
  moment: GroupMoment;
}) {
  const signedIn = useSession() !== null;
  const refused = moment === 'unpaid' || moment === 'failed';
  const Icon = refused ? CloseIcon : CheckIcon;
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box
        sx={{
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 1.5,
          borderRadius: '50%',
          bgcolor: refused ? 'error.main' : 'success.main',
          color: '#fff',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Icon sx={{ fontSize: 36 }} />
      </Box>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {moment === 'unpaid'
          ? confirmationTexts.unpaidTitle
          : moment === 'failed'
            ? confirmationTexts.failedTitle
            : checkoutTexts.confirmedTitle}
      </Typography>
      <Typography sx={{ color: refused ? 'error.main' : 'text.secondary', mt: 1 }}>
        {confirmedText(record, moment)}
      </Typography>
      {/* The new card is given on the shopper's account: a guest's mail says how. */}
      {moment === 'unpaid' && signedIn && (
        <ButtonLink
          to="/fix-payment/$orderId"
          params={{ orderId: record.orderId }}
          variant="contained"
          sx={{ mt: 2, minHeight: 44 }}
        >
          {confirmationTexts.updateCard}
        </ButtonLink>
      )}
    </Box>
  );
}
