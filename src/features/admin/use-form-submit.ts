import { useState } from 'react';
import { adminTexts } from './texts';
import { formFailure } from './server-errors';

type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * A console form's sending state and its refusals: each under its own box, whether the form's
 * own checks or the server named the box (by its wire path, mapped through `serverFields`), and
 * anything else above the button.
 */
export function useFormSubmit<Field extends string>(serverFields: Partial<Record<string, Field>>) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  /**
   * Shows the form's own checks: their `errors`, or (when `request` was made) sends it once and
   * shows how the server refused it.
   */
  async function submit<Request>(
    errors: FieldErrors<Field>,
    request: Request | null,
    send: (request: Request) => Promise<void>,
  ): Promise<void> {
    setErrors(errors);
    setFormError(request === null ? adminTexts.fixErrors : null);
    if (request === null) return;
    setSending(true);
    try {
      await send(request);
    } catch (error) {
      const { field, message } = formFailure<Field>(error, serverFields);
      if (field) setErrors({ [field]: message } as FieldErrors<Field>);
      setFormError(field ? adminTexts.fixErrors : message);
    } finally {
      setSending(false);
    }
  }

  /** A box's error state and the words under it (a space keeps the line when there are none). */
  const shown = (field: Field) => ({
    error: Boolean(errors[field]),
    helperText: errors[field] ?? ' ',
  });
  const clear = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  return { errors, setErrors, formError, sending, submit, shown, clear };
}
