import { useState, type RefObject } from 'react';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { validateLoginEmail } from './validate';

/** The sign-in's e-mail box: what is typed, and the problem said under it. */
export function useEmailEntry(box: RefObject<HTMLInputElement | null>) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useTypedBeforeHydration(box, setValue);

  function change(typed: string) {
    setValue(typed);
    setTouched(true);
    setError(null);
  }

  // Leaving a box the shopper typed in says what is wrong with it, so an emptied box
  // says 'Email is required' (Send code is disabled while it is empty).
  function blur() {
    const problem = touched ? validateLoginEmail(value) : null;
    if (problem) setError(problem);
  }

  function reset() {
    setTouched(false);
    setError(null);
  }

  return { value, error, setError, change, blur, reset };
}

export type EmailEntry = ReturnType<typeof useEmailEntry>;
