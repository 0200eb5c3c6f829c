import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { TextInput } from '../../../components/form-controls';
import { caretAfterDigits } from '../../../lib/card-format';

type FormattedCardInputProps = Omit<ComponentProps<typeof TextInput>, 'onChange' | 'value'> & {
  value: string;
  /** The field's text from what the shopper typed; `growing` is false when they deleted. */
  format: (typed: string, growing: boolean) => string;
  onValue: (value: string) => void;
};

/**
 * A card field that formats as the shopper types (groups, the expiry's slash) and keeps the
 * caret after the digit just typed, not thrown to the end, when the text is reformatted.
 */
export function FormattedCardInput({ value, format, onValue, ...input }: FormattedCardInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (caret.current === null || !element || element !== document.activeElement) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  return (
    <TextInput
      {...input}
      ref={ref}
      value={value}
      onChange={(event) => {
        const typed = event.target.value;
        const next = format(typed, typed.length > value.length);
        const at = event.target.selectionStart ?? typed.length;
        caret.current =
          at >= typed.length
            ? next.length
            : caretAfterDigits(next, typed.slice(0, at).replace(/\D/g, '').length);
        onValue(next);
      }}
    />
  );
}
