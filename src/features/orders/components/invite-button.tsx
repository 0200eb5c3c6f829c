import Button from '@mui/material/Button';
import { CopyIcon } from '../../../components/icons';
import { showToast } from '../../../lib/toast';
import { orderTexts } from '../texts';

interface InviteButtonProps {
  encodedDealId: string;
  productName: string;
}

/** The deal's address for friends, so the group fills sooner. */
export function inviteUrl(encodedDealId: string): string {
  return `${globalThis.location.origin}/deal/${encodedDealId}`;
}

/** Invite: copies the deal's link and says so ('Invite link copied!' / 'Failed to copy invite link'). */
export function InviteButton({ encodedDealId, productName }: InviteButtonProps) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(inviteUrl(encodedDealId));
    } catch {
      // Clipboard refused (permissions, insecure context) or missing altogether.
      showToast(orderTexts.failedToCopyInvite, 'error');
      return;
    }
    showToast(orderTexts.inviteCopied, 'success');
  }

  return (
    <Button
      variant="contained"
      startIcon={<CopyIcon />}
      aria-label={orderTexts.inviteLabel(productName)}
      onClick={() => void copy()}
      sx={{ minHeight: 44 }}
    >
      {orderTexts.invite}
    </Button>
  );
}
