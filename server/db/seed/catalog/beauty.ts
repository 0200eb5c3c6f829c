import type { SeedCategory } from '../catalog-types.ts';
import { variations } from '../variations.ts';

export const beauty: SeedCategory = {
  name: 'Beauty',
  slug: 'beauty',
  featuredRank: 4,
  subcategories: ['Skincare', 'Makeup', 'Hair Care', 'Fragrance'],
  deals: [
    {
      slug: 'dewdrop-hydrating-serum',
      subcategory: 'Skincare',
      product: {
        name: 'Dewdrop Hydrating Face Serum',
        description:
          'A lightweight hyaluronic acid serum that plumps and smooths skin without feeling sticky. Fragrance free, for every skin type.',
        regularPriceCents: 3499,
        discountPercentage: 50,
        variations: [],
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 1749,
      description: 'Buy one bottle, get one free when a second shopper joins.',
      expiresInHours: 4.5,
      status: 'active',
      reservedUnits: 0,
    },
    {
      slug: 'petalsoft-daily-moisturizer',
      subcategory: 'Skincare',
      product: {
        name: 'Petalsoft Daily Moisturizer',
        description:
          'A rich but quick-absorbing cream with ceramides and rose-hip oil. Keeps skin soft from morning to night.',
        regularPriceCents: 2899,
        discountPercentage: 33,
        variations: [],
      },
      offer: { buy: 2, free: 1 },
      groupDealPriceCents: 1932,
      description: 'Three jars for the price of two in a group of three.',
      expiresInHours: 44,
      status: 'active',
      reservedUnits: 1,
    },
    {
      slug: 'glowtint-tinted-lip-balm',
      subcategory: 'Makeup',
      product: {
        name: 'Glowtint Tinted Lip Balm',
        description: 'A nourishing shea-butter balm with a sheer wash of color and SPF 15.',
        regularPriceCents: 1299,
        discountPercentage: 25,
        variations: variations('glowtint-tinted-lip-balm', {
          colors: ['Rose', 'Berry', 'Coral', 'Nude'],
        }),
      },
      offer: { buy: 3, free: 1 },
      groupDealPriceCents: 974,
      description: 'Pick your shade: in a group of four, one balm is free.',
      expiresInHours: 130,
      status: 'active',
      reservedUnits: 2,
    },
    {
      slug: 'silkroot-argan-hair-oil',
      subcategory: 'Hair Care',
      product: {
        name: 'Silkroot Argan Hair Oil',
        description:
          'Cold-pressed argan oil that tames frizz and adds shine without weighing hair down. A few drops go a long way.',
        regularPriceCents: 2499,
        discountPercentage: 20,
        variations: [],
      },
      offer: { buy: 4, free: 1 },
      groupDealPriceCents: 1999,
      description: 'Buy four, get one free: smooth hair for the whole group.',
      expiresInHours: 22,
      status: 'active',
      reservedUnits: 4,
    },
    {
      slug: 'velvet-mist-eau-de-parfum',
      subcategory: 'Fragrance',
      product: {
        name: 'Velvet Mist Eau de Parfum',
        description:
          'A soft floral scent of peony, pear and white musk that lasts all day. Bottled in weighty sculpted glass.',
        regularPriceCents: 8999,
        discountPercentage: 50,
        variations: variations('velvet-mist-eau-de-parfum', { sizes: ['50 ml', '100 ml'] }),
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 4499,
      description: 'A signature scent at half price when two shoppers join.',
      expiresInHours: 280,
      status: 'active',
      reservedUnits: 1,
    },
  ],
};
