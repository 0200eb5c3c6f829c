import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import type { Order } from '../../../../contract/orders';
import { BackHomeLink } from '../../../components/back-home-link';
import { NoticePanel } from '../../../components/notice-panel';
import { ShopperScreen } from '../../../components/shopper-screen';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatTimeOfDay } from '../../../lib/format';
import { useOnline } from '../../../lib/use-online';
import { useCancelOrder } from '../api/cancel-order';
import type { OrdersView } from '../api/get-orders';
import { useOrdersSeen } from '../api/mark-orders-seen';
import { useOrderUpdates } from '../api/use-order-updates';
import type { OrderFilter } from '../order-filter';
import { isPendingGroup } from '../order-status';
import { ALL_ORDERS_TAB, ORDER_TABS, orderTexts, type OrderTab } from '../texts';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCard } from './order-card';

/** What the tab panel shows: the route's loader decides. */
export type OrdersPanel =
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'loaded'; view: OrdersView; refresh: () => void };

interface OrdersScreenProps {
  /** The tab on show ('' = All); the screen's address keeps it. */
  filter: OrderFilter | '';
  onFilterChange: (filter: OrderFilter | '') => void;
  panel: OrdersPanel;
}

const tabKey = (filter: OrderFilter | '') => filter || 'all';
const PANEL_ID = 'orders-panel';

/** docs/product.md §2's My Orders: the shopper's orders by tab, each with what can be done next. */
export function OrdersScreen({ filter, onFilterChange, panel }: OrdersScreenProps) {
  const tab = ORDER_TABS.find((t) => t.filter === filter) ?? ALL_ORDERS_TAB;
  useOrdersSeen(panel.kind === 'loaded');

  return (
    <ShopperScreen title={orderTexts.title} intro={orderTexts.intro} maxWidth={960}>
      <Tabs
        value={tabKey(filter)}
        onChange={(_, key: string) => {
          const next = ORDER_TABS.find((t) => tabKey(t.filter) === key);
          if (next) onFilterChange(next.filter);
        }}
        aria-label={orderTexts.tabsLabel}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: { xs: 2, md: 3 } }}
      >
        {ORDER_TABS.map((t) => (
          <Tab
            key={tabKey(t.filter)}
            value={tabKey(t.filter)}
            label={t.label}
            id={`orders-tab-${tabKey(t.filter)}`}
            aria-controls={PANEL_ID}
            sx={{ minHeight: 48, px: { xs: 1.5, md: 2.5 } }}
          />
        ))}
      </Tabs>

      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={`orders-tab-${tabKey(filter)}`}>
        {panel.kind === 'loading' && <OrdersSkeleton />}
        {panel.kind === 'failed' && (
          <NoticePanel
            role="alert"
            headingLevel="h2"
            title={orderTexts.failedToLoad}
            action={
              <Button variant="contained" onClick={panel.retry}>
                {orderTexts.retry}
              </Button>
            }
          />
        )}
        {panel.kind === 'loaded' && (
          <OrderList tab={tab} view={panel.view} refresh={panel.refresh} />
        )}
      </Box>
    </ShopperScreen>
  );
}

/**
 * The tab's orders, kept fresh while a group is pending, each cancellable where it may be.
 * Offline (or with the store out of reach) it is the copy saved on this device, stamped with
 * its time; what needs the network says so instead of failing.
 */
function OrderList({
  tab,
  view,
  refresh,
}: {
  tab: OrderTab;
  view: OrdersView;
  refresh: () => void;
}) {
  const { orders, fetchedAt } = view;
  const online = useOnline();
  const stale = view.saved || !online;
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const { cancel, pending } = useCancelOrder(refresh);

  useOrderUpdates(orders.some(isPendingGroup), refresh);

  async function confirmCancel(order: Order) {
    if (order.batch_reservation_id === null || !online) return;
    await cancel(order.batch_reservation_id);
    setToCancel(null);
  }

  return (
    <>
      {stale && <SavedNotice online={online} savedAt={fetchedAt} />}
      {orders.length === 0 ? (
        <EmptyTab tab={tab} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                fetchedAt={fetchedAt}
                asOf={stale ? fetchedAt : null}
                online={online}
                onCancel={setToCancel}
              />
            </li>
          ))}
        </Box>
      )}
      <CancelOrderDialog
        order={toCancel}
        pending={pending}
        online={online}
        onConfirm={(order) => void confirmCancel(order)}
        onClose={() => setToCancel(null)}
      />
    </>
  );
}

/** Why the list may be out of date, and as of when it is. */
function SavedNotice({ online, savedAt }: { online: boolean; savedAt: number }) {
  return (
    <Alert severity={online ? 'warning' : 'info'} sx={{ mb: 2 }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
        {orderTexts.savedAt(formatTimeOfDay(savedAt))}
      </Box>
      {orderTexts.savedAtDetail} {online ? orderTexts.unreachable : orderTexts.offline}
    </Alert>
  );
}

function EmptyTab({ tab }: { tab: OrderTab }) {
  return (
    <NoticePanel
      role="status"
      headingLevel="h2"
      title={tab.emptyTitle}
      text={tab.emptyText}
      action={<BackHomeLink>{orderTexts.browseDeals}</BackHomeLink>}
    />
  );
}

function OrdersSkeleton() {
  return (
    <Box role="status" sx={{ display: 'grid', gap: 2 }}>
      <Box component="span" sx={visuallyHidden}>
        {orderTexts.loading}
      </Box>
      {[0, 1, 2].map((n) => (
        <Skeleton
          key={n}
          variant="rounded"
          sx={{ height: { xs: 190, md: 170 }, borderRadius: '20px' }}
        />
      ))}
    </Box>
  );
}
