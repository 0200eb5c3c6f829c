import type { Category, Deal, DealListResponse } from '../../contract/catalog';
import type { User } from '../../contract/profile';
import type { Order } from '../../contract/orders';
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
    deal_type: 'group_price',
    buy_units: null,
    free_units: null,
    units_in_stock: null,
    sold_out: false,
    reservation_count: 1,
    remaining_units: 3,
    expiry_left_hours: 72,
    expiry_date: new Date(Date.now() + 72 * 3_600_000).toISOString(),
    category: { id: 1, name: 'Electronics' },
    subcategory: { id: 1, name: 'Audio' },
    product_id: id,
    share_count: 0,
    price_tiers: [],
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

/** A deal whose group closes `seconds` after the (fake) clock's now, both fields agreeing. */
export function makeDealClosingIn(seconds: number, overrides: Parameters<typeof makeDeal>[0] = {}) {
  return makeDeal({
    expiry_left_hours: seconds / 3_600,
    expiry_date: new Date(Date.now() + seconds * 1_000).toISOString(),
    ...overrides,
  });
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

/** A shopper as the API sends them; each test overrides what it is about. */
/** The calls every store page makes (menu, featured categories) and the home page's `deals`. */
export function storeRoutes(deals: Deal[] = []) {
  return {
    'GET /api/v1/categories/dropdown': { body: { status: 'success', data: categories } },
    'GET /api/v1/getfeatured': { body: { status: 'success', data: categories } },
    'GET /api/v1/ecommerce/active-deal': { body: dealPage(deals) },
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: null,
    dateOfBirth: null,
    role: 'shopper',
    ...overrides,
    preferences: {
      emailNotifications: true,
      smsNotifications: false,
      dealAlerts: true,
      dealAlertPace: { maxPerDay: 24, quietHours: null, timeZone: null },
      showInitials: true,
      categories: [],
      ...overrides.preferences,
    },
  };
}

/** Stores a session as a sign-in would (docs/product.md §3's keys), so the app starts signed in. */
export function signIn(
  user: User = makeUser(),
  tokens = { access: 'access-1', refresh: 'refresh-1' },
) {
  localStorage.setItem('authToken', tokens.access);
  localStorage.setItem('refreshToken', tokens.refresh);
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('userEmail', user.email);
  return user;
}

/** An order as GET /orders sends it: one unit of an open group of 2, two days left. */
export function orderFixture(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    order_number: `BT-${id}`,
    order_type: 'group',
    status: 'pending_charge',
    quantity: 1,
    unit_price: 12.5,
    total_amount: 12.5,
    receipt_url: null,
    batch_reservation_id: id,
    progress_percentage: 50,
    time_left_seconds: 2 * 86_400 + 3_600,
    variants: [{}],
    created_at: '2025-03-01T10:00:00.000Z',
    payment_due_at: null,
    batch: { id: 9, status: 'open', total_reservations: 1 },
    deal: {
      id: 5,
      encoded_id: encodeDealId(5),
      title: 'Buy 1 Get 1 Free: Kettle',
      group_deal_price: '12.50',
      total_units_needed: 2,
      expiry_date: '2025-03-04T10:00:00.000Z',
      product: { name: `Kettle ${id}`, image_url: '/images/products/kettle.svg' },
      price_tiers: [],
    },
    ...overrides,
  };
}

/**
 * The stubbed answer of GET /admin/me, which the console asks each time a screen opens: the
 * signed-in user holds `role` in the store now.
 */
export function consoleAs(role: 'owner' | 'catalogue' | 'support', email = 'ada@example.com') {
  return {
    'GET /api/v1/admin/me': {
      body: {
        success: true,
        data: { email, role, refund_limit_cents: role === 'owner' ? null : 10_000 },
      },
    },
  };
}
