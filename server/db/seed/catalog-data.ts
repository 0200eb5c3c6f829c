import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { SeedCategory } from './catalog-types.ts';
import { variations } from './variations.ts';

/** The demo store's categories in menu order; each is a data file `catalog/<slug>.json`. */
const CATEGORY_FILES = [
  'electronics',
  'fashion',
  'home-and-living',
  'beauty',
  'sports',
  'food-and-drink',
  'toys-and-games',
  'books-and-stationery',
  'pets',
  'outdoors',
] as const;

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const cents = z.int().positive();
const names = z.array(text).min(1);

const dealFile = z
  .strictObject({
    slug,
    subcategory: text,
    product: z.strictObject({
      name: text,
      description: text,
      regularPriceCents: cents,
      discountPercentage: z.int().min(0).max(100).nullable(),
      /** Every size × colour combination becomes one variation. */
      options: z.strictObject({ sizes: names.optional(), colors: names.optional() }).optional(),
    }),
    offer: z.strictObject({ buy: z.int().positive(), free: z.int().positive() }),
    groupDealPriceCents: cents,
    description: text,
    expiresInHours: z.number().finite(),
    status: z.enum(['active', 'inactive', 'expired']),
    reservedUnits: z.int().nonnegative(),
  })
  .refine((deal) => deal.reservedUnits < deal.offer.buy + deal.offer.free, {
    message: 'reservedUnits must stay below the group size',
    path: ['reservedUnits'],
  });

const categoryFile = z
  .strictObject({
    name: text,
    slug,
    featuredRank: z.int().positive().nullable(),
    subcategories: names,
    deals: z.array(dealFile).min(1),
  })
  .superRefine((category, context) => {
    category.deals.forEach((deal, index) => {
      if (!category.subcategories.includes(deal.subcategory))
        context.addIssue({
          code: 'custom',
          message: `'${deal.subcategory}' is not a subcategory of ${category.name}`,
          path: ['deals', index, 'subcategory'],
        });
    });
  });

/** Reads and checks one category's data file; a mistake in it names the file and the field. */
function loadCategory(name: (typeof CATEGORY_FILES)[number]): SeedCategory {
  const file = new URL(`./catalog/${name}.json`, import.meta.url);
  const parsed = categoryFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`catalog/${name}.json: ${z.prettifyError(parsed.error)}`);
  return {
    ...parsed.data,
    deals: parsed.data.deals.map(({ product: { options, ...product }, ...deal }) => ({
      ...deal,
      product: { ...product, variations: options ? variations(deal.slug, options) : [] },
    })),
  };
}

export const catalogue: readonly SeedCategory[] = CATEGORY_FILES.map(loadCategory);

export const catalogueCounts = {
  categories: catalogue.length,
  subcategories: catalogue.reduce((sum, category) => sum + category.subcategories.length, 0),
  deals: catalogue.reduce((sum, category) => sum + category.deals.length, 0),
};
