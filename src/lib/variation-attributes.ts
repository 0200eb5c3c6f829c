/** Keys of a variation that identify it rather than describe it (docs/product.md §3). */
export const FIXED_VARIATION_KEYS: ReadonlySet<string> = new Set([
  'id',
  'image',
  'image_url',
  'upc_code',
]);

/**
 * docs/product.md §3: attribute names are the first variation's keys except the fixed ones; an attribute's
 * values are its distinct values across all variations, in the order first seen (empty values are
 * not values). Read the same by the shop's pickers and the console's deal form.
 */
export function attributeValues(
  variations: readonly Readonly<Record<string, unknown>>[],
): { name: string; values: string[] }[] {
  const first = variations[0];
  if (!first) return [];
  return Object.keys(first)
    .filter((key) => !FIXED_VARIATION_KEYS.has(key))
    .map((name) => {
      const values: string[] = [];
      for (const variation of variations) {
        const value = variation[name];
        if (typeof value === 'string' && value !== '' && !values.includes(value))
          values.push(value);
      }
      return { name, values };
    });
}
