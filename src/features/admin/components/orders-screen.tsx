import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminOrderRow } from '../../../../contract/admin-console';
import type { OrderPage } from '../api/get-orders';
import { formatDateTime, operatorTimeZone, statusName } from '../format';
import { formatMoney } from '../money';
import { LIST_SORTS } from '../search-params';
import { adminTexts } from '../texts';
import { ORDER_STATUSES } from '../wire-values';
import { BulkShipForm } from './bulk-ship-form';
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
    // A long status wraps inside its pill; the width left over holds the queue's tick boxes.
    width: 140,
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
    {
      key: 'fulfilment',
      label: adminTexts.fulfilment,
      options: [{ value: 'unfulfilled', label: adminTexts.fulfilments.unfulfilled }],
    },
  ],
};

/**
 * The store's orders, filtered and sorted in the address; the CSV holds every match, not just
 * this page, in the same order. The unfulfilled queue's orders can be ticked and marked shipped
 * together.
 */
export function OrdersScreen({ page, filters }: { page: OrderPage; filters: Filters }) {
  const { status, type, fulfilment, q, sort } = filters;
  const router = useRouter();
  const [ticked, setTicked] = useState<GridRowId[]>([]);
  const toShip = fulfilment === 'unfulfilled';
  // Only the rows on screen can be shipped: a new page or filter leaves the others behind.
  const tickedOrders = toShip ? page.rows.filter((row) => ticked.includes(row.id)) : [];
  return (
    <ListScreen
      title={adminTexts.orders}
      actions={
        <ExportButton
          list="orders"
          // The export writes its times on the operator's own clock (docs/decisions/0038).
          filters={{ status, type, fulfilment, q, sort, tz: operatorTimeZone() }}
        />
      }
      filters={{ ...orderFilters, values: filters }}
      page={page}
    >
      {toShip && (
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>{adminTexts.selectToShip}</Typography>
      )}
      <ListGrid
        label={adminTexts.orders}
        rows={page.rows}
        columns={orderColumns}
        sort={{ value: filters.sort, columns: LIST_SORTS.orders }}
        {...(toShip && { selection: { ids: ticked, onChange: setTicked } })}
      />
      {tickedOrders.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <BulkShipForm
            orders={tickedOrders}
            onShipped={() => {
              setTicked([]);
              void router.invalidate();
            }}
          />
        </Box>
      )}
    </ListScreen>
  );
}
