import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { AuditEntry } from '../../../../contract/admin-console';
import { SelectInput, TextInput } from '../../../components/form-controls';
import type { AuditPage } from '../api/get-audit';
import { formatDateTime } from '../format';
import { adminTexts } from '../texts';
import { AUDIT_ACTIONS } from '../../../../contract/admin-limits';
import type { Filters } from './list-filters';
import { Pager, ScreenHeader } from './screen-parts';

const ENTITIES = ['product', 'deal', 'order', 'group', 'image', 'category'] as const;

interface AuditScreenProps {
  page: AuditPage;
  filters: Filters;
  onFilters: (next: Filters) => void;
}

/** The audit log, newest first: each action with who, when, on what, and its before and after. */
export function AuditScreen({ page, filters, onFilters }: AuditScreenProps) {
  const [draft, setDraft] = useState<Filters>(filters);
  const text = (key: string) => String(draft[key] ?? '');
  const set = (key: string, value: string) =>
    setDraft((current) => ({ ...current, [key]: value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilters({ ...draft, page: undefined });
  };
  return (
    <>
      <ScreenHeader title={adminTexts.audit} />
      <Box
        component="form"
        role="search"
        onSubmit={submit}
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: '2fr repeat(4, minmax(0, 1fr)) auto',
          },
          gap: 1.5,
          alignItems: 'end',
          mb: 2,
        }}
      >
        <TextInput
          label={adminTexts.actor}
          type="search"
          inputMode="email"
          value={text('actor')}
          onChange={(event) => set('actor', event.target.value)}
        />
        <SelectInput
          label={adminTexts.action}
          value={text('action')}
          onChange={(event) => set('action', event.target.value)}
        >
          <option value="">{adminTexts.all}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </SelectInput>
        <SelectInput
          label={adminTexts.entity}
          value={text('entity')}
          onChange={(event) => set('entity', event.target.value)}
        >
          <option value="">{adminTexts.all}</option>
          {ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {entity}
            </option>
          ))}
        </SelectInput>
        <TextInput
          label={adminTexts.from}
          type="date"
          value={text('from')}
          onChange={(event) => set('from', event.target.value)}
        />
        <TextInput
          label={adminTexts.to}
          type="date"
          value={text('to')}
          onChange={(event) => set('to', event.target.value)}
        />
        <Button type="submit" variant="contained" sx={{ minHeight: 44 }}>
          {adminTexts.filter}
        </Button>
      </Box>
      {page.rows.length === 0 ? (
        <Typography>{adminTexts.nothingFound}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={adminTexts.audit}>
            <TableHead>
              <TableRow>
                <TableCell>{adminTexts.when}</TableCell>
                <TableCell>{adminTexts.actor}</TableCell>
                <TableCell>{adminTexts.action}</TableCell>
                <TableCell>{adminTexts.entity}</TableCell>
                <TableCell>{adminTexts.change}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.rows.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Pager
        page={page.page}
        total={page.total}
        pageSize={page.page_size}
        onPage={(next) => onFilters({ ...filters, page: next > 1 ? next : undefined })}
      />
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.actor}</TableCell>
      <TableCell>
        <code>{entry.action}</code>
      </TableCell>
      <TableCell>{`${entry.entity} ${entry.entity_id}`}</TableCell>
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
