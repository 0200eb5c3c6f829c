/**
 * One CSV line (RFC 4180): a field with a comma, quote or line break is quoted. A field that a
 * spreadsheet would read as a formula (= + - @ first) is prefixed with ' so opening an export
 * never runs what a shopper typed.
 */
export function csvLine(fields: readonly (string | number | null)[]): string {
  return fields.map(csvField).join(',') + '\r\n';
}

function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The first characters of a CSV a spreadsheet must read as UTF-8 (docs/decisions/0038). */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';
