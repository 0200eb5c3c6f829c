import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import type { AdminOrderRow } from '../../../../contract/admin-console';
import { TextLink } from '../../../components/router-links';
import { downloadCsv } from '../api/download-csv';
import type { OrderPage } from '../api/get-orders';
import { formatDateTime, statusName } from '../format';
import { formatMoney } from '../money';
import { adminTexts } from '../texts';
import { ORDER_STATUSES } from '../wire-values';
import { ListFilters, type Filters } from './list-filters';
import { Pager, ScreenHeader } from './screen-parts';
import { StatusChip } from './status-chip';

export const orderColumns: GridColDef<AdminOrderRow>[] = [
  {
    field: 'order_number',
    headerName: adminTexts.orderNumber,
    width: 130,
    renderCell: ({ row }) => (
      <TextLink to="/admin/orders/$orderId" params={{ orderId: String(row.id) }}>
        {row.order_number}
      </TextLink>
    ),
  },
  {
    field: 'status',
    headerName: adminTexts.status,
    width: 200,
    renderCell: ({ row }) => <StatusChip status={row.status} />,
  },
  {
    field: 'order_type',
    headerName: adminTexts.type,
    width: 80,
    valueFormatter: (value: 'group' | 'solo') => adminTexts.orderTypes[value],
  },
  { field: 'buyer_email', headerName: adminTexts.buyer, flex: 1, minWidth: 200 },
  {
    field: 'deal',
    headerName: adminTexts.deal,
    flex: 1,
    minWidth: 180,
    valueGetter: (_value, row) => row.deal.title,
  },
  { field: 'quantity', headerName: adminTexts.quantity, type: 'number', width: 60 },
  {
    field: 'total_cents',
    headerName: adminTexts.total,
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => formatMoney(value),
  },
  {
    field: 'refunded_cents',
    headerName: adminTexts.refunded,
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => formatMoney(value),
  },
  {
    field: 'created_at',
    headerName: adminTexts.placed,
    width: 190,
    valueFormatter: (value: string) => formatDateTime(value),
  },
];

interface OrdersScreenProps {
  page: OrderPage;
  filters: Filters;
  onFilters: (next: Filters) => void;
}

/** The store's orders, filtered in the address; the CSV holds every match, not just this page. */
export function OrdersScreen({ page, filters, onFilters }: OrdersScreenProps) {
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCsv(
        'admin/orders/export.csv',
        { status: filters.status, type: filters.type, q: filters.q },
        'orders.csv',
      );
    } catch {
      // The client has shown the failure as a toast; the list stays as it is.
    } finally {
      setExporting(false);
    }
  }
  return (
    <>
      <ScreenHeader
        title={adminTexts.orders}
        actions={
          <Button
            variant="outlined"
            onClick={() => void exportCsv()}
            disabled={exporting}
            sx={{ minHeight: 44 }}
          >
            {exporting ? adminTexts.exporting : adminTexts.exportCsv}
          </Button>
        }
      />
      <ListFilters
        text={{ key: 'q', label: adminTexts.searchOrders }}
        selects={[
          {
            key: 'status',
            label: adminTexts.status,
            options: ORDER_STATUSES.map((value) => ({ value, label: statusName(value) })),
          },
          {
            key: 'type',
            label: adminTexts.type,
            options: [
              { value: 'group', label: adminTexts.orderTypes.group },
              { value: 'solo', label: adminTexts.orderTypes.solo },
            ],
          },
        ]}
        values={filters}
        onChange={onFilters}
      />
      <Box sx={{ width: '100%' }}>
        <DataGrid
          aria-label={adminTexts.orders}
          rows={page.rows}
          columns={orderColumns}
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
