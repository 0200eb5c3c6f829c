import type { AdminDealResponse, AdminProductResponse } from '../../contract/admin.ts';
import type { Category, Deal, DealListResponse } from '../../contract/catalog.ts';
import { call, signedInOperator } from './shoppers.ts';

let productCount = 0;
// One sign-in per file: the server limits how often one address may ask for a code.
let operator: ReturnType<typeof signedInOperator> | undefined;

/** The operator's API session this file's catalogue is set up with, signed in once. */
export function catalogueOperator(): ReturnType<typeof signedInOperator> {
  operator ??= signedInOperator();
  return operator;
}

/**
 * A new deal set up by the operator through the admin API: a group of `size` for a product sold
 * in sizes and colours, untouched by any other story so its group starts empty. It ends in
 * `hoursLeft` hours, and opens at `startsAt` when one is given (else at once).
 */
export async function newDealWithVariations(
  size: number,
  hoursLeft = 48,
  startsAt?: Date,
): Promise<Deal> {
  const { accessToken } = await catalogueOperator();
  const categories = await call<{ data: Category[] }>('GET', '/categories/dropdown');
  const subcategory = categories.data.flatMap((category) => category.subcategories)[0];
  if (!subcategory) throw new Error('The demo catalogue has no subcategory to list a deal in');

  productCount += 1;
  const slug = `e2e-jacket-${Date.now()}-${productCount}`;
  const sizes = ['S', 'M', 'L'];
  const colors = ['Red', 'Navy'];
  const product = await call<AdminProductResponse>(
    'POST',
    '/admin/products',
    {
      name: `Trail Jacket ${slug}`,
      description: 'A light rain jacket.',
      regular_price_cents: 12_000,
      image_url: '/favicon.svg',
      subcategory_id: subcategory.id,
      variations: sizes.flatMap((sizeName) =>
        colors.map((color) => ({ id: `${slug}-${sizeName}-${color}`, size: sizeName, color })),
      ),
    },
    accessToken,
  );
  const deal = await call<AdminDealResponse>(
    'POST',
    '/admin/deals',
    {
      product_id: product.data.id,
      title: `Buy 1 Get 1 Free: ${product.data.name}`,
      group_deal_price_cents: 6_000,
      total_units_needed: size,
      expiry_date: new Date(Date.now() + hoursLeft * 3600_000).toISOString(),
      ...(startsAt ? { starts_at: startsAt.toISOString() } : {}),
    },
    accessToken,
  );
  return deal.data;
}

/**
 * An active deal a shopper can still take, with or without options, ending no sooner than in
 * `hoursLeft` hours, whatever other stories did to the deals listed first.
 */
export async function openDeal(withVariations: boolean, hoursLeft = 1): Promise<Deal> {
  const { data } = await call<DealListResponse>('GET', '/ecommerce/active-deal?limit=100');
  const deal = data.find(
    (d) =>
      d.status === 'active' &&
      d.expiry_left_hours > hoursLeft &&
      d.remaining_units > 0 &&
      d.product.variations.length > 0 === withVariations,
  );
  if (!deal) throw new Error('The store has no open deal of that kind');
  return deal;
}
