import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ShopperPage } from '../api/find-shoppers';
import { formatDate } from '../format';
import { adminTexts } from '../texts';
import type { Filters } from './list-filters';
import { ListGrid, ListScreen } from './list-screen';
import { orderColumns } from './orders-screen';
import { Section } from './screen-parts';

// The card is the shopper's: a Buyer column would repeat its title on every row, and leaving it
// out is what lets the other columns, Placed last, fit the card (narrower than the orders list).
const shopperOrderColumns = orderColumns.filter((column) => column.field !== 'buyer_email');

/** Find a shopper by e-mail and see their orders. */
export function ShoppersScreen({
  found,
  filters,
}: {
  found: ShopperPage | null;
  filters: Filters;
}) {
  return (
    <ListScreen
      title={adminTexts.shoppers}
      filters={{
        boxes: [{ key: 'q', label: adminTexts.findShopper, inputMode: 'email' }],
        values: filters,
      }}
      page={found}
      idle={adminTexts.atLeastTwo}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
        {found?.rows.map((shopper) => (
          <Section key={shopper.email} title={shopper.email}>
            <Typography sx={{ mb: 1.5, color: 'text.secondary' }}>
              {[
                shopper.name,
                shopper.is_demo && adminTexts.demoShopper,
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
              <ListGrid
                label={adminTexts.shopperOrders(shopper.orders.length)}
                rows={shopper.orders}
                columns={shopperOrderColumns}
              />
            )}
          </Section>
        ))}
      </Box>
    </ListScreen>
  );
}
