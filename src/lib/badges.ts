import { timeLeft } from './format';

/** docs/product.md §9: the time text is in hours and shows 6 or fewer. */
export const URGENT_MAX_HOURS = 6;
/** docs/product.md §9: 80 percent or more of the units are joined. */
export const ALMOST_FULL_RATIO = 0.8;

/** Under an hour (a ticking clock) is all the more urgent. */
export function isUrgent(expiryLeftHours: number): boolean {
  const left = timeLeft(expiryLeftHours);
  return left.unit === 'clock' || (left.unit === 'hours' && left.value <= URGENT_MAX_HOURS);
}

export function isAlmostFull(joined: number, total: number): boolean {
  return total > 0 && joined / total >= ALMOST_FULL_RATIO;
}
