import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../api/client';
import { adminTexts } from '../texts';

/** A console screen's one h1, with its main actions beside it (below it on a phone). */
export function ScreenHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
    </Box>
  );
}

/** A titled block of a screen (an order's refunds, a deal's open group). */
export function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      sx={{ borderRadius: '16px', p: { xs: 2, md: 3 } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}

export function ScreenLoading({ title }: { title: string }) {
  return (
    <>
      <ScreenHeader title={title} />
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography>{adminTexts.loading}</Typography>
      </Box>
    </>
  );
}

export function ScreenFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <>
      <ScreenHeader title={title} />
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {adminTexts.retry}
          </Button>
        }
      >
        {`${adminTexts.failedToLoad} ${errorMessage(error)}`}
      </Alert>
    </>
  );
}

/** Previous / next for a paged list, with where the operator is. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={adminTexts.pageOf(page, pages)}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 2 }}
    >
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {adminTexts.previousPage}
      </Button>
      <Typography variant="body2">{adminTexts.pageOf(page, pages)}</Typography>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {adminTexts.nextPage}
      </Button>
    </Box>
  );
}

/** A table's header row from its column names; `numeric` ones line up right, as their cells do. */
export function HeadRow({
  names,
  numeric = [],
}: {
  names: readonly string[];
  numeric?: readonly string[];
}) {
  return (
    <TableHead>
      <TableRow>
        {names.map((name) => (
          <TableCell key={name} align={numeric.includes(name) ? 'right' : 'left'}>
            {name}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** Two columns side by side from the `from` breakpoint up, one above the other below it. */
export function TwoColumns({
  from,
  sx,
  children,
}: {
  from: 'sm' | 'md';
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', [from]: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
