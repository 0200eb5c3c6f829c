import type { SeedCategory } from '../catalog-types.ts';
import { variations } from '../variations.ts';

export const foodAndDrink: SeedCategory = {
  name: 'Food & Drink',
  slug: 'food-and-drink',
  featuredRank: 6,
  subcategories: ['Coffee & Tea', 'Snacks & Sweets', 'Pantry'],
  deals: [
    {
      slug: 'highland-roast-whole-bean-coffee',
      subcategory: 'Coffee & Tea',
      product: {
        name: 'Highland Roast Whole Bean Coffee',
        description:
          'A medium roast of Colombian and Ethiopian beans with notes of cocoa, cherry and caramel. Roasted in small batches and shipped within days.',
        regularPriceCents: 1899,
        discountPercentage: 25,
        variations: variations('highland-roast-whole-bean-coffee', { sizes: ['340 g', '1 kg'] }),
      },
      offer: { buy: 3, free: 1 },
      groupDealPriceCents: 1424,
      description: 'Four bags for the price of three: coffee for a month, or for the office.',
      expiresInHours: 36,
      status: 'active',
      reservedUnits: 3,
    },
    {
      slug: 'kiyomi-ceremonial-matcha',
      subcategory: 'Coffee & Tea',
      product: {
        name: 'Kiyomi Ceremonial Matcha',
        description:
          'Stone-ground first-harvest green tea from Uji with a smooth, sweet finish. Whisk it straight or make a latte.',
        regularPriceCents: 2999,
        discountPercentage: 33,
        variations: [],
      },
      offer: { buy: 2, free: 1 },
      groupDealPriceCents: 1999,
      description: 'In a group of three, one tin is free.',
      expiresInHours: 84,
      status: 'active',
      reservedUnits: 1,
    },
    {
      slug: 'cocoa-ridge-dark-chocolate',
      subcategory: 'Snacks & Sweets',
      product: {
        name: 'Cocoa Ridge 72% Dark Chocolate',
        description:
          'A single-origin bar from Ecuadorian cacao, bold and fruity with a clean snap. Made with just three ingredients.',
        regularPriceCents: 599,
        discountPercentage: 20,
        variations: [],
      },
      offer: { buy: 8, free: 2 },
      groupDealPriceCents: 479,
      description: 'Buy eight, get two free: a group of ten bars for chocolate lovers.',
      expiresInHours: 48,
      status: 'active',
      reservedUnits: 9,
    },
    {
      slug: 'goldpress-olive-oil',
      subcategory: 'Pantry',
      product: {
        name: 'Goldpress Extra Virgin Olive Oil',
        description:
          'Early-harvest oil from a single estate, peppery and green. Perfect for dressing salads and finishing dishes.',
        regularPriceCents: 2199,
        discountPercentage: null,
        variations: [],
      },
      offer: { buy: 4, free: 1 },
      groupDealPriceCents: 1759,
      description: 'In a group of five, one bottle is free.',
      expiresInHours: 260,
      status: 'active',
      reservedUnits: 0,
    },
    {
      slug: 'wildbloom-raw-honey',
      subcategory: 'Pantry',
      product: {
        name: 'Wildbloom Raw Wildflower Honey',
        description:
          'Unfiltered honey from meadow hives, thick and floral. Lovely on toast, yogurt or in tea.',
        regularPriceCents: 1599,
        discountPercentage: 40,
        variations: [],
      },
      offer: { buy: 3, free: 2 },
      groupDealPriceCents: 959,
      description: 'Buy three, get two free: five jars to share around.',
      expiresInHours: 110,
      status: 'active',
      reservedUnits: 4,
    },
  ],
};
