import type { SeedCategory } from '../catalog-types.ts';
import { variations } from '../variations.ts';

export const electronics: SeedCategory = {
  name: 'Electronics',
  slug: 'electronics',
  featuredRank: 1,
  subcategories: ['Audio', 'Smart Home', 'Phone Accessories', 'Computer Accessories'],
  deals: [
    {
      slug: 'auralis-pro-wireless-headphones',
      subcategory: 'Audio',
      product: {
        name: 'Auralis Pro Wireless Headphones',
        description:
          'Over-ear headphones with adaptive noise cancelling and 40 hours of battery life. Memory-foam cushions keep long listening sessions comfortable.',
        regularPriceCents: 12999,
        discountPercentage: 50,
        variations: variations('auralis-pro-wireless-headphones', {
          colors: ['Matte Black', 'Silver', 'Midnight Blue'],
        }),
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 6499,
      description: 'Pair up with one other shopper and you each take home a pair at half price.',
      expiresInHours: 3,
      status: 'active',
      reservedUnits: 1,
    },
    {
      slug: 'auralis-buds-true-wireless-earbuds',
      subcategory: 'Audio',
      product: {
        name: 'Auralis Buds True Wireless Earbuds',
        description:
          'Pocket-sized earbuds with punchy sound, touch controls and a charging case good for 30 hours. Sweat-resistant for workouts and commutes.',
        regularPriceCents: 7999,
        discountPercentage: 50,
        variations: variations('auralis-buds-true-wireless-earbuds', {
          colors: ['Black', 'White'],
        }),
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 3999,
      description: 'Buy one set and the second is on us once the pair is complete.',
      expiresInHours: 50,
      status: 'active',
      reservedUnits: 0,
    },
    {
      slug: 'pulse-mini-bluetooth-speaker',
      subcategory: 'Audio',
      product: {
        name: 'Pulse Mini Bluetooth Speaker',
        description:
          'A waterproof speaker that fills a room with 360° sound and clips onto a bag. Twelve hours of play on one charge.',
        regularPriceCents: 4999,
        discountPercentage: 33,
        variations: variations('pulse-mini-bluetooth-speaker', {
          colors: ['Coral', 'Slate', 'Sage'],
        }),
      },
      offer: { buy: 2, free: 1 },
      groupDealPriceCents: 3332,
      description:
        'Three speakers for the price of two: one for the kitchen, the shower and the park.',
      expiresInHours: 20,
      status: 'active',
      reservedUnits: 2,
    },
    {
      slug: 'lumo-color-smart-bulb',
      subcategory: 'Smart Home',
      product: {
        name: 'Lumo Color Smart Bulb',
        description:
          'A Wi-Fi LED bulb with 16 million colors and warm-to-cool whites. Set schedules and scenes from your phone or by voice, no hub needed.',
        regularPriceCents: 1999,
        discountPercentage: 25,
        variations: [],
      },
      offer: { buy: 3, free: 1 },
      groupDealPriceCents: 1499,
      description: 'Light up a whole room: a group of four bulbs gets one of them free.',
      expiresInHours: 120,
      status: 'active',
      reservedUnits: 3,
    },
    {
      slug: 'voltstack-power-bank',
      subcategory: 'Phone Accessories',
      product: {
        name: 'Voltstack 10,000 mAh Power Bank',
        description:
          'A slim power bank that charges a phone about twice over, with USB-C fast charging in and out. Fits in a jeans pocket.',
        regularPriceCents: 3999,
        discountPercentage: 20,
        variations: variations('voltstack-power-bank', { colors: ['Graphite', 'Arctic White'] }),
      },
      offer: { buy: 4, free: 1 },
      groupDealPriceCents: 3199,
      description: 'Gather five shoppers and one power bank in every group comes free.',
      expiresInHours: 96,
      status: 'active',
      reservedUnits: 4,
    },
    {
      slug: 'keyloom-mechanical-keyboard',
      subcategory: 'Computer Accessories',
      product: {
        name: 'Keyloom Mechanical Keyboard',
        description:
          'Hot-swappable tactile switches, PBT keycaps and a soft white backlight. Connects by cable, Bluetooth or a 2.4 GHz dongle.',
        regularPriceCents: 8999,
        discountPercentage: null,
        variations: variations('keyloom-mechanical-keyboard', {
          sizes: ['Compact 75%', 'Full Size'],
          colors: ['Charcoal', 'Cream'],
        }),
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 4499,
      description: 'Two keyboards for the price of one: one for the office, one for home.',
      expiresInHours: -30,
      status: 'expired',
      reservedUnits: 0,
    },
  ],
};
