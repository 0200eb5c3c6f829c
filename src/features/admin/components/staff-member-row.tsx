import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { StaffMember, StaffRole } from '../../../../contract/staff';
import { STAFF_ROLES } from '../../../../contract/staff-access';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { changeStaffRole, removeStaff } from '../api/staff';
import { formatDate } from '../format';
import { formFailure } from '../server-errors';
import { adminTexts } from '../texts';

interface StaffMemberRowProps {
  member: StaffMember;
  /** The operator's own row: they neither change nor remove themselves. */
  isMe: boolean;
  onChanged: () => void;
}

/** One member: their e-mail, who added them, their role to change and Remove (after asking). */
export function StaffMemberRow({ member, isMe, onChanged }: StaffMemberRowProps) {
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const changeable = !member.fixed && !isMe;

  async function act(action: () => Promise<unknown>) {
    setSending(true);
    setProblem(null);
    try {
      await action();
      setConfirming(false);
      onChanged();
    } catch (error) {
      setProblem(formFailure(error, {}).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{member.email}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {member.fixed
            ? adminTexts.fixedOwner
            : `${adminTexts.addedBy} ${member.added_by ?? ''}${member.added_at ? `, ${formatDate(member.added_at)}` : ''}`}
        </Typography>
      </Box>
      {changeable ? (
        <NativeSelect
          value={member.role}
          disabled={sending}
          inputProps={{ 'aria-label': adminTexts.staffRoleOf(member.email) }}
          onChange={(event) =>
            void act(() => changeStaffRole(member.email, event.target.value as StaffRole))
          }
          sx={{ minWidth: 140, minHeight: 44 }}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {adminTexts.roleNames[role]}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <Typography sx={{ minWidth: 140, fontWeight: 600 }}>
          {adminTexts.roleNames[member.role]}
        </Typography>
      )}
      {changeable && (
        <Button
          color="error"
          onClick={() => setConfirming(true)}
          disabled={sending}
          aria-label={adminTexts.removeStaffOf(member.email)}
          sx={{ minHeight: 44 }}
        >
          {adminTexts.removeStaff}
        </Button>
      )}
      {problem && !confirming && (
        <Typography role="alert" sx={{ flexBasis: '100%', color: 'error.main' }}>
          {problem}
        </Typography>
      )}
      <ConfirmDialog
        open={confirming}
        pending={sending}
        blockedReason={problem}
        title={adminTexts.removeStaffTitle(member.email)}
        text={adminTexts.removeStaffText}
        keepLabel={adminTexts.keepStaff}
        confirmLabel={adminTexts.confirmRemoveStaff}
        onClose={() => setConfirming(false)}
        onConfirm={() => void act(() => removeStaff(member.email))}
      />
    </Box>
  );
}
