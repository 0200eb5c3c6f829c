import type { FulfilmentEvent } from '../../../contract/admin.ts';

/** What the admin calls answer, and what shoppers are told when their order moves on. */
export const adminTexts = {
  productCreated: 'Product created',
  productUpdated: 'Product updated',
  dealCreated: 'Deal created',
  dealUpdated: 'Deal updated',
  productNotFound: 'Product not found',
  dealNotFound: 'Deal not found',
  orderNotFound: 'Order not found',
  orderChanged: 'The order changed meanwhile; reload it and try again',
  noSuchSubcategory: "Invalid field 'subcategory_id': no such subcategory",
  noSuchProduct: "Invalid field 'product_id': no such product",
  priceNotBelowRegular: (regular: string) =>
    `Invalid field 'group_deal_price_cents': must be less than the product's regular price ($${regular})`,
  regularNotAboveDeals: (highest: string) =>
    `Invalid field 'regular_price_cents': must stay above the group price of this product's deals ($${highest})`,
  expiryNotInFuture: "Invalid field 'expiry_date': must be in the future",
  groupSizeLocked: (reserved: number) =>
    `The group size cannot change while the open group has ${reserved} reserved ${reserved === 1 ? 'unit' : 'units'}`,
  advanced: {
    start_fulfilment: 'Order is waiting for fulfilment',
    fulfil: 'Order fulfilled',
    deliver: 'Order delivered',
    complete: 'Order completed',
  } satisfies Record<FulfilmentEvent, string>,
} as const;

/** The alert of SPEC/DESIGN 6: a new deal in a category the shopper follows. */
export const newDealAlert = (deal: {
  title: string;
  categoryName: string;
  price: string;
  encodedId: string;
}) => ({
  kind: 'new_deal',
  title: `New deal in ${deal.categoryName}`,
  body: `${deal.title}, $${deal.price} a unit when the group fills.`,
  url: `/deal/${deal.encodedId}`,
});
