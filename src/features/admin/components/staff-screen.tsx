import Box from '@mui/material/Box';
import type { StaffMember } from '../../../../contract/staff';
import { adminTexts } from '../texts';
import { useConsoleMe } from '../use-console-me';
import { AddStaffForm } from './add-staff-form';
import { useReloadRoute } from './route-states';
import { ScreenHeader, Section } from './screen-parts';
import { StaffMemberRow } from './staff-member-row';

/** The owners' Staff page: add someone by e-mail, change a role, remove (docs/decisions/0040). */
export function StaffScreen({ members }: { members: StaffMember[] }) {
  const me = useConsoleMe();
  const reload = useReloadRoute();
  return (
    <>
      <ScreenHeader title={adminTexts.staff} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <AddStaffForm onAdded={reload} />
        <Section title={adminTexts.staffList}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {members.map((member) => (
              <StaffMemberRow
                key={member.email}
                member={member}
                isMe={member.email === me.email}
                onChanged={reload}
              />
            ))}
          </Box>
        </Section>
      </Box>
    </>
  );
}
