import { buyXGetYUnitCents, splittableRegularCents } from '../../../contract/deal-type';
import type { DealTypeName } from '../../../contract/deal-type';
import { formatMoney } from './money';
import { adminTexts } from './texts';

/** The type boxes of the deal form, as typed. */
export interface DealTypeDraft {
  dealType: DealTypeName;
  buyUnits: string;
  freeUnits: string;
}

/** What "buy X get Y free" gives, or why it cannot: the form shows it as the merchant types. */
export type DerivedTerms =
  | { kind: 'derived'; buy: number; free: number; size: number; priceCents: number }
  | { kind: 'problem'; field: 'buyUnits' | 'freeUnits'; message: string };

function units(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= 999 ? value : null;
}

/**
 * The group size and unit price "buy X get Y free" gives on `regularCents`
 * (docs/decisions/0036-deal-types-split-to-the-cent.md): X regular prices shared by X + Y units,
 * to the cent, or why not. Null regular: no price typed yet, so only the size is known.
 */
export function deriveTerms(draft: DealTypeDraft, regularCents: number | null): DerivedTerms {
  const buy = units(draft.buyUnits);
  const free = units(draft.freeUnits);
  if (buy === null)
    return { kind: 'problem', field: 'buyUnits', message: adminTexts.wholeNumber(1, 999) };
  if (free === null)
    return { kind: 'problem', field: 'freeUnits', message: adminTexts.wholeNumber(1, 999) };
  if (buy + free > 1_000)
    return { kind: 'problem', field: 'freeUnits', message: adminTexts.buyAndFreeTooMany };
  const price = regularCents === null ? null : buyXGetYUnitCents(regularCents, buy, free);
  if (regularCents !== null && price === null) {
    const { below, above } = splittableRegularCents(regularCents, buy, free);
    return {
      kind: 'problem',
      field: 'buyUnits',
      message: adminTexts.doesNotSplit(
        buy + free,
        below === null ? null : formatMoney(below),
        formatMoney(above),
      ),
    };
  }
  return { kind: 'derived', buy, free, size: buy + free, priceCents: price ?? 0 };
}
