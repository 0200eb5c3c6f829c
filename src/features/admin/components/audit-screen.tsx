import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '../../../../contract/admin-console';
import { AUDIT_ACTIONS } from '../../../../contract/admin-limits';
import type { AuditPage } from '../api/get-audit';
import { formatDateTime } from '../format';
import { adminTexts } from '../texts';
import type { Filters, ListFiltersProps } from './list-filters';
import { ListScreen } from './list-screen';
import { OrderLink } from './order-link';
import { HeadRow } from './screen-parts';

const ENTITIES = ['product', 'deal', 'order', 'group', 'image', 'category', 'staff'] as const;
const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The log's filters: who, the days between, and what was done to what. */
const auditFilters: Omit<ListFiltersProps, 'values' | 'onChange'> = {
  boxes: [
    { key: 'actor', label: adminTexts.actor, inputMode: 'email' },
    { key: 'from', label: adminTexts.from, type: 'date' },
    { key: 'to', label: adminTexts.to, type: 'date' },
  ],
  selects: [
    { key: 'action', label: adminTexts.action, options: asOptions(AUDIT_ACTIONS) },
    { key: 'entity', label: adminTexts.entity, options: asOptions(ENTITIES) },
  ],
};

/** The audit log, newest first: each action with who, when, on what (an order by its number, linked), and its before and after. */
export function AuditScreen({ page, filters }: { page: AuditPage; filters: Filters }) {
  return (
    <ListScreen title={adminTexts.audit} filters={{ ...auditFilters, values: filters }} page={page}>
      <TableContainer>
        <Table size="small" aria-label={adminTexts.audit}>
          <HeadRow
            names={[
              adminTexts.when,
              adminTexts.actor,
              adminTexts.action,
              adminTexts.entity,
              adminTexts.change,
            ]}
          />
          <TableBody>
            {page.rows.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ListScreen>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
      <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>{entry.actor}</TableCell>
      <TableCell>
        <code>{entry.action}</code>
      </TableCell>
      {/* An image's id is its content hash: it may break anywhere rather than push the change aside. */}
      <TableCell sx={{ maxWidth: 200, overflowWrap: 'anywhere' }}>
        {entry.order_number ? (
          <>
            {`${entry.entity} `}
            <OrderLink orderId={Number(entry.entity_id)} orderNumber={entry.order_number} />
          </>
        ) : (
          `${entry.entity} ${entry.entity_id}`
        )}
      </TableCell>
      <TableCell sx={{ minWidth: 200 }}>
        <details>
          <summary>{adminTexts.showChange}</summary>
          <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
            {(
              [
                [adminTexts.before, entry.before],
                [adminTexts.after, entry.after],
              ] as const
            ).map(([label, value]) => (
              <Box key={label}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {label}
                </Typography>
                <Box
                  component="pre"
                  sx={{
                    m: 0,
                    p: 1,
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                    fontSize: '0.75rem',
                    overflowX: 'auto',
                    maxWidth: 420,
                  }}
                >
                  {value === null ? '—' : JSON.stringify(value, null, 2)}
                </Box>
              </Box>
            ))}
          </Box>
        </details>
      </TableCell>
    </TableRow>
  );
}
