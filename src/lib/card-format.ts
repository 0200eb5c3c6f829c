/**
 * Card fields as a shopper types them on a phone's digit keypad (which has no "/" or space):
 * the number in groups, the expiry with its slash put in, the CVC digits only.
 */

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** American Express numbers are 15 digits grouped 4-6-5; the others up to 19 in fours. */
function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
}

export function formatCardNumber(text: string): string {
  const digits = digitsOf(text);
  if (isAmex(digits)) {
    const amex = digits.slice(0, 15);
    return [amex.slice(0, 4), amex.slice(4, 10), amex.slice(10)].filter(Boolean).join(' ');
  }
  return (digits.slice(0, 19).match(/\d{1,4}/g) ?? []).join(' ');
}

/**
 * MM/YY from whatever was typed or pasted: `1230` and `12/30` give `12/30`, `12/2030` gives
 * `12/30`, a first digit 2-9 is a month (`4` gives `04/`). The slash is added once the month is
 * complete while typing forward; `growing` is false when the shopper deletes, so backspace over
 * the slash takes it away instead of putting it back.
 */
export function formatExpiry(text: string, growing: boolean): string {
  const fullYear = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(text);
  if (fullYear) {
    const [, month = '', year = ''] = fullYear;
    return `${month.padStart(2, '0')}/${year.slice(2)}`;
  }
  let digits = digitsOf(text);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && growing) return `${digits}/`;
  return digits;
}

export function formatCvc(text: string): string {
  return digitsOf(text).slice(0, 4);
}

/** The card number's digits, as the card step sends them. */
export function cardDigits(formatted: string): string {
  return digitsOf(formatted);
}

/** The month and four-digit year of an MM/YY expiry, or null when it is not one. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * Where the caret goes after a field is formatted: after as many digits as were before it in
 * what the shopper typed, so an edit in the middle does not throw the caret to the end.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === digitsBefore) {
      // Past a separator that follows: the next digit is typed after it.
      let next = index + 1;
      while (next < formatted.length && !/\d/.test(formatted[next] ?? '')) next += 1;
      return next;
    }
  }
  return formatted.length;
}
