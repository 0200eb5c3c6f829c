/** A product variation as stored: fixed keys plus free attribute fields (size, color, ...). */
type Variation = Record<string, string | null>;

const FIXED_KEYS = new Set(['id', 'image', 'image_url', 'upc_code']);

/** docs/product.md §3: attribute names are the first variation's keys minus the fixed ones; options are distinct values. */
export function variationOptions(variations: readonly Variation[]): Map<string, Set<string>> {
  const options = new Map<string, Set<string>>();
  const first = variations[0];
  if (!first) return options;
  for (const name of Object.keys(first)) {
    if (FIXED_KEYS.has(name)) continue;
    const values = new Set<string>();
    for (const variation of variations) {
      const value = variation[name];
      if (typeof value === 'string' && value !== '') values.add(value);
    }
    if (values.size > 0) options.set(name, values);
  }
  return options;
}

/**
 * Checks one variant map per unit against the product's options: every attribute with options
 * chosen, each value one of them, nothing unknown. Returns the problem in words, or null.
 */
export function unitVariantsProblem(
  variations: readonly Variation[],
  units: readonly Record<string, string>[] | undefined,
  quantity: number,
): string | null {
  const options = variationOptions(variations);
  if (options.size === 0) {
    if (units && units.some((unit) => Object.keys(unit).length > 0)) {
      return 'This product has no variations to choose';
    }
    return null;
  }
  if (!units) return `Choose ${[...options.keys()].join(', ')} for each of the ${quantity} units`;
  if (units.length !== quantity) {
    return `Give one variant choice per unit: ${quantity} expected, ${units.length} given`;
  }
  for (const [index, unit] of units.entries()) {
    for (const [name, values] of options) {
      const chosen = unit[name];
      if (chosen === undefined) return `Unit ${index + 1} needs a ${name}`;
      if (!values.has(chosen)) {
        return `Unit ${index + 1}: '${chosen}' is not a ${name} of this product (choose ${[...values].join(', ')})`;
      }
    }
    const unknown = Object.keys(unit).find((name) => !options.has(name));
    if (unknown) return `Unit ${index + 1}: this product has no ${unknown}`;
  }
  return null;
}
