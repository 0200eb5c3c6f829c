import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import type { GroupMember } from '../../../../contract/orders';
import { confirmationTexts } from '../confirmation-texts';

/** At most this many faces; the rest are counted ('+3'). */
const SHOWN = 8;

/** The group's members as initials in circles, the shopper marked 'You'; never a name or e-mail. */
export function GroupMembers({ members, label }: { members: GroupMember[]; label: string }) {
  const shown = members.slice(0, SHOWN);
  const more = members.length - shown.length;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {shown.map((member, index) => (
        <Box
          component="li"
          key={index}
          aria-label={confirmationTexts.memberLabel(member.initials, member.units, member.you)}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.25 }}
        >
          <Avatar
            aria-hidden="true"
            sx={{
              width: 44,
              height: 44,
              fontWeight: 800,
              fontSize: '1rem',
              bgcolor: member.you ? 'primary.main' : 'secondary.main',
              color: member.you ? 'primary.contrastText' : 'secondary.contrastText',
              border: 2,
              borderColor: 'background.paper',
            }}
          >
            {member.initials}
          </Avatar>
          <Box
            component="span"
            aria-hidden="true"
            sx={{ fontSize: '0.75rem', fontWeight: 700, color: 'text.secondary' }}
          >
            {member.you ? confirmationTexts.you : `×${member.units}`}
          </Box>
        </Box>
      ))}
      {more > 0 && (
        <Box component="li" sx={{ alignSelf: 'flex-start' }}>
          <Avatar sx={{ width: 44, height: 44, bgcolor: 'action.selected', color: 'text.primary' }}>
            {`+${more}`}
          </Avatar>
        </Box>
      )}
    </Box>
  );
}
