import type { SeedCategory } from '../catalog-types.ts';
import { variations } from '../variations.ts';

export const outdoors: SeedCategory = {
  name: 'Outdoors',
  slug: 'outdoors',
  featuredRank: 8,
  subcategories: ['Camping', 'Hiking', 'Garden'],
  deals: [
    {
      slug: 'summit-two-person-dome-tent',
      subcategory: 'Camping',
      product: {
        name: 'Summit Two-Person Dome Tent',
        description:
          'A freestanding three-season tent that pitches in five minutes, with two doors and a full rain fly. Packs down to 2 kg.',
        regularPriceCents: 17999,
        discountPercentage: 50,
        variations: variations('summit-two-person-dome-tent', {
          colors: ['Forest Green', 'Sunrise Orange'],
        }),
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 8999,
      description: 'Buy one tent, get one free: bring a friend on the next trip.',
      expiresInHours: 210,
      status: 'active',
      reservedUnits: 1,
    },
    {
      slug: 'glowcamp-rechargeable-lantern',
      subcategory: 'Camping',
      product: {
        name: 'Glowcamp Rechargeable Lantern',
        description:
          'A dimmable LED lantern with warm and cool modes and up to 60 hours of light. Charges by USB-C and doubles as a power bank.',
        regularPriceCents: 3499,
        discountPercentage: 20,
        variations: [],
      },
      offer: { buy: 4, free: 1 },
      groupDealPriceCents: 2799,
      description: 'In a group of five, one lantern is free.',
      expiresInHours: 28,
      status: 'active',
      reservedUnits: 2,
    },
    {
      slug: 'ridgeline-hiking-backpack',
      subcategory: 'Hiking',
      product: {
        name: 'Ridgeline 28L Hiking Backpack',
        description:
          'A ventilated day pack with a hydration sleeve, hip-belt pockets and a built-in rain cover.',
        regularPriceCents: 8999,
        discountPercentage: 33,
        variations: variations('ridgeline-hiking-backpack', {
          colors: ['Moss', 'Slate Blue', 'Rust'],
        }),
      },
      offer: { buy: 2, free: 1 },
      groupDealPriceCents: 5999,
      description: 'Three packs for the price of two, for the whole hiking crew.',
      expiresInHours: 120,
      status: 'active',
      reservedUnits: 2,
    },
    {
      slug: 'greenthumb-garden-tool-set',
      subcategory: 'Garden',
      product: {
        name: 'Greenthumb Garden Tool Set',
        description:
          'A trowel, transplanter and cultivator in rust-proof steel with ash-wood handles, in a canvas roll.',
        regularPriceCents: 3999,
        discountPercentage: 30,
        variations: [],
      },
      offer: { buy: 7, free: 3 },
      groupDealPriceCents: 2799,
      description: 'Buy seven, get three free: a group of ten for the community garden.',
      expiresInHours: 7,
      status: 'active',
      reservedUnits: 8,
    },
  ],
};
