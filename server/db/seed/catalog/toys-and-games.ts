import type { SeedCategory } from '../catalog-types.ts';
import { variations } from '../variations.ts';

export const toysAndGames: SeedCategory = {
  name: 'Toys & Games',
  slug: 'toys-and-games',
  featuredRank: 7,
  subcategories: ['Board Games', 'Building Sets', 'Plush Toys'],
  deals: [
    {
      slug: 'tilecraft-strategy-board-game',
      subcategory: 'Board Games',
      product: {
        name: 'Tilecraft Strategy Board Game',
        description:
          'Build a kingdom tile by tile in this 45-minute game for 2 to 5 players. Easy to learn, different every time.',
        regularPriceCents: 4499,
        discountPercentage: 50,
        variations: [],
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 2249,
      description: 'Two games for the price of one: keep one, gift one.',
      expiresInHours: 180,
      status: 'active',
      reservedUnits: 1,
    },
    {
      slug: 'quickdraw-party-card-game',
      subcategory: 'Board Games',
      product: {
        name: 'Quickdraw Party Card Game',
        description:
          'A fast, noisy card game of matching and grabbing for 3 to 8 players. Rounds take five minutes.',
        regularPriceCents: 1999,
        discountPercentage: 33,
        variations: [],
      },
      offer: { buy: 4, free: 2 },
      groupDealPriceCents: 1332,
      description: 'Buy four, get two free: a group of six decks for game night.',
      expiresInHours: 64,
      status: 'active',
      reservedUnits: 0,
    },
    {
      slug: 'brickbuddy-creative-building-set',
      subcategory: 'Building Sets',
      product: {
        name: 'Brickbuddy Creative Building Set',
        description:
          '500 colorful bricks, wheels and windows in a storage tub, compatible with the major brick brands. For ages 4 and up.',
        regularPriceCents: 3999,
        discountPercentage: 33,
        variations: [],
      },
      offer: { buy: 2, free: 1 },
      groupDealPriceCents: 2666,
      description: 'Three tubs for the price of two in a group of three.',
      expiresInHours: -75,
      status: 'expired',
      reservedUnits: 0,
    },
    {
      slug: 'cuddlewood-bear-plush',
      subcategory: 'Plush Toys',
      product: {
        name: 'Cuddlewood Bear Plush',
        description:
          'A huggable teddy bear in super-soft recycled plush with embroidered eyes, safe from birth.',
        regularPriceCents: 2499,
        discountPercentage: 50,
        variations: variations('cuddlewood-bear-plush', {
          sizes: ['Small (12 in)', 'Large (20 in)'],
          colors: ['Honey', 'Cream'],
        }),
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 1249,
      description: 'Buy one bear, get one free when a second shopper joins.',
      expiresInHours: 30,
      status: 'active',
      reservedUnits: 1,
    },
  ],
};
