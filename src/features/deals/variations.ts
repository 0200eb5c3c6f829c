import type { Variation } from '../../../contract/catalog';
import { attributeValues } from '../../lib/variation-attributes';

export interface VariationAttribute {
  name: string;
  options: string[];
}

/**
 * The attributes a shopper picks from: docs/product.md §3's attributes of the variations, each with its
 * values as options; an attribute without any value offers nothing to pick and is left out.
 */
export function variationAttributes(variations: readonly Variation[]): VariationAttribute[] {
  return attributeValues(variations)
    .map(({ name, values }) => ({ name, options: values }))
    .filter((attribute) => attribute.options.length > 0);
}

/** One map of attribute -> chosen value per unit, in unit order. */
export type UnitSelections = Record<string, string>[];

/** docs/product.md §5: every unit needs a value for every attribute that has options. */
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
