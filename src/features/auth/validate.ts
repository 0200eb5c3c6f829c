import { authTexts } from './texts';

/** docs/product.md §5: a basic text@text.text shape; the server checks the address fully. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** docs/product.md §9: the code has 6 digits. */
export const OTP_LENGTH = 6;

/** The e-mail step's message, or null when the address can be sent. */
export function validateLoginEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return authTexts.emailRequired;
  if (!EMAIL_SHAPE.test(email)) return authTexts.emailInvalid;
  return null;
}

/** The code step's message, or null when the code can be sent. */
export function validateOtp(value: string): string | null {
  if (value === '') return authTexts.otpRequired;
  if (!/^\d*$/.test(value)) return authTexts.otpDigits;
  if (value.length !== OTP_LENGTH) return authTexts.otpLength;
  return null;
}

/**
 * docs/product.md §5: the code box drops anything that is not a digit and keeps at most 6. The box has no
 * maxLength of its own: the browser would cut a pasted "123 456" to 6 characters before the
 * space is dropped, leaving 5 digits.
 */
export function keepOtpDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
