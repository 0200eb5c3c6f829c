import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Order } from '../../../../contract/orders';
import { orderTexts } from '../texts';

interface CancelOrderDialogProps {
  /** The order to cancel; null keeps the dialog closed. */
  order: Order | null;
  pending: boolean;
  /** Offline the reservation cannot be cancelled: the dialog says so and confirms nothing. */
  online: boolean;
  onConfirm: (order: Order) => void;
  onClose: () => void;
}

/** Asks before a reservation is cancelled: the spot in the group is given up. */
export function CancelOrderDialog({
  order,
  pending,
  online,
  onConfirm,
  onClose,
}: CancelOrderDialogProps) {
  return (
    <Dialog
      open={order !== null}
      onClose={pending ? undefined : onClose}
      aria-labelledby="cancel-order-title"
      aria-describedby="cancel-order-text"
      maxWidth="xs"
    >
      <DialogTitle id="cancel-order-title">{orderTexts.cancelTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-order-text">
          {order ? orderTexts.cancelText(order.deal.product.name) : ''}
        </DialogContentText>
        {!online && (
          <DialogContentText id="cancel-order-offline" sx={{ mt: 1.5, fontWeight: 600 }}>
            {orderTexts.cancelNeedsNetwork}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {orderTexts.keepReservation}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={pending || !online}
          aria-describedby={online ? undefined : 'cancel-order-offline'}
          onClick={() => {
            if (order) onConfirm(order);
          }}
        >
          {orderTexts.confirmCancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
