import type { Variation } from '../../../contract/catalog';

/** Keys of a variation that identify it rather than describe it (SPEC 3). */
const FIXED_KEYS = new Set(['id', 'image', 'image_url', 'upc_code']);

export interface VariationAttribute {
  name: string;
  options: string[];
}

/**
 * SPEC 3: attribute names are the first variation's keys except the fixed ones; the options of
 * an attribute are its distinct values across all variations (empty values are not options).
 */
export function variationAttributes(variations: readonly Variation[]): VariationAttribute[] {
  const first = variations[0];
  if (!first) return [];
  return Object.keys(first)
    .filter((key) => !FIXED_KEYS.has(key))
    .map((name) => {
      const options: string[] = [];
      for (const variation of variations) {
        const value = variation[name];
        if (typeof value === 'string' && value !== '' && !options.includes(value)) {
          options.push(value);
        }
      }
      return { name, options };
    })
    .filter((attribute) => attribute.options.length > 0);
}

/** One map of attribute -> chosen value per unit, in unit order. */
export type UnitSelections = Record<string, string>[];

/** SPEC 5: every unit needs a value for every attribute that has options. */
export function selectionsComplete(
  attributes: readonly VariationAttribute[],
  selections: UnitSelections,
  quantity: number,
): boolean {
  for (let unit = 0; unit < quantity; unit += 1) {
    for (const attribute of attributes) {
      if (!selections[unit]?.[attribute.name]) return false;
    }
  }
  return true;
}
