import type { StoredVariation } from '../schema.ts';

/**
 * One demo deal and the product it sells. Expiry is given relative to the moment of seeding so a
 * freshly seeded store always shows a realistic mix of urgent, soon and later deals.
 */
export type SeedDeal = {
  /** Names the product image (`/images/products/<slug>.svg`) and prefixes the variation ids. */
  slug: string;
  /** Name of a subcategory of the same category. */
  subcategory: string;
  product: {
    name: string;
    description: string;
    regularPriceCents: number;
    /** Null where the storefront should compute the percent from the two prices. */
    discountPercentage: number | null;
    variations: StoredVariation[];
  };
  /** Buy `buy`, get `free` free: the group is `buy + free` units. */
  offer: { buy: number; free: number };
  /** Price of one unit in the group. */
  groupDealPriceCents: number;
  description: string;
  /** Negative for a deal that has already expired. */
  expiresInHours: number;
  status: 'active' | 'inactive' | 'expired';
  /**
   * Units demo shoppers hold in the open batch of an active deal, one order each; always below the
   * group size (docs/decisions/0043).
   */
  reservedUnits: number;
};

export type SeedCategory = {
  name: string;
  /** Names the category image (`/images/categories/<slug>.svg`). */
  slug: string;
  /** Position in the home strip, or null when the category is not featured. */
  featuredRank: number | null;
  subcategories: string[];
  deals: SeedDeal[];
};
