import type { SeedCategory } from '../catalog-types.ts';
import { variations } from '../variations.ts';

export const booksAndStationery: SeedCategory = {
  name: 'Books & Stationery',
  slug: 'books-and-stationery',
  featuredRank: null,
  subcategories: ['Notebooks & Journals', 'Pens & Art Supplies'],
  deals: [
    {
      slug: 'marginalia-dotted-journal',
      subcategory: 'Notebooks & Journals',
      product: {
        name: 'Marginalia Dotted Journal',
        description:
          'A lay-flat A5 journal with 192 numbered pages of 120 gsm dotted paper that fountain pens will not bleed through.',
        regularPriceCents: 1899,
        discountPercentage: 33,
        variations: variations('marginalia-dotted-journal', {
          colors: ['Navy', 'Sage', 'Terracotta', 'Black'],
        }),
      },
      offer: { buy: 2, free: 1 },
      groupDealPriceCents: 1266,
      description: 'In a group of three, one journal is free.',
      expiresInHours: 90,
      status: 'active',
      reservedUnits: 0,
    },
    {
      slug: 'deskmate-weekly-planner',
      subcategory: 'Notebooks & Journals',
      product: {
        name: 'Deskmate Undated Weekly Planner',
        description:
          'A linen-bound planner with a week on two pages, monthly overviews and habit trackers. Start it any day of the year.',
        regularPriceCents: 2299,
        discountPercentage: 50,
        variations: [],
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 1149,
      description: 'Buy one planner, get one free when a second shopper joins.',
      expiresInHours: 336,
      status: 'active',
      reservedUnits: 1,
    },
    {
      slug: 'inkwell-gel-pen-set',
      subcategory: 'Pens & Art Supplies',
      product: {
        name: 'Inkwell Gel Pen Set',
        description:
          'Twelve quick-drying 0.5 mm gel pens in bright colors that glide without smudging.',
        regularPriceCents: 1299,
        discountPercentage: 25,
        variations: [],
      },
      offer: { buy: 6, free: 2 },
      groupDealPriceCents: 974,
      description: 'Buy six, get two free: a group of eight sets for the classroom or the studio.',
      expiresInHours: 70,
      status: 'active',
      reservedUnits: 7,
    },
    {
      slug: 'palette-watercolor-set',
      subcategory: 'Pens & Art Supplies',
      product: {
        name: 'Palette Studio Watercolor Set',
        description:
          'Twenty-four richly pigmented half pans in a metal tin, with a water brush pen and a mixing lid.',
        regularPriceCents: 3499,
        discountPercentage: null,
        variations: [],
      },
      offer: { buy: 2, free: 1 },
      groupDealPriceCents: 2332,
      description: 'Three paint sets for the price of two.',
      expiresInHours: 18,
      status: 'active',
      reservedUnits: 2,
    },
  ],
};
