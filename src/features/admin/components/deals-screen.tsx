import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { AdminDealRow } from '../../../../contract/admin-console';
import type { Category } from '../../../../contract/catalog';
import { ButtonLink, TextLink } from '../../../components/router-links';
import type { DealPage } from '../api/get-deals';
import { formatDateTime } from '../format';
import { formatMoney } from '../money';
import { LIST_SORTS } from '../search-params';
import { adminTexts } from '../texts';
import type { Filters } from './list-filters';
import { ListGrid, ListScreen } from './list-screen';
import { StatusChip } from './status-chip';

// The sortable columns leave room for the sort arrow beside their heading; together the fixed
// widths leave the title its minimum in the console's 940 px content column.
const columns: GridColDef<AdminDealRow>[] = [
  {
    field: 'title',
    headerName: adminTexts.title,
    flex: 1,
    minWidth: 130,
    // The title leads to the deal's form, as an order number leads to its order.
    renderCell: ({ row }) => (
      <TextLink
        to="/admin/deals/$dealId"
        params={{ dealId: String(row.id) }}
        sx={{ whiteSpace: 'normal' }}
      >
        {row.title}
      </TextLink>
    ),
  },
  {
    field: 'status',
    headerName: adminTexts.status,
    width: 110,
    renderCell: ({ row }) => <DealStatus deal={row} />,
  },
  {
    field: 'category',
    headerName: adminTexts.category,
    width: 110,
    valueGetter: (_value, row) => row.category.name,
  },
  {
    field: 'group_deal_price_cents',
    headerName: adminTexts.price,
    type: 'number',
    width: 125,
    valueFormatter: (value: number) => formatMoney(value),
  },
  {
    field: 'open_group_reserved_units',
    headerName: adminTexts.openGroup,
    type: 'number',
    width: 125,
    valueFormatter: (value: number, row) => `${value} / ${row.total_units_needed}`,
  },
  { field: 'groups_filled', headerName: adminTexts.filled, type: 'number', width: 90 },
  {
    field: 'expiry_date',
    headerName: adminTexts.expiry,
    width: 160,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'groups',
    headerName: adminTexts.groups,
    sortable: false,
    width: 85,
    renderCell: ({ row }) => <GroupsLink deal={row} />,
  },
];

/** A deal's status; a scheduled one also says when shoppers first see it. */
function DealStatus({ deal }: { deal: AdminDealRow }) {
  if (deal.status !== 'scheduled') return <StatusChip status={deal.status} />;
  return (
    <Stack sx={{ alignItems: 'flex-start', gap: 0.5 }}>
      <StatusChip status={deal.status} />
      <Typography variant="caption">{adminTexts.opens(formatDateTime(deal.starts_at))}</Typography>
    </Stack>
  );
}

/** A deal's row leads to its groups, named for screen readers by the deal's title. */
function GroupsLink({ deal }: { deal: AdminDealRow }) {
  return (
    <TextLink
      to="/admin/groups"
      search={{ deal: String(deal.id) }}
      aria-label={adminTexts.viewGroups(deal.title)}
    >
      {adminTexts.groups}
    </TextLink>
  );
}

const statusOptions = Object.entries(adminTexts.dealStatuses).map(([value, label]) => ({
  value,
  label,
}));

interface DealsScreenProps {
  page: DealPage;
  categories: Category[];
  filters: Filters;
}

/** The store's deals in a grid, filtered and sorted by the address. */
export function DealsScreen({ page, categories, filters }: DealsScreenProps) {
  const categoryOptions = categories.map(({ id, name }) => ({ value: String(id), label: name }));
  return (
    <ListScreen
      title={adminTexts.deals}
      actions={
        <ButtonLink to="/admin/deals/new" variant="contained" sx={{ minHeight: 44 }}>
          {adminTexts.newDeal}
        </ButtonLink>
      }
      filters={{
        boxes: [{ key: 'q', label: adminTexts.searchDeals }],
        selects: [
          { key: 'status', label: adminTexts.status, options: statusOptions },
          { key: 'category', label: adminTexts.category, options: categoryOptions },
        ],
        values: filters,
      }}
      page={page}
    >
      <ListGrid
        label={adminTexts.dealsGrid}
        rows={page.rows}
        columns={columns}
        sort={{ value: filters.sort, columns: LIST_SORTS.deals }}
      />
    </ListScreen>
  );
}
