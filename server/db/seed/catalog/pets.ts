import type { SeedCategory } from '../catalog-types.ts';
import { variations } from '../variations.ts';

export const pets: SeedCategory = {
  name: 'Pets',
  slug: 'pets',
  featuredRank: 9,
  subcategories: ['Dog', 'Cat', 'Feeding'],
  deals: [
    {
      slug: 'pawsome-chew-bone',
      subcategory: 'Dog',
      product: {
        name: 'Pawsome Tough Chew Bone',
        description:
          'A durable natural-rubber chew bone with a bacon scent that keeps strong chewers busy and cleans teeth.',
        regularPriceCents: 1499,
        discountPercentage: 25,
        variations: variations('pawsome-chew-bone', { sizes: ['S', 'M', 'L'] }),
      },
      offer: { buy: 3, free: 1 },
      groupDealPriceCents: 1124,
      description: 'In a group of four, one chew bone is free.',
      expiresInHours: 40,
      status: 'active',
      reservedUnits: 0,
    },
    {
      slug: 'trailhound-reflective-collar',
      subcategory: 'Dog',
      product: {
        name: 'Trailhound Reflective Dog Collar',
        description:
          'A padded nylon collar with reflective stitching and a quick-release aluminum buckle, for safer evening walks.',
        regularPriceCents: 2499,
        discountPercentage: 50,
        variations: variations('trailhound-reflective-collar', {
          sizes: ['S', 'M', 'L'],
          colors: ['Sunset Orange', 'Ocean Blue'],
        }),
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 1249,
      description: 'Two collars for the price of one when two shoppers join.',
      expiresInHours: 160,
      status: 'inactive',
      reservedUnits: 0,
    },
    {
      slug: 'whisker-tower-scratching-post',
      subcategory: 'Cat',
      product: {
        name: 'Whisker Tower Scratching Post',
        description:
          'A 32-inch sisal scratching post with a plush perch and a dangling pom-pom. Weighted base, so it never tips.',
        regularPriceCents: 4999,
        discountPercentage: 50,
        variations: variations('whisker-tower-scratching-post', { colors: ['Oatmeal', 'Grey'] }),
      },
      offer: { buy: 1, free: 1 },
      groupDealPriceCents: 2499,
      description: 'Save the sofa at half price: buy one, get one free.',
      expiresInHours: 56,
      status: 'active',
      reservedUnits: 0,
    },
    {
      slug: 'nibble-ceramic-pet-bowl',
      subcategory: 'Feeding',
      product: {
        name: 'Nibble Ceramic Pet Bowl',
        description:
          'A heavy glazed bowl with a non-slip base that stays put at mealtimes. Dishwasher safe.',
        regularPriceCents: 1999,
        discountPercentage: 33,
        variations: variations('nibble-ceramic-pet-bowl', {
          sizes: ['Small', 'Large'],
          colors: ['Blush', 'Sky'],
        }),
      },
      offer: { buy: 2, free: 1 },
      groupDealPriceCents: 1332,
      description: 'Three bowls for the price of two: food, water and a spare.',
      expiresInHours: 75,
      status: 'active',
      reservedUnits: 1,
    },
  ],
};
