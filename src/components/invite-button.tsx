import Button from '@mui/material/Button';
import { CopyIcon } from './icons';
import { inviteTexts } from './invite-texts';
import { showToast } from '../lib/toast';

interface InviteButtonProps {
  /** The deal's address, which friends open to join the group. */
  url: string;
  /** The product whose group the invite is for, named to a screen reader. */
  productName: string;
}

/** The deal's address for friends, so the group fills sooner. */
export function dealInviteUrl(encodedDealId: string): string {
  return `${globalThis.location.origin}/deal/${encodedDealId}`;
}

/** Invite: copies the deal's link and says so in a toast. */
export function InviteButton({ url, productName }: InviteButtonProps) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Clipboard refused (permissions, insecure context) or missing altogether.
      showToast(inviteTexts.failedToCopy, 'error');
      return;
    }
    showToast(inviteTexts.copied, 'success');
  }

  return (
    <Button
      variant="contained"
      startIcon={<CopyIcon />}
      aria-label={inviteTexts.label(productName)}
      onClick={() => void copy()}
      sx={{ minHeight: 44 }}
    >
      {inviteTexts.invite}
    </Button>
  );
}
