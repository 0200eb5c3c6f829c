import type { UnitSelections } from './variations';

/**
 * The quantity and per-unit options a shopper chose on a deal, kept for this tab (sessionStorage)
 * so that leaving the deal to sign in, or reloading, brings them back as they were.
 * Only the last deal's choices are kept; another deal starts afresh.
 */
const DEAL_CHOICES_KEY = 'dealChoices';

export interface DealChoices {
  quantity: number;
  selections: UnitSelections;
}

interface StoredChoices extends DealChoices {
  dealId: number;
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Blocked storage (private mode, sandboxed frames): the choices just are not kept.
    return null;
  }
}

function isSelections(value: unknown): value is UnitSelections {
  return (
    Array.isArray(value) &&
    value.every(
      (unit) =>
        unit === null ||
        (typeof unit === 'object' && Object.values(unit).every((v) => typeof v === 'string')),
    )
  );
}

/** The choices kept for `dealId`, with the quantity held within 1..maxQuantity. */
export function readDealChoices(dealId: number, maxQuantity: number): DealChoices | null {
  let stored: Partial<StoredChoices> | null;
  try {
    stored = JSON.parse(storage()?.getItem(DEAL_CHOICES_KEY) ?? 'null') as Partial<StoredChoices>;
  } catch {
    return null;
  }
  if (stored?.dealId !== dealId || typeof stored.quantity !== 'number') return null;
  if (!isSelections(stored.selections)) return null;
  const quantity = Math.min(maxQuantity, Math.max(1, Math.floor(stored.quantity)));
  // A unit never chosen is kept as a hole; the pickers expect an empty map there.
  return { quantity, selections: stored.selections.map((unit) => ({ ...unit })) };
}

export function keepDealChoices(dealId: number, choices: DealChoices): void {
  try {
    storage()?.setItem(DEAL_CHOICES_KEY, JSON.stringify({ dealId, ...choices }));
  } catch (error) {
    // Quota: the choices are on screen anyway; only a trip away would lose them.
    console.warn('Keeping the deal choices failed', error);
  }
}
