import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import type { ShopperPage } from '../api/find-shoppers';
import { formatDate } from '../format';
import { adminTexts } from '../texts';
import { ListFilters, type Filters } from './list-filters';
import { orderColumns } from './orders-screen';
import { Pager, ScreenHeader, Section } from './screen-parts';

interface ShoppersScreenProps {
  found: ShopperPage | null;
  filters: Filters;
  onFilters: (next: Filters) => void;
}

/** Find a shopper by e-mail and see their orders. */
export function ShoppersScreen({ found, filters, onFilters }: ShoppersScreenProps) {
  return (
    <>
      <ScreenHeader title={adminTexts.shoppers} />
      <ListFilters
        text={{ key: 'q', label: adminTexts.findShopper, inputMode: 'email' }}
        selects={[]}
        values={filters}
        onChange={onFilters}
      />
      {found === null ? (
        <Typography sx={{ color: 'text.secondary' }}>{adminTexts.atLeastTwo}</Typography>
      ) : found.rows.length === 0 ? (
        <Typography>{adminTexts.nothingFound}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {found.rows.map((shopper) => (
            <Section key={shopper.email} title={shopper.email}>
              <Typography sx={{ mb: 1.5, color: 'text.secondary' }}>
                {[
                  shopper.name,
                  shopper.user_id === null
                    ? adminTexts.guest
                    : shopper.created_at && adminTexts.since(formatDate(shopper.created_at)),
                  shopper.subscribed && adminTexts.subscribed,
                  adminTexts.shopperOrders(shopper.orders.length),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {shopper.orders.length > 0 && (
                <DataGrid
                  aria-label={adminTexts.shopperOrders(shopper.orders.length)}
                  rows={shopper.orders}
                  columns={orderColumns}
                  autoHeight
                  hideFooter
                  disableRowSelectionOnClick
                  disableColumnMenu
                />
              )}
            </Section>
          ))}
          <Pager
            page={found.page}
            total={found.total}
            pageSize={found.page_size}
            onPage={(next) => onFilters({ ...filters, page: next > 1 ? next : undefined })}
          />
        </Box>
      )}
    </>
  );
}
