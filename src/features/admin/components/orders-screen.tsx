import type { GridColDef } from '@mui/x-data-grid';
import type { AdminOrderRow } from '../../../../contract/admin-console';
import type { OrderPage } from '../api/get-orders';
import { formatDateTime, statusName } from '../format';
import { formatMoney } from '../money';
import { LIST_SORTS } from '../search-params';
import { adminTexts } from '../texts';
import { ORDER_STATUSES } from '../wire-values';
import { ExportButton } from './export-button';
import type { Filters } from './list-filters';
import { ListGrid, ListScreen } from './list-screen';
import { OrderLink } from './order-link';
import { StatusChip } from './status-chip';

// The fixed widths leave the two flexible columns their minimum within the console's 940 px
// content column, so no column is cut off at a desktop width.
export const orderColumns: GridColDef<AdminOrderRow>[] = [
  {
    field: 'order_number',
    headerName: adminTexts.orderNumber,
    width: 110,
    renderCell: ({ row }) => <OrderLink orderId={row.id} orderNumber={row.order_number} />,
  },
  {
    field: 'status',
    headerName: adminTexts.status,
    width: 180,
    renderCell: ({ row }) => <StatusChip status={row.status} />,
  },
  {
    field: 'order_type',
    headerName: adminTexts.type,
    width: 64,
    valueFormatter: (value: 'group' | 'solo') => adminTexts.orderTypes[value],
  },
  { field: 'buyer_email', headerName: adminTexts.buyer, flex: 1, minWidth: 120 },
  {
    field: 'deal',
    headerName: adminTexts.deal,
    flex: 1,
    minWidth: 120,
    valueGetter: (_value, row) => row.deal.title,
  },
  { field: 'quantity', headerName: adminTexts.quantity, type: 'number', width: 45 },
  {
    field: 'total_cents',
    headerName: adminTexts.total,
    type: 'number',
    width: 78,
    valueFormatter: (value: number) => formatMoney(value),
  },
  {
    field: 'refunded_cents',
    headerName: adminTexts.refunded,
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => formatMoney(value),
  },
  {
    field: 'created_at',
    headerName: adminTexts.placed,
    width: 120,
    valueFormatter: (value: string) => formatDateTime(value),
  },
];

/** The orders list's filters; the status and type boxes offer what the contract knows. */
const orderFilters = {
  boxes: [{ key: 'q', label: adminTexts.searchOrders }],
  selects: [
    {
      key: 'status',
      label: adminTexts.status,
      options: ORDER_STATUSES.map((value) => ({ value, label: statusName(value) })),
    },
    {
      key: 'type',
      label: adminTexts.type,
      options: (['group', 'solo'] as const).map((value) => ({
        value,
        label: adminTexts.orderTypes[value],
      })),
    },
  ],
};

/**
 * The store's orders, filtered and sorted in the address; the CSV holds every match, not just
 * this page, in the same order.
 */
export function OrdersScreen({ page, filters }: { page: OrderPage; filters: Filters }) {
  const { status, type, q, sort } = filters;
  return (
    <ListScreen
      title={adminTexts.orders}
      actions={<ExportButton list="orders" filters={{ status, type, q, sort }} />}
      filters={{ ...orderFilters, values: filters }}
      page={page}
    >
      <ListGrid
        label={adminTexts.orders}
        rows={page.rows}
        columns={orderColumns}
        sort={{ value: filters.sort, columns: LIST_SORTS.orders }}
      />
    </ListScreen>
  );
}
