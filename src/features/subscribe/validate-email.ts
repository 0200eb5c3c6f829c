import { subscribeTexts } from './texts';

/** docs/product.md §5: text, @, text, dot, text. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message to show under the box, or null when the address is acceptable. */
export function validateSubscribeEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return subscribeTexts.emailRequired;
  if (!EMAIL_SHAPE.test(email)) return subscribeTexts.emailInvalid;
  return null;
}
