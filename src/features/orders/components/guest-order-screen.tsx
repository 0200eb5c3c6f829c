import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Order } from '../../../../contract/orders';
import { NoticePanel } from '../../../components/notice-panel';
import { ButtonLink } from '../../../components/router-links';
import { useOnline } from '../../../lib/use-online';
import { orderTexts } from '../texts';
import { OrderCard } from './order-card';

/**
 * A guest's order as its confirmation e-mail's link opens it, without an account: the same card
 * as in My Orders, without the actions that need the account, and the way to them.
 */
export function GuestOrderScreen({ order, fetchedAt }: { order: Order; fetchedAt: number }) {
  const online = useOnline();
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
        {orderTexts.guestOrderTitle}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{orderTexts.guestOrderIntro}</Typography>
      <OrderCard order={order} fetchedAt={fetchedAt} asOf={null} online={online} />
      <ButtonLink to="/login" variant="outlined" sx={{ mt: 3, minHeight: 44 }}>
        {orderTexts.signInToManage}
      </ButtonLink>
    </Box>
  );
}

export function GuestOrderLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={orderTexts.guestOrderLoading} />
    </Box>
  );
}

/** The link named no order (altered, or the order was moved to another address), or no answer. */
export function GuestOrderFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <NoticePanel
      role="alert"
      title={orderTexts.guestOrderFailed}
      text={message}
      action={
        <Button variant="contained" onClick={onRetry}>
          {orderTexts.retry}
        </Button>
      }
    />
  );
}
