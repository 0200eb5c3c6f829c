import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CSSProperties } from 'react';
import { GroupIcon } from '../../../components/icons';
import { formatMoney } from '../../../lib/format';
import { savingCents } from '../confirmation-group';
import { confirmationTexts } from '../confirmation-texts';
import type { ConfirmationItem } from '../types';
import styles from './group-burst.module.css';
import { GroupMembers } from './group-members';

/** Where the burst's dots fly, and their colours: the brand's and the success green. */
const DOTS = Array.from({ length: 12 }, (_, index) => {
  const angle = (index / 12) * 2 * Math.PI;
  return {
    dx: `${Math.round(Math.cos(angle) * 140)}px`,
    dy: `${Math.round(Math.sin(angle) * 90)}px`,
    colour: ['#16A34A', '#F59E0B', '#2563EB', '#DB2777'][index % 4],
  };
});

/** A few dots flying out once, for the eyes only: the heading already says it. */
function Burst() {
  return (
    <Box aria-hidden data-celebration-burst className={styles.burst}>
      {DOTS.map(({ dx, dy, colour }) => (
        <Box
          key={`${dx}${dy}`}
          className={styles.dot}
          sx={{ bgcolor: colour }}
          style={{ '--dx': dx, '--dy': dy } as CSSProperties}
        />
      ))}
    </Box>
  );
}

/**
 * The group is complete: who filled it together (initials only) and what the shopper saved. The
 * first time it is shown for an order (`celebrate`) it pops and bursts; after that it just says so.
 */
export function GroupCelebration({
  item,
  celebrate,
}: {
  item: ConfirmationItem;
  celebrate: boolean;
}) {
  const members = item.members ?? [];
  const others = members.filter((member) => !member.you).length;
  const saving = savingCents(item);
  return (
    <Paper
      component="section"
      aria-labelledby="group-complete"
      variant="outlined"
      className={celebrate ? styles.pop : undefined}
      sx={{
        position: 'relative',
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
      {celebrate && <Burst />}
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
