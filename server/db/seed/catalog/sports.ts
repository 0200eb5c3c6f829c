import type { SeedCategory } from '../catalog-types.ts';
import { variations } from '../variations.ts';

export const sports: SeedCategory = {
  name: 'Sports',
  slug: 'sports',
  featuredRank: 5,
  subcategories: ['Strength Training', 'Cardio', 'Yoga'],
  deals: [
    {
      slug: 'ironcore-adjustable-dumbbell',
      subcategory: 'Strength Training',
      product: {
        name: 'Ironcore Adjustable Dumbbell',
        description:
          'One dial replaces a rack of weights: twist to pick a load in 2.5 lb steps. Compact enough for a small apartment.',
        regularPriceCents: 14999,
        discountPercentage: 50,
        variations: variations('ironcore-adjustable-dumbbell', { sizes: ['25 lb', '50 lb'] }),
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 7499,
      description: 'Buy one, get one free: the second dumbbell for your pair, or for a friend.',
      expiresInHours: 100,
      status: 'active',
      reservedUnits: 0,
    },
    {
      slug: 'flexloop-resistance-band-set',
      subcategory: 'Strength Training',
      product: {
        name: 'Flexloop Resistance Band Set',
        description:
          'Five latex-free loop bands from extra light to extra heavy, with a carry pouch. Great for warm-ups, physio and travel.',
        regularPriceCents: 2499,
        discountPercentage: 20,
        variations: [],
      },
      offer: { buy: 4, free: 1 },
      groupDealPriceCents: 1999,
      description: 'In a group of five, one set is free.',
      expiresInHours: 12,
      status: 'active',
      reservedUnits: 3,
    },
    {
      slug: 'sprintline-speed-jump-rope',
      subcategory: 'Cardio',
      product: {
        name: 'Sprintline Speed Jump Rope',
        description:
          'A tangle-free steel cable rope on ball-bearing handles that spins fast and smooth. Adjusts to any height.',
        regularPriceCents: 1499,
        discountPercentage: null,
        variations: variations('sprintline-speed-jump-rope', { colors: ['Black', 'Neon Green'] }),
      },
      offer: { buy: 5, free: 1 },
      groupDealPriceCents: 1249,
      description: 'Get the whole team skipping: buy five, get one free.',
      expiresInHours: 150,
      status: 'active',
      reservedUnits: 0,
    },
    {
      slug: 'glacierline-insulated-bottle',
      subcategory: 'Cardio',
      product: {
        name: 'Glacierline Insulated Water Bottle',
        description:
          'A double-wall steel bottle that keeps drinks cold for 24 hours or hot for 12. Leak-proof lid with a carry loop.',
        regularPriceCents: 3299,
        discountPercentage: 25,
        variations: variations('glacierline-insulated-bottle', {
          sizes: ['500 ml', '750 ml'],
          colors: ['Glacier Blue', 'Stone', 'Sunset Orange'],
        }),
      },
      offer: { buy: 3, free: 1 },
      groupDealPriceCents: 2474,
      description: 'Four bottles for the price of three: one for every bag in the house.',
      expiresInHours: 26,
      status: 'active',
      reservedUnits: 3,
    },
    {
      slug: 'zenmat-yoga-mat',
      subcategory: 'Yoga',
      product: {
        name: 'Zenmat Non-Slip Yoga Mat',
        description:
          'A 6 mm natural-rubber mat with a grippy top that holds even in hot yoga. Comes with a carry strap.',
        regularPriceCents: 5999,
        discountPercentage: 33,
        variations: variations('zenmat-yoga-mat', {
          colors: ['Lavender', 'Ocean Teal', 'Charcoal'],
        }),
      },
      offer: { buy: 2, free: 1 },
      groupDealPriceCents: 3999,
      description: 'Roll out together: three mats for the price of two.',
      expiresInHours: 5,
      status: 'active',
      reservedUnits: 2,
    },
  ],
};
