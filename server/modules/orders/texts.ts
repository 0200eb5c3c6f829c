import { orderAnswerTexts } from '../../../contract/constants.ts';

/** What My Orders tells shoppers about one of their orders. */
export const orderTexts = {
  orderNotFound: 'Order not found',
  cancelled: orderAnswerTexts.cancelled,
} as const;
