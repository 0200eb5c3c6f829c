import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { GroupMembers } from '../api/get-group-members';
import { dealTexts } from '../texts';

/**
 * Who is in the group, without exposing anyone: the initials of members who show theirs, how
 * many others, how many of them are demo shoppers, and how many joined in the last hour. Nothing
 * while the group is empty.
 */
export function GroupPeople({ members }: { members: GroupMembers | null }) {
  if (!members || members.initials.length + members.others === 0) return null;
  const { initials, others, joinedLastHour } = members;
  const badges = [...initials, ...(others > 0 ? [`+${others}`] : [])];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Box aria-hidden sx={{ display: 'flex', pl: 0.75 }}>
        {badges.map((badge, index) => (
          <Box
            key={`${badge}-${index}`}
            sx={{
              width: 32,
              height: 32,
              ml: -0.75,
              borderRadius: '50%',
              border: 2,
              borderColor: 'background.paper',
              bgcolor: badge.startsWith('+') ? 'grey.700' : 'primary.main',
              color: '#fff',
              display: 'grid',
              placeItems: 'center',
              fontSize: '0.75rem',
              fontWeight: 800,
            }}
          >
            {badge}
          </Box>
        ))}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {dealTexts.membersLabel(initials, others)}
      </Box>
      {(members.demo ?? 0) > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {dealTexts.demoMembers(members.demo ?? 0, initials.length + others)}
        </Typography>
      )}
      {joinedLastHour > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {dealTexts.joinedLastHour(joinedLastHour)}
        </Typography>
      )}
    </Box>
  );
}
