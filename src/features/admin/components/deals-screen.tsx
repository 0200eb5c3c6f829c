import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { AdminDealRow } from '../../../../contract/admin-console';
import type { Category } from '../../../../contract/catalog';
import { ButtonLink, TextLink } from '../../../components/router-links';
import type { DealPage } from '../api/get-deals';
import { formatDateTime } from '../format';
import { formatMoney } from '../money';
import { adminTexts } from '../texts';
import { ListFilters, type Filters } from './list-filters';
import { Pager, ScreenHeader } from './screen-parts';
import { StatusChip } from './status-chip';

const columns: GridColDef<AdminDealRow>[] = [
  {
    field: 'title',
    headerName: adminTexts.title,
    flex: 2,
    minWidth: 220,
    renderCell: ({ row }) => (
      <TextLink
        to="/admin/deals/$dealId"
        params={{ dealId: String(row.id) }}
        aria-label={adminTexts.editDeal(row.title)}
      >
        {row.title}
      </TextLink>
    ),
  },
  {
    field: 'status',
    headerName: adminTexts.status,
    width: 110,
    renderCell: ({ row }) => <StatusChip status={row.status} />,
  },
  {
    field: 'category',
    headerName: adminTexts.category,
    width: 140,
    valueGetter: (_value, row) => row.category.name,
  },
  {
    field: 'group_deal_price_cents',
    headerName: adminTexts.price,
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => formatMoney(value),
  },
  {
    field: 'open_group_reserved_units',
    headerName: adminTexts.openGroup,
    type: 'number',
    width: 110,
    valueFormatter: (value: number, row) => `${value} / ${row.total_units_needed}`,
  },
  { field: 'groups_filled', headerName: adminTexts.filled, type: 'number', width: 90 },
  {
    field: 'expiry_date',
    headerName: adminTexts.expiry,
    width: 190,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'groups',
    headerName: adminTexts.groups,
    sortable: false,
    width: 100,
    renderCell: ({ row }) => (
      <TextLink
        to="/admin/groups"
        search={{ deal: String(row.id) }}
        aria-label={adminTexts.viewGroups(row.title)}
      >
        {adminTexts.groups}
      </TextLink>
    ),
  },
];

interface DealsScreenProps {
  page: DealPage;
  categories: Category[];
  filters: Filters;
  onFilters: (next: Filters) => void;
}

/** The store's deals in a grid (sortable within the page), filtered by the address. */
export function DealsScreen({ page, categories, filters, onFilters }: DealsScreenProps) {
  return (
    <>
      <ScreenHeader
        title={adminTexts.deals}
        actions={
          <ButtonLink to="/admin/deals/new" variant="contained" sx={{ minHeight: 44 }}>
            {adminTexts.newDeal}
          </ButtonLink>
        }
      />
      <ListFilters
        text={{ key: 'q', label: adminTexts.searchDeals }}
        selects={[
          {
            key: 'status',
            label: adminTexts.status,
            options: Object.entries(adminTexts.dealStatuses).map(([value, label]) => ({
              value,
              label,
            })),
          },
          {
            key: 'category',
            label: adminTexts.category,
            options: categories.map((category) => ({
              value: String(category.id),
              label: category.name,
            })),
          },
        ]}
        values={filters}
        onChange={onFilters}
      />
      <Box sx={{ width: '100%' }}>
        <DataGrid
          aria-label={adminTexts.dealsGrid}
          rows={page.rows}
          columns={columns}
          autoHeight
          hideFooter
          disableRowSelectionOnClick
          disableColumnMenu
          localeText={{ noRowsLabel: adminTexts.nothingFound }}
        />
      </Box>
      <Pager
        page={page.page}
        total={page.total}
        pageSize={page.page_size}
        onPage={(next) => onFilters({ ...filters, page: next > 1 ? next : undefined })}
      />
    </>
  );
}
