import { useState } from 'react';
import { useCountdown } from './use-countdown';
import { keepOtpDigits } from './validate';

/** docs/product.md §9: the code is valid, and resend waits, for 300 seconds. */
export const RESEND_COUNTDOWN_SECONDS = 300;

/** The sign-in's code box, with the wait before another code may be asked for. */
export function useCodeEntry() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown(RESEND_COUNTDOWN_SECONDS);

  function change(typed: string) {
    setValue(keepOtpDigits(typed));
    setError(null);
  }

  /** Asks for a code, first or again: the box is cleared for it and the resend wait starts. */
  async function request(ask: (email: string) => Promise<unknown>, email: string) {
    await ask(email);
    setValue('');
    setError(null);
    countdown.start();
  }

  function reset() {
    countdown.stop();
    setValue('');
    setError(null);
  }

  return { value, error, countdown, setError, change, request, reset };
}

export type CodeEntry = ReturnType<typeof useCodeEntry>;
