import type { Order } from '../../../../contract/orders';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
    <ConfirmDialog
      open={order !== null}
      title={orderTexts.cancelTitle}
      text={order ? orderTexts.cancelText(order.deal.product.name) : ''}
      keepLabel={orderTexts.keepReservation}
      confirmLabel={orderTexts.confirmCancel}
      pending={pending}
      blockedReason={online ? null : orderTexts.cancelNeedsNetwork}
      onConfirm={() => {
        if (order) onConfirm(order);
      }}
      onClose={onClose}
    />
  );
}
