import { formatTimeOfDay } from '../../lib/format';

/** HH:MM in the shopper's own clock, 24-hour, as the 'Saved at' line shows it. */
export function formatSavedAt(savedAt: number): string {
  return formatTimeOfDay(savedAt);
}
