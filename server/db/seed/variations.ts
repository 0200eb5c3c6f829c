import type { StoredVariation } from '../schema.ts';

type Attributes = { sizes?: readonly string[]; colors?: readonly string[] };

/**
 * Every size × colour combination of a product, or none when it has neither. Every variation has
 * the same attribute keys because the storefront reads the attribute names from the first one.
 */
export function variations(slug: string, { sizes, colors }: Attributes): StoredVariation[] {
  if (!sizes && !colors) return [];
  const result: StoredVariation[] = [];
  for (const size of sizes ?? [null]) {
    for (const color of colors ?? [null]) {
      const id = [slug, size, color]
        .filter((part) => part !== null)
        .map(kebab)
        .join('-');
      const variation: StoredVariation = { id, image: null, image_url: null, upc_code: upc(id) };
      if (size !== null) variation.size = size;
      if (color !== null) variation.color = color;
      result.push(variation);
    }
  }
  return result;
}

function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A valid-looking UPC-A derived from the variation id, so it stays the same on every seed without
 * a hand-kept number per variation. Prefix 84 is an arbitrary fictional manufacturer.
 */
function upc(id: string): string {
  let hash = 0x811c9dc5;
  for (const char of id) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  const body = `84${String(hash % 1_000_000_000).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  }
  return body + String((10 - (sum % 10)) % 10);
}
