import type { AdminDealResponse, AdminProductResponse } from '../../contract/admin.ts';
import type { Category, Deal } from '../../contract/catalog.ts';
import { call, signedInOperator } from './shoppers.ts';

let productCount = 0;

/**
 * A new deal set up by the operator through the admin API: a group of `size` for a product sold
 * in sizes and colours, untouched by any other story so its group starts empty.
 */
export async function newDealWithVariations(size: number): Promise<Deal> {
  const operator = await signedInOperator();
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
    operator.accessToken,
  );
  const deal = await call<AdminDealResponse>(
    'POST',
    '/admin/deals',
    {
      product_id: product.data.id,
      title: `Buy 1 Get 1 Free: ${product.data.name}`,
      group_deal_price_cents: 6_000,
      total_units_needed: size,
      expiry_date: new Date(Date.now() + 48 * 3600_000).toISOString(),
    },
    operator.accessToken,
  );
  return deal.data;
}
