import type { SeedCategory } from '../catalog-types.ts';
import { variations } from '../variations.ts';

const apparelSizes = ['S', 'M', 'L', 'XL'];

export const fashion: SeedCategory = {
  name: 'Fashion',
  slug: 'fashion',
  featuredRank: 2,
  subcategories: ["Men's Clothing", "Women's Clothing", 'Shoes', 'Accessories'],
  deals: [
    {
      slug: 'northway-classic-crew-tee',
      subcategory: "Men's Clothing",
      product: {
        name: 'Northway Classic Crew Tee',
        description:
          'A heavyweight organic-cotton T-shirt with a relaxed fit that keeps its shape wash after wash.',
        regularPriceCents: 2499,
        discountPercentage: 33,
        variations: variations('northway-classic-crew-tee', {
          sizes: apparelSizes,
          colors: ['White', 'Heather Grey', 'Navy'],
        }),
      },
      offer: { buy: 2, free: 1 },
      groupDealPriceCents: 1666,
      description: 'Stock up on everyday basics: in a group of three, one tee is free.',
      expiresInHours: 5,
      status: 'active',
      reservedUnits: 2,
    },
    {
      slug: 'northway-fleece-hoodie',
      subcategory: "Men's Clothing",
      product: {
        name: 'Northway Brushed Fleece Hoodie',
        description:
          'A soft brushed-fleece pullover with a lined hood and a roomy front pocket. Made for chilly mornings and lazy weekends.',
        regularPriceCents: 5999,
        discountPercentage: 50,
        variations: variations('northway-fleece-hoodie', {
          sizes: apparelSizes,
          colors: ['Charcoal', 'Forest Green'],
        }),
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 2999,
      description: 'Buy one hoodie and a second shopper gets theirs free: both pay half.',
      expiresInHours: 168,
      status: 'active',
      reservedUnits: 0,
    },
    {
      slug: 'lina-linen-wrap-dress',
      subcategory: "Women's Clothing",
      product: {
        name: 'Lina Linen Wrap Dress',
        description:
          'A breezy midi dress in washed linen with a tie waist and flutter sleeves. Dresses up for dinner or down for the beach.',
        regularPriceCents: 7999,
        discountPercentage: 50,
        variations: variations('lina-linen-wrap-dress', {
          sizes: ['XS', 'S', 'M', 'L'],
          colors: ['Terracotta', 'Sand', 'Olive'],
        }),
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 3999,
      description: 'A summer favorite at half price when two shoppers join.',
      expiresInHours: 60,
      status: 'active',
      reservedUnits: 1,
    },
    {
      slug: 'stride-everyday-sneakers',
      subcategory: 'Shoes',
      product: {
        name: 'Stride Everyday Sneakers',
        description:
          'Lightweight knit sneakers with a cushioned recycled sole. Easy to slip on and comfortable from the first step.',
        regularPriceCents: 8499,
        discountPercentage: 50,
        variations: variations('stride-everyday-sneakers', {
          sizes: ['7', '8', '9', '10', '11'],
          colors: ['Chalk White', 'Black'],
        }),
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 4249,
      description:
        'Buy one pair, get one pair free: team up with a friend and walk away with both.',
      expiresInHours: 14,
      status: 'active',
      reservedUnits: 1,
    },
    {
      slug: 'aster-canvas-tote',
      subcategory: 'Accessories',
      product: {
        name: 'Aster Canvas Tote Bag',
        description:
          'A sturdy 16 oz canvas tote with leather handles and an inner zip pocket. Big enough for a laptop and the weekly shop.',
        regularPriceCents: 2999,
        discountPercentage: 25,
        variations: variations('aster-canvas-tote', { colors: ['Natural', 'Black', 'Mustard'] }),
      },
      offer: { buy: 3, free: 1 },
      groupDealPriceCents: 2249,
      description: 'In a group of four, one tote is free.',
      expiresInHours: 240,
      status: 'active',
      reservedUnits: 2,
    },
    {
      slug: 'solace-polarized-sunglasses',
      subcategory: 'Accessories',
      product: {
        name: 'Solace Polarized Sunglasses',
        description:
          'Classic round frames with polarized, UV400 lenses that cut glare on the road and by the water.',
        regularPriceCents: 4499,
        discountPercentage: 33,
        variations: variations('solace-polarized-sunglasses', { colors: ['Tortoise', 'Black'] }),
      },
      offer: { buy: 2, free: 1 },
      groupDealPriceCents: 2999,
      description: 'Three pairs for the price of two, for you and two friends.',
      expiresInHours: 72,
      status: 'inactive',
      reservedUnits: 0,
    },
  ],
};
