/** HH:MM in the shopper's own clock, 24-hour, as the 'Saved at' line shows it. */
export function formatSavedAt(savedAt: number): string {
  const time = new Date(savedAt);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(time.getHours())}:${pad(time.getMinutes())}`;
}
