import { variationOptions } from './variants.ts';

type Variation = Record<string, string | null>;

/** One kind of unit in an order: how many units were chosen alike, and their options in order. */
export type UnitChoiceGroup = { count: number; choices: [attribute: string, option: string][] };

/**
 * An order's units grouped by identical choices, each choice listed in the product's attribute
 * order (docs/product.md §3: the first variation's keys, as the merchant typed them), since an
 * order's own per-unit maps keep no order of their own. Attributes the product no longer has
 * follow, by name. Units without choices make one group with none.
 */
export function groupedUnitChoices(
  variations: readonly Variation[],
  unitVariants: readonly Record<string, string>[],
  quantity: number,
): UnitChoiceGroup[] {
  const attributeOrder = [...variationOptions(variations).keys()];
  const rank = (name: string) => {
    const at = attributeOrder.indexOf(name);
    return at === -1 ? attributeOrder.length : at;
  };
  const groups = new Map<string, UnitChoiceGroup>();
  const units = unitVariants.length > 0 ? unitVariants : [{}];
  for (const unit of units) {
    const choices = Object.entries(unit).sort(
      ([a], [b]) => rank(a) - rank(b) || a.localeCompare(b),
    );
    const key = JSON.stringify(choices);
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { count: 1, choices });
  }
  // An order placed without per-unit choices still has its quantity of units.
  if (unitVariants.length === 0) for (const group of groups.values()) group.count = quantity;
  return [...groups.values()];
}

/** 'Colour: Red, Size: M', or '' for a unit without choices. */
export const choicesText = (group: UnitChoiceGroup): string =>
  group.choices.map(([attribute, option]) => `${attribute}: ${option}`).join(', ');
