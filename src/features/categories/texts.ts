/** The category screens' words: docs/product.md's texts and our own labels, shared with tests. */
export const categoryTexts = {
  failedToLoad: 'Failed to load categories',
  menuButton: 'Categories',
  menuLoading: 'Loading categories…',
  menuUnavailable: 'Categories are unavailable right now',
  subcategoriesOf: (name: string) => `${name} subcategories`,
  /** The flyout's first entry: the whole category, the way to it by touch. */
  allOf: (name: string) => `All ${name}`,
  stripLabel: 'Filter deals',
  allDeals: 'All Deals',
  expiringSoon: 'Expiring Soon',
  categoryEyebrow: 'Category',
  subcategoryEyebrow: 'Subcategory',
  categoryFallbackTitle: 'Category deals',
  subcategoryFallbackTitle: 'Subcategory deals',
} as const;
