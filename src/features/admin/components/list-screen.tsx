import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { adminTexts } from '../texts';
import { ListFilters, type Filters, type ListFiltersProps } from './list-filters';
import { Pager, ScreenHeader } from './screen-parts';

/** One page of a list as the console's API answers it. */
export interface ListPage {
  rows: readonly unknown[];
  page: number;
  total: number;
  page_size: number;
}

interface ListScreenProps {
  title: string;
  actions?: ReactNode;
  /** The filter boxes and choices; their values are the address's. */
  filters: Omit<ListFiltersProps, 'onChange'>;
  /** null: nothing was asked yet, and `idle` says what the operator should do. */
  page: ListPage | null;
  idle?: string;
  /** The page's rows, shown when there are any. */
  children: ReactNode;
}

/**
 * A console list (deals, orders, shoppers, the audit log): its header, its filters kept in the
 * address, its rows or why there are none, and its pages.
 */
export function ListScreen({ title, actions, filters, page, idle, children }: ListScreenProps) {
  const navigate = useNavigate();
  const show = (search: Filters) => void navigate({ to: '.', search });
  return (
    <>
      <ScreenHeader title={title} actions={actions} />
      <ListFilters {...filters} onChange={show} />
      {page === null ? (
        <Typography sx={{ color: 'text.secondary' }}>{idle}</Typography>
      ) : page.rows.length === 0 ? (
        <Typography>{adminTexts.nothingFound}</Typography>
      ) : (
        children
      )}
      {page && (
        <Pager
          page={page.page}
          total={page.total}
          pageSize={page.page_size}
          onPage={(next) => show({ ...filters.values, page: next > 1 ? next : undefined })}
        />
      )}
    </>
  );
}

/** A paged list's order: the address's `sort` and the columns the server can sort by. */
export interface ServerSort {
  /** `column` ascending, `-column` descending; none: the server's own order (newest first). */
  value: Filters[string];
  columns: readonly string[];
}

/** The grid's sort model of the address's `sort`. */
function sortModelOf(sort: Filters[string]): GridSortModel {
  if (typeof sort !== 'string' || sort === '') return [];
  const descending = sort.startsWith('-');
  return [{ field: descending ? sort.slice(1) : sort, sort: descending ? 'desc' : 'asc' }];
}

/** Rows the operator ticks to act on together (the unfulfilled queue's Mark shipped). */
export interface RowSelection {
  ids: readonly GridRowId[];
  onChange: (ids: GridRowId[]) => void;
}

/** The ticked rows' ids; the header's "select all" answers as every row but those it names. */
function selectedIds(model: GridRowSelectionModel, rows: readonly GridValidRowModel[]) {
  if (model.type === 'include') return [...model.ids];
  return rows.map((row) => row.id as GridRowId).filter((id) => !model.ids.has(id));
}

/**
 * The console's Data Grid: rows as tall as their text, ticked only when `selection` asks. A paged list passes
 * `sort`: its sortable columns are sorted by the server, over every match, and the order is kept
 * in the address; a list shown whole sorts on the page.
 */
export function ListGrid<Row extends GridValidRowModel>({
  label,
  rows,
  columns,
  sort,
  selection,
}: {
  label: string;
  rows: readonly Row[];
  columns: GridColDef<Row>[];
  sort?: ServerSort;
  selection?: RowSelection;
}) {
  const navigate = useNavigate();
  const sortable = sort?.columns;
  // Kept between renders: the grid builds its column state again for new columns or sort model.
  const gridColumns = useMemo(
    () =>
      sortable
        ? columns.map((column) => ({ ...column, sortable: sortable.includes(column.field) }))
        : columns,
    [columns, sortable],
  );
  const sortValue = sort?.value;
  const sortModel = useMemo(() => sortModelOf(sortValue), [sortValue]);
  const sorting = sort && {
    sortingMode: 'server' as const,
    sortModel,
    onSortModelChange: ([first]: GridSortModel) =>
      void navigate({
        to: '.',
        search: (previous: Filters) => ({
          ...previous,
          sort: first ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : undefined,
          page: undefined,
        }),
      }),
  };
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid
        aria-label={label}
        rows={rows}
        columns={gridColumns}
        {...sorting}
        {...(selection && {
          checkboxSelection: true,
          rowSelectionModel: { type: 'include' as const, ids: new Set(selection.ids) },
          onRowSelectionModelChange: (model: GridRowSelectionModel) =>
            selection.onChange(selectedIds(model, rows)),
        })}
        autoHeight
        hideFooter
        disableRowSelectionOnClick
        disableColumnMenu
        // A long title wraps onto a second line rather than hiding behind an ellipsis.
        getRowHeight={() => 'auto'}
        sx={{
          '& .MuiDataGrid-cell': {
            py: 1,
            display: 'flex',
            alignItems: 'center',
            overflowWrap: 'anywhere',
          },
          // A ticked row is marked by its tick box, not the theme's tint, on which links lose
          // their contrast.
          '& .MuiDataGrid-row.Mui-selected, & .MuiDataGrid-row.Mui-selected:hover': {
            bgcolor: 'background.paper',
          },
        }}
      />
    </Box>
  );
}
