import type { SeedCategory } from '../catalog-types.ts';
import { variations } from '../variations.ts';

export const homeAndLiving: SeedCategory = {
  name: 'Home & Living',
  slug: 'home-and-living',
  featuredRank: 3,
  subcategories: ['Kitchen', 'Decor', 'Bedding & Bath'],
  deals: [
    {
      slug: 'kilnhouse-stoneware-mug-set',
      subcategory: 'Kitchen',
      product: {
        name: 'Kilnhouse Stoneware Mug Set',
        description:
          'Four hand-glazed 12 oz stoneware mugs with comfortable wide handles. Dishwasher and microwave safe.',
        regularPriceCents: 3499,
        discountPercentage: 50,
        variations: variations('kilnhouse-stoneware-mug-set', {
          colors: ['Speckled White', 'Sage', 'Charcoal'],
        }),
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 1749,
      description: 'Buy one set of mugs and another shopper gets a set free: both pay half.',
      expiresInHours: 2,
      status: 'active',
      reservedUnits: 1,
    },
    {
      slug: 'copperline-gooseneck-kettle',
      subcategory: 'Kitchen',
      product: {
        name: 'Copperline Gooseneck Kettle',
        description:
          'An electric pour-over kettle with a precise gooseneck spout and temperature hold. Brews better coffee and tea.',
        regularPriceCents: 6999,
        discountPercentage: 50,
        variations: variations('copperline-gooseneck-kettle', {
          colors: ['Copper', 'Matte Black'],
        }),
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 3499,
      description: 'Two kettles for the price of one when a second shopper joins.',
      expiresInHours: 200,
      status: 'active',
      reservedUnits: 0,
    },
    {
      slug: 'lumen-arc-table-lamp',
      subcategory: 'Decor',
      product: {
        name: 'Lumen Arc Table Lamp',
        description:
          'A mid-century table lamp with a linen dome shade and a dimmable warm LED. Brings a soft glow to a desk or bedside.',
        regularPriceCents: 5999,
        discountPercentage: 33,
        variations: variations('lumen-arc-table-lamp', { colors: ['Brass', 'White'] }),
      },
      offer: { buy: 2, free: 1 },
      groupDealPriceCents: 3999,
      description: 'In a group of three, one lamp is free.',
      expiresInHours: 33,
      status: 'active',
      reservedUnits: 1,
    },
    {
      slug: 'verdant-ceramic-planter',
      subcategory: 'Decor',
      product: {
        name: 'Verdant Ceramic Planter',
        description:
          'A matte ceramic pot with a drainage hole and a bamboo saucer. Plant not included.',
        regularPriceCents: 2999,
        discountPercentage: null,
        variations: variations('verdant-ceramic-planter', {
          sizes: ['Small', 'Medium', 'Large'],
          colors: ['Terracotta', 'Matte White'],
        }),
      },
      offer: { buy: 3, free: 1 },
      groupDealPriceCents: 2249,
      description: 'Give every plant a new home: four planters for the price of three.',
      expiresInHours: 300,
      status: 'active',
      reservedUnits: 0,
    },
    {
      slug: 'emberglow-soy-candle',
      subcategory: 'Decor',
      product: {
        name: 'Emberglow Soy Candle',
        description:
          'A hand-poured soy wax candle with notes of cedar, amber and vanilla. About 50 hours of clean burn.',
        regularPriceCents: 2499,
        discountPercentage: 33,
        variations: [],
      },
      offer: { buy: 4, free: 2 },
      groupDealPriceCents: 1666,
      description: 'Buy four, get two free: cozy evenings for a group of six.',
      expiresInHours: 8,
      status: 'active',
      reservedUnits: 5,
    },
    {
      slug: 'cloudrest-cotton-towel-set',
      subcategory: 'Bedding & Bath',
      product: {
        name: 'Cloudrest Cotton Towel Set',
        description: 'Two bath towels and two hand towels in thick, quick-drying Turkish cotton.',
        regularPriceCents: 4999,
        discountPercentage: 50,
        variations: variations('cloudrest-cotton-towel-set', {
          colors: ['Cloud White', 'Sea Blue'],
        }),
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 2499,
      description: 'Two towel sets for the price of one when two shoppers join.',
      expiresInHours: -4,
      status: 'expired',
      reservedUnits: 0,
    },
  ],
};
