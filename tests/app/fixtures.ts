import type { Category, Deal, DealListResponse } from '../../contract/catalog';
import { encodeDealId } from '../../contract/deal-id';

let nextId = 1;

/** A deal as the API sends it; each test overrides what it is about. */
export function makeDeal(
  overrides: Partial<Omit<Deal, 'product'>> & { product?: Partial<Deal['product']> } = {},
): Deal {
  const id = overrides.id ?? nextId++;
  const { product, ...rest } = overrides;
  return {
    id,
    encoded_id: encodeDealId(id),
    title: `Buy 1 Get 1 Free: Product ${id}`,
    description: `Deal ${id} description`,
    status: 'active',
    group_deal_price: '12.50',
    total_units_needed: 4,
    reservation_count: 1,
    remaining_units: 3,
    expiry_left_hours: 72,
    expiry_date: new Date(Date.now() + 72 * 3_600_000).toISOString(),
    category: { id: 1, name: 'Electronics' },
    subcategory: { id: 1, name: 'Audio' },
    product_id: id,
    share_count: 0,
    ...rest,
    product: {
      name: `Product ${id}`,
      description: `Product ${id} description`,
      regular_price: '25.00',
      discount_percentage: 50,
      image_url: `/images/products/product-${id}.svg`,
      variations: [],
      ...product,
    },
  };
}

export function dealPage(deals: Deal[], nextCursor: string | null = null): DealListResponse {
  return { status: 'success', data: deals, next_cursor: nextCursor };
}

export const categories: Category[] = [
  {
    id: 1,
    name: 'Electronics',
    image: '/images/categories/electronics.svg',
    subcategories: [
      { id: 1, name: 'Audio' },
      { id: 2, name: 'Smart Home' },
    ],
  },
  {
    id: 2,
    name: 'Fashion',
    image: '/images/categories/fashion.svg',
    subcategories: [{ id: 5, name: 'Shoes' }],
  },
];
