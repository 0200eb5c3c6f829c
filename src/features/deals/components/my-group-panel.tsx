import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Deal } from '../../../../contract/catalog';
import { isUnauthorized } from '../../../api/client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { dealInviteUrl, InviteButton } from '../../../components/invite-button';
import { showToast } from '../../../lib/toast';
import { useOnline } from '../../../lib/use-online';
import { leaveDeal } from '../api/leave-deal';
import { dealTexts } from '../texts';

interface MyGroupPanelProps {
  deal: Deal;
  /** The units the shopper holds in the open group (more than 0). */
  units: number;
  /** After a leave, whether it went through or not: the group has moved on either way. */
  onSettled: () => void;
}

/** A member's place in the deal's group: how many units are theirs, an invite, and a way out. */
export function MyGroupPanel({ deal, units, onSettled }: MyGroupPanelProps) {
  const online = useOnline();
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const name = deal.product.name;

  async function leave() {
    setLeaving(true);
    try {
      await leaveDeal(deal.id);
      showToast(dealTexts.leftGroup, 'success');
    } catch (error) {
      if (!isUnauthorized(error)) showToast(dealTexts.failedToLeave, 'error');
    } finally {
      setLeaving(false);
      setAsking(false);
      onSettled();
    }
  }

  return (
    <Box
      component="section"
      aria-labelledby="my-group-title"
      sx={{ p: 2, borderRadius: '16px', bgcolor: '#DBEAFE', color: '#1E3A8A' }}
    >
      <Typography id="my-group-title" component="h2" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
        {dealTexts.youHaveUnits(units)}
      </Typography>
      <Typography variant="body2">{dealTexts.memberHint}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <InviteButton url={dealInviteUrl(deal.encoded_id)} productName={name} />
        <Button
          variant="outlined"
          color="error"
          disabled={!online}
          onClick={() => setAsking(true)}
          sx={{ minHeight: 44 }}
        >
          {dealTexts.leaveGroup}
        </Button>
      </Box>
      <ConfirmDialog
        open={asking}
        title={dealTexts.leaveTitle}
        text={dealTexts.leaveText(units, name)}
        keepLabel={dealTexts.stayInGroup}
        confirmLabel={dealTexts.leaveGroup}
        pending={leaving}
        blockedReason={online ? null : dealTexts.leaveNeedsNetwork}
        onConfirm={() => void leave()}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
