import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminGroup } from '../../../../contract/admin-console';
import { formatDateTime, statusName } from '../format';
import { adminTexts } from '../texts';
import { CancelGroupDialog } from './cancel-group-dialog';
import { OrderLink } from './order-link';
import { HeadRow } from './screen-parts';
import { StatusChip } from './status-chip';

/** One group: how full, who is in it with how many units and what their card hold is. */
export function GroupPanel({ group, onChanged }: { group: AdminGroup; onChanged: () => void }) {
  const [cancelling, setCancelling] = useState(false);
  return (
    <Box component="article" aria-label={adminTexts.groupNumber(group.id)}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {adminTexts.groupNumber(group.id)}
        </Typography>
        <StatusChip status={group.status} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {adminTexts.unitsReserved(group.reserved_units, group.size)}
          {' · '}
          {formatDateTime(group.filled_at ?? group.cancelled_at ?? group.created_at)}
        </Typography>
        {group.status === 'open' && (
          <Button
            color="error"
            variant="outlined"
            onClick={() => setCancelling(true)}
            sx={{ ml: 'auto' }}
          >
            {adminTexts.cancelGroup}
          </Button>
        )}
      </Box>
      {group.cancel_reason && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {adminTexts.cancelledBecause(group.cancel_reason)}
        </Typography>
      )}
      {group.members.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {adminTexts.noMembers}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={adminTexts.groupNumber(group.id)}>
            <HeadRow
              names={[
                adminTexts.member,
                adminTexts.orderNumber,
                adminTexts.units,
                adminTexts.hold,
                adminTexts.orderStatus,
                adminTexts.joined,
              ]}
              numeric={[adminTexts.units]}
            />
            <TableBody>
              {group.members.map((member) => (
                <TableRow key={member.order_id}>
                  <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
                    {member.email}
                    {member.is_demo && ` · ${adminTexts.demoShopper}`}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <OrderLink orderId={member.order_id} orderNumber={member.order_number} />
                  </TableCell>
                  <TableCell align="right">{member.units}</TableCell>
                  <TableCell>{statusName(member.hold_status)}</TableCell>
                  <TableCell>
                    <StatusChip status={member.order_status} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(member.joined_at)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {cancelling && (
        <CancelGroupDialog
          group={group}
          onClose={() => setCancelling(false)}
          onCancelled={() => {
            setCancelling(false);
            onChanged();
          }}
        />
      )}
    </Box>
  );
}
