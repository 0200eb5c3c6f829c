import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { GroupIcon } from '../../../components/icons';
import { formatMoney } from '../../../lib/format';
import { savingCents } from '../confirmation-group';
import { confirmationTexts } from '../confirmation-texts';
import type { ConfirmationItem } from '../types';
import { GroupMembers } from './group-members';

/** The group is complete: who filled it together (initials only) and what the shopper saved. */
export function GroupCelebration({ item }: { item: ConfirmationItem }) {
  const members = item.members ?? [];
  const others = members.filter((member) => !member.you).length;
  const saving = savingCents(item);
  return (
    <Paper
      component="section"
      aria-labelledby="group-complete"
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: '20px',
        borderColor: 'success.main',
        borderWidth: 2,
        display: 'grid',
        gap: 1.5,
        justifyItems: 'center',
        textAlign: 'center',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main' }}>
        <GroupIcon />
        <Typography id="group-complete" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
          {confirmationTexts.celebrationTitle}
        </Typography>
      </Box>
      {members.length > 0 && <GroupMembers members={members} label={confirmationTexts.whoJoined} />}
      <Typography>{confirmationTexts.togetherWith(others)}</Typography>
      {saving > 0 && (
        <Typography sx={{ fontWeight: 800, color: 'success.main', fontSize: '1.125rem' }}>
          {confirmationTexts.youSaved(formatMoney(saving))}
        </Typography>
      )}
    </Paper>
  );
}
