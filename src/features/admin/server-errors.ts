import { serverMessage } from '../../api/client';
import { UNEXPECTED_ERROR } from '../../api/texts';

/** A refused form: the field it names (if the form has it) and words fit to show under it. */
export interface FormFailure<Field extends string> {
  field: Field | null;
  message: string;
}

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The server names a refused field by its wire path ("Invalid field 'amount_cents': must be
 * more than 0"). The form shows the message under its own box instead, and never the path.
 */
export function formFailure<Field extends string>(
  error: unknown,
  fields: Partial<Record<string, Field>>,
): FormFailure<Field> {
  const message = serverMessage(error);
  if (!message) return { field: null, message: UNEXPECTED_ERROR };
  const invalid = /^Invalid (?:field|query parameter) '([^']*)': (.+)$/.exec(message);
  if (invalid) {
    const [, path = '', reason = ''] = invalid;
    const field = fields[path] ?? fields[path.split('.')[0] ?? ''] ?? null;
    return { field, message: sentence(reason) };
  }
  if (/^Unknown (?:field|query parameter) /.test(message)) {
    return { field: null, message: UNEXPECTED_ERROR };
  }
  return { field: null, message };
}
