import { TextLink } from '../../../components/router-links';

/** An order's number, leading to its page in the console. */
export function OrderLink({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  return (
    <TextLink to="/admin/orders/$orderId" params={{ orderId: String(orderId) }}>
      {orderNumber}
    </TextLink>
  );
}
